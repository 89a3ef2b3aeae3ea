import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../../../seed/accounts/demo-accounts';
import { identitySessions } from '../../db/schema';
import { type AccountTestApp, createAccountTestApp } from '../account/testing/account-test-app';
import { BINDING, bankIdCall, startBankId } from './testing/bankid-test-flow';

// A BankID session can be polled (which hands out the login token) and cancelled only by the
// browser that started it: another browser, whatever it knows of the session id, meets it as
// an unknown session.

const RESIDENT = demoAccount('resident').personalNumber ?? '';

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

const status = (sessionId: string, binding?: string) => bankIdCall(harness.app, 'status', sessionId, binding);
const cancel = (sessionId: string, binding?: string) => bankIdCall(harness.app, 'cancel', sessionId, binding);
const errorOf = (response: { json(): unknown }) => {
  const { code, message } = response.json() as { code: string; message: string };
  return { code, message };
};

describe('BankID browser binding', () => {
  it('start sets an HttpOnly binding cookie for the account service; the row keeps only its hash', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/account_service/login/bank_id/start',
      headers: { host: 'localhost' },
      payload: { returnUrl: '/', environment: 'local' },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === BINDING);
    expect(cookie).toMatchObject({ path: '/account_service/', httpOnly: true, sameSite: 'Lax', maxAge: 190 });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const [row] = await harness.database.handle.db
      .select()
      .from(identitySessions)
      .where(eq(identitySessions.id, response.json().sessionId));
    expect(row?.bindingHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(cookie?.value);
  });

  it('answers a poll from another browser as for an unknown session, and the owner still logs in', async () => {
    const owner = await startBankId(harness.app, { body: { personalNumber: RESIDENT } });
    const stranger = await startBankId(harness.app);
    expect(stranger.binding).not.toBe(owner.binding);

    const unknown = await status(randomUUID(), owner.binding);
    expect(unknown.statusCode).toBe(404);
    for (const attempt of [await status(owner.sessionId), await status(owner.sessionId, stranger.binding)]) {
      expect(attempt.statusCode).toBe(404);
      expect(errorOf(attempt)).toEqual(errorOf(unknown));
      expect(attempt.body).not.toContain('token');
    }

    const mine = await status(owner.sessionId, owner.binding);
    expect(mine.json()).toMatchObject({ status: 'Ok', token: expect.any(String) });
  });

  it('refuses a cancel from another browser and leaves the session running', async () => {
    const owner = await startBankId(harness.app);
    const stranger = await startBankId(harness.app);
    expect((await cancel(owner.sessionId)).statusCode).toBe(404);
    expect((await cancel(owner.sessionId, stranger.binding)).statusCode).toBe(404);
    expect((await status(owner.sessionId, owner.binding)).json()).toMatchObject({ status: 'Pending' });
    const cancelled = await cancel(owner.sessionId, owner.binding);
    expect(cancelled.json()).toEqual({ status: 'Cancelled' });
  });

  it('lets one browser run sessions in two tabs: the second start keeps its binding', async () => {
    const first = await startBankId(harness.app);
    const second = await startBankId(harness.app, { binding: first.binding });
    expect(second.binding).toBe(first.binding);
    expect((await status(first.sessionId, first.binding)).json()).toMatchObject({ status: 'Pending' });
    expect((await status(second.sessionId, first.binding)).json()).toMatchObject({ status: 'Pending' });
  });
});
