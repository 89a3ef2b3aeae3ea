import { type ApiError, type ApiErrorCode, statusOfErrorCode } from '../shared/api/api-error';

/**
 * Thrown by services and routes; the one error handler turns it into an ApiError answer whose
 * status is the code's status in the catalogue (shared/api/api-error.ts).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiError['issues'],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusOfErrorCode(code);
  }
}
