import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ENDPOINTS as B } from '../../../shared/booking/booking-endpoints';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../../shared/booking/booking-steps';
import type { MyPayment } from '../../../shared/my-pages/payments-contracts';
import { MY_PAYMENTS_ENDPOINTS } from '../../../shared/my-pages/payments-endpoints';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { SITES } from '../../../shared/sites/sites';
import {
  bookingProjects,
  paymentAttempts,
  payments,
  residenceBookings,
  residenceObjects,
  residenceStages,
} from '../../db/schema';
import { paymentServicesOf } from '../../providers/payments/payment-providers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';

// My pages' payments (issue 15 item 5; flows §3.2): the caller's payments of the current site,
// due first, then the history; Reminder1 due on the Norwegian site only; a booking fee named by
// its home; another person's payment is never listed and answers 404 to start and receipt.

let ctx: TestApp;
const tokens: Record<string, string> = {};
const userIdOf: Record<string, string> = {};
const LIST = MY_PAYMENTS_ENDPOINTS.listMyPayments.path;

async function login(key: string, host = SE_HOST) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  tokens[key] = body.token;
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
  userIdOf[key] = payload.sub ?? payload.userId;
}

const db = () => ctx.database.handle.db;
const headers = (key: string, host: string) => ({ authorization: `Bearer ${tokens[key]}`, host });
const get = (key: string, url: string, host = SE_HOST) =>
  ctx.app.inject({ method: 'GET', url, headers: headers(key, host) });
const post = (key: string, url: string, payload: object, host = SE_HOST) =>
  ctx.app.inject({ method: 'POST', url, headers: headers(key, host), payload });

async function list(key: string, host = SE_HOST): Promise<MyPayment[]> {
  const response = await get(key, LIST, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payments;
}

async function insertPayment(values: Partial<typeof payments.$inferInsert> & { userId: string }) {
  const id = randomUUID();
  await db()
    .insert(payments)
    .values({ id, siteKey: 'se', status: 'NotPaid', amount: 10_000, ...values });
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await Promise.all([
    login('vip'),
    login('neighbour'),
    login('board'),
    login('buyer-se'),
    login('norway', NO_HOST),
  ]);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/my-pages/payments', () => {
  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: LIST, headers: { host: SE_HOST } });
    expect(response.statusCode).toBe(401);
  });

  it('lists the VIP member’s unpaid VIP fee as due, with amount in minor units, currency and due date', async () => {
    const listed = await list('vip');
    const due = listed.filter((payment) => payment.due);
    expect(due).toEqual([
      expect.objectContaining({
        purpose: 'vip',
        homeName: null,
        amount: 20_000,
        currency: 'SEK',
        status: 'NotPaid',
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        paidAt: null,
        paidWith: null,
        methods: ['swish', 'card', 'bank'],
      }),
    ]);
  });

  it('Reminder1 is due on the Norwegian site and not on the Swedish one (flows §3.2)', async () => {
    const norwegian = await list('norway', NO_HOST);
    // (The my-pages seed also gives this customer a booking with its fee, listed beside it.)
    expect(norwegian).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'Reminder1',
          due: true,
          currency: 'NOK',
          methods: ['card', 'bank'],
        }),
      ]),
    );
    // The Norwegian payment is not listed on another site.
    expect(await list('norway', SE_HOST)).toEqual([]);

    const swedishReminder = await insertPayment({ userId: userIdOf.vip ?? '', status: 'Reminder1' });
    const swedish = (await list('vip')).find((payment) => payment.paymentId === swedishReminder);
    expect(swedish).toMatchObject({ status: 'Reminder1', due: false });
    // Not due here: not payable either.
    const start = await post('vip', `/api/payments/${swedishReminder}/start`, {
      method: 'card',
      paymentNumber: randomUUID(),
    });
    expect(start.statusCode).toBe(409);
    // And the Norwegian one can be started on its site.
    const [norwegianPayment] = norwegian;
    const started = await post(
      'norway',
      `/api/payments/${norwegianPayment?.paymentId}/start`,
      { method: 'card', paymentNumber: randomUUID(), returnPath: '/mine-sider/betalinger/' },
      NO_HOST,
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ state: 'pending', amount: 20_000, currency: 'NOK' });
  });

  it('after paying with Swish the payment moves to the history with its method, time and receipt', async () => {
    const paymentId = await insertPayment({
      userId: userIdOf.vip ?? '',
      amount: 15_050,
      dueDate: '2026-12-01',
    });
    // platform §5 swedishPhone: a number Swish cannot reach is refused before Swish is asked.
    const foreign = await post('vip', `/api/payments/${paymentId}/start`, {
      method: 'swish',
      paymentNumber: randomUUID(),
      phoneNumber: '+47 912 34 567',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([{ path: 'phoneNumber', message: 'swedishPhone' }]);
    const started = await post('vip', `/api/payments/${paymentId}/start`, {
      method: 'swish',
      paymentNumber: randomUUID(),
      phoneNumber: '070-123 45 67',
    });
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, started.json().paymentNumber));
    const open = await paymentServicesOf(ctx.app).simulators.swish?.get(attempt?.providerReference ?? '');
    if (!open) throw new Error('no open Swish request');
    expect(open.payment.amount).toBe(150.5);
    await paymentServicesOf(ctx.app).simulators.swish?.pay(open.payment.id);
    // A status read reconciles (the callback may come later).
    const status = await get('vip', `/api/buyresidence/paymentstatus/${started.json().paymentNumber}`);
    expect(status.json()).toMatchObject({ state: 'paid' });

    const listed = await list('vip');
    const paid = listed.find((payment) => payment.paymentId === paymentId);
    expect(paid).toMatchObject({ status: 'Paid', due: false, paidWith: 'swish', amount: 15_050 });
    expect(Number.isNaN(Date.parse(paid?.paidAt ?? ''))).toBe(false);
    // Due first, then the history with the newest first.
    const firstHistory = listed.findIndex((payment) => !payment.due);
    expect(listed.slice(firstHistory).every((payment) => !payment.due)).toBe(true);
    expect(listed[firstHistory]?.paymentId).toBe(paymentId);

    const receipt = await get('vip', `/api/payments/${paymentId}/receipt`);
    expect(receipt.json()).toMatchObject({ amount: 15_050, currency: 'SEK', method: 'swish' });
    expect(receipt.json().reference).toEqual(expect.any(String));
  });

  it('names a booking fee by its home', async () => {
    const [project] = await db()
      .select({ stageId: bookingProjects.stageId, stageName: residenceStages.name })
      .from(bookingProjects)
      .innerJoin(residenceStages, eq(residenceStages.id, bookingProjects.stageId))
      .where(and(eq(bookingProjects.flow, 'B'), eq(residenceStages.siteId, SITES.se.siteId)));
    if (!project) throw new Error('no flow B project');
    await db()
      .update(residenceBookings)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(residenceBookings.buyerUserId, userIdOf['buyer-se'] ?? ''),
          inArray(residenceBookings.status, ACTIVE_BOOKING_STATUSES as BookingStatus[]),
        ),
      );
    const [home] = await db()
      .select({ id: residenceObjects.id, objectNumber: residenceObjects.objectNumber })
      .from(residenceObjects)
      .where(
        and(
          eq(residenceObjects.stageId, project.stageId),
          eq(residenceObjects.status, OBJECT_STATUS.forSale),
        ),
      )
      .orderBy(residenceObjects.objectNumber);
    if (!home) throw new Error('no home for sale');
    const booked = await post('buyer-se', B.startBooking.path, {
      objectId: home.id,
      idempotencyKey: randomUUID(),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId: string = booked.json().bookingId;
    await db()
      .update(residenceBookings)
      .set({ status: 'signed', currentStep: 'payment', signedAt: new Date() })
      .where(eq(residenceBookings.id, bookingId));
    const fee = await get('buyer-se', `/api/buyresidence/createpaymentid/${bookingId}`);
    expect(fee.statusCode, fee.body).toBe(200);

    const listed = await list('buyer-se');
    expect(listed.find((payment) => payment.paymentId === fee.json().paymentId)).toMatchObject({
      purpose: 'booking-fee',
      homeName: `${project.stageName}, ${home.objectNumber}`,
      due: true,
    });
  });

  it('never lists, starts or shows the receipt of another person’s payment (probes counted)', async () => {
    const vipPayments = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.userId, userIdOf.vip ?? ''));
    expect(vipPayments.length).toBeGreaterThanOrEqual(3);
    let probes = 0;
    let leaks = 0;
    for (const intruder of ['neighbour', 'board', 'buyer-se']) {
      const listed = await list(intruder);
      probes += 1;
      if (listed.some((payment) => vipPayments.some((own) => own.id === payment.paymentId))) leaks += 1;
      for (const { id } of vipPayments) {
        const start = await post(intruder, `/api/payments/${id}/start`, {
          method: 'card',
          paymentNumber: randomUUID(),
        });
        const receipt = await get(intruder, `/api/payments/${id}/receipt`);
        probes += 2;
        for (const response of [start, receipt]) {
          if (response.statusCode !== 404) leaks += 1;
          if (response.body.includes(id) || response.body.includes('amount')) leaks += 1;
        }
      }
    }
    expect(probes).toBe(3 * (1 + 2 * vipPayments.length));
    expect(leaks).toBe(0);
  });
});
