import { z } from 'zod';

// The error catalogue (platform §7 "each call returns data or an error", §8): every 4xx/5xx
// answer of the API carries one of these stable codes, which an API client may branch on; the
// message is for people and may change. Each code has one HTTP status. /docs/openapi.json
// lists the catalogue, and each endpoint names the codes it may answer.
export const API_ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, meaning: 'A parameter, query or body field is not valid; see issues.' },
  MALFORMED_BODY: { status: 400, meaning: 'The body is not the JSON (or form data) its content type says.' },
  INVALID_CHARACTERS: {
    status: 400,
    meaning: 'Text holds a NUL character or a lone UTF-16 surrogate, which no field can store.',
  },
  INVALID_SORT: { status: 400, meaning: 'Residence search: a sort key the API does not offer.' },
  INVALID_LIMIT: { status: 400, meaning: 'Residence search: a limit or offset out of range.' },
  INVALID_FILTER: { status: 400, meaning: 'Residence search: a filter field that is not valid.' },
  UNKNOWN_SITE_ID: { status: 400, meaning: 'A siteId that names no site.' },
  SEARCH_NOT_OFFERED: { status: 400, meaning: 'The site offers no residence search.' },
  INVALID_ALERT_FREQUENCY: {
    status: 400,
    meaning: 'Saved searches: an alertFrequency other than immediately, daily, weekly or never.',
  },
  UNAUTHORIZED: { status: 401, meaning: 'No valid login (or a token of the wrong kind): log in.' },
  FORBIDDEN: { status: 403, meaning: 'Logged in, but this record or action is not yours.' },
  NOT_FOUND: { status: 404, meaning: 'No such route, or no such record that you may see.' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'The path exists, but not with this method.' },
  CONFLICT: { status: 409, meaning: 'The record changed or is taken; read it again.' },
  STATUS_TRANSITION_NOT_ALLOWED: {
    status: 409,
    meaning: 'Case handling: the errand cannot move from its status to that one (flows §4.4 table).',
  },
  // Click-to-buy (issue 14): a home someone else holds or that is not sold online; a step the
  // booking may not move to yet (flows §2.5 step table in shared/booking/booking-steps.ts).
  HOME_NOT_BOOKABLE: {
    status: 409,
    meaning: 'Booking: the home is held by another booking or not booked online.',
  },
  ALREADY_BOOKING_IN_STAGE: {
    status: 409,
    meaning: 'Booking: the buyer already holds a booking in this stage (one home per buyer and stage).',
  },
  BOOKING_STEP_NOT_ALLOWED: {
    status: 409,
    meaning: 'Booking: the step is not the next one, or its gate (signing, payment) is not passed yet.',
  },
  BOOKING_EXPIRED: { status: 409, meaning: 'Booking: the hold on the home has ended; start again.' },
  // Payments (issue 32 item 1): one way to pay is open at a time.
  PAYMENT_IN_PROGRESS: {
    status: 409,
    meaning:
      'Payments: another start of this payment is asking its provider, or the open one cannot be cancelled ' +
      '(the payer has approved it); read its status, then try again.',
  },
  // Signing (issue 14 item 5): the stored PDF is not the one whose SHA-256 the signature would cover.
  DOCUMENT_CHANGED: {
    status: 409,
    meaning: 'Signing: the document’s stored bytes no longer match its SHA-256; it cannot be signed.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body is larger than the endpoint accepts.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'A content type the endpoint does not read.' },
  // Case uploads (flows §5, §8): the issue message is the spec's file error key.
  TOO_MANY_FILES: { status: 413, meaning: 'Case files: more than 5 per case, counting those attached.' },
  FILE_TOO_LARGE: { status: 413, meaning: 'Case files: one file is larger than 20,971,520 bytes.' },
  FILES_TOO_LARGE_IN_TOTAL: { status: 413, meaning: 'Case files: more than 100 MB in all.' },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    meaning: 'Case files: content that is not jpeg, png, pdf, mp4, quicktime or docx, whatever its name.',
  },
  UNKNOWN_SITE: { status: 421, meaning: 'The Host header names no site of the host table.' },
  REQUEST_REJECTED: { status: 400, meaning: 'Any other request the server cannot serve as sent.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many attempts: wait the Retry-After seconds.' },
  // BankID: the person already has an order in progress (RP API alreadyInProgress); both are stopped.
  ALREADY_IN_PROGRESS: { status: 409, meaning: 'BankID: an order for this person is already in progress.' },
  INTERNAL_ERROR: { status: 500, meaning: 'A fault on our side; the request id finds it in the logs.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning: 'An outside service (BankID, e-ident) is not configured or down.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    meaning: 'The database is down, stalled or out of connections: retry after the Retry-After seconds.',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ApiErrorCode = keyof typeof API_ERROR_CATALOGUE;
export const API_ERROR_CODES = Object.keys(API_ERROR_CATALOGUE) as [ApiErrorCode, ...ApiErrorCode[]];

export function statusOfErrorCode(code: ApiErrorCode): number {
  return API_ERROR_CATALOGUE[code].status;
}

export const apiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  requestId: z.string().optional(),
  /** One entry per invalid field: `path` is the field in the body, or `query.x` / `params.x`. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
