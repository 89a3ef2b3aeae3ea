import { SESSION_HINT_COOKIE } from '../../../shared/account/identity-constants';
import { readCookie, writeCookie } from '../../browser/cookies';
import { createTokenClient, type SessionHint, type TokenClient } from './token-client';

// The one token client of the browser. The token is in the HttpOnly jwtToken cookie (platform
// §9: 60 minutes, Secure except on local hosts, SameSite lax), which scripts cannot read; the
// server sets a readable logged-in cookie beside it, so anonymous pages never ask for a session.
// On the server there is no cookie: no session.

const cookieHint: SessionHint = {
  present: () => Boolean(readCookie(SESSION_HINT_COOKIE)),
  remove: () => writeCookie(SESSION_HINT_COOKIE, null),
};

let client: TokenClient | null = null;

export function browserTokenClient(): TokenClient {
  client ??= createTokenClient({ hint: cookieHint, fetch: (...args) => fetch(...args) });
  return client;
}

/**
 * platform §7: every call sends credentials and a JSON content type, and a bearer header:
 * empty unless the caller holds a token of its own (choosing a board association), because
 * the cookie carries the login. Before the call the session is refreshed when it is due; a
 * failed refresh counts as no session.
 */
export async function authFetch(path: string, init: RequestInit = {}, token?: string): Promise<Response> {
  if (token === undefined) {
    await browserTokenClient()
      .validSession()
      .catch(() => null);
  }
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token ?? ''}`);
  headers.set('accept', 'application/json');
  // A FormData body sets its own multipart type with the boundary.
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  return fetch(path, { ...init, headers, credentials: 'include' });
}

/** POSTs JSON with authFetch and reads a JSON answer; a network failure rejects. */
export async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  return authFetch(path, { method: 'POST', body: JSON.stringify(body) }, token);
}
