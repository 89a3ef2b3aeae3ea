import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../../seed/accounts/demo-accounts';
import { SITES } from '../../shared/sites/sites';
import { type App, buildApp } from '../app';
import { rateLimitCounters } from '../db/schema';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  freshIp,
  SE_HOST,
} from '../modules/account/testing/account-test-app';
import { testConfig } from '../testing/test-app';
import { signLoginToken } from './auth/login-tokens';
import { pruneRateLimitCounters, RATE_LIMITS, STALE_COUNTER_MS } from './rate-limit';

// Issue 9 item 2: per-IP limits count the client as the trusted proxies show it, not as a
// client's own X-Forwarded-For says; change-email and update-password are limited too.

let harness: AccountTestApp;
/** The same app and database, with the inject peer (127.0.0.1) configured as a trusted proxy. */
let behindProxy: App;
beforeAll(async () => {
  harness = await createAccountTestApp();
  behindProxy = await buildApp(
    { ...testConfig, trustProxy: ['127.0.0.1'] },
    { database: harness.database.handle, logger: false },
  );
  await behindProxy.ready();
});
afterAll(async () => {
  await behindProxy.close();
  await harness.close();
});

let probe = 0;
/** An address nobody has, new on every call: no per-account counter ever fills up. */
const unknownEmail = () => `probe-${++probe}@example.com`;

interface Attempt {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

const attempts = {
  'email login': (app: App, attempt: Attempt) =>
    app.inject({
      method: 'POST',
      url: '/account_service/login/email',
      headers: { host: SE_HOST, ...attempt.headers },
      remoteAddress: attempt.remoteAddress,
      payload: { email: unknownEmail(), password: 'a wrong password', siteId: SITES.se.siteId },
    }),
  'forgot password': (app: App, attempt: Attempt) =>
    app.inject({
      method: 'POST',
      url: '/system/user/forgotpassword',
      headers: { host: SE_HOST, ...attempt.headers },
      remoteAddress: attempt.remoteAddress,
      payload: { email: unknownEmail() },
    }),
  'BankID start': (app: App, attempt: Attempt) =>
    app.inject({
      method: 'POST',
      url: '/account_service/login/bank_id/start',
      headers: { host: SE_HOST, ...attempt.headers },
      remoteAddress: attempt.remoteAddress,
      payload: { returnUrl: '/mina-sidor/', environment: 'local' },
    }),
};
const limitOf = {
  'email login': RATE_LIMITS['email-login'].perIp,
  'forgot password': RATE_LIMITS['forgot-password'].perIp,
  'BankID start': RATE_LIMITS['bank-identity-start'].perIp,
};

async function statusesOf(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await send(index)).statusCode);
  return statuses;
}

describe('per-IP limits', () => {
  it.each(Object.keys(attempts) as (keyof typeof attempts)[])(
    '%s: a new X-Forwarded-For per request does not get past the limit when no proxy is trusted',
    async (route) => {
      const address = freshIp();
      const statuses = await statusesOf(limitOf[route] + 1, () =>
        attempts[route](harness.app, { remoteAddress: address, headers: { 'x-forwarded-for': freshIp() } }),
      );
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    },
  );

  it('behind a trusted proxy, X-Forwarded-For is the client: each client has its own count', async () => {
    const limit = limitOf['email login'];
    // All from the proxy's own address, each for another client: none is refused.
    const manyClients = await statusesOf(limit + 1, () =>
      attempts['email login'](behindProxy, { headers: { 'x-forwarded-for': freshIp() } }),
    );
    expect(manyClients.every((status) => status === 200)).toBe(true);
    // One client behind the proxy is limited like any other.
    const client = freshIp();
    const oneClient = await statusesOf(limit + 1, () =>
      attempts['email login'](behindProxy, { headers: { 'x-forwarded-for': client } }),
    );
    expect(oneClient.at(-1)).toBe(429);
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', async () => {
    const statuses = await statusesOf(limitOf['forgot password'] + 1, (index) =>
      attempts['forgot password'](harness.app, {
        remoteAddress: `2001:db8:77:1::${(index + 1).toString(16)}`,
      }),
    );
    expect(statuses.at(-1)).toBe(429);
    const neighbour = await attempts['forgot password'](harness.app, { remoteAddress: '2001:db8:77:2::1' });
    expect(neighbour.statusCode).toBe(200);
  });
});

describe('change-email and update-password limits', () => {
  const tokenOf = async (key: string) =>
    (await signLoginToken(harness.app, { userId: demoUserId(key), bankId: false })).token;
  const changeEmail = (token: string, remoteAddress = freshIp()) =>
    harness.app.inject({
      method: 'POST',
      url: '/system/user/triggerchangeemail',
      headers: bearer(token),
      remoteAddress,
      payload: { newEmail: `${unknownEmail()}` },
    });
  const updatePassword = (token: string, remoteAddress = freshIp()) =>
    harness.app.inject({
      method: 'POST',
      url: '/system/user/updatepassword',
      headers: bearer(token),
      remoteAddress,
      payload: { currentPassword: 'a wrong guess', newPassword: 'a brand new password' },
    });

  it('limits update-password per account across addresses: wrong guesses stop with 429', async () => {
    const token = await tokenOf('vip');
    const statuses = await statusesOf(RATE_LIMITS['update-password'].perAccount + 1, () =>
      updatePassword(token),
    );
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits change-email per account across addresses', async () => {
    const token = await tokenOf('board');
    const statuses = await statusesOf(RATE_LIMITS['change-email'].perAccount + 1, () => changeEmail(token));
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits both per client address across accounts', async () => {
    const tokens = await Promise.all(['resident', 'email-only', 'no-consent'].map(tokenOf));
    for (const [action, send] of [
      ['update-password', updatePassword],
      ['change-email', changeEmail],
    ] as const) {
      const address = freshIp();
      const statuses = await statusesOf(RATE_LIMITS[action].perIp + 1, (index) =>
        send(tokens[index % tokens.length] ?? '', address),
      );
      expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    }
  });
});

describe('pruning', () => {
  it('removes counters untouched for a day and keeps the ones that still count', async () => {
    const app = harness.app;
    const stale = `prune-test:stale:${freshIp()}`;
    const fresh = `prune-test:fresh:${freshIp()}`;
    const dayAndMinuteAgo = new Date(Date.now() - STALE_COUNTER_MS - 60_000);
    await app.database.db.insert(rateLimitCounters).values([
      { key: stale, windowStart: dayAndMinuteAgo, count: 3 },
      { key: fresh, windowStart: new Date(), count: 3 },
    ]);
    expect(await pruneRateLimitCounters(app)).toBeGreaterThanOrEqual(1);
    const left = await app.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, [stale, fresh]));
    expect(left.map((row) => row.key)).toEqual([fresh]);
  });
});
