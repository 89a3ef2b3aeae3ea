import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../../../seed/accounts/demo-accounts';
import { mailOutbox } from '../../db/schema';
import { queuedMailSettled } from '../mail/mail-queue';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  freshIp,
  SE_HOST,
} from './testing/account-test-app';

// Issue 9 item 3: a new password (changed while logged in, or set through a reset link) ends
// the user's other sessions and every link sent before it.

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const post = (url: string, payload: object, headers: Record<string, string> = { host: SE_HOST }) =>
  harness.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshIp() });

const sessionStatus = async (token: string | undefined) =>
  (await harness.app.inject({ method: 'GET', url: '/account_service/session', headers: bearer(token) }))
    .statusCode;

/** The tokens of the links mailed to an address, newest first. */
async function linkTokensMailedTo(to: string, subject: string): Promise<string[]> {
  await queuedMailSettled(harness.app);
  const mails = await harness.database.handle.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return mails.map((mail) => /[?&]token=([\w-]+)/.exec(mail.text)?.[1] ?? '');
}

const RESET = 'Välj ett nytt lösenord hos Hemvist';

describe('a password change', () => {
  it('ends the user’s other sessions; the session that made it stays logged in', async () => {
    const changing = await emailLogin(harness.app, 'vip');
    const other = await emailLogin(harness.app, 'vip');
    expect(await sessionStatus(other.body.token)).toBe(200);
    const change = await post(
      '/system/user/updatepassword',
      { currentPassword: DEMO_PASSWORD, newPassword: 'a changed password' },
      bearer(changing.body.token),
    );
    expect(change.statusCode).toBe(200);
    expect(await sessionStatus(other.body.token)).toBe(401);
    expect(await sessionStatus(changing.body.token)).toBe(200);
  });

  it('ends a reset link that was sent before it', async () => {
    const email = demoAccount('board').email ?? '';
    await post('/system/user/forgotpassword', { email });
    const [link] = await linkTokensMailedTo(email, RESET);
    const { body } = await emailLogin(harness.app, 'board');
    await post(
      '/system/user/updatepassword',
      { currentPassword: DEMO_PASSWORD, newPassword: 'a changed password' },
      bearer(body.token),
    );
    const late = await post('/system/user/setpassword', { token: link, password: 'the attacker’s choice' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/no longer valid/);
  });
});

describe('a password reset', () => {
  it('refuses every older reset link and change-email link once one link is used', async () => {
    const account = demoAccount('email-only');
    const email = account.email ?? '';
    const { body } = await emailLogin(harness.app, 'email-only');
    await post(
      '/system/user/triggerchangeemail',
      { newEmail: 'elsewhere@demo.hemvist.se' },
      bearer(body.token),
    );
    await post('/system/user/forgotpassword', { email });
    await post('/system/user/forgotpassword', { email });
    const [newer, older] = await linkTokensMailedTo(email, RESET);
    const [changeEmailLink] = await linkTokensMailedTo(
      'elsewhere@demo.hemvist.se',
      'Bekräfta din nya e-postadress hos Hemvist',
    );
    expect(newer).toBeTruthy();
    expect(older).toBeTruthy();

    const reset = await post('/system/user/setpassword', { token: newer, password: 'a reset password' });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/system/user/setpassword', { token: older, password: 'another password' });
    expect(reused.statusCode).toBe(400);
    const moved = await harness.app.inject({
      method: 'GET',
      url: `/system/user/changeemail/${changeEmailLink}`,
      headers: { host: SE_HOST },
    });
    expect(moved.statusCode).toBe(400);
    expect(await sessionStatus(body.token)).toBe(401);
    expect((await emailLogin(harness.app, 'email-only', { password: 'a reset password' })).body.status).toBe(
      'Ok',
    );
  });
});
