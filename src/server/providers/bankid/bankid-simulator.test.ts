import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canonicalHost } from '../../../shared/sites/hosts';
import { bankIdSimulatorOrders, users } from '../../db/schema';
import { bankIdServicesOf } from '../../modules/bankid/bankid-module';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The simulator mounted by the app (no config.bankId) must answer like the RP API v6.0.

let ctx: TestApp;
let clock: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  bankIdServicesOf(ctx.app).now = () => new Date(clock);
  await ctx.database.handle.db.insert(users).values({
    id: '0b9d8a46-1d7c-4f35-9a55-3f1f5f0e0a01',
    firstName: 'Karin',
    lastName: 'Berg',
    securityNumber: '197705232382',
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = Date.parse('2026-03-02T09:00:00.000Z');
  await ctx.database.handle.db.delete(bankIdSimulatorOrders);
});

const tick = (ms: number) => {
  clock += ms;
};
const rp = (method: string, payload: unknown, host = 'localhost') =>
  ctx.app.inject({
    method: 'POST',
    url: `/bankid-simulator/rp/v6.0/${method}`,
    headers: { host, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const tester = (method: 'GET' | 'POST', path: string, form?: Record<string, string>) =>
  ctx.app.inject({
    method,
    url: `/bankid-simulator${path}`,
    headers: { host: 'localhost', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload: form ? new URLSearchParams(form).toString() : undefined,
  });
const collect = async (orderRef: string) => (await rp('collect', { orderRef })).json();
const visible = Buffer.from('Logga in på Hemvist').toString('base64');

async function newOrder(extra: Record<string, unknown> = {}) {
  const response = await rp('auth', { endUserIp: '192.0.2.10', userVisibleData: visible, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    orderRef: string;
    autoStartToken: string;
    qrStartToken: string;
    qrStartSecret: string;
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('BankID simulator RP API', () => {
  it('answers auth with orderRef, autoStartToken, qrStartToken and qrStartSecret', async () => {
    const order = await newOrder();
    for (const field of ['orderRef', 'autoStartToken', 'qrStartToken', 'qrStartSecret'] as const) {
      expect(order[field]).toMatch(uuid);
    }
    expect(await collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
  });

  it('goes outstandingTransaction → started → userSign → complete as the tester opens and approves', async () => {
    const order = await newOrder();
    const page = await tester('GET', `/orders/${order.orderRef}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Logga in på Hemvist');
    expect(await collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    tick(1_500);
    expect(await collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });

    const approved = await tester('POST', `/orders/${order.orderRef}/approve`, {
      personalNumber: '197705232382',
    });
    expect(approved.statusCode).toBe(303);
    const done = await collect(order.orderRef);
    expect(done).toMatchObject({
      orderRef: order.orderRef,
      status: 'complete',
      completionData: {
        user: { personalNumber: '197705232382', name: 'Karin Berg', givenName: 'Karin', surname: 'Berg' },
        device: { ipAddress: '192.0.2.10' },
      },
    });
    expect(done.completionData.bankIdIssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(done.completionData.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(done.completionData.ocspResponse).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(done.completionData.device.uhi.length).toBeGreaterThan(10);
  });

  it('gives failed userCancel when the user cancels in the app', async () => {
    const order = await newOrder();
    await tester('GET', `/orders/${order.orderRef}`);
    expect((await tester('POST', `/orders/${order.orderRef}/cancel`, {})).statusCode).toBe(303);
    expect(await collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode: 'userCancel',
    });
  });

  it('fails an order with certificateErr or startFailed from the tester page', async () => {
    const order = await newOrder();
    await tester('POST', `/orders/${order.orderRef}/fail`, { hintCode: 'certificateErr' });
    expect(await collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'certificateErr' });
    const other = await newOrder();
    await tester('POST', `/orders/${other.orderRef}/fail`, { hintCode: 'startFailed' });
    expect(await collect(other.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
  });

  it('removes a cancelled order: collect and cancel then answer 400 invalidParameters', async () => {
    const order = await newOrder();
    const cancelled = await rp('cancel', { orderRef: order.orderRef });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({});
    const again = await rp('collect', { orderRef: order.orderRef });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'invalidParameters' });
    expect((await rp('cancel', { orderRef: order.orderRef })).json()).toMatchObject({
      errorCode: 'invalidParameters',
    });
  });

  it('answers 400 invalidParameters for an unknown orderRef and 404 notFound for an unknown URL', async () => {
    const unknown = await rp('collect', { orderRef: '4f0c7a4e-2b1d-4c8e-9f3a-0d5e6b7c8a91' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'invalidParameters' });
    const wrongUrl = await rp('collectx', { orderRef: '4f0c7a4e-2b1d-4c8e-9f3a-0d5e6b7c8a91' });
    expect(wrongUrl.statusCode).toBe(404);
    expect(wrongUrl.json()).toMatchObject({ errorCode: 'notFound' });
  });

  it('answers a final state once: collecting a completed or failed order again is invalidParameters', async () => {
    const order = await newOrder({ requirement: { personalNumber: '197705232382' } });
    await tester('POST', `/orders/${order.orderRef}/approve`, {});
    expect(await collect(order.orderRef)).toMatchObject({ status: 'complete' });
    const again = await rp('collect', { orderRef: order.orderRef });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'invalidParameters' });

    const failing = await newOrder();
    await tester('POST', `/orders/${failing.orderRef}/cancel`);
    expect(await collect(failing.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    expect((await rp('collect', { orderRef: failing.orderRef })).json()).toMatchObject({
      errorCode: 'invalidParameters',
    });
  });

  it('answers alreadyInProgress for a second order for the same person and cancels the first', async () => {
    const first = await newOrder({ requirement: { personalNumber: '197705232382' } });
    const second = await rp('auth', {
      endUserIp: '192.0.2.11',
      requirement: { personalNumber: '197705232382' },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ errorCode: 'alreadyInProgress' });
    // The aborted order cannot be cancelled any more; collecting it says failed.
    const cancelAborted = await rp('cancel', { orderRef: first.orderRef });
    expect(cancelAborted.statusCode).toBe(400);
    expect(cancelAborted.json()).toMatchObject({ errorCode: 'invalidParameters' });
    expect(await collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    // With the first one gone, the person can start again.
    await newOrder({ requirement: { personalNumber: '197705232382' } });
  });

  it('expires an order not started within 30 s, and any order after 3 minutes', async () => {
    const idle = await newOrder();
    tick(29_000);
    expect(await collect(idle.orderRef)).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    tick(1_000);
    expect(await collect(idle.orderRef)).toMatchObject({ status: 'failed', hintCode: 'expiredTransaction' });

    const started = await newOrder();
    await tester('GET', `/orders/${started.orderRef}`);
    tick(179_000);
    expect(await collect(started.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    tick(1_000);
    expect(await collect(started.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
    const late = await tester('POST', `/orders/${started.orderRef}/approve`, {
      personalNumber: '197705232382',
    });
    expect(late.statusCode).toBe(400);
  });

  it('answers 400 invalidParameters for a bad endUserIp, personal number, body or missing sign text', async () => {
    const cases = [
      await rp('auth', { endUserIp: 'not-an-ip' }),
      await rp('auth', {}),
      await rp('auth', { endUserIp: '192.0.2.1', requirement: { personalNumber: '19770523238' } }),
      await rp('auth', { endUserIp: '192.0.2.1', requirement: { personalNumber: '197713232382' } }),
      await rp('auth', { endUserIp: '192.0.2.1', userVisibleData: 'not base64!' }),
      await rp('sign', { endUserIp: '192.0.2.1' }),
      await rp('auth', '{"endUserIp":'),
      await rp('collect', {}),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'invalidParameters' });
    }
  });

  it('creates sign orders with the text to sign', async () => {
    const response = await rp('sign', { endUserIp: '2001:db8::1', userVisibleData: visible });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.handle.db
      .select()
      .from(bankIdSimulatorOrders)
      .where(eq(bankIdSimulatorOrders.orderRef, response.json().orderRef));
    expect(row).toMatchObject({ kind: 'sign', endUserIp: '2001:db8::1' });
  });

  it('is not reachable on preprod and prod hosts', async () => {
    for (const environment of ['preprod', 'prod'] as const) {
      const host = canonicalHost('se', environment);
      expect((await rp('auth', { endUserIp: '192.0.2.1' }, host)).statusCode).toBe(404);
    }
  });
});

describe('BankID simulator tester page', () => {
  const qrPayload = (token: string, secret: string, seconds: number) =>
    `bankid.${token}.${seconds}.${createHmac('sha256', secret).update(String(seconds)).digest('hex')}`;

  it('lists pending orders and offers the QR and personal-number forms', async () => {
    const order = await newOrder({ requirement: { personalNumber: '197705232382' } });
    const page = await tester('GET', '/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`/bankid-simulator/orders/${order.orderRef}`);
    expect(page.body).toContain('<label for="qr">');
    expect(page.body).toContain('<label for="pno">');
    // The full personal number is not shown in the list.
    expect(page.body).not.toContain('197705232382');
  });

  it('opens an order by its current QR payload and refuses a forged one', async () => {
    const order = await newOrder();
    tick(3_000);
    const opened = await tester(
      'GET',
      `/open?qr=${encodeURIComponent(qrPayload(order.qrStartToken, order.qrStartSecret, 3))}`,
    );
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/bankid-simulator/orders/${order.orderRef}`);

    const forged = await tester(
      'GET',
      `/open?qr=${encodeURIComponent(qrPayload(order.qrStartToken, 'wrong-secret', 3))}`,
    );
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('role="alert"');
  });

  it('opens an order by personal number and by autostart token', async () => {
    const order = await newOrder({ requirement: { personalNumber: '197705232382' } });
    const byNumber = await tester('GET', '/open?pno=197705232382');
    expect(byNumber.headers.location).toBe(`/bankid-simulator/orders/${order.orderRef}`);
    const byToken = await tester('GET', `/autostart?token=${order.autoStartToken}`);
    expect(byToken.headers.location).toBe(`/bankid-simulator/orders/${order.orderRef}`);
    expect((await tester('GET', '/open?pno=199001011239')).statusCode).toBe(404);
  });

  it('opens an order started for a QR code by personal number, to sign as that person', async () => {
    const order = await newOrder();
    const byNumber = await tester('GET', '/open?pno=197705232382');
    expect(byNumber.statusCode).toBe(303);
    expect(byNumber.headers.location).toBe(`/bankid-simulator/orders/${order.orderRef}?signAs=197705232382`);
    const page = await tester('GET', `/orders/${order.orderRef}?signAs=197705232382`);
    expect(page.body).toMatch(/id="personalNumber"[^>]*value="197705232382"/);
    await tester('POST', `/orders/${order.orderRef}/approve`, { personalNumber: '197705232382' });
    expect(await collect(order.orderRef)).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: '197705232382', givenName: 'Karin' } },
    });
  });

  it("shows each pending order's current QR payload, and that payload opens the order", async () => {
    const order = await newOrder();
    tick(3_000);
    const start = await tester('GET', '/');
    const shown = /<code class="qr-payload">([^<]+)<\/code>/.exec(start.body)?.[1];
    const expected = `bankid.${order.qrStartToken}.3.${createHmac('sha256', order.qrStartSecret)
      .update('3')
      .digest('hex')}`;
    expect(shown).toBe(expected);
    const opened = await tester('GET', `/open?qr=${encodeURIComponent(shown ?? '')}`);
    expect(opened.headers.location).toBe(`/bankid-simulator/orders/${order.orderRef}`);
  });

  it('lets only the bound person approve an order bound to a personal number', async () => {
    const order = await newOrder({ requirement: { personalNumber: '197705232382' } });
    const wrong = await tester('POST', `/orders/${order.orderRef}/approve`, {
      personalNumber: '199001011239',
    });
    expect(wrong.statusCode).toBe(400);
    const right = await tester('POST', `/orders/${order.orderRef}/approve`, {});
    expect(right.statusCode).toBe(303);
    expect(await collect(order.orderRef)).toMatchObject({ status: 'complete' });
  });
});
