import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { SITES } from '../../../shared/sites/sites';
import { identitySessions } from '../../db/schema';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { BINDING_COOKIE } from '../bankid/browser-binding';
import { DEVICE_COOKIE } from './device-cookie';
import { KNOWN_DEVICE_LIMIT, SLOW_LANE_SECONDS } from './login-throttle';
import { type AccountTestApp, createAccountTestApp, freshIp, SE_HOST } from './testing/account-test-app';

// Issue 9 item 2: an attacker guessing one account's password from many addresses is slowed
// down, and the owner still logs in — from a browser that logged in before, or with BankID.

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const PER_ACCOUNT = RATE_LIMITS['email-login'].perAccount;

function login(email: string, password: string, options: { device?: string; address?: string } = {}) {
  return harness.app.inject({
    method: 'POST',
    url: '/account_service/login/email',
    headers: { host: SE_HOST },
    remoteAddress: options.address ?? freshIp(),
    cookies: options.device ? { [DEVICE_COOKIE]: options.device } : {},
    payload: { email, password, siteId: SITES.se.siteId },
  });
}

const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return cookie;
};

/** The attacker: wrong passwords for the account, each from a new address. */
async function flood(email: string, count: number) {
  const answers: { status: number; retryAfter: number; body: string }[] = [];
  for (let index = 0; index < count; index++) {
    const response = await login(email, `guess number ${index}`);
    answers.push({
      status: response.statusCode,
      retryAfter: Number(response.headers['retry-after'] ?? 0),
      body: response.body,
    });
  }
  return answers;
}

describe('email login under a password-guessing flood', () => {
  it('evaluates the per-account limit, then one guess per slow-lane interval; the rest get 429 with Retry-After', async () => {
    const answers = await flood(demoAccount('vip').email ?? '', PER_ACCOUNT + 6);
    const evaluated = answers.filter((answer) => answer.status === 200);
    // The limit, plus the one guess the slow lane admits right away.
    expect(evaluated).toHaveLength(PER_ACCOUNT + 1);
    expect(evaluated.every((answer) => JSON.parse(answer.body).status === 'InvalidEmailLoginInput')).toBe(
      true,
    );
    const refused = answers.slice(PER_ACCOUNT + 1);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(refused.every((answer) => answer.retryAfter > 0 && answer.retryAfter <= SLOW_LANE_SECONDS)).toBe(
      true,
    );
    expect(JSON.parse(refused[0]?.body ?? '{}').code).toBe('RATE_LIMITED');
  });

  it('the owner’s browser that logged in before keeps logging in; without it, or with another account’s cookie, the owner waits', async () => {
    const owner = demoAccount('resident');
    const email = owner.email ?? '';
    const before = await login(email, DEMO_PASSWORD);
    expect(before.json().status).toBe('Ok');
    const cookie = deviceCookieOf(before);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/account_service/login' });

    await flood(email, PER_ACCOUNT + 3);

    const fromKnownDevice = await login(email, DEMO_PASSWORD, { device: cookie.value });
    expect(fromKnownDevice.statusCode).toBe(200);
    expect(fromKnownDevice.json().status).toBe('Ok');

    const fromNewDevice = await login(email, DEMO_PASSWORD);
    expect(fromNewDevice.statusCode).toBe(429);
    // The attacker's own account's cookie does not open the victim's budget.
    const attackerCookie = deviceCookieOf(await login(demoAccount('email-only').email ?? '', DEMO_PASSWORD));
    expect((await login(email, 'another guess', { device: attackerCookie.value })).statusCode).toBe(429);
    // Nor does that cookie rewritten to name the victim.
    const forged = attackerCookie.value.replace(demoUserId('email-only'), demoUserId('resident'));
    expect(forged).not.toBe(attackerCookie.value);
    expect((await login(email, 'another guess', { device: forged })).statusCode).toBe(429);
  });

  it('a known device that guesses wrong is limited on its own', async () => {
    const email = demoAccount('board').email ?? '';
    const cookie = deviceCookieOf(await login(email, DEMO_PASSWORD)).value;
    const statuses: number[] = [];
    for (let index = 0; index <= KNOWN_DEVICE_LIMIT; index++) {
      statuses.push((await login(email, `wrong ${index}`, { device: cookie })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The account's own counter was not touched: a new browser with the password gets in.
    expect((await login(email, DEMO_PASSWORD)).json().status).toBe('Ok');
  });

  it('BankID logs the owner in while email login for the account is throttled', async () => {
    const owner = demoAccount('no-consent');
    await flood(owner.email ?? '', PER_ACCOUNT + 3);
    expect((await login(owner.email ?? '', DEMO_PASSWORD)).statusCode).toBe(429);

    const start = await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/bank_id/start',
      headers: { host: SE_HOST },
      remoteAddress: freshIp(),
      payload: { returnUrl: '/mina-sidor/', environment: 'local' },
    });
    expect(start.statusCode).toBe(200);
    const { sessionId } = start.json();
    // The session answers only the browser that started it (its binding cookie).
    const binding = start.cookies.find((cookie) => cookie.name === BINDING_COOKIE)?.value ?? '';
    const [session] = await harness.database.handle.db
      .select({ orderRef: identitySessions.orderRef })
      .from(identitySessions)
      .where(eq(identitySessions.id, sessionId));
    const approve = await harness.app.inject({
      method: 'POST',
      url: `/bankid-simulator/orders/${session?.orderRef}/approve`,
      headers: { host: SE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `personalNumber=${owner.personalNumber}`,
    });
    expect(approve.statusCode).toBe(303);
    const result = await vi.waitFor(
      async () => {
        const status = await harness.app.inject({
          method: 'GET',
          url: `/account_service/login/bank_id/status/${sessionId}`,
          headers: { host: SE_HOST },
          cookies: { [BINDING_COOKIE]: binding },
        });
        const body = status.json();
        if (body.status === 'Pending') throw new Error('still pending');
        return body;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(result.status).toBe('Ok');
  });
});
