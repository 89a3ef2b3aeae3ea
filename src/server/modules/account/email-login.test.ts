import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAssociationId } from '../../../../seed/accounts/demo-accounts';
import { routeFor } from '../../../shared/sites/routes';
import { SITES } from '../../../shared/sites/sites';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  freshIp,
  SE_HOST,
} from './testing/account-test-app';

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

describe('POST /account_service/login/email', () => {
  it.each(DEMO_ACCOUNTS.filter((account) => account.expected.email))(
    '$key logs in by email with outcome $expected.email',
    async (account) => {
      const { response, body } = await emailLogin(harness.app, account.key, {
        host: account.site === 'no' ? 'no.localhost' : account.site === 'fi' ? 'fi.localhost' : SE_HOST,
      });
      expect(response.statusCode).toBe(200);
      expect(body.status).toBe(account.expected.email);
      if (body.status === 'Ok') {
        expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(response.cookies.find((cookie) => cookie.name === 'jwtToken')?.value).toBe(body.token);
      } else {
        expect(body.token).toBeUndefined();
        expect(response.cookies).toHaveLength(0);
      }
    },
  );

  it('sets a 60-minute HttpOnly token cookie, SameSite lax, not Secure on local hosts', async () => {
    const { response } = await emailLogin(harness.app, 'resident');
    const cookie = response.cookies.find((candidate) => candidate.name === 'jwtToken');
    expect(cookie).toMatchObject({ path: '/', maxAge: 3600, sameSite: 'Lax', httpOnly: true });
    expect(cookie?.secure).toBeFalsy();
    // Beside it a readable cookie that holds no token: the page asks for the session only then.
    const hint = response.cookies.find((candidate) => candidate.name === 'logged-in');
    expect(hint).toMatchObject({ value: '1', path: '/', maxAge: 3600, sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('sets a Secure cookie outside local hosts', async () => {
    const { response } = await emailLogin(harness.app, 'resident', { host: 'test.hemvist.se' });
    expect(response.cookies.find((candidate) => candidate.name === 'jwtToken')?.secure).toBe(true);
  });

  it('issues a new token on every login', async () => {
    const first = await emailLogin(harness.app, 'email-only');
    const second = await emailLogin(harness.app, 'email-only');
    expect(first.body.token).not.toBe(second.body.token);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const wrong = await emailLogin(harness.app, 'resident', { password: 'not the password' });
    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/email',
      headers: { host: SE_HOST },
      remoteAddress: freshIp(),
      payload: { email: 'nobody@demo.hemvist.se', password: 'whatever1', siteId: SITES.se.siteId },
    });
    expect(wrong.response.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrong.body).toEqual({ status: 'InvalidEmailLoginInput' });
    expect(unknown.json()).toEqual({ status: 'InvalidEmailLoginInput' });
  });

  it('refuses a malformed body with 400 VALIDATION_FAILED', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/email',
      headers: { host: SE_HOST },
      payload: { email: 'not-an-address', password: '1', siteId: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('sends a user without consent for the site to the consent page, others to my pages or the return path', async () => {
    expect((await emailLogin(harness.app, 'no-consent')).body.redirectTo).toBe(routeFor('se', 'consent'));
    expect((await emailLogin(harness.app, 'resident')).body.redirectTo).toBe(routeFor('se', 'myPages'));
    const withReturn = await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/email',
      headers: { host: SE_HOST },
      remoteAddress: freshIp(),
      payload: {
        email: 'resident@demo.hemvist.se',
        password: 'Hemvist-demo-2026',
        siteId: SITES.se.siteId,
        returnUrl: '/sok-bostad/',
      },
    });
    expect(withReturn.json().redirectTo).toBe('/sok-bostad/');
    const offSite = await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/email',
      headers: { host: SE_HOST },
      remoteAddress: freshIp(),
      payload: {
        email: 'resident@demo.hemvist.se',
        password: 'Hemvist-demo-2026',
        siteId: SITES.se.siteId,
        returnUrl: '//evil.example/',
      },
    });
    expect(offSite.json().redirectTo).toBe(routeFor('se', 'myPages'));
  });
});

describe('board login by email', () => {
  it.each(DEMO_ACCOUNTS.filter((account) => account.expected.boardLogin))(
    '$key gets $expected.boardLogin',
    async (account) => {
      const { body } = await emailLogin(harness.app, account.key, { context: 'board-member' });
      expect(body.status).toBe(account.expected.boardLogin);
    },
  );

  it('ChooseBoardMember lists the managed associations and select issues a token for the chosen one', async () => {
    const { body } = await emailLogin(harness.app, 'board-multi', { context: 'board-member' });
    expect(body.associations?.map((association) => association.name)).toEqual([
      'Brf Ekbacken',
      'Brf Sjöutsikten',
    ]);
    const chosen = body.associations?.[1];
    const select = await harness.app.inject({
      method: 'GET',
      url: `/account_service/login/bank_id/status/board_member/select/${chosen?.id}`,
      headers: bearer(body.token),
    });
    expect(select.statusCode).toBe(200);
    const selected = select.json();
    expect(selected.status).toBe('Ok');
    const user = await harness.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(selected.token),
    });
    expect(user.json().brfAccount).toMatchObject({ id: chosen?.id, name: 'Brf Sjöutsikten' });
    // The chooser token is single use.
    const again = await harness.app.inject({
      method: 'GET',
      url: `/account_service/login/bank_id/status/board_member/select/${chosen?.id}`,
      headers: bearer(body.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses to select an association the user is not a member of (403)', async () => {
    const { body } = await emailLogin(harness.app, 'board-multi', { context: 'board-member' });
    const resident = await emailLogin(harness.app, 'board', { context: 'board-member' });
    expect(resident.body.status).toBe('Ok');
    const foreign = '00000000-0000-4000-8000-000000000001';
    const response = await harness.app.inject({
      method: 'GET',
      url: `/account_service/login/bank_id/status/board_member/select/${foreign}`,
      headers: bearer(body.token),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an association the login did not offer, even one the user sits on the board of', async () => {
    const { body } = await emailLogin(harness.app, 'board-multi', { context: 'board-member' });
    const unmanaged = demoAssociationId('tallasen');
    expect(body.associations?.map((association) => association.id)).not.toContain(unmanaged);
    for (const path of ['status/board_member/select', 'status/board_member']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/account_service/login/bank_id/${path}/${unmanaged}`,
        headers: bearer(body.token),
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // The offered ones still work with the same chooser token.
    const offered = body.associations?.[0]?.id;
    const select = await harness.app.inject({
      method: 'GET',
      url: `/account_service/login/bank_id/status/board_member/select/${offered}`,
      headers: bearer(body.token),
    });
    expect(select.json()).toMatchObject({ status: 'Ok' });
  });

  it('the chooser token is not a login: /user refuses it', async () => {
    const { body } = await emailLogin(harness.app, 'board-multi', { context: 'board-member' });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(body.token),
    });
    expect(response.statusCode).toBe(401);
  });
});
