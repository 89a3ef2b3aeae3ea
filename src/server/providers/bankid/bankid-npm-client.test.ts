import { BankIdClientV6, BankIdError, QrGenerator } from 'bankid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The simulator driven by a BankID client written elsewhere: the npm `bankid` package's v6
// client, pointed at the simulator over plain HTTP instead of BankID's test service. What it
// sends and expects is what the RP API v6.0 does, so a difference shows up here.

let ctx: TestApp;
let client: BankIdClientV6;
let origin: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await ctx.database.handle.db.insert(users).values({
    id: '0b9d8a46-1d7c-4f35-9a55-3f1f5f0e0a02',
    firstName: 'Karin',
    lastName: 'Berg',
    securityNumber: '197705232382',
  });
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  client = new BankIdClientV6({ production: false, refreshInterval: 50 });
  // The package talks to appapi2.test.bankid.com with its own test certificate; this one talks
  // to the local simulator on the portal's dev host name instead.
  client.axios.defaults.baseURL = `${origin}/bankid-simulator/rp/v6.0/`;
  client.axios.defaults.httpsAgent = undefined;
  client.axios.defaults.headers.common.Host = 'localhost';
});
afterAll(() => ctx.close());

const tester = (path: string, form?: Record<string, string>) =>
  fetch(`${origin}/bankid-simulator${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { host: 'localhost', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: 'manual',
  });

async function rpError(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BankIdError);
  return (error as BankIdError).code;
}

describe('the BankID simulator with the npm bankid v6 client', () => {
  it('authenticates: the package collects until the tester approves, with its QR codes valid', async () => {
    const order = await client.authenticate({ endUserIp: '192.0.2.20' });
    const qr = String(await QrGenerator.latestQrFromCache(order.orderRef));
    expect(qr).toMatch(/^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
    const opened = await tester(`/open?qr=${encodeURIComponent(qr)}`);
    expect(opened.status).toBe(303);
    const collecting = client.awaitPendingCollect(order.orderRef);
    await tester(`/orders/${order.orderRef}/approve`, { personalNumber: '197705232382' });
    const done = await collecting;
    expect(done).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: '197705232382', name: 'Karin Berg' } },
    });
  });

  it('signs with the text the package encodes', async () => {
    const order = await client.sign({ endUserIp: '192.0.2.20', userVisibleData: 'Boka lägenhet 1101' });
    const page = await tester(`/orders/${order.orderRef}`);
    expect(await page.text()).toContain('Boka lägenhet 1101');
    await client.cancel({ orderRef: order.orderRef });
  });

  it('answers invalidParameters for an unknown order, a collected final state and a cancelled one', async () => {
    expect(await rpError(client.collect({ orderRef: 'c0d6a8e2-6d55-4d3f-8e0b-1f2a3b4c5d6e' }))).toBe(
      'invalidParameters',
    );

    const order = await client.authenticate({ endUserIp: '192.0.2.20' });
    await tester(`/orders/${order.orderRef}/cancel`, {});
    expect(await client.collect({ orderRef: order.orderRef })).toMatchObject({
      status: 'failed',
      hintCode: 'userCancel',
    });
    expect(await rpError(client.collect({ orderRef: order.orderRef }))).toBe('invalidParameters');

    const cancelled = await client.authenticate({ endUserIp: '192.0.2.20' });
    await client.cancel({ orderRef: cancelled.orderRef });
    expect(await rpError(client.collect({ orderRef: cancelled.orderRef }))).toBe('invalidParameters');
  });

  it('aborts both orders on alreadyInProgress: the first is failed and cannot be cancelled', async () => {
    const first = await client.authenticate({
      endUserIp: '192.0.2.20',
      requirement: { personalNumber: '197705232382', pinCode: false, mrtd: false },
    });
    expect(
      await rpError(
        client.authenticate({
          endUserIp: '192.0.2.21',
          requirement: { personalNumber: '197705232382', pinCode: false, mrtd: false },
        }),
      ),
    ).toBe('alreadyInProgress');
    expect(await rpError(client.cancel({ orderRef: first.orderRef }))).toBe('invalidParameters');
    expect(await client.collect({ orderRef: first.orderRef })).toMatchObject({
      status: 'failed',
      hintCode: 'cancelled',
    });
  });
});
