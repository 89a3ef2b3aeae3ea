import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

// PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate has no UTF-8 form:
// either fails deep inside a query as a 500. No field of this API has a use for them, so a
// request carrying one in its body, query or path is refused up front with one stable code.

const MAX_DEPTH = 64;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first place in a parsed value holding text PostgreSQL cannot store, or undefined. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || '(value)' : undefined;
  }
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    const found =
      findUnstorableText(key, innerPath, depth + 1) ?? findUnstorableText(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const where = findUnstorableText(value);
      if (where) {
        throw new HttpError(
          'INVALID_CHARACTERS',
          `${part}.${where} holds a character that cannot be stored (a NUL or a lone surrogate).`,
        );
      }
    }
  });
}
