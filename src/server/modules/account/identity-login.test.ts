import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { routeFor } from '../../../shared/sites/routes';
import { SITES } from '../../../shared/sites/sites';
import { completeIdentityLogin, type IdentityLoginRequest } from './identity-login';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  freshIp,
  SE_HOST,
} from './testing/account-test-app';

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

function requestFor(
  account: DemoAccount,
  overrides: Partial<IdentityLoginRequest> = {},
): IdentityLoginRequest {
  const country = account.nationalId?.country ?? 'SE';
  return {
    identity: {
      provider: country === 'SE' ? 'bank_id' : country === 'NO' ? 'eident' : 'signicat',
      country,
      personalNumber: account.personalNumber,
      nationalId: account.nationalId?.id,
      givenName: account.firstName,
      surname: account.lastName,
    },
    purpose: 'login',
    context: 'private',
    siteKey: account.site,
    environment: 'local',
    returnUrl: '',
    ...overrides,
  };
}

describe('completeIdentityLogin', () => {
  it.each(DEMO_ACCOUNTS.filter((account) => account.expected.bankIdentity))(
    '$key logs in by bank identity with outcome $expected.bankIdentity',
    async (account) => {
      const result = await completeIdentityLogin(harness.app, requestFor(account));
      expect(result.status).toBe(account.expected.bankIdentity);
      if (result.status === 'Ok') {
        const claims = JSON.parse(Buffer.from(result.token?.split('.')[1] ?? '', 'base64url').toString());
        expect(claims).toMatchObject({ sub: demoUserId(account.key), bank_id: true });
        expect(claims.exp - claims.iat).toBe(3600);
      } else {
        expect(result.token).toBeUndefined();
      }
    },
  );

  it.each(DEMO_ACCOUNTS.filter((account) => account.expected.boardLogin))(
    '$key board login by bank identity gives $expected.boardLogin',
    async (account) => {
      const result = await completeIdentityLogin(
        harness.app,
        requestFor(account, { purpose: 'loginBoardMember', context: 'board-member' }),
      );
      expect(result.status).toBe(account.expected.boardLogin);
    },
  );

  it('admits an association without technical management in the board case context', async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === 'board-unmanaged') as DemoAccount;
    const result = await completeIdentityLogin(
      harness.app,
      requestFor(account, { purpose: 'loginBoardMember', context: 'board-member-case' }),
    );
    expect(result.status).toBe('Ok');
  });

  it.each(DEMO_ACCOUNTS.filter((account) => account.expected.register && account.key !== 'unknown-se'))(
    '$key registering by bank identity gives $expected.register',
    async (account) => {
      const result = await completeIdentityLogin(harness.app, requestFor(account, { purpose: 'register' }));
      expect(result.status).toBe(account.expected.register);
      if (result.status === 'HasOngoingBusiness') {
        expect(result.data).toMatchObject({
          bookingId: expect.any(String),
          objectNumber: expect.any(String),
        });
      }
    },
  );

  it('the returnUrl wins for a same-site path; the VIP member with an unpaid payment goes to my pages on login', async () => {
    const resident = DEMO_ACCOUNTS.find((candidate) => candidate.key === 'resident') as DemoAccount;
    const vip = DEMO_ACCOUNTS.find((candidate) => candidate.key === 'vip') as DemoAccount;
    expect(
      (await completeIdentityLogin(harness.app, requestFor(resident, { returnUrl: '/boka/' }))).redirectTo,
    ).toBe('/boka/');
    expect((await completeIdentityLogin(harness.app, requestFor(vip))).redirectTo).toBe(
      routeFor('se', 'myPages'),
    );
  });

  it('a bank-identity registration finishes through POST /account_service/register with the register bearer', async () => {
    const unknown = DEMO_ACCOUNTS.find((candidate) => candidate.key === 'unknown-se') as DemoAccount;
    const started = await completeIdentityLogin(harness.app, requestFor(unknown, { purpose: 'register' }));
    expect(started.status).toBe('Ok');
    expect(started.token).toBeUndefined();
    const registerToken = String(started.data?.registerToken);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/account_service/register',
      headers: { ...bearer(registerToken) },
      remoteAddress: freshIp(),
      payload: {
        email: 'new.person@demo.hemvist.se',
        password: 'a long new password',
        firstName: 'Ny',
        lastName: 'Person',
        phoneNumber: '070-111 22 33',
        siteId: SITES.se.siteId,
        consent: true,
        vip: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // A new VIP member owes the VIP fee: after register they go to payments.
    expect(body).toMatchObject({ status: 'Ok', redirectTo: routeFor('se', 'myPayments') });
    const user = await harness.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(body.token),
    });
    expect(user.json()).toMatchObject({ pid: true, hasAccount: true, vipMemberships: [{ site: 'se' }] });
    expect(JSON.stringify(user.json())).not.toContain(unknown.personalNumber);
    // Now the personal number has an account.
    const again = await completeIdentityLogin(harness.app, requestFor(unknown, { purpose: 'register' }));
    expect(again.status).toBe('UserAlreadyExists');
    expect((await completeIdentityLogin(harness.app, requestFor(unknown))).status).toBe('Ok');
  });

  it('register with a stale or foreign bearer is refused', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/account_service/register',
      headers: { ...bearer('not.a.token') },
      remoteAddress: freshIp(),
      payload: {
        email: 'someone@demo.hemvist.se',
        password: 'a long new password',
        firstName: 'Ny',
        lastName: 'Person',
        phoneNumber: '070-111 22 33',
        siteId: SITES.se.siteId,
        consent: true,
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('registers by email without a bank identity, and refuses a taken address', async () => {
    const payload = {
      email: 'plain.register@demo.hemvist.se',
      password: 'a long new password',
      firstName: 'Vanlig',
      lastName: 'Registrering',
      phoneNumber: '070-111 22 44',
      siteId: SITES.se.siteId,
      consent: true,
    };
    const first = await harness.app.inject({
      method: 'POST',
      url: '/account_service/register',
      headers: { host: SE_HOST },
      payload,
    });
    expect(first.json()).toMatchObject({ status: 'Ok', redirectTo: routeFor('se', 'myPages') });
    const second = await harness.app.inject({
      method: 'POST',
      url: '/account_service/register',
      headers: { host: SE_HOST },
      payload,
    });
    expect(second.json()).toEqual({ status: 'UserAlreadyExists', data: { field: 'email' } });
  });

  it('sends a person who registered on the way to a page back to it, never off the site', async () => {
    const registerFrom = (email: string, returnUrl: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/account_service/register',
        headers: { host: SE_HOST },
        payload: {
          email,
          password: 'a long new password',
          firstName: 'Åter',
          lastName: 'Vändare',
          phoneNumber: '070-111 22 55',
          siteId: SITES.se.siteId,
          consent: true,
          returnUrl,
        },
      });
    const booking = '/boka/?objectId=11111111-1111-4111-8111-111111111111';
    expect((await registerFrom('back.to.booking@demo.hemvist.se', booking)).json()).toMatchObject({
      status: 'Ok',
      redirectTo: booking,
    });
    expect((await registerFrom('not.elsewhere@demo.hemvist.se', '//evil.example/')).json()).toMatchObject({
      status: 'Ok',
      redirectTo: routeFor('se', 'myPages'),
    });
  });
});
