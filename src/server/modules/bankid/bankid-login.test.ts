import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canonicalHost } from '../../../shared/sites/hosts';
import { buildApp } from '../../app';
import { bankIdSimulatorOrders, identitySessions, users } from '../../db/schema';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { bankIdServicesOf } from './bankid-module';

// The portal's BankID flow against the mounted simulator: start → poll → approve → outcome.

const KNOWN = '198507099805';
const UNKNOWN = '196001019991';

let ctx: TestApp;
let clock: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  bankIdServicesOf(ctx.app).now = () => new Date(clock);
  await ctx.database.handle.db.insert(users).values({
    id: '5e0c64e3-7f55-4b7e-8f31-2f6c1a6f0b11',
    email: 'anna.svensson@example.se',
    firstName: 'Anna',
    lastName: 'Svensson',
    securityNumber: KNOWN,
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = Date.parse('2026-03-02T09:00:00.000Z');
  vi.restoreAllMocks();
  await ctx.database.handle.db.delete(identitySessions);
  await ctx.database.handle.db.delete(bankIdSimulatorOrders);
});

const tick = (ms: number) => {
  clock += ms;
};
/** The browser-binding cookie each started session got, as the starting browser keeps it. */
const bindings = new Map<string, string>();
const bindingOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((cookie) => cookie.name === 'bankid_session')?.value;

const start = async (
  body: Record<string, unknown> = {},
  flow = 'login',
  host = 'localhost',
  app = ctx.app,
  cookies: Record<string, string> = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/account_service/${flow}/bank_id/start`,
    headers: { host },
    cookies,
    payload: { returnUrl: '/mina-sidor/', environment: 'local', ...body },
  });
  const binding = bindingOf(response);
  if (response.statusCode === 200 && binding) bindings.set(response.json().sessionId, binding);
  return response;
};
/** Polls as the browser that started the session, unless another binding is given. */
const status = (sessionId: string, app = ctx.app, flow = 'login', binding = bindings.get(sessionId)) =>
  app.inject({
    method: 'GET',
    url: `/account_service/${flow}/bank_id/status/${sessionId}`,
    headers: { host: 'localhost' },
    cookies: binding ? { bankid_session: binding } : {},
  });
const cancel = (sessionId: string, binding = bindings.get(sessionId)) =>
  ctx.app.inject({
    method: 'POST',
    url: `/account_service/login/bank_id/cancel/${sessionId}`,
    headers: { host: 'localhost' },
    cookies: binding ? { bankid_session: binding } : {},
  });
async function startedSession(body: Record<string, unknown> = {}) {
  const response = await start(body);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    sessionId: string;
    autoStartToken: string;
    autoStartUrl: string;
    qrData: string;
  };
}
async function orderOf(sessionId: string) {
  const [session] = await ctx.database.handle.db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.id, sessionId));
  if (!session?.orderRef) throw new Error('no order');
  return session;
}
/** Plays the user: opens the order in the simulator's tester page and approves it. */
async function approve(sessionId: string, personalNumber: string) {
  const { orderRef } = await orderOf(sessionId);
  await ctx.app.inject({
    method: 'GET',
    url: `/bankid-simulator/orders/${orderRef}`,
    headers: { host: 'localhost' },
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/bankid-simulator/orders/${orderRef}/approve`,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `personalNumber=${personalNumber}`,
  });
  expect(response.statusCode).toBe(303);
}
const hmac = (secret: string, seconds: number) =>
  createHmac('sha256', secret).update(String(seconds)).digest('hex');

describe('POST /account_service/login/bank_id/start', () => {
  it('starts an order and answers the session, autostart link and first QR code, never the secret', async () => {
    const response = await start();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.autoStartUrl).toBe(`/bankid-simulator/autostart?token=${body.autoStartToken}`);
    const session = await orderOf(body.sessionId);
    expect(body.qrData).toBe(`bankid.${session.qrStartToken}.0.${hmac(session.qrStartSecret ?? '', 0)}`);
    expect(response.body).not.toContain(session.qrStartSecret);
    expect(session).toMatchObject({
      purpose: 'login',
      context: 'private',
      siteKey: 'se',
      environment: 'local',
    });
  });

  it('refuses the developer form (personalNumber) when the page says preprod or prod', async () => {
    expect((await start({ personalNumber: KNOWN, environment: 'prod' })).statusCode).toBe(403);
    expect((await start({ personalNumber: KNOWN, environment: 'preprod' })).statusCode).toBe(403);
  });

  it('never lets the simulator log anyone in on preprod and prod hosts', async () => {
    for (const environment of ['preprod', 'prod'] as const) {
      const host = canonicalHost('se', environment);
      expect((await start({ environment }, 'login', host)).statusCode).toBe(503);
      expect((await start({ personalNumber: KNOWN, environment }, 'login', host)).statusCode).toBe(503);
    }
  });

  it('answers 409 ALREADY_IN_PROGRESS when the person already has an order, and stops the first', async () => {
    const first = await startedSession({ personalNumber: UNKNOWN });
    // The developer form approves at once in the simulator; a bound order still pending:
    const { orderRef } = await orderOf(first.sessionId);
    await ctx.database.handle.db
      .update(bankIdSimulatorOrders)
      .set({ status: 'pending', hintCode: 'outstandingTransaction' })
      .where(eq(bankIdSimulatorOrders.orderRef, orderRef ?? ''));
    const second = await start({ personalNumber: UNKNOWN });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ALREADY_IN_PROGRESS' });
    expect((await status(first.sessionId)).json()).toMatchObject({
      status: 'Cancelled',
      hintCode: 'cancelled',
    });
  });

  it('takes the purpose from the body on the login path and from the path on register', async () => {
    const board = await startedSession({ purpose: 'loginBoardMember', context: 'board-member' });
    expect(await orderOf(board.sessionId)).toMatchObject({
      purpose: 'loginBoardMember',
      context: 'board-member',
    });
    const register = (await start({ purpose: 'login' }, 'register')).json();
    expect(await orderOf(register.sessionId)).toMatchObject({ purpose: 'register' });
  });
});

describe('GET /account_service/login/bank_id/status/{sessionId}', () => {
  it('stays Pending with a QR code that changes every second and matches the HMAC', async () => {
    const { sessionId } = await startedSession();
    const session = await orderOf(sessionId);
    tick(1_000);
    const first = (await status(sessionId)).json();
    expect(first).toEqual({
      status: 'Pending',
      hintCode: 'outstandingTransaction',
      qrData: `bankid.${session.qrStartToken}.1.${hmac(session.qrStartSecret ?? '', 1)}`,
    });
    tick(1_000);
    const second = (await status(sessionId)).json();
    expect(second.qrData).toBe(`bankid.${session.qrStartToken}.2.${hmac(session.qrStartSecret ?? '', 2)}`);
  });

  it('logs in with a token and the jwtToken cookie once the user approves in the simulator', async () => {
    const { sessionId } = await startedSession();
    expect((await status(sessionId)).json()).toMatchObject({ status: 'Pending' });
    await approve(sessionId, KNOWN);
    tick(2_000);
    const done = await status(sessionId);
    const result = done.json();
    expect(result.status).toBe('Ok');
    expect(result.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = done.cookies.find((c) => c.name === 'jwtToken');
    expect(cookie).toMatchObject({ value: result.token, path: '/', sameSite: 'Lax', maxAge: 3600 });
    expect(cookie?.httpOnly).toBe(true);

    // One more poll gets the same answer (a lost response), then the session is finished.
    expect((await status(sessionId)).json()).toEqual(result);
    expect((await status(sessionId)).statusCode).toBe(404);
    const session = await orderOf(sessionId);
    expect(session.qrStartSecret).toBeNull();
    expect(session.outcome).toBeNull();
  });

  it('shows the hint codes as the user opens the order', async () => {
    const { sessionId } = await startedSession();
    const { orderRef } = await orderOf(sessionId);
    await ctx.app.inject({
      method: 'GET',
      url: `/bankid-simulator/orders/${orderRef}`,
      headers: { host: 'localhost' },
    });
    expect((await status(sessionId)).json()).toMatchObject({ status: 'Pending', hintCode: 'started' });
    tick(2_000);
    expect((await status(sessionId)).json()).toMatchObject({ status: 'Pending', hintCode: 'userSign' });
  });

  it('calls collect at most once per 2 seconds per session however often the client polls', async () => {
    const collect = vi.spyOn(bankIdServicesOf(ctx.app).client, 'collect');
    const { sessionId } = await startedSession();
    for (let poll = 0; poll < 10; poll++) {
      expect((await status(sessionId)).statusCode).toBe(200);
      tick(500);
    }
    // 5 s of polling every 0.5 s: collect at 0, 2 and 4 s.
    expect(collect).toHaveBeenCalledTimes(3);
  });

  it('answers SsnNotFound for a person without an account', async () => {
    const { sessionId } = await startedSession();
    await approve(sessionId, UNKNOWN);
    expect((await status(sessionId)).json()).toMatchObject({ status: 'SsnNotFound' });
  });

  it('answers Cancelled when the user cancels in the app, Error with the hint code when it fails', async () => {
    const cancelled = await startedSession();
    const { orderRef } = await orderOf(cancelled.sessionId);
    await ctx.app.inject({
      method: 'POST',
      url: `/bankid-simulator/orders/${orderRef}/cancel`,
      headers: { host: 'localhost' },
    });
    expect((await status(cancelled.sessionId)).json()).toEqual({
      status: 'Cancelled',
      hintCode: 'userCancel',
    });

    const failed = await startedSession();
    const failedOrder = await orderOf(failed.sessionId);
    await ctx.app.inject({
      method: 'POST',
      url: `/bankid-simulator/orders/${failedOrder.orderRef}/fail`,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'hintCode=certificateErr',
    });
    expect((await status(failed.sessionId)).json()).toEqual({ status: 'Error', hintCode: 'certificateErr' });
  });

  it('answers Error, not a server error, when BankID no longer serves the order (400 invalidParameters)', async () => {
    const { sessionId } = await startedSession();
    const { orderRef } = await orderOf(sessionId);
    // Someone else's collect took the final answer, or the order was cancelled at BankID.
    await ctx.app.inject({
      method: 'POST',
      url: '/bankid-simulator/rp/v6.0/cancel',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ orderRef }),
    });
    const answer = await status(sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'Error', hintCode: 'notFound' });
  });

  it('answers Error expiredTransaction when nobody opens the order in time', async () => {
    const { sessionId } = await startedSession();
    tick(31_000);
    expect((await status(sessionId)).json()).toEqual({ status: 'Error', hintCode: 'expiredTransaction' });
  });

  it('completes the developer form at once', async () => {
    const { sessionId } = await startedSession({ personalNumber: KNOWN });
    expect((await status(sessionId)).json()).toMatchObject({ status: 'Ok' });
  });

  it('lets a second server instance on the same database poll a session started on the first', async () => {
    const other = await buildApp(testConfig, { database: ctx.database.handle, logger: false });
    try {
      await other.ready();
      bankIdServicesOf(other).now = () => new Date(clock);
      const { sessionId } = await startedSession();
      await approve(sessionId, KNOWN);
      const result = (await status(sessionId, other)).json();
      expect(result).toMatchObject({ status: 'Ok' });
      expect(result.token).toBeTruthy();
    } finally {
      await other.close();
    }
  });

  it('does not answer a session on another flow’s path', async () => {
    const { sessionId } = await startedSession({ purpose: 'loginBoardMember' });
    expect((await status(sessionId, ctx.app, 'register')).statusCode).toBe(404);
  });

  it('gives a register session a registration bearer, not a login', async () => {
    const response = await start({}, 'register');
    const { sessionId } = response.json();
    await approve(sessionId, UNKNOWN);
    const result = (await status(sessionId, ctx.app, 'register')).json();
    expect(result.status).toBe('Ok');
    expect(result.token).toBeUndefined();
  });
});

describe('POST /account_service/login/bank_id/cancel/{sessionId}', () => {
  it('cancels the order at BankID and clears the session', async () => {
    const { sessionId } = await startedSession();
    const { orderRef } = await orderOf(sessionId);
    const response = await cancel(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Cancelled' });
    expect((await status(sessionId)).statusCode).toBe(404);
    const orders = await ctx.database.handle.db
      .select()
      .from(bankIdSimulatorOrders)
      .where(eq(bankIdSimulatorOrders.orderRef, orderRef ?? ''));
    expect(orders).toEqual([]);
  });
});

describe('logs', () => {
  it('never contain personal numbers or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(
      { ...testConfig, logLevel: 'trace' },
      {
        database: ctx.database.handle,
        logger: { level: 'trace', stream },
      },
    );
    try {
      await logged.ready();
      bankIdServicesOf(logged).now = () => new Date(clock);
      const started = await start({ personalNumber: KNOWN }, 'login', 'localhost', logged);
      const result = (await status(started.json().sessionId, logged)).json();
      expect(result.status).toBe('Ok');
      const text = lines.join('');
      expect(text).toContain('/account_service/login/bank_id/status/');
      expect(text).not.toContain(KNOWN);
      expect(text).not.toContain(result.token);
    } finally {
      await logged.close();
    }
  });
});
