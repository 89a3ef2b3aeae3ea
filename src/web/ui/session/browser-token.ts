import { TOKEN_COOKIE, TOKEN_LIFETIME_MINUTES } from '../../../shared/account/identity-constants';
import { readCookie, writeCookie } from '../../browser/cookies';
import { createTokenClient, type TokenClient, type TokenStore } from './token-client';

// The one token client of the browser, kept in the jwtToken cookie (platform §9: 60 minutes,
// Secure except on local hosts, SameSite lax). On the server there is no cookie: no token.

const cookieStore: TokenStore = {
  read: () => readCookie(TOKEN_COOKIE) || null,
  write: (token) => writeCookie(TOKEN_COOKIE, token, TOKEN_LIFETIME_MINUTES / (24 * 60)),
  remove: () => writeCookie(TOKEN_COOKIE, null),
};

let client: TokenClient | null = null;

export function browserTokenClient(): TokenClient {
  client ??= createTokenClient({ store: cookieStore, fetch: (...args) => fetch(...args) });
  return client;
}

/**
 * platform §7: every call sends credentials and a JSON content type, and a bearer header
 * (empty when there is no token). A failed refresh counts as no token.
 */
export async function authFetch(path: string, init: RequestInit = {}, token?: string): Promise<Response> {
  const bearer =
    token ??
    (await browserTokenClient()
      .validToken()
      .catch(() => null)) ??
    '';
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${bearer}`);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  return fetch(path, { ...init, headers, credentials: 'include' });
}

/** POSTs JSON with authFetch and reads a JSON answer; a network failure rejects. */
export async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  return authFetch(path, { method: 'POST', body: JSON.stringify(body) }, token);
}
