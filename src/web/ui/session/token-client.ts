import { decodeJwt } from 'jose';
import { TOKEN_REFRESH_THRESHOLD_MINUTES } from '../../../shared/account/identity-constants';

// The client half of platform §4 "Token flow": a token is used until its expiry, refreshed when
// under 30 minutes remain, one refresh at a time shared by every caller, and removed when the
// refresh fails or there is no usable token. Pure logic: storage, fetch and clock are injected.

export const REFRESH_TOKEN_PATH = '/account_service/login/refresh_token';
const THRESHOLD_MS = TOKEN_REFRESH_THRESHOLD_MINUTES * 60_000;

export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

export interface DecodedToken {
  token: string;
  bankId: string | null;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
}

export interface TokenClientOptions {
  store: TokenStore;
  fetch: typeof fetch;
  now?: () => number;
}

/** The decoded login token (platform §3), or null when it is not a readable JWT with an expiry. */
export function decodeToken(token: string): DecodedToken | null {
  try {
    const claims = decodeJwt(token);
    if (typeof claims.exp !== 'number') return null;
    const bankId = typeof claims.bank_id === 'string' ? claims.bank_id : null;
    return { token, bankId, expiresAt: claims.exp * 1000 };
  } catch {
    return null;
  }
}

/** The refresh answer's body is the new token: plain text, a JSON string or { token }. */
async function tokenFromBody(response: Response): Promise<string | null> {
  const text = (await response.text()).trim();
  if (!text) return null;
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed;
      if (parsed && typeof parsed === 'object' && typeof (parsed as { token?: unknown }).token === 'string') {
        return (parsed as { token: string }).token;
      }
      return null;
    } catch {
      return null;
    }
  }
  return text;
}

export interface TokenClient {
  /** The current decoded token without refreshing, or null. */
  current(): DecodedToken | null;
  /** A token that is valid now, refreshed first when under the threshold; null when there is none. Rejects when the refresh fails. */
  validToken(): Promise<string | null>;
  /** Refreshes now; concurrent callers share one request. */
  refresh(): Promise<string>;
  /** Stores a token a login returned. */
  set(token: string): void;
  clear(): void;
}

export function createTokenClient({
  store,
  fetch: fetchFn,
  now = Date.now,
}: TokenClientOptions): TokenClient {
  let inFlight: Promise<string> | null = null;

  function current(): DecodedToken | null {
    const raw = store.read();
    if (!raw) return null;
    const decoded = decodeToken(raw);
    if (!decoded || decoded.expiresAt <= now()) return null;
    return decoded;
  }

  async function runRefresh(oldToken: string): Promise<string> {
    try {
      const response = await fetchFn(REFRESH_TOKEN_PATH, {
        method: 'GET',
        credentials: 'include',
        headers: { authorization: `Bearer ${oldToken}`, accept: 'application/json' },
      });
      const token = response.ok ? await tokenFromBody(response) : null;
      if (!token || !decodeToken(token)) throw new Error(`Token refresh failed (${response.status})`);
      store.write(token);
      return token;
    } catch (error) {
      store.remove();
      throw error instanceof Error ? error : new Error('Token refresh failed');
    }
  }

  function refresh(): Promise<string> {
    if (inFlight) return inFlight;
    const decoded = current();
    if (!decoded) {
      store.remove();
      return Promise.reject(new Error('No token to refresh'));
    }
    inFlight = runRefresh(decoded.token).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function validToken(): Promise<string | null> {
    if (inFlight) return inFlight;
    const decoded = current();
    if (!decoded) {
      if (store.read() !== null) store.remove();
      return null;
    }
    if (decoded.expiresAt - now() < THRESHOLD_MS) return refresh();
    return decoded.token;
  }

  return {
    current,
    validToken,
    refresh,
    set: (token) => store.write(token),
    clear: () => store.remove(),
  };
}
