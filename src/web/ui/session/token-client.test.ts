import { describe, expect, it } from 'vitest';
import {
  createTokenClient,
  REFRESH_TOKEN_PATH,
  SESSION_PATH,
  type SessionHint,
  type TokenClient,
} from './token-client';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MINUTE = 60_000;

function hintCookie(initial = true): SessionHint & { value: boolean } {
  const hint = {
    value: initial,
    present: () => hint.value,
    remove: () => {
      hint.value = false;
    },
  };
  return hint;
}

const sessionAnswer = (minutesLeft: number, now = NOW) =>
  new Response(
    JSON.stringify({
      userId: 'u1',
      bankId: true,
      associationId: null,
      expiresAt: new Date(now + minutesLeft * MINUTE).toISOString(),
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

interface Call {
  url: string;
  authorization: string | null;
  credentials: RequestCredentials | undefined;
}

/** A fake server: `answer` gets each path in turn; every call is recorded. */
function fakeServer(answer: (path: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
      credentials: init?.credentials,
    });
    return answer(String(input));
  }) as typeof fetch;
  return { fn, calls, paths: () => calls.map((call) => call.url) };
}

function clientOf(server: ReturnType<typeof fakeServer>, hint = hintCookie(), now = () => NOW): TokenClient {
  return createTokenClient({ hint, fetch: server.fn, now });
}

describe('token client', () => {
  it('asks nothing when the logged-in hint is absent: an anonymous page makes no call', async () => {
    const server = fakeServer(() => new Response('unexpected', { status: 500 }));
    const client = clientOf(server, hintCookie(false));
    expect(await client.validSession()).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('learns the expiry from the session call, with the cookie and an empty bearer', async () => {
    const server = fakeServer(() => sessionAnswer(45));
    const client = clientOf(server);
    expect(await client.validSession()).toEqual({ expiresAt: NOW + 45 * MINUTE, bankId: true });
    expect(await client.validSession()).toEqual({ expiresAt: NOW + 45 * MINUTE, bankId: true });
    expect(server.calls).toEqual([{ url: SESSION_PATH, authorization: 'Bearer', credentials: 'include' }]);
  });

  it('refreshes through the cookie when under 30 minutes remain, then learns the new expiry', async () => {
    let minutesLeft = 29;
    const server = fakeServer((path) => {
      if (path === REFRESH_TOKEN_PATH) {
        minutesLeft = 60;
        return new Response('new.token.body', { status: 200 });
      }
      return sessionAnswer(minutesLeft);
    });
    const client = clientOf(server);
    expect(await client.validSession()).toEqual({ expiresAt: NOW + 60 * MINUTE, bankId: true });
    expect(server.paths()).toEqual([SESSION_PATH, REFRESH_TOKEN_PATH, SESSION_PATH]);
    expect(server.calls.every((call) => call.credentials === 'include')).toBe(true);
    expect(server.calls[1]?.authorization).toBe('Bearer');
  });

  it('shares one refresh between concurrent callers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let minutesLeft = 40;
    const server = fakeServer(async (path) => {
      if (path !== REFRESH_TOKEN_PATH) return sessionAnswer(minutesLeft);
      await gate;
      minutesLeft = 60;
      return new Response('token', { status: 200 });
    });
    let now = NOW;
    const client = clientOf(server, hintCookie(), () => now);
    await client.validSession();
    now += 15 * MINUTE;
    const callers = [client.validSession(), client.validSession(), client.refresh()];
    release();
    const sessions = await Promise.all(callers);
    expect(sessions.map((session) => session?.expiresAt)).toEqual(Array(3).fill(NOW + 60 * MINUTE));
    expect(server.paths().filter((path) => path === REFRESH_TOKEN_PATH)).toHaveLength(1);
  });

  it('forgets the session and its hint and rejects when the refresh fails', async () => {
    const hint = hintCookie();
    const server = fakeServer((path) =>
      path === REFRESH_TOKEN_PATH ? new Response('', { status: 401 }) : sessionAnswer(5),
    );
    const client = clientOf(server, hint);
    await expect(client.validSession()).rejects.toThrow(/refresh failed/);
    expect(hint.value).toBe(false);
    expect(client.current()).toBeNull();
    expect(await client.validSession()).toBeNull();
  });

  it('forgets the session when the network fails during the refresh', async () => {
    const hint = hintCookie();
    const server = fakeServer((path) => {
      if (path === REFRESH_TOKEN_PATH) throw new TypeError('network down');
      return sessionAnswer(5);
    });
    const client = clientOf(server, hint);
    await expect(client.validSession()).rejects.toThrow('network down');
    expect(hint.value).toBe(false);
  });

  it('drops the hint when the server says there is no session (logged out elsewhere)', async () => {
    const hint = hintCookie();
    const server = fakeServer(() => new Response('', { status: 401 }));
    const client = clientOf(server, hint);
    expect(await client.validSession()).toBeNull();
    expect(hint.value).toBe(false);
    expect(await client.validSession()).toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('rejects without forgetting when the session check itself fails: a hiccup is not a logout', async () => {
    const hint = hintCookie();
    const server = fakeServer(() => new Response('', { status: 503 }));
    const client = clientOf(server, hint);
    await expect(client.validSession()).rejects.toThrow(/503/);
    expect(hint.value).toBe(true);
  });

  it('follows the clock: a known session is refreshed once time has passed, and ends at its expiry', async () => {
    let now = NOW;
    let expiresAt = NOW + 40 * MINUTE;
    const server = fakeServer((path) => {
      if (path === REFRESH_TOKEN_PATH) {
        expiresAt = now + 60 * MINUTE;
        return new Response('token', { status: 200 });
      }
      return sessionAnswer((expiresAt - now) / MINUTE, now);
    });
    const client = clientOf(server, hintCookie(), () => now);
    expect((await client.validSession())?.expiresAt).toBe(NOW + 40 * MINUTE);
    now += 11 * MINUTE;
    expect((await client.validSession())?.expiresAt).toBe(NOW + 71 * MINUTE);
    expect(server.paths()).toEqual([SESSION_PATH, REFRESH_TOKEN_PATH, SESSION_PATH]);
    now += 72 * MINUTE;
    expect(client.current()).toBeNull();
    expect(await client.validSession()).toBeNull();
  });

  it('asks again after a login resets it', async () => {
    const server = fakeServer(() => sessionAnswer(50));
    const client = clientOf(server);
    await client.validSession();
    client.reset();
    await client.validSession();
    expect(server.paths()).toEqual([SESSION_PATH, SESSION_PATH]);
  });
});
