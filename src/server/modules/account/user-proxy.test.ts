import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../../../seed/accounts/demo-accounts';
import { mailOutbox, oneTimeTokens } from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import { queuedMailSettled } from '../mail/mail-queue';
import { createOneTimeToken, hashOneTimeToken } from './one-time-tokens';
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

const post = (url: string, payload: object, headers: Record<string, string> = { host: SE_HOST }) =>
  harness.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshIp() });

/** The newest mail to an address, once the mail queued by earlier requests is written. */
async function latestMailTo(to: string) {
  await queuedMailSettled(harness.app);
  const [mail] = await harness.database.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

function tokenInLink(text: string, parameter: string): string {
  const match = new RegExp(`[?&]${parameter}=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${parameter} link in mail`);
  return match[1];
}

describe('/system/user password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const known = await post('/system/user/forgotpassword', { email: 'email.only@demo.hemvist.se' });
    const unknown = await post('/system/user/forgotpassword', { email: 'nobody@demo.hemvist.se' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await latestMailTo('email.only@demo.hemvist.se')).toBeDefined();
    expect(await latestMailTo('nobody@demo.hemvist.se')).toBeUndefined();
  });

  it('the reset link sets a password once, ends sessions, and the stored token is only a hash', async () => {
    const session = await emailLogin(harness.app, 'resident');
    await post('/system/user/forgotpassword', { email: 'resident@demo.hemvist.se' });
    const mail = await latestMailTo('resident@demo.hemvist.se');
    const token = tokenInLink(mail?.text ?? '', 'token');
    const stored = await harness.database.handle.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const set = await post('/system/user/setpassword', { token, password: 'brand new password' });
    expect(set.statusCode).toBe(200);
    expect((await emailLogin(harness.app, 'resident', { password: 'brand new password' })).body.status).toBe(
      'Ok',
    );
    expect((await emailLogin(harness.app, 'resident')).body.status).toBe('InvalidEmailLoginInput');
    const oldSession = await harness.app.inject({
      method: 'GET',
      url: '/account_service/session',
      headers: bearer(session.body.token),
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await post('/system/user/setpassword', { token, password: 'another new password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/no longer valid/);
  });

  it('an expired link is refused', async () => {
    const token = await createOneTimeToken(harness.database.handle.db, {
      userId: demoUserId('vip'),
      purpose: 'reset-password',
      lifetimeMs: -1000,
    });
    const response = await post('/system/user/setpassword', { token, password: 'brand new password' });
    expect(response.statusCode).toBe(400);
  });

  it('updatepassword needs the current password and a login', async () => {
    const { body } = await emailLogin(harness.app, 'no-consent');
    const headers = bearer(body.token);
    const wrong = await post(
      '/system/user/updatepassword',
      { currentPassword: 'wrong', newPassword: 'a new password' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is wrong.');
    const right = await post(
      '/system/user/updatepassword',
      { currentPassword: 'Hemvist-demo-2026', newPassword: 'a new password' },
      headers,
    );
    expect(right.statusCode).toBe(200);
    expect((await emailLogin(harness.app, 'no-consent', { password: 'a new password' })).body.status).toBe(
      'Ok',
    );
    const anonymous = await post('/system/user/updatepassword', {
      currentPassword: 'x',
      newPassword: 'a new password',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('/system/user email change', () => {
  it('mails a single-use link to the new address; the link changes the email once', async () => {
    const { body } = await emailLogin(harness.app, 'email-only');
    const trigger = await post(
      '/system/user/triggerchangeemail',
      { newEmail: 'elsa.new@demo.hemvist.se' },
      bearer(body.token),
    );
    expect(trigger.statusCode).toBe(200);
    const mail = await latestMailTo('elsa.new@demo.hemvist.se');
    expect(mail?.text).toContain('/byt-e-post/?token=');
    const token = tokenInLink(mail?.text ?? '', 'token');
    const apply = await harness.app.inject({
      method: 'GET',
      url: `/system/user/changeemail/${token}`,
      headers: { host: SE_HOST },
    });
    expect(apply.statusCode).toBe(200);
    const user = await harness.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(body.token),
    });
    expect(user.json().email).toBe('elsa.new@demo.hemvist.se');
    const again = await harness.app.inject({
      method: 'GET',
      url: `/system/user/changeemail/${token}`,
      headers: { host: SE_HOST },
    });
    expect(again.statusCode).toBe(400);
    // platform §5: the used link's token is a wrong verification code.
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'params.token', message: 'emailVerificationCodeWrong' }],
    });
  });

  it('answers emailVerificationCodeWrong for a made-up or mistyped code, emailInUse for a taken address', async () => {
    for (const wrong of ['short', 'a-made-up-token-that-was-never-mailed', 'x'.repeat(201)]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/system/user/changeemail/${wrong}`,
        headers: { host: SE_HOST },
      });
      expect(response.statusCode, wrong).toBe(400);
      expect(response.json().issues, wrong).toEqual([
        { path: 'params.token', message: 'emailVerificationCodeWrong' },
      ]);
    }
    const token = await createOneTimeToken(harness.database.handle.db, {
      userId: demoUserId('vip'),
      purpose: 'change-email',
      newEmail: 'board@demo.hemvist.se',
    });
    const taken = await harness.app.inject({
      method: 'GET',
      url: `/system/user/changeemail/${token}`,
      headers: { host: SE_HOST },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues).toEqual([{ path: 'newEmail', message: 'emailInUse' }]);
  });

  it('answers a taken address like a free one; its owner gets a notice without a link; needs a login', async () => {
    const { body } = await emailLogin(harness.app, 'vip');
    const taken = await post(
      '/system/user/triggerchangeemail',
      { newEmail: 'board@demo.hemvist.se' },
      bearer(body.token),
    );
    const free = await post(
      '/system/user/triggerchangeemail',
      { newEmail: 'vip.new@demo.hemvist.se' },
      bearer(body.token),
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(free.body);
    const notice = await latestMailTo('board@demo.hemvist.se');
    expect(notice?.subject).toBe('E-postadressen har redan ett konto hos Hemvist');
    expect(notice?.text).not.toContain('token=');
    expect((await latestMailTo('vip.new@demo.hemvist.se'))?.text).toContain('token=');
    const user = await harness.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(body.token),
    });
    expect(user.json().email).toBe('vip@demo.hemvist.se');
    expect(
      (await post('/system/user/triggerchangeemail', { newEmail: 'x@demo.hemvist.se' })).statusCode,
    ).toBe(401);
  });

  it('an expired change-email link is refused', async () => {
    const token = await createOneTimeToken(harness.database.handle.db, {
      userId: demoUserId('vip'),
      purpose: 'change-email',
      newEmail: 'late@demo.hemvist.se',
      lifetimeMs: -1000,
    });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/system/user/changeemail/${token}`,
      headers: { host: SE_HOST },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'params.token', message: 'emailVerificationCodeWrong' }]);
  });
});

describe('/system/user/hasdocuments', () => {
  // This app seeds accounts only, no documents; signing/my-documents.test.ts covers `true`.
  it('is false for users without documents (bookings alone are none), 401 anonymous', async () => {
    const hasDocuments = async (key: string) => {
      const { token } = await signLoginToken(harness.app, { userId: demoUserId(key), bankId: true });
      return (
        await harness.app.inject({ method: 'GET', url: '/system/user/hasdocuments', headers: bearer(token) })
      ).json();
    };
    expect(await hasDocuments('resident')).toBe(false);
    expect(await hasDocuments('board-unmanaged')).toBe(false);
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/system/user/hasdocuments',
      headers: { host: SE_HOST },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
