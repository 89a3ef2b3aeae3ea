import { z } from 'zod';
import { defineContract } from '../api/contract';
import { swedishPhoneRule } from '../validation/form-rules';
import { PAYMENT_ENDPOINTS as E, PAYMENT_CALLBACK_ENDPOINTS } from './payment-endpoints';
import { PAYMENT_STATUSES } from './payment-status';

// Contracts of the payment calls (flows §3.6, §7.2; issue 14 item 6, issue 15 item 5). Amounts
// are integers in minor units of `currency`, decided by the server from the payment row (a booking's
// fee), never by the client. Someone else's booking or payment answers 404, as a missing one does.

const tags = ['payments'] as const;

export const PAYMENT_METHODS = ['swish', 'card', 'bank'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATES = ['pending', 'paid', 'declined', 'cancelled', 'error'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_CURRENCY_CODES = ['SEK', 'NOK', 'EUR'] as const;

/** Swish takes SEK only; card and bank every currency of the sites. */
export function methodsFor(currency: string): PaymentMethodName[] {
  return currency === 'SEK' ? ['swish', 'card', 'bank'] : ['card', 'bank'];
}

const uuid = z.string().uuid();
const minor = z.number().int().min(0);

/**
 * The Swish payer's number: the flows §5 phone rule, and Swedish (platform §5 swedishPhone),
 * since Swish is for Swedish numbers only and the fee is paid in SEK on the Swedish sites.
 */
export const payerPhoneSchema = swedishPhoneRule;

/**
 * The payer's number in a start call: empty (the Swish app on this device) or a Swedish
 * number; its issue carries the rule's own key (phoneNumber, swedishPhone), not a union's.
 */
const optionalPayerPhone = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === '') return;
    const checked = payerPhoneSchema.safeParse(value);
    if (!checked.success)
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'phoneNumber' });
  })
  .optional();

/** What the Swish app shows the payer: Swish's own character set, at most 50 (no '?', flows §5). */
export const swishMessageSchema = z
  .string()
  .max(50, 'maxLength')
  .regex(/^[0-9a-zA-ZåäöÅÄÖ !(),.:;-]*$/, 'invalidInput');

/** A path of this site the card checkout or bank page sends the payer back to. */
export const returnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'invalidInput');

/** The Swish payment payload of flows §3.6 (ContractId is the booking's id). */
export const startSwishBody = z.object({
  ObjectId: uuid,
  ContractId: uuid,
  /** The payer's Swish number (e-commerce); empty or absent: the Swish app on this device. */
  PhoneNumber: optionalPayerPhone,
  Message: swishMessageSchema.optional(),
  /** The people paying: the caller must be one of them. */
  UserIds: z.array(uuid).min(1).max(2),
  /** The id from createpaymentid: the same one again is a retry of the same attempt. */
  PaymentNumber: uuid,
  ReturnPath: returnPathSchema.optional(),
});
export type StartSwishBody = z.infer<typeof startSwishBody>;

/** The card payment payload of flows §3.6 (also the bank payment's). */
export const startCardBody = z.object({
  ObjectId: uuid,
  ContractId: uuid,
  UserIds: z.array(uuid).min(1).max(2),
  PaymentNumber: uuid,
  ReturnPath: returnPathSchema.optional(),
});
export type StartCardBody = z.infer<typeof startCardBody>;

export const startPaymentBody = z.object({
  method: z.enum(PAYMENT_METHODS),
  paymentNumber: uuid,
  phoneNumber: optionalPayerPhone,
  returnPath: returnPathSchema.optional(),
});
export type StartPaymentBody = z.infer<typeof startPaymentBody>;

/** A payment of the caller's: what is owed and whether it is paid. */
export const paymentSummarySchema = z.object({
  paymentId: uuid,
  purpose: z.enum(['vip', 'booking-fee']),
  bookingId: uuid.nullable(),
  amount: minor,
  currency: z.enum(PAYMENT_CURRENCY_CODES),
  status: z.enum(PAYMENT_STATUSES),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const createPaymentIdResponse = paymentSummarySchema.extend({
  /** A fresh attempt id for the next start (flows §7.2 createpaymentid). */
  paymentNumber: uuid,
  /** The booked home (the start payloads' ObjectId). */
  objectId: uuid,
});
export type CreatePaymentIdResponse = z.infer<typeof createPaymentIdResponse>;

export const paymentBrowserActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('swish-app'), token: z.string(), appUrl: z.string() }),
  z.object({ kind: z.literal('swish-phone') }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PaymentBrowserAction = z.infer<typeof paymentBrowserActionSchema>;

/** One attempt to pay, as a start or a status read answers it. */
export const paymentAttemptSchema = z.object({
  paymentNumber: uuid,
  paymentId: uuid,
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  /** The provider's code when declined or failed (Swish RP06, ACMT03, BE18, RF07, BANKIDCL, TM01 …). */
  errorCode: z.string().nullable(),
  amount: minor,
  currency: z.enum(PAYMENT_CURRENCY_CODES),
  /** The payment's own status (flows §3.2) after this attempt. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** What the browser does next; null once the attempt is final or when it was refused. */
  browser: paymentBrowserActionSchema.nullable(),
});
export type PaymentAttemptView = z.infer<typeof paymentAttemptSchema>;

export const paymentReceiptSchema = z.object({
  paymentId: uuid,
  purpose: z.enum(['vip', 'booking-fee']),
  amount: minor,
  currency: z.enum(PAYMENT_CURRENCY_CODES),
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string().datetime(),
  /** The provider's reference of the paying attempt (the payer finds it in their bank or app). */
  reference: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

const startErrors = [
  'NOT_FOUND',
  'CONFLICT',
  'BOOKING_STEP_NOT_ALLOWED',
  'BOOKING_EXPIRED',
  'PAYMENT_IN_PROGRESS',
  'SERVICE_UNAVAILABLE',
] as const;
const startDescription =
  'The amount is the booking fee the server holds. A provider that refuses the request (Swish RP06, ACMT03, ' +
  'BE18 …) answers 200 with state error and its code, so the payer can try again with a new PaymentNumber. ' +
  'The same PaymentNumber again answers the same attempt; one used for another payment or method answers 409. ' +
  'One way to pay is open at a time: a start cancels the open attempt at its provider first, and answers ' +
  '409 PAYMENT_IN_PROGRESS while another start is under way or the open attempt cannot be cancelled.';

export const createPaymentIdContract = defineContract(E.createPaymentId, {
  access: 'login',
  tags,
  summary: 'The booking fee to pay for booking id (created when first needed) and a fresh attempt id',
  description:
    'The booking must be signed (409 BOOKING_STEP_NOT_ALLOWED before) and its flow must have a payment step. ' +
    'A booking whose fee is 0 is marked paid at once.',
  params: z.object({ id: uuid }),
  responses: { 200: createPaymentIdResponse },
  errors: ['NOT_FOUND', 'BOOKING_STEP_NOT_ALLOWED', 'BOOKING_EXPIRED'],
});

export const startSwishContract = defineContract(E.startSwish, {
  access: 'login',
  tags,
  summary: 'Start paying a booking fee with Swish (e-commerce with PhoneNumber, else m-commerce)',
  description: startDescription,
  body: startSwishBody,
  responses: { 200: paymentAttemptSchema },
  errors: [...startErrors],
});

export const startCardContract = defineContract(E.startCard, {
  access: 'login',
  tags,
  summary: 'Start paying a booking fee by card (the browser goes to the card checkout)',
  description: startDescription,
  body: startCardBody,
  responses: { 200: paymentAttemptSchema },
  errors: [...startErrors],
});

export const startBankContract = defineContract(E.startBank, {
  access: 'login',
  tags,
  summary: 'Start paying a booking fee by bank payment (the browser goes to the bank to approve)',
  description: startDescription,
  body: startCardBody,
  responses: { 200: paymentAttemptSchema },
  errors: [...startErrors],
});

const statusSpec = {
  access: 'login',
  tags,
  summary: 'The state of payment attempt id (the PaymentNumber), reading the provider while it is open',
  description:
    'optional names the method (swish, card, bank) as the return parameters carry it; another method than ' +
    'the attempt’s answers 404. Reading a paid attempt records the payment (once, however callbacks arrive).',
  responses: { 200: paymentAttemptSchema },
  errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
} as const;

export const paymentStatusContract = defineContract(E.paymentStatus, {
  ...statusSpec,
  params: z.object({ id: uuid }),
});

export const paymentStatusOfTypeContract = defineContract(E.paymentStatusOfType, {
  ...statusSpec,
  params: z.object({ id: uuid, optional: z.enum(PAYMENT_METHODS) }),
});

export const startPaymentContract = defineContract(E.startPayment, {
  access: 'login',
  tags,
  summary: 'Start paying any unpaid payment of the caller’s (a VIP fee, a booking fee)',
  description: startDescription,
  params: z.object({ paymentId: uuid }),
  body: startPaymentBody,
  responses: { 200: paymentAttemptSchema },
  errors: [...startErrors],
});

export const paymentReceiptContract = defineContract(E.paymentReceipt, {
  access: 'login',
  tags,
  summary: 'The receipt of a paid payment of the caller’s: amount, method, time and reference',
  description: 'A payment not paid yet answers 409 CONFLICT.',
  params: z.object({ paymentId: uuid }),
  responses: { 200: paymentReceiptSchema },
  errors: ['NOT_FOUND', 'CONFLICT'],
});

/**
 * The providers' callbacks (Swish's callbackUrl, the card checkout's signed push). The body is
 * read as text, because the card push's signature covers its exact bytes; the provider's client
 * verifies and parses it. An accepted callback is reconciled once, however often it comes.
 */
const callbackSpec = (provider: string) =>
  ({
    access: 'public',
    tags: ['payments'],
    summary: `${provider} reports a payment's outcome`,
    description:
      'Called by the provider, not by browsers. Forged (bad signature) 401, replayed 409, stale or ' +
      'malformed 400; recorded false when the start has not been written yet (the next status read takes it).',
    body: z.string().max(16 * 1024),
    responses: { 200: z.object({ recorded: z.boolean() }) },
    errors: ['UNAUTHORIZED', 'CONFLICT', 'REQUEST_REJECTED', 'SERVICE_UNAVAILABLE'],
  }) as const;

export const swishCallbackContract = defineContract(PAYMENT_CALLBACK_ENDPOINTS.swish, callbackSpec('Swish'));
export const cardCallbackContract = defineContract(
  PAYMENT_CALLBACK_ENDPOINTS.card,
  callbackSpec('The card checkout'),
);
