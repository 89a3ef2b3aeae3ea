import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode } from '../../shared/api/api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-faults';
import { HttpError } from '../http-error';

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

// One error handler (CONVENTIONS, fastify/demo): 4xx answers carry a stable code and say what
// was wrong; 5xx answers hide internals and are logged with the request id.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        requestId: request.id,
        issues: error.validation.map((issue) => ({
          path: `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`,
          message: issue.message ?? 'invalid',
        })),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, requestId: request.id });
    }
    if (isDatabaseUnavailable(error)) {
      // Down or stalled, not broken: a client that waits a moment gets its answer.
      request.log.warn({ err: error }, 'database unavailable');
      const body: ApiError = {
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Try again in a few seconds.',
        requestId: request.id,
      };
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      const body: ApiError = {
        code: codeByStatus[status] ?? 'VALIDATION_FAILED',
        message: error.message,
        requestId: request.id,
      };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ApiError = {
      code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
      requestId: request.id,
    };
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url}`,
      requestId: request.id,
    };
    return reply.status(404).send(body);
  });
}
