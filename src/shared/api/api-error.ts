import { z } from 'zod';

// Every 4xx/5xx answer of the API carries a stable code an API client can branch on;
// the message is for people and may change.
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  // Text holding a NUL character or a lone UTF-16 surrogate, which no field can store.
  'INVALID_CHARACTERS',
  // Residence search: a sort key, limit or offset, or filter the API does not accept.
  'INVALID_SORT',
  'INVALID_LIMIT',
  'INVALID_FILTER',
  // Residence search: a siteId that names no site, and a site that offers no residence search.
  'UNKNOWN_SITE_ID',
  'SEARCH_NOT_OFFERED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'UNKNOWN_SITE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  // The database is down, stalled or out of connections: retry after the Retry-After seconds.
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // BankID: the person already has an order in progress (RP API alreadyInProgress); both are stopped.
  'ALREADY_IN_PROGRESS',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
