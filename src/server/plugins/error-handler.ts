import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiError, type ApiErrorCode, statusOfErrorCode } from '../../shared/api/api-error';
import { FORM_ERROR_KEYS } from '../../shared/validation/form-rules';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-faults';
import { HttpError } from '../http-error';

// One error handler (CONVENTIONS, fastify/demo): every failure becomes the ApiError shape with
// a code from the catalogue (shared/api/api-error.ts) and the request id; 4xx answers say what
// was wrong, 5xx answers hide internals and are logged with the request id.

/** Fastify's own request errors, by their code, in the catalogue's words. */
const FASTIFY_CODES: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Any other 4xx by its status; a status the catalogue has no code for is REQUEST_REJECTED. */
const CODES_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'REQUEST_REJECTED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

type ZodValidationError = FastifyError & {
  validation: { instancePath: string; message?: string; keyword: string }[];
  validationContext?: string;
};

const PARTS: Readonly<Record<string, string>> = {
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

function send(reply: FastifyReply, body: ApiError): FastifyReply {
  return reply.status(statusOfErrorCode(body.code)).send(body);
}

/** 400 for a request that failed its declared schema: one issue per field, the contract's code. */
function validationAnswer(error: ZodValidationError, request: FastifyRequest): ApiError {
  const contract = request.routeOptions.config?.contract;
  const part = error.validationContext ?? 'body';
  const prefix = PARTS[part] ? `${PARTS[part]}.` : '';
  const seen = new Set<string>();
  const issues: NonNullable<ApiError['issues']> = [];
  for (const issue of error.validation) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    const path = `${prefix}${field || part}`;
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issueMessage(issue, contract?.issueMessages) });
  }
  const firstField = error.validation[0]?.instancePath.split('/').filter(Boolean)[0];
  const fieldCode = part === 'body' && firstField ? contract?.fieldErrorCodes?.[firstField] : undefined;
  const first = issues[0];
  return {
    code: fieldCode ?? 'VALIDATION_FAILED',
    message: first ? `${first.path}: ${first.message}` : 'The request is not valid.',
    requestId: request.id,
    issues,
  };
}

/** Form endpoints answer the error keys of platform §5, which their fields' rules carry as messages. */
function issueMessage(issue: { message?: string; keyword: string }, style: 'errorKeys' | undefined): string {
  const message = issue.message ?? 'invalid';
  if (style !== 'errorKeys' || (FORM_ERROR_KEYS as readonly string[]).includes(message)) return message;
  return issue.keyword === 'invalid_type' ? 'required' : 'invalidInput';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, validationAnswer(error as ZodValidationError, request));
    }
    if (error instanceof HttpError) {
      return send(reply, {
        code: error.code,
        message: error.message,
        requestId: request.id,
        issues: error.issues,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Down or stalled, not broken: a client that waits a moment gets its answer.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, {
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Try again in a few seconds.',
        requestId: request.id,
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      const code = FASTIFY_CODES[error.code] ?? CODES_BY_STATUS[status] ?? 'REQUEST_REJECTED';
      // The status stays Fastify's (e.g. 400 for a bad Content-Length); the code names the kind.
      return reply
        .status(status)
        .send({ code, message: error.message, requestId: request.id } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
      requestId: request.id,
    } satisfies ApiError);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isEarlyFormPost(request)) return reply.redirect(sameSitePath(request.url), 303);
    return send(reply, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url}`,
      requestId: request.id,
    });
  });
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A page's form sent by the browser itself: the visitor sent it before the page had hydrated
 * (the app's forms say method="post" so that nothing typed lands in an address; ui/form/zod-form.tsx).
 * It is answered by showing the page again, without reading what was sent.
 */
function isEarlyFormPost(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    FORM_TYPES.test(request.headers['content-type'] ?? '') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The request's own path, never another host's: `//host` and `/\host` would leave the site. */
const sameSitePath = (url: string) => (/^\/(?![/\\])/.test(url) ? url : '/');
