import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../seed/accounts/demo-accounts';
import { SITES } from '../../../shared/sites/sites';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { completeIdentityLogin } from './identity-login';
import {
  type AccountTestApp,
  bearer,
  capturingLogger,
  createAccountTestApp,
  emailLogin,
  freshIp,
  SE_HOST,
} from './testing/account-test-app';

const captured = capturingLogger();
let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp({ logger: captured.logger });
});
afterAll(() => harness.close());

describe('rate limits', () => {
  it('limits set-password per client IP', async () => {
    const ip = freshIp();
    const limit = RATE_LIMITS['set-password'].perIp;
    let last = 0;
    for (let attempt = 0; attempt <= limit; attempt++) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/system/user/setpassword',
        headers: { host: SE_HOST },
        remoteAddress: ip,
        payload: { token: `guessed-token-${attempt}`, password: 'brand new password' },
      });
      last = response.statusCode;
      if (attempt < limit) expect(response.statusCode).toBe(400);
    }
    expect(last).toBe(429);
  });
});

describe('authorization', () => {
  it('pausing another user’s notification answers 404 and leaves it in place', async () => {
    const resident = await emailLogin(harness.app, 'resident');
    const other = await emailLogin(harness.app, 'email-only');
    const list = await harness.app.inject({
      method: 'GET',
      url: '/notifications/Jmse',
      headers: bearer(resident.body.token),
    });
    const target = list.json()[0];
    const pause = await harness.app.inject({
      method: 'GET',
      url: `/notifications/pause/${target.id}`,
      headers: bearer(other.body.token),
    });
    expect(pause.statusCode).toBe(404);
    const after = await harness.app.inject({
      method: 'GET',
      url: '/notifications/Jmse',
      headers: bearer(resident.body.token),
    });
    expect(after.json()).toHaveLength(list.json().length);
  });
});

describe('logs', () => {
  it('never contain tokens, passwords or personal numbers', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    await harness.app.inject({ method: 'GET', url: '/account_service/user', headers: bearer(body.token) });
    await harness.app.inject({
      method: 'GET',
      url: '/account_service/session',
      headers: { host: SE_HOST },
      cookies: { jwtToken: body.token ?? '' },
    });
    const identity = await completeIdentityLogin(harness.app, {
      identity: { provider: 'bank_id', country: 'SE', personalNumber: '198103159821' },
      purpose: 'login',
      context: 'private',
      siteKey: 'se',
      environment: 'local',
      returnUrl: '',
    });
    expect(identity.status).toBe('Ok');
    await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/email',
      headers: { host: SE_HOST },
      remoteAddress: freshIp(),
      payload: { email: 'resident@demo.hemvist.se', password: 'x', siteId: SITES.se.siteId },
    });
    const log = captured.lines.join('');
    expect(log).toContain('/account_service/user');
    expect(log).not.toContain(body.token);
    expect(log).not.toContain(identity.token);
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain('198103159821');
  });
});
