import { z } from 'zod';
import {
  isValidFinnishNationalId,
  isValidNorwegianNationalId,
  isValidSwedishPersonalNumber,
} from '../account/national-ids';
import type { Country } from '../sites/site-types';
import {
  emailRule,
  genericTextRule,
  messageRule,
  nameRule,
  numericTextRule,
  phoneMaybeInternationalRule,
} from '../validation/form-rules';
import { identityNumberRule, swedishPersonalNumberDigits } from '../validation/identity-number-rules';

// The answers a buyer gives in the click-to-buy steps (flows §2.5, §5; issue 14 item 4), one
// schema per answer step, used by the step's form and by the server before it stores the answer
// in residence_bookings.answers. Issue messages are error keys; a key that needs a number carries
// it as "key|name=value" (web/ui/form/error-keys.ts). Amounts are integers in minor units.

/** The steps whose answers the server stores (the others are gates or reading). */
export const ANSWER_STEPS = ['personal-info', 'documents', 'choices', 'financing', 'accomodation'] as const;
export type AnswerStep = (typeof ANSWER_STEPS)[number];

export const isAnswerStep = (step: string): step is AnswerStep =>
  (ANSWER_STEPS as readonly string[]).includes(step);

// ---- Identity numbers (flows §5: Swedish format; numeric only; numeric with hyphen) -------------
// The field's rule (pnrFormat, pnrControl) is validation/identity-number-rules.ts.

/**
 * A Swedish personal number as twelve digits, from YYYYMMDDNNNN, YYYYMMDD-NNNN, YYMMDDNNNN or
 * YYMMDD-NNNN ("+" for a person over 100), or undefined when it is not one (format or Luhn digit).
 */
export function normalizeSwedishPersonalNumber(value: string): string | undefined {
  const full = swedishPersonalNumberDigits(value);
  return full && isValidSwedishPersonalNumber(full) ? full : undefined;
}

/** An identity number as the country writes it, normalised for comparison; undefined when invalid. */
export function normalizeIdentityNumber(country: Country, value: string): string | undefined {
  const trimmed = value.trim();
  if (country === 'SE') return normalizeSwedishPersonalNumber(trimmed);
  if (country === 'NO') return isValidNorwegianNationalId(trimmed) ? trimmed : undefined;
  return isValidFinnishNationalId(trimmed) ? trimmed.toUpperCase() : undefined;
}

// ---- Personal information, with an optional co-buyer -------------------------------------------

const personFields = (country: Country) => ({
  firstName: nameRule,
  lastName: nameRule,
  email: emailRule,
  // A buyer abroad may write the number with its country code; then it must be a whole one.
  phone: phoneMaybeInternationalRule,
  securityNumber: identityNumberRule(country),
});

export const personalInfoSchemaFor = (country: Country) => {
  const coBuyerSchema = z.object(personFields(country));
  return z
    .object({
      buyer: z.object({
        ...personFields(country),
        address: genericTextRule,
        postalCode: numericTextRule,
        city: genericTextRule,
      }),
      hasCoBuyer: z.boolean(),
      // Checked only when there is a co-buyer: a form keeps the unticked section's empty fields.
      coBuyer: z.unknown().optional(),
    })
    .superRefine((value, context) => {
      if (!value.hasCoBuyer) return;
      const parsed = coBuyerSchema.safeParse(value.coBuyer ?? {});
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          context.addIssue({ code: 'custom', path: ['coBuyer', ...issue.path], message: issue.message });
        return;
      }
      const coBuyer = parsed.data;
      const { buyer } = value;
      // flows §5: identity numbers and e-mails must differ between the two persons.
      const buyerId = normalizeIdentityNumber(country, buyer.securityNumber);
      if (buyerId && buyerId === normalizeIdentityNumber(country, coBuyer.securityNumber))
        context.addIssue({
          code: 'custom',
          path: ['coBuyer', 'securityNumber'],
          message: 'uniqueSocial',
        });
      if (buyer.email.trim().toLowerCase() === coBuyer.email.trim().toLowerCase())
        context.addIssue({ code: 'custom', path: ['coBuyer', 'email'], message: 'uniqueEmail' });
    })
    .transform((value) => ({
      buyer: value.buyer,
      hasCoBuyer: value.hasCoBuyer,
      coBuyer: value.hasCoBuyer ? coBuyerSchema.parse(value.coBuyer) : undefined,
    }));
};

export type PersonalInfoAnswer = z.output<ReturnType<typeof personalInfoSchemaFor>>;
export type PersonalInfoInput = z.input<ReturnType<typeof personalInfoSchemaFor>>;

// ---- Financing (flows §5: down payment at least 15 %, the sum at most the maximum) --------------

export const MIN_DOWN_PAYMENT_PERCENT = 15;

/** The smallest down payment for a price (minor units), rounded up to whole currency units. */
export function minimumDownPayment(price: number): number {
  return Math.ceil((price * MIN_DOWN_PAYMENT_PERCENT) / 100 / 100) * 100;
}

export interface FinancingLimits {
  /** The home's price when the booking started, minor units. */
  price: number;
  /**
   * The most the buyer's financing may add up to: what the buyer pays, i.e. the price plus the
   * interior options chosen (flow C). Declaring more than the purchase costs is not financing of
   * this purchase, so a larger sum is `priceSumToHigh`.
   */
  maximum: number;
}

export interface FinancingValues {
  downPayment: number;
  loanAmount: number;
}

export interface AnswerIssue {
  path: string;
  message: string;
}

/** The financing rules of flows §5 over amounts in minor units; no issues means valid. */
export function financingIssues(values: FinancingValues, limits: FinancingLimits): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const minimum = minimumDownPayment(limits.price);
  if (values.downPayment < minimum)
    issues.push({ path: 'downPayment', message: `downPaymentTooLow|min=${minimum}` });
  if (values.downPayment + values.loanAmount > limits.maximum)
    issues.push({ path: 'loanAmount', message: `priceSumToHigh|max=${limits.maximum}` });
  return issues;
}

const MAX_AMOUNT = 2_000_000_000; // 20 million in whole units: far beyond any home, inside int4.

const amountRule = z
  .number({ message: 'required' })
  .int('numeric')
  .min(0, 'numeric')
  .max(MAX_AMOUNT, 'priceSumToHigh');

/** The financing answer as the API takes it: minor units. */
export const financingAnswerSchema = z.object({
  downPayment: amountRule,
  loanAmount: amountRule,
  /** The bank that promised the loan (free text, optional without a loan). */
  bank: z.string().trim().max(50, 'maxLength').default(''),
  hasLoanPromise: z.boolean(),
});
export type FinancingAnswer = z.output<typeof financingAnswerSchema>;

export const financingSchemaFor = (limits: FinancingLimits) =>
  financingAnswerSchema.superRefine((value, context) => {
    for (const issue of financingIssues(value, limits))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** Whole currency units as typed ("250 000") to minor units; NaN when not a whole number. */
export function wholeUnitsToMinor(text: string): number {
  const digits = text.replace(/[\s\u00a0]/g, '');
  return /^\d{1,8}$/.test(digits) ? Number(digits) * 100 : Number.NaN;
}

/** The financing form: amounts typed in whole units, checked in minor units by the same rules. */
export const financingFormSchemaFor = (limits: FinancingLimits) =>
  z
    .object({
      downPayment: z.string().trim().min(1, 'required'),
      loanAmount: z.string().trim().min(1, 'required'),
      bank: z.string().trim().max(50, 'maxLength'),
      hasLoanPromise: z.boolean(),
    })
    .superRefine((value, context) => {
      const down = wholeUnitsToMinor(value.downPayment);
      const loan = wholeUnitsToMinor(value.loanAmount);
      if (Number.isNaN(down)) context.addIssue({ code: 'custom', path: ['downPayment'], message: 'numeric' });
      if (Number.isNaN(loan)) context.addIssue({ code: 'custom', path: ['loanAmount'], message: 'numeric' });
      if (Number.isNaN(down) || Number.isNaN(loan)) return;
      for (const issue of financingIssues({ downPayment: down, loanAmount: loan }, limits))
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    })
    .transform(
      (value): FinancingAnswer => ({
        downPayment: wholeUnitsToMinor(value.downPayment),
        loanAmount: wholeUnitsToMinor(value.loanAmount),
        bank: value.bank,
        hasLoanPromise: value.hasLoanPromise,
      }),
    );

// ---- Interior choices (flow C), current accommodation, documents read ---------------------------

/** One option id per choice group; the server checks each belongs to the project and group. */
export const choicesAnswerSchema = z.object({
  choices: z.record(z.string().min(1).max(50), z.string().uuid({ message: 'required' })),
});
export type ChoicesAnswer = z.output<typeof choicesAnswerSchema>;

export const HOUSING_TYPES = ['owned-apartment', 'owned-house', 'rental', 'with-parents', 'other'] as const;

export const accommodationAnswerSchema = z.object({
  housingType: z.enum(HOUSING_TYPES, { message: 'required' }),
  /** Whether the buyer must sell the current home before the purchase. */
  mustSell: z.enum(['yes', 'no'], { message: 'required' }),
  comment: messageRule,
});
export type AccommodationAnswer = z.output<typeof accommodationAnswerSchema>;

export const documentsAnswerSchema = z.object({
  documentsRead: z.literal(true, { message: 'required' }),
});

/** The body of the answer route: the step and its answer, checked by the step's schema. */
export const bookingAnswerBody = z.discriminatedUnion('step', [
  z.object({ bookingId: z.string().uuid(), step: z.literal('personal-info'), answer: z.unknown() }),
  z.object({ bookingId: z.string().uuid(), step: z.literal('financing'), answer: financingAnswerSchema }),
  z.object({ bookingId: z.string().uuid(), step: z.literal('choices'), answer: choicesAnswerSchema }),
  z.object({
    bookingId: z.string().uuid(),
    step: z.literal('accomodation'),
    answer: accommodationAnswerSchema,
  }),
  z.object({ bookingId: z.string().uuid(), step: z.literal('documents'), answer: documentsAnswerSchema }),
]);
export type BookingAnswerBody = z.infer<typeof bookingAnswerBody>;
