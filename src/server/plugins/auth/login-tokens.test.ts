import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../../../seed/accounts/demo-accounts';
import { userAsReadSchema } from '../../../shared/account/account-schemas';
import { routeFor } from '../../../shared/sites/routes';
import { SITES } from '../../../shared/sites/sites';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  SE_HOST,
} from '../../modules/account/testing/account-test-app';
import { signLoginToken } from './login-tokens';

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const get = (url: string, token?: string) =>
  harness.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('login tokens', () => {
  it('GET /account_service/user reads the user without the personal number', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const response = await get('/account_service/user', body.token);
    expect(response.statusCode).toBe(200);
    const user = userAsReadSchema.parse(response.json());
    expect(user).toMatchObject({
      id: demoUserId('resident'),
      pid: true,
      isBoardMember: false,
      consents: [{ site: 'se' }],
    });
    expect(user.bookings).toHaveLength(1);
    expect(user.purchases).toHaveLength(1);
    expect(response.body).not.toContain('198103159821');
  });

  it('the cookie alone also authenticates', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/account_service/session',
      headers: { host: SE_HOST },
      cookies: { jwtToken: body.token ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: demoUserId('resident'), bankId: false });
  });

  it('refuses requests without a token, with an empty bearer and with a forged token', async () => {
    expect((await get('/account_service/user')).statusCode).toBe(401);
    const { body } = await emailLogin(harness.app, 'resident');
    const [header, payload] = (body.token ?? '').split('.');
    expect((await get('/account_service/user', `${header}.${payload}.forgedsignature`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await signLoginToken(harness.app, {
      userId: demoUserId('resident'),
      bankId: false,
      lifetimeSeconds: -60,
    });
    expect((await get('/account_service/session', token)).statusCode).toBe(401);
    expect((await get('/account_service/login/refresh_token', token)).statusCode).toBe(401);
  });

  it('refresh answers a new token and revokes the old one', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const refreshed = await get('/account_service/login/refresh_token', body.token);
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.body;
    expect(newToken).not.toBe(body.token);
    expect(refreshed.cookies.find((cookie) => cookie.name === 'jwtToken')?.value).toBe(newToken);
    expect((await get('/account_service/session', newToken)).statusCode).toBe(200);
    expect((await get('/account_service/session', body.token)).statusCode).toBe(401);
  });

  it('refresh works with the HttpOnly cookie alone (the browser sends an empty bearer)', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const refreshed = await harness.app.inject({
      method: 'GET',
      url: '/account_service/login/refresh_token',
      headers: { host: SE_HOST, authorization: 'Bearer ', 'sec-fetch-site': 'same-origin' },
      cookies: { jwtToken: body.token ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    const cookies = Object.fromEntries(refreshed.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.jwtToken).toMatchObject({ value: refreshed.body, httpOnly: true, maxAge: 3600 });
    expect(cookies['logged-in']).toMatchObject({ value: '1', maxAge: 3600 });
    const session = await harness.app.inject({
      method: 'GET',
      url: '/account_service/session',
      headers: { host: SE_HOST, authorization: 'Bearer ' },
      cookies: { jwtToken: refreshed.body },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userId: demoUserId('resident'), expiresAt: expect.any(String) });
    expect((await get('/account_service/session', body.token)).statusCode).toBe(401);
  });

  it('logout revokes the token and clears the cookie', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/account_service/logout',
      headers: bearer(body.token),
    });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((cookie) => cookie.name === 'jwtToken');
    expect(cleared?.value).toBe('');
    expect(logout.cookies.find((cookie) => cookie.name === 'logged-in')?.value).toBe('');
    expect((await get('/account_service/session', body.token)).statusCode).toBe(401);
    expect((await get('/account_service/user', body.token)).statusCode).toBe(401);
  });

  it('content pages see the visitor as logged in only with a valid token', async () => {
    const { body } = await emailLogin(harness.app, 'resident');
    const { readLogin } = await import('./login-tokens');
    const request = { headers: { authorization: `Bearer ${body.token}` }, cookies: {} } as never;
    expect(await readLogin(harness.app, request)).toMatchObject({ userId: demoUserId('resident') });
    const anonymous = { headers: {}, cookies: {} } as never;
    expect(await readLogin(harness.app, anonymous)).toBeNull();
  });
});

describe('account updates', () => {
  it('update with a wrong campaign code answers InvalidCampaignCode and changes nothing', async () => {
    const { body } = await emailLogin(harness.app, 'email-only');
    const payload = {
      firstName: 'Elsa',
      lastName: 'Epost',
      email: 'email.only@demo.hemvist.se',
      phoneNumber: '070-999 88 77',
      vip: { siteId: SITES.se.siteId, campaignCode: 'WRONG' },
    };
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/account_service/update',
      headers: bearer(body.token),
      payload,
    });
    expect(wrong.json()).toEqual({ status: 'InvalidCampaignCode' });
    const user = await get('/account_service/user', body.token);
    expect(user.json().vipMemberships).toEqual([]);
    expect(user.json().phoneNumber).not.toBe('070-999 88 77');
  });

  it('update with a valid campaign code makes a paid VIP member and goes to my pages', async () => {
    const { body } = await emailLogin(harness.app, 'board');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/account_service/update',
      headers: bearer(body.token),
      payload: {
        firstName: 'Britt',
        lastName: 'Styrelse',
        email: 'board@demo.hemvist.se',
        phoneNumber: '070-222 33 44',
        vip: { siteId: SITES.se.siteId, campaignCode: 'vip2026' },
      },
    });
    expect(response.json()).toEqual({ status: 'Ok', redirectTo: routeFor('se', 'myPages') });
    const user = (await get('/account_service/user', body.token)).json();
    expect(user.vipMemberships).toEqual([{ site: 'se' }]);
    expect(user.payments).toEqual([expect.objectContaining({ status: 'Paid', payedWithCode: true })]);
    expect(user.phoneNumber).toBe('070-222 33 44');
  });

  it('update without a code leaves an unpaid VIP payment and goes to payments', async () => {
    const { body } = await emailLogin(harness.app, 'pid-inactive');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/account_service/update',
      headers: bearer(body.token),
      payload: {
        firstName: 'Per',
        lastName: 'Ejaktiverad',
        email: 'pid.inactive@demo.hemvist.se',
        phoneNumber: '070-222 33 45',
        vip: { siteId: SITES.se.siteId },
      },
    });
    expect(response.json()).toEqual({ status: 'Ok', redirectTo: routeFor('se', 'myPayments') });
  });

  it('vipmembership adds and removes a membership; a site without VIP is refused', async () => {
    const { body } = await emailLogin(harness.app, 'no-consent');
    const call = (payload: object) =>
      harness.app.inject({
        method: 'POST',
        url: '/account_service/update/vipmembership',
        headers: bearer(body.token),
        payload,
      });
    expect(
      (await call({ siteId: SITES.senior.siteId, action: 'add', campaignCode: 'SENIOR2026' })).json(),
    ).toEqual({
      status: 'Ok',
    });
    expect((await get('/account_service/user', body.token)).json().vipMemberships).toEqual([
      { site: 'senior' },
    ]);
    expect((await call({ siteId: SITES.senior.siteId, action: 'remove' })).json()).toEqual({ status: 'Ok' });
    expect((await get('/account_service/user', body.token)).json().vipMemberships).toEqual([]);
    expect((await call({ siteId: SITES.fi.siteId, action: 'add' })).statusCode).toBe(400);
  });

  it('consent records the site, after which login no longer goes to the consent page', async () => {
    const { body } = await emailLogin(harness.app, 'no-consent');
    expect(body.redirectTo).toBe(routeFor('se', 'consent'));
    const consent = await harness.app.inject({
      method: 'POST',
      url: '/account_service/consent',
      headers: bearer(body.token),
      payload: { siteId: SITES.se.siteId },
    });
    expect(consent.json()).toEqual({ status: 'Ok' });
    expect((await emailLogin(harness.app, 'no-consent')).body.redirectTo).toBe(routeFor('se', 'myPages'));
  });

  it('every account mutation needs a login', async () => {
    for (const url of [
      '/account_service/update',
      '/account_service/update/vipmembership',
      '/account_service/consent',
    ]) {
      const response = await harness.app.inject({
        method: 'POST',
        url,
        headers: { host: SE_HOST },
        payload: {
          siteId: SITES.se.siteId,
          action: 'add',
          firstName: 'a',
          lastName: 'b',
          email: 'c',
          phoneNumber: 'd',
        },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
