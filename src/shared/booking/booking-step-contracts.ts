import { z } from 'zod';
import { defineContract, type RawResponse } from '../api/contract';
import { buyResidenceCookie } from '../consent/cookie-table';
import { bookingAnswerBody } from './booking-answers';
import { bookingRefSchema, bookingStateSchema } from './booking-contracts';
import { BOOKING_ENDPOINTS as E } from './booking-endpoints';

// Contracts of the answer steps, the booking cookie and the project's documents (flows §2.5, §5,
// §7.2; platform §9 cookie buy-residence; issue 14 item 4). A booking that is not the caller's,
// or belongs to another site than the request's, answers 404 as a missing one does.

const tags = ['booking'] as const;
const bookingIdParams = z.object({ id: z.string().uuid() });
const NOT_YOURS =
  'A booking of someone else, or of another site than the one asked, answers 404 like a missing one.';

export const BUY_RESIDENCE_COOKIE = buyResidenceCookie.name;

export const answerContract = defineContract(E.answer, {
  access: 'login',
  tags,
  summary: 'Answer the step a booking stands on, and move it to the next step',
  description:
    'The answer is checked by the step’s shared schema (personal info per the site’s identity ' +
    'numbers, financing against 15 % of the price and the sum the buyer pays, choices against the ' +
    'project’s options). A step the booking does not stand on answers 409 BOOKING_STEP_NOT_ALLOWED; ' +
    `an invalid answer 400 VALIDATION_FAILED with error-key issues. ${NOT_YOURS}`,
  body: bookingAnswerBody,
  issueMessages: 'errorKeys',
  responses: { 200: bookingStateSchema },
  errors: ['NOT_FOUND', 'BOOKING_STEP_NOT_ALLOWED', 'BOOKING_EXPIRED'],
});

const personSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  securityNumber: z.string(),
});

export const bookingAnswersSchema = z.object({
  booking: bookingStateSchema,
  /** The answers given so far, by step, as the step schemas output them. */
  answers: z.record(z.string(), z.unknown()),
  /** The buyer's own details from the account, to fill the personal-info form with. */
  prefill: personSchema.extend({ address: z.string(), postalCode: z.string(), city: z.string() }),
  country: z.enum(['SE', 'NO', 'FI']),
  /** The home's price when the booking started, minor units. */
  price: z.number().int(),
  /** The chosen interior options' sum (flow C), minor units. */
  interiorTotal: z.number().int(),
  minimumDownPayment: z.number().int(),
  /** The most the financing may add up to: price plus interior choices. */
  maximumFinancing: z.number().int(),
  objectNumber: z.string(),
  stageName: z.string(),
  /** The home's page, to go back to. */
  objectPath: z.string(),
});
export type BookingAnswers = z.infer<typeof bookingAnswersSchema>;

export const answersContract = defineContract(E.answers, {
  access: 'login',
  tags,
  summary: 'A booking’s answers so far, with the price, the financing limits and the buyer’s details',
  description: NOT_YOURS,
  params: bookingIdParams,
  responses: { 200: bookingAnswersSchema },
  errors: ['NOT_FOUND'],
});

export const interiorOptionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  /** Extra cost over the group's default, minor units. */
  price: z.number().int(),
  isDefault: z.boolean(),
});
export const interiorGroupSchema = z.object({
  groupKey: z.string(),
  groupName: z.string(),
  options: z.array(interiorOptionSchema),
});
export type InteriorGroup = z.infer<typeof interiorGroupSchema>;

export const interiorOptionsContract = defineContract(E.interiorOptions, {
  access: 'login',
  tags,
  summary: 'The interior options of a booking’s project (flow C), by choice group',
  description: NOT_YOURS,
  params: bookingIdParams,
  responses: { 200: z.array(interiorGroupSchema) },
  errors: ['NOT_FOUND'],
});

export const bookingCookieContract = defineContract(E.bookingCookie, {
  access: 'login',
  tags,
  summary: 'The booking the buy-residence cookie names, when it is the caller’s and still live',
  description:
    'Restores the flow after a reload. A cookie naming an ended booking, someone else’s or another ' +
    'site’s is cleared and answers null.',
  responses: { 200: bookingRefSchema.nullable() },
});

export const setBookingCookieContract = defineContract(E.setBookingCookie, {
  access: 'login',
  tags,
  summary: 'Store the caller’s live booking of this home in the buy-residence cookie',
  description: `The caller must hold a live booking of the home on this site; otherwise 404.`,
  params: z.object({ objectId: z.string().uuid() }),
  responses: { 200: bookingRefSchema },
  errors: ['NOT_FOUND'],
});

export const removeBookingCookieContract = defineContract(E.removeBookingCookie, {
  access: 'public',
  tags,
  summary: 'Clear the buy-residence cookie',
  responses: { 204: z.null() },
  stateChanging: true,
});

export const bookingDocumentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  /** Where the PDF is downloaded. */
  url: z.string(),
  /** Documents to sign (the agreement) carry their status; the project's documents do not. */
  status: z.enum(['pending', 'done']).nullable(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

export const bookingDocumentsContract = defineContract(E.bookingDocuments, {
  access: 'login',
  tags,
  summary: 'The documents of a booking: the project’s documents to read, and the booking’s own',
  description: NOT_YOURS,
  params: bookingIdParams,
  responses: { 200: z.array(bookingDocumentSchema) },
  errors: ['NOT_FOUND'],
});

const pdfDownload: RawResponse = {
  description: 'The document as a PDF (Content-Disposition attachment)',
  content: { 'application/pdf': { schema: z.string().describe('the PDF’s bytes') } },
};

export const bookingDocumentPdfContract = defineContract(E.bookingDocumentPdf, {
  access: 'login',
  tags,
  summary: 'One of the project’s documents of a booking, generated as a PDF',
  description: NOT_YOURS,
  params: z.object({ id: z.string().uuid(), documentId: z.string().min(1).max(100) }),
  responses: { 200: pdfDownload },
  errors: ['NOT_FOUND'],
});
