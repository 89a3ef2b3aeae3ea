import { z } from 'zod';
import { defineContract, type RawResponse } from '../api/contract';
import { TIMELINE_STEPS } from '../sites/routes';
import { ENVIRONMENTS } from '../sites/site-types';
import { SIGNING_ENDPOINTS as E, SIGNING_PROVIDERS } from './signing-endpoints';

// Contracts of documents and signing (flows §7.2, platform §7 identity for booking; issue 14
// item 5). A document or booking that is not the caller's answers 404, as a missing one does.

const tags = ['signing'] as const;

export const DOCUMENT_KIND_VALUES = [
  'booking-agreement',
  'purchase-contract',
  'interior-order',
  'handover-protocol',
  'other',
] as const;

/** Who signs a booking agreement: the buyer, and the co-buyer when the booking names one. */
export const SIGNER_ROLES = ['buyer', 'co-buyer'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** How a document was signed: BankID (Sweden) or the Norwegian or Finnish e-ident broker. */
export const SIGNATURE_METHODS = ['bankid', 'eident-no', 'eident-fi'] as const;

export const documentSummarySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(DOCUMENT_KIND_VALUES),
  title: z.string(),
  status: z.enum(['pending', 'done']),
  bookingId: z.string().uuid().nullable(),
  /** Hex SHA-256 of the PDF the signature covers. */
  sha256: z.string(),
  createdAt: z.string().datetime(),
  dueAt: z.string().datetime().nullable(),
  signedAt: z.string().datetime().nullable(),
  signerName: z.string().nullable(),
  signatureProvider: z.enum(SIGNATURE_METHODS).nullable(),
  /** Where the PDF downloads (the signed one, with its signature page, once done). */
  fileUrl: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** What the booking agreement says, for the summary shown before signing. */
export const bookingAgreementSchema = z.object({
  document: documentSummarySchema,
  bookingStatus: z.string(),
  buyerName: z.string(),
  coBuyerName: z.string().nullable(),
  objectNumber: z.string(),
  stageName: z.string(),
  /** Minor units of `currency`: the home's price, without interior options. */
  price: z.number().int(),
  /** The interior options chosen in the booking (flow C), as the agreement lists them. */
  interiorOptions: z.array(z.object({ groupName: z.string(), name: z.string(), price: z.number().int() })),
  /** The price including the interior options. */
  totalPrice: z.number().int(),
  bookingFee: z.number().int(),
  currency: z.enum(['SEK', 'NOK', 'EUR']),
  /** The home's key dates in order (YYYY-MM-DD), as the agreement and the timeline state them. */
  milestones: z.array(z.object({ milestone: z.enum(TIMELINE_STEPS), date: z.string().nullable() })),
  /** The provider that signs on this site: bank_id (se), eident (no), signicat (fi). */
  provider: z.enum(SIGNING_PROVIDERS),
  /** Everyone who signs (the buyer, then the co-buyer if any), and when each did. */
  signers: z.array(
    z.object({ role: z.enum(SIGNER_ROLES), name: z.string(), signedAt: z.string().datetime().nullable() }),
  ),
});
export type BookingAgreement = z.infer<typeof bookingAgreementSchema>;

export const signContractBody = z.object({ bookingId: z.string().uuid() });

export const signCookieSchema = z.object({
  bookingId: z.string().uuid(),
  documentId: z.string().uuid(),
  provider: z.enum(SIGNING_PROVIDERS),
  sessionId: z.string().uuid().optional(),
});
export type SignCookie = z.infer<typeof signCookieSchema>;

export const signingStartBody = z.object({
  documentId: z.string().uuid(),
  /** A path of this site the signing returns to (the BankID app, the broker). */
  returnUrl: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'a path of this site'),
  environment: z.enum(ENVIRONMENTS),
  /** Who signs now: the buyer (the default) or the co-buyer, with their own BankID or e-ident. */
  signer: z.enum(SIGNER_ROLES).optional(),
});

export const signingStartResponse = z.object({
  sessionId: z.string().uuid(),
  autoStartToken: z.string().optional(),
  autoStartUrl: z.string().optional(),
  qrData: z.string().optional(),
  authorizationUrl: z.string().optional(),
});

/** Why a signing failed, for the page's message. */
export const SIGNING_FAILURES = [
  'DOCUMENT_CHANGED',
  'WRONG_PERSON',
  'BOOKING_EXPIRED',
  'ALREADY_SIGNED',
  'FAILED',
] as const;

export const signingResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Pending'), hintCode: z.string(), qrData: z.string().optional() }),
  z.object({
    status: z.literal('Complete'),
    documentId: z.string().uuid(),
    /** Who has yet to sign (the co-buyer after the buyer); the document is done when none is left. */
    remainingSigners: z.array(z.enum(SIGNER_ROLES)).optional(),
  }),
  z.object({ status: z.literal('Cancelled'), hintCode: z.string().optional() }),
  z.object({
    status: z.literal('Error'),
    hintCode: z.string().optional(),
    reason: z.enum(SIGNING_FAILURES).optional(),
  }),
]);
export type SigningResult = z.infer<typeof signingResultSchema>;

export const brokerSigningReturnBody = z.object({
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(100).optional(),
  state: z.string().min(1).max(200),
  environment: z.enum(ENVIRONMENTS),
});

const sessionParams = z.object({ sessionId: z.string().uuid() });
const idParams = z.object({ id: z.string().uuid() });

const pdfDownload: RawResponse = {
  description: 'The PDF as an attachment (Content-Disposition) with X-Content-Type-Options: nosniff',
  content: { 'application/pdf': { schema: z.string().describe('the PDF’s bytes') } },
};

export const signContractContract = defineContract(E.signContract, {
  access: 'login',
  tags,
  summary:
    'Prepares the booking agreement of a booking at its sign step; the reply is its document id as text',
  description:
    'Makes the agreement PDF once (buyer, co-buyer, home, price, fee, terms, dates) and answers the ' +
    'same document after that. A stored PDF whose bytes no longer match its SHA-256 answers 409 ' +
    'DOCUMENT_CHANGED; a booking not at its sign step 409 BOOKING_STEP_NOT_ALLOWED.',
  body: signContractBody,
  responses: { 200: { description: 'The document id', content: { 'text/plain': { schema: z.string() } } } },
  errors: ['NOT_FOUND', 'DOCUMENT_CHANGED', 'BOOKING_STEP_NOT_ALLOWED', 'BOOKING_EXPIRED'],
});

export const getSignCookieContract = defineContract(E.getSignCookie, {
  access: 'login',
  tags,
  summary: 'The signing this browser was in (the buy-residence-sign cookie), or null',
  responses: { 200: signCookieSchema.nullable() },
});

export const setSignCookieContract = defineContract(E.setSignCookie, {
  access: 'login',
  tags,
  summary: 'Remembers the signing this browser is in, for the return from BankID or the broker',
  description: 'Only a booking and document of the caller’s; anything else answers 404.',
  body: signCookieSchema,
  responses: { 204: z.null() },
  errors: ['NOT_FOUND'],
});

const startErrors = [
  'NOT_FOUND',
  'DOCUMENT_CHANGED',
  'BOOKING_STEP_NOT_ALLOWED',
  'BOOKING_EXPIRED',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'ALREADY_IN_PROGRESS',
  'RATE_LIMITED',
] as const;

export const bankIdSignStartContract = defineContract(E.bankIdStart, {
  access: 'login',
  tags,
  summary: 'Starts a BankID sign order for a pending document of the caller’s',
  description:
    'userVisibleData (simpleMarkdownV1) summarises what is signed; userNonVisibleData is the PDF’s ' +
    'SHA-256. The order is bound to the signer’s personal number: the buyer’s, or with `signer: co-buyer` ' +
    'the number given for the co-buyer; nobody else can complete it. A booking is signed once every ' +
    'signer has (`remainingSigners` says who is left). Poll the status every second.',
  body: signingStartBody,
  responses: { 200: signingStartResponse },
  errors: [...startErrors],
});

export const bankIdSignStatusContract = defineContract(E.bankIdStatus, {
  access: 'login',
  tags,
  summary: 'Status of a BankID signing: Pending (hint, QR payload), Complete, Cancelled or Error',
  params: sessionParams,
  responses: { 200: signingResultSchema },
  errors: ['NOT_FOUND'],
});

export const bankIdSignCancelContract = defineContract(E.bankIdCancel, {
  access: 'login',
  tags,
  summary: 'Cancels a BankID signing and its order; the document stays unsigned',
  params: sessionParams,
  responses: { 200: signingResultSchema },
  errors: ['NOT_FOUND'],
});

function brokerStart(route: typeof E.eidentStart | typeof E.signicatStart, country: string) {
  return defineContract(route, {
    access: 'login',
    tags,
    summary: `Starts a ${country} e-ident signing of a pending document: where to send the browser`,
    description:
      'An OpenID Connect authentication whose nonce commits to the document’s SHA-256 (ADR 0009): ' +
      'the broker’s signed ID token binds the person to the document.',
    body: signingStartBody,
    responses: { 200: signingStartResponse },
    errors: [...startErrors],
  });
}

export const eidentSignStartContract = brokerStart(E.eidentStart, 'Norwegian');
export const signicatSignStartContract = brokerStart(E.signicatStart, 'Finnish');

function brokerReturn(route: typeof E.eidentStatus | typeof E.signicatValidate, country: string) {
  return defineContract(route, {
    access: 'login',
    tags,
    summary: `Finishes a ${country} e-ident signing with the broker’s return (code and state)`,
    body: brokerSigningReturnBody,
    responses: { 200: signingResultSchema },
    errors: ['SERVICE_UNAVAILABLE'],
  });
}

export const eidentSignStatusContract = brokerReturn(E.eidentStatus, 'Norwegian');
export const signicatSignValidateContract = brokerReturn(E.signicatValidate, 'Finnish');

export const documentsContract = defineContract(E.documents, {
  access: 'login',
  tags,
  summary: 'The caller’s documents on this site, newest first',
  responses: { 200: z.array(documentSummarySchema) },
});

export const documentContract = defineContract(E.document, {
  access: 'login',
  tags,
  summary: 'One document of the caller’s',
  params: idParams,
  responses: { 200: documentSummarySchema },
  errors: ['NOT_FOUND'],
});

export const documentFileContract = defineContract(E.documentFile, {
  access: 'login',
  tags,
  summary: 'A document’s PDF (the signed one once done); its owner only',
  params: idParams,
  responses: { 200: pdfDownload },
  errors: ['NOT_FOUND'],
});

export const bookingAgreementContract = defineContract(E.bookingAgreement, {
  access: 'login',
  tags,
  summary: 'The booking agreement of a booking of the caller’s, with what it says',
  description: 'null until signcontract has made it; another buyer’s booking answers 404.',
  params: z.object({ bookingId: z.string().uuid() }),
  responses: { 200: bookingAgreementSchema.nullable() },
  errors: ['NOT_FOUND'],
});
