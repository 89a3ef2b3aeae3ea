import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '../../../shared/consent/cookie-table';

// A BankID session belongs to the browser that started it. Its id travels in URLs and logs;
// the binding does not: start sets a random value as an HttpOnly cookie and the session row
// keeps only its SHA-256, so status (which hands out the login token) and cancel answer a
// browser without the cookie as for an unknown session.

export const BINDING_COOKIE = COOKIES.bankIdSession.name;
const BINDING_PATH = '/account_service/';
const BINDING_PATTERN = /^[\w-]{43}$/;

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  // platform §9: Secure except on local hosts, SameSite lax.
  const secure = request.siteContext?.environment !== 'local';
  return { path: BINDING_PATH, httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

function hashOf(binding: string): string {
  return createHash('sha256').update(binding).digest('base64url');
}

/**
 * Binds a new session to this browser: its existing binding when it has one (so sessions in
 * two tabs both work), else a new one; the cookie lives as long as the session. Answers the hash to store.
 */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, lifetimeSeconds: number): string {
  const existing = request.cookies[BINDING_COOKIE];
  const binding =
    existing && BINDING_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
  reply.setCookie(BINDING_COOKIE, binding, cookieOptions(request, lifetimeSeconds));
  return hashOf(binding);
}

/** Whether the request carries the binding whose hash the session stored. */
export function isBoundBrowser(request: FastifyRequest, storedHash: string | null): boolean {
  const presented = request.cookies[BINDING_COOKIE];
  if (!storedHash || !presented || !BINDING_PATTERN.test(presented)) return false;
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashOf(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
