import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { routeFor } from '../../../shared/sites/routes';
import { SITES } from '../../../shared/sites/sites';
import {
  authTokens,
  bookings,
  consents,
  mailOutbox,
  payments,
  savedSearches,
  userResidences,
  users,
} from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import { queuedMailSettled } from '../mail/mail-queue';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  freshIp,
  SE_HOST,
} from './testing/account-test-app';

// Issue 15 item 10: the person's own data — download everything held about them, and delete
// the account with what the law keeps kept, detached from them.

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const db = () => harness.database.handle.db;

const exportOf = (token: string | undefined) =>
  harness.app.inject({ method: 'GET', url: '/account_service/user/export', headers: bearer(token) });

const deleteWith = (token: string | undefined, payload?: unknown) =>
  harness.app.inject({
    method: 'DELETE',
    url: '/account_service/user',
    headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    remoteAddress: freshIp(),
  });

const sessionStatus = async (token: string | undefined) =>
  (await harness.app.inject({ method: 'GET', url: '/account_service/session', headers: bearer(token) }))
    .statusCode;

async function loginToken(key: string): Promise<string> {
  const { body } = await emailLogin(harness.app, key);
  if (body.status !== 'Ok' || !('token' in body)) throw new Error(`no login for ${key}`);
  return body.token as string;
}

async function registerThrowAway(email: string): Promise<string> {
  const answer = await harness.app.inject({
    method: 'POST',
    url: '/account_service/register',
    headers: { host: SE_HOST },
    remoteAddress: freshIp(),
    payload: {
      email,
      password: 'a long new password',
      firstName: 'Kort',
      lastName: 'Besök',
      phoneNumber: '070-111 22 33',
      siteId: SITES.se.siteId,
      consent: true,
    },
  });
  return answer.json().token;
}

describe('download my data', () => {
  it('is a JSON attachment of everything held about the caller, without secrets', async () => {
    const answer = await exportOf(await loginToken('resident'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="hemvist-my-data-.*\.json"$/,
    );
    const data = answer.json();
    expect(data.account.email).toBe(demoAccount('resident').email);
    expect(data.account.securityNumber).toBe(demoAccount('resident').personalNumber);
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(answer.body).not.toMatch(/\$argon2/);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.bookings.length).toBeGreaterThan(0);
    expect(data.favourites.length + data.interests.length).toBeGreaterThan(0);
    // Documents by title, status and hash; the file's storage key is the company's, not the person's.
    for (const document of data.documents) expect(document).not.toHaveProperty('storageKey');
    for (const key of [
      'consents',
      'vipMemberships',
      'notifications',
      'reportedCases',
      'followedCases',
      'savedSearches',
      'showingPlaces',
      'clickToBuyBookings',
      'documents',
    ]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
  });

  it('holds nothing of another person (two users probe)', async () => {
    const resident = await exportOf(await loginToken('resident'));
    const vip = await exportOf(await loginToken('vip'));
    expect(vip.json().account.email).toBe(demoAccount('vip').email);
    for (const [body, other] of [
      [resident.body, 'vip'],
      [vip.body, 'resident'],
    ] as const) {
      expect(body).not.toContain(demoUserId(other));
      expect(body).not.toContain(demoAccount(other).email);
      expect(body).not.toContain(demoAccount(other).personalNumber);
    }
  });

  it('needs a login', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
  });
});

describe('contact details', () => {
  const update = (token: string, fields: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: '/account_service/update',
      headers: bearer(token),
      remoteAddress: freshIp(),
      payload: { firstName: 'Annan', lastName: 'Person', email: '', phoneNumber: '070-999 88 77', ...fields },
    });

  it('saves the phone number; names from a verified identity stay as the identity gave them', async () => {
    const token = await loginToken('vip');
    expect((await update(token, {})).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, demoUserId('vip')));
    expect(row).toMatchObject({
      phoneNumber: '070-999 88 77',
      firstName: demoAccount('vip').firstName,
      lastName: demoAccount('vip').lastName,
    });
  });

  it('changes the names of an account without a verified identity', async () => {
    const token = await registerThrowAway('names-change@example.se');
    expect((await update(token, { firstName: 'Ändrad' })).statusCode).toBe(200);
    const me = await harness.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ firstName: 'Ändrad', pid: false });
  });
});

describe('delete my account', () => {
  it('refuses a wrong, missing or malformed confirmation with 400 and keeps the account', async () => {
    const token = await loginToken('vip');
    for (const payload of [{ password: 'not the password' }, {}, { password: 42 }, { password: '' }, 'x']) {
      const answer = await deleteWith(token, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await deleteWith(token)).statusCode).toBeLessThan(500);
    expect(await sessionStatus(token)).toBe(200);
  });

  it('needs a login, and a case handler’s account is not deleted here', async () => {
    expect((await deleteWith(undefined, { password: DEMO_PASSWORD })).statusCode).toBe(401);
    const handler = await deleteWith(await loginToken('case-handler'), { password: DEMO_PASSWORD });
    expect(handler.statusCode).toBe(403);
    expect(handler.json().code).toBe('FORBIDDEN');
  });

  it('anonymises the person, ends every login, and keeps the bookkeeping records detached', async () => {
    const id = demoUserId('resident');
    const token = await loginToken('resident');
    const other = await loginToken('resident');
    const paymentsBefore = await db().select().from(payments).where(eq(payments.userId, id));
    await db()
      .insert(savedSearches)
      .values({ id: randomUUID(), userId: id, siteKey: 'se', name: 'Nacka', query: '?q=nacka' });
    const vipBefore = await exportOf(await loginToken('vip'));

    const answer = await deleteWith(token, { password: DEMO_PASSWORD });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.status).toBe('Deleted');
    expect(body.kept.map((entry: { kind: string }) => entry.kind)).toEqual(['payments', 'bookings']);
    expect(body.kept[0]).toMatchObject({
      count: paymentsBefore.length,
      reason: expect.stringMatching(/law/i),
    });
    expect(answer.headers['set-cookie']).toBeDefined();

    expect(await sessionStatus(token)).toBe(401);
    expect(await sessionStatus(other)).toBe(401);
    const again = await emailLogin(harness.app, 'resident');
    expect(again.body.status).not.toBe('Ok');

    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      phoneNumber: '',
      securityNumber: null,
      nationalId: null,
      address: '',
      hasAccount: false,
    });
    expect(await db().select().from(payments).where(eq(payments.userId, id))).toHaveLength(
      paymentsBefore.length,
    );
    expect((await db().select().from(bookings).where(eq(bookings.userId, id))).length).toBeGreaterThan(0);
    const relations = await db().select().from(userResidences).where(eq(userResidences.userId, id));
    expect(relations.filter((r) => r.relation !== 'purchase')).toEqual([]);
    expect(await db().select().from(consents).where(eq(consents.userId, id))).toEqual([]);
    expect(await db().select().from(savedSearches).where(eq(savedSearches.userId, id))).toEqual([]);

    // Another person's data is untouched.
    const vipAfter = await exportOf(await loginToken('vip'));
    const { exportedAt: _a, ...before } = vipBefore.json();
    const { exportedAt: _b, ...after } = vipAfter.json();
    expect(after).toEqual(before);
  });

  it('an account without a password is confirmed by a fresh bank-identity login only', async () => {
    const userId = demoUserId('bankid-only');
    const stale = await signLoginToken(harness.app, { userId, bankId: true });
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await db().update(authTokens).set({ issuedAt: twentyMinutesAgo }).where(eq(authTokens.jti, stale.jti));
    const refused = await deleteWith(stale.token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await deleteWith(stale.token, { password: 'a guess' })).statusCode).toBe(403);
    expect(await sessionStatus(stale.token)).toBe(200);

    const fresh = await signLoginToken(harness.app, { userId, bankId: true });
    const answer = await deleteWith(fresh.token, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('Deleted');
    expect(await sessionStatus(stale.token)).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ securityNumber: null, email: null, firstName: '' });
  });

  it('deletes a fresh account that holds nothing to keep, and its e-mail can register again', async () => {
    const email = 'throw-away-delete@example.se';
    const token = await registerThrowAway(email);
    expect(await sessionStatus(token)).toBe(200);
    await harness.app.inject({
      method: 'POST',
      url: '/system/user/forgotpassword',
      headers: { host: SE_HOST },
      payload: { email },
      remoteAddress: freshIp(),
    });
    await queuedMailSettled(harness.app);
    const mailedBefore = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const answer = await deleteWith(token, { password: 'a long new password' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'Deleted', kept: [] });
    // The mail sent to the person (here a reset link) goes with the account.
    expect(mailedBefore.length).toBeGreaterThan(0);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
    expect(await sessionStatus(token)).toBe(401);
    expect(await sessionStatus(await registerThrowAway(email))).toBe(200);
  });
});

describe('withdraw the consent of a site', () => {
  const withdraw = (token: string | undefined, siteId: string) =>
    harness.app.inject({
      method: 'DELETE',
      url: `/account_service/consent/${siteId}`,
      headers: { ...bearer(token), host: SE_HOST },
    });
  const loginAnswer = async (email: string) =>
    (
      await harness.app.inject({
        method: 'POST',
        url: '/account_service/login/email',
        headers: { host: SE_HOST },
        remoteAddress: freshIp(),
        payload: { email, password: 'a long new password', siteId: SITES.se.siteId },
      })
    ).json();

  it('removes only that site’s consent, and the next login there asks for it again', async () => {
    const email = 'withdraws.consent@example.se';
    const token = await registerThrowAway(email);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('registered user missing');
    await db().insert(consents).values({ userId: user.id, siteKey: 'no' });
    expect((await loginAnswer(email)).redirectTo).toBe(routeFor('se', 'myPages'));

    const answer = await withdraw(token, SITES.se.siteId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'Withdrawn' });
    const left = await db().select().from(consents).where(eq(consents.userId, user.id));
    expect(left.map((row) => row.siteKey)).toEqual(['no']);
    expect((await loginAnswer(email)).redirectTo).toBe(routeFor('se', 'consent'));
    // Withdrawing again answers the same; the account itself stays.
    expect((await withdraw(token, SITES.se.siteId)).statusCode).toBe(200);
    expect(await sessionStatus(token)).toBe(200);
  });

  it('needs a login, and a known site', async () => {
    expect((await withdraw(undefined, SITES.se.siteId)).statusCode).toBe(401);
    const token = await registerThrowAway('withdraws.nothing@example.se');
    const unknown = await withdraw(token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_SITE_ID');
    expect((await withdraw(token, 'not-a-uuid')).statusCode).toBe(400);
  });
});
