import type { FastifyRequest } from 'fastify';
import { COOKIES, VISITOR_ID_PATTERN } from '../../../shared/consent/cookie-table';

/** The jmuid cookie when it has the anon- form; it only exists after statistics consent. */
export function visitorIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[COOKIES.jmuid.name];
  return value && VISITOR_ID_PATTERN.test(value) ? value : null;
}
