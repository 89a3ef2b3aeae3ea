import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS } from '../../../shared/payments/payment-endpoints';
import { requireRoute } from '../../../shared/sites/routes';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';

// The payment page (issue 35 item 4): GET /api/payments/{paymentId} answers the caller's own
// payment of the host's site; anyone else's, another site's or an unknown one is 404 alike, and
// the page itself is behind login.

let ctx: TestApp;
const tokens: Record<string, string> = {};
const userIdOf: Record<string, string> = {};

async function login(key: string, host = SE_HOST) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  tokens[key] = body.token;
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
  userIdOf[key] = payload.sub ?? payload.userId;
}

const url = (paymentId: string) => PAYMENT_ENDPOINTS.ownPayment.path.replace(':paymentId', paymentId);
const read = (key: string | null, paymentId: string, host = SE_HOST) =>
  ctx.app.inject({
    method: 'GET',
    url: url(paymentId),
    headers: key ? { authorization: `Bearer ${tokens[key]}`, host } : { host },
  });

async function insertPayment(values: Partial<typeof payments.$inferInsert> & { userId: string }) {
  const id = randomUUID();
  await ctx.database.handle.db
    .insert(payments)
    .values({ id, siteKey: 'se', purpose: 'vip', status: 'NotPaid', amount: 25_000, ...values });
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await Promise.all([login('vip'), login('neighbour'), login('norway', NO_HOST)]);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/payments/{paymentId}', () => {
  it('answers the caller’s own unpaid payment, due, with amount, currency and the ways to pay', async () => {
    const id = await insertPayment({ userId: userIdOf.vip as string, dueDate: '2026-12-31' });
    const response = await read('vip', id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      paymentId: id,
      purpose: 'vip',
      amount: 25_000,
      currency: 'SEK',
      status: 'NotPaid',
      due: true,
      dueDate: '2026-12-31',
      methods: ['swish', 'card', 'bank'],
    });
  });

  it('answers a paid one as not due', async () => {
    const id = await insertPayment({ userId: userIdOf.vip as string, status: 'Paid', paidAt: new Date() });
    const response = await read('vip', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Paid', due: false });
  });

  it('needs a login', async () => {
    const id = await insertPayment({ userId: userIdOf.vip as string });
    expect((await read(null, id)).statusCode).toBe(401);
  });

  it('answers 404 for another person’s payment, another site’s and an unknown id, alike', async () => {
    const someoneElses = await insertPayment({ userId: userIdOf.vip as string });
    const other = await read('neighbour', someoneElses);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const norwegian = await insertPayment({ userId: userIdOf.vip as string, siteKey: 'no', currency: 'NOK' });
    expect((await read('vip', norwegian)).statusCode).toBe(404);
    expect((await read('vip', randomUUID())).statusCode).toBe(404);
    // The Norwegian user's own payment is found on the Norwegian host only.
    const own = await insertPayment({ userId: userIdOf.norway as string, siteKey: 'no', currency: 'NOK' });
    expect((await read('norway', own, NO_HOST)).statusCode).toBe(200);
    expect((await read('norway', own, SE_HOST)).statusCode).toBe(404);
  });

  it('answers 400, never 5xx, for an id that is not one', async () => {
    for (const bad of ['abc', '1', '%27%20or%201%3D1', 'ffffffff-ffff-ffff-ffff-fffffffffffff']) {
      const response = await read('vip', bad);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('the payment page', () => {
  it('sends an anonymous visitor to the login with the link as referrer', async () => {
    const path = `${requireRoute('se', 'payment')}?paymentId=${randomUUID()}`;
    const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host: SE_HOST } });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe(requireRoute('se', 'login'));
    expect(location.searchParams.get('referrer')).toBe(path);
  });

  it('renders for a logged-in visitor with the template payment on every site with login', async () => {
    for (const [site, host, key] of [
      ['se', SE_HOST, 'vip'],
      ['no', NO_HOST, 'norway'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${requireRoute(site, 'payment')}GetViewModel`,
        headers: { authorization: `Bearer ${tokens[key]}`, host },
      });
      expect(response.statusCode, site).toBe(200);
      expect(response.json().template.currentComponent).toBe('payment');
    }
  });
});
