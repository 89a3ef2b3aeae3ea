import type { ApiErrorCode } from '../shared/api/api-error';

/** Thrown by services and routes; the error handler turns it into an ApiError answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
