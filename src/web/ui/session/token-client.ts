import { ACCOUNT_ENDPOINTS } from '../../../shared/account/account-endpoints';
import { TOKEN_REFRESH_THRESHOLD_MINUTES } from '../../../shared/account/identity-constants';

// The client half of platform §4 "Token flow". The token itself lives in the HttpOnly jwtToken
// cookie, out of reach of scripts: the browser learns its expiry (and whether it came from a
// bank identity) from GET /account_service/session, refreshes through the refresh call with the
// cookie when under 30 minutes remain (one refresh at a time, shared by every caller) and
// forgets the session when the refresh fails or there is none. Pure logic: the hint cookie,
// fetch and clock are injected.

export const SESSION_PATH = ACCOUNT_ENDPOINTS.session.path;
export const REFRESH_TOKEN_PATH = ACCOUNT_ENDPOINTS.refreshToken.path;
const THRESHOLD_MS = TOKEN_REFRESH_THRESHOLD_MINUTES * 60_000;

/** The readable logged-in cookie the server sets beside the token: whether asking is worth it. */
export interface SessionHint {
  present(): boolean;
  remove(): void;
}

/** What the page may know about its login (platform §3 "Decoded login token", minus the raw token). */
export interface SessionInfo {
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
  bankId: boolean;
}

export interface TokenClientOptions {
  hint: SessionHint;
  fetch: typeof fetch;
  now?: () => number;
}

export interface TokenClient {
  /** The session as last learned, while it has not expired; null otherwise. */
  current(): SessionInfo | null;
  /**
   * The session valid now: learned from the server when not yet known, refreshed first when
   * under the threshold; null when there is none. Rejects when the server cannot be asked or
   * the refresh fails.
   */
  validSession(): Promise<SessionInfo | null>;
  /** Refreshes now; concurrent callers share one request. */
  refresh(): Promise<SessionInfo>;
  /** A login or logout changed the cookie: the next call asks the server again. */
  reset(): void;
  /** Forgets the session and its hint (logout, or a session the server refused). */
  clear(): void;
}

/** platform §7: credentials, an empty bearer (the cookie carries the token) and JSON. */
const REQUEST: RequestInit = {
  method: 'GET',
  credentials: 'include',
  headers: { authorization: 'Bearer ', accept: 'application/json' },
};

function sessionFrom(body: unknown): SessionInfo | null {
  if (!body || typeof body !== 'object') return null;
  const { expiresAt, bankId } = body as { expiresAt?: unknown; bankId?: unknown };
  const expiry = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
  return Number.isFinite(expiry) ? { expiresAt: expiry, bankId: bankId === true } : null;
}

export function createTokenClient({ hint, fetch: fetchFn, now = Date.now }: TokenClientOptions): TokenClient {
  let known: SessionInfo | null = null;
  let inFlight: Promise<SessionInfo | null> | null = null;

  function forget(): null {
    known = null;
    hint.remove();
    return null;
  }

  function current(): SessionInfo | null {
    return known && known.expiresAt > now() ? known : null;
  }

  /** Asks the server; 401 means no session, anything else unexpected rejects. */
  async function lookUp(): Promise<SessionInfo | null> {
    const response = await fetchFn(SESSION_PATH, REQUEST);
    if (response.status === 401 || response.status === 403) return forget();
    if (!response.ok) throw new Error(`Session check failed (${response.status})`);
    const session = sessionFrom(await response.json().catch(() => null));
    if (!session) throw new Error('Session check gave no expiry');
    known = session;
    return session;
  }

  async function runRefresh(): Promise<SessionInfo> {
    try {
      const response = await fetchFn(REFRESH_TOKEN_PATH, REQUEST);
      // The answer's body is the new token; the page needs only its expiry, from the server.
      if (!response.ok) throw new Error(`Token refresh failed (${response.status})`);
      const session = await lookUp();
      if (!session) throw new Error('Token refresh failed (no session after it)');
      return session;
    } catch (error) {
      forget();
      throw error instanceof Error ? error : new Error('Token refresh failed');
    }
  }

  function share<T extends SessionInfo | null>(run: () => Promise<T>): Promise<T> {
    const running = run().finally(() => {
      inFlight = null;
    });
    inFlight = running;
    return running;
  }

  function refresh(): Promise<SessionInfo> {
    if (inFlight) {
      return inFlight.then((session) => session ?? Promise.reject(new Error('No session to refresh')));
    }
    if (!current()) {
      forget();
      return Promise.reject(new Error('No session to refresh'));
    }
    return share(runRefresh);
  }

  async function validSession(): Promise<SessionInfo | null> {
    if (inFlight) return inFlight;
    if (known && !current()) return forget();
    if (!known) {
      if (!hint.present()) return null;
      const learned = await share(lookUp);
      if (!learned || learned.expiresAt - now() >= THRESHOLD_MS) return learned;
    } else if (known.expiresAt - now() >= THRESHOLD_MS) {
      return known;
    }
    return refresh();
  }

  return {
    current,
    validSession,
    refresh,
    reset: () => {
      known = null;
    },
    clear: () => {
      forget();
    },
  };
}
