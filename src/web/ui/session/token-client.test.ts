import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenClient, REFRESH_TOKEN_PATH, type TokenStore } from './token-client';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MINUTE = 60_000;
const KEY = new TextEncoder().encode('test-secret-of-at-least-32-bytes!!');

async function tokenExpiringIn(minutes: number, bankId = '199001011234'): Promise<string> {
  return new SignJWT({ bank_id: bankId })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor((NOW + minutes * MINUTE) / 1000))
    .sign(KEY);
}

function memoryStore(initial: string | null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (token: string) => {
      store.value = token;
    },
    remove: () => {
      store.value = null;
    },
  };
  return store;
}

/** A fake fetch that answers the refresh path with `answer` and records every call. */
function fakeFetch(answer: () => Promise<Response>) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

describe('token client', () => {
  it('uses a token with more than 30 minutes left without a refresh', async () => {
    const token = await tokenExpiringIn(45);
    const http = fakeFetch(async () => new Response('unexpected', { status: 500 }));
    const client = createTokenClient({ store: memoryStore(token), fetch: http.fn, now: () => NOW });
    expect(await client.validToken()).toBe(token);
    expect(http.calls).toHaveLength(0);
    expect(client.current()?.bankId).toBe('199001011234');
  });

  it('refreshes when under 30 minutes remain and keeps the new token', async () => {
    const old = await tokenExpiringIn(29);
    const fresh = await tokenExpiringIn(60);
    const store = memoryStore(old);
    const http = fakeFetch(async () => new Response(JSON.stringify(fresh), { status: 200 }));
    const client = createTokenClient({ store, fetch: http.fn, now: () => NOW });
    expect(await client.validToken()).toBe(fresh);
    expect(store.value).toBe(fresh);
    expect(http.calls).toEqual([{ url: REFRESH_TOKEN_PATH, authorization: `Bearer ${old}` }]);
  });

  it('shares one refresh between concurrent callers', async () => {
    const old = await tokenExpiringIn(10);
    const fresh = await tokenExpiringIn(60);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const http = fakeFetch(async () => {
      await gate;
      return new Response(JSON.stringify({ token: fresh }), { status: 200 });
    });
    const client = createTokenClient({ store: memoryStore(old), fetch: http.fn, now: () => NOW });
    const first = client.validToken();
    const second = client.validToken();
    const third = client.refresh();
    release();
    expect(await Promise.all([first, second, third])).toEqual([fresh, fresh, fresh]);
    expect(http.calls).toHaveLength(1);
  });

  it('removes the token and rejects when the refresh fails', async () => {
    const store = memoryStore(await tokenExpiringIn(5));
    const http = fakeFetch(async () => new Response('', { status: 401 }));
    const client = createTokenClient({ store, fetch: http.fn, now: () => NOW });
    await expect(client.validToken()).rejects.toThrow(/refresh failed/);
    expect(store.value).toBeNull();
  });

  it('removes the token when the network fails during the refresh', async () => {
    const store = memoryStore(await tokenExpiringIn(5));
    const http = fakeFetch(async () => {
      throw new TypeError('network down');
    });
    const client = createTokenClient({ store, fetch: http.fn, now: () => NOW });
    await expect(client.refresh()).rejects.toThrow('network down');
    expect(store.value).toBeNull();
  });

  it('removes an expired or unreadable token and answers null', async () => {
    const expired = memoryStore(await tokenExpiringIn(-1));
    const garbage = memoryStore('not-a-jwt');
    const http = fakeFetch(async () => new Response('', { status: 500 }));
    for (const store of [expired, garbage]) {
      const client = createTokenClient({ store, fetch: http.fn, now: () => NOW });
      expect(await client.validToken()).toBeNull();
      expect(store.value).toBeNull();
    }
    expect(http.calls).toHaveLength(0);
  });

  it('follows the clock: the same token is refreshed once time has passed', async () => {
    let now = NOW;
    const old = await tokenExpiringIn(40);
    const fresh = await tokenExpiringIn(100);
    const http = fakeFetch(async () => new Response(fresh, { status: 200 }));
    const client = createTokenClient({ store: memoryStore(old), fetch: http.fn, now: () => now });
    expect(await client.validToken()).toBe(old);
    now += 11 * MINUTE;
    expect(await client.validToken()).toBe(fresh);
    expect(http.calls).toHaveLength(1);
  });
});
