import type { FastifyRequest } from 'fastify';
import { COOKIES, VISITOR_ID_PATTERN } from '../../../shared/consent/cookie-table';

/** The jmuid cookie when it has the anon- form; it only exists after statistics consent. */
export function visitorIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[COOKIES.jmuid.name];
  return value && VISITOR_ID_PATTERN.test(value) ? value : null;
}

/**
 * Whose visit a residence page reports: the logged-in user's while logged in (so it follows the
 * user to every browser they log in on), else the device's jmuid. The user- prefix can never be
 * a jmuid (VISITOR_ID_PATTERN), so no cookie can claim a user's history.
 */
export function userVisitorId(userId: string): string {
  return `user-${userId}`;
}
