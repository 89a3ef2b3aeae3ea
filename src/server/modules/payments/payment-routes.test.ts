import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ENDPOINTS as B } from '../../../shared/booking/booking-endpoints';
import { PAYMENT_ENDPOINTS as E, PAYMENT_CALLBACK_PATHS } from '../../../shared/payments/payment-endpoints';
import { notifications, paymentAttempts, payments, residenceBookings } from '../../db/schema';
import { minorToDecimal } from '../../providers/payments/payment-provider';
import { paymentServicesOf } from '../../providers/payments/payment-providers';
import {
  PUSH_SIGNATURE_HEADER,
  PUSH_TIMESTAMP_HEADER,
  pushSignature,
} from '../../providers/payments/svea-api';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SE_HOST } from '../account/testing/account-test-app';
import { type PaymentTestWorld, paymentTestWorld } from './testing/payment-test-world';

// Paying a booking fee and any payment of one's own (issue 14 item 6, issue 15 item 5) through the
// Swish, card and bank simulators: the amount is the server's, someone else's payment is 404, a
// callback that comes twice, late or after polling records the payment once, a refused or declined
// payment leaves the booking unpaid, and forged or replayed card pushes change nothing.

let ctx: TestApp;
let world: PaymentTestWorld;
let userIdOf: Record<string, string>;

const db = () => world.db();
const sim = () => world.sim();
const get = (key: string, url: string) => world.get(key, url);
const post = (key: string, url: string, payload: object) => world.post(key, url, payload);
const signedBooking = (key: string, flow: 'B' | 'C' = 'B') => world.signedBooking(key, flow);
const paymentNumberFor = (key: string, bookingId: string) => world.paymentNumberFor(key, bookingId);

async function bookingStatus(bookingId: string) {
  const [row] = await db().select().from(residenceBookings).where(eq(residenceBookings.id, bookingId));
  return row?.status;
}

async function paymentRow(paymentId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

async function paidAttempts(paymentId: string) {
  return db()
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.status, 'paid')));
}

const swishBody = (key: string, booking: { bookingId: string; objectId: string }, extra: object = {}) =>
  world.feeBody(key, booking, extra);

async function status(key: string, paymentNumber: string, type?: string) {
  const response = await get(
    key,
    `/api/buyresidence/paymentstatus/${paymentNumber}${type ? `/${type}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  world = paymentTestWorld(ctx);
  userIdOf = world.userIdOf;
  for (const key of ['buyer-se', 'vip', 'neighbour']) await world.login(key);
}, 120_000);
afterAll(() => ctx.close());

describe('createpaymentid', () => {
  it('answers the booking fee of a signed booking, one payment row and one due notice however often it is asked', async () => {
    const booking = await signedBooking('buyer-se');
    const first = await paymentNumberFor('buyer-se', booking.bookingId);
    const second = await paymentNumberFor('buyer-se', booking.bookingId);
    expect(first).toMatchObject({
      amount: booking.fee,
      currency: 'SEK',
      status: 'NotPaid',
      purpose: 'booking-fee',
      bookingId: booking.bookingId,
      methods: ['swish', 'card', 'bank'],
    });
    expect(second.paymentId).toBe(first.paymentId);
    expect(second.paymentNumber).not.toBe(first.paymentNumber);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, first.paymentId));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ notificationType: 'VipPayment', name: 'booking_fee' });
  });

  it('refuses an unsigned booking, and answers 404 for another buyer’s booking', async () => {
    const booking = await signedBooking('buyer-se', 'C');
    expect(
      (await get('neighbour', `/api/buyresidence/createpaymentid/${booking.bookingId}`)).statusCode,
    ).toBe(404);
    await db()
      .update(residenceBookings)
      .set({ status: 'held' })
      .where(eq(residenceBookings.id, booking.bookingId));
    const unsigned = await get('buyer-se', `/api/buyresidence/createpaymentid/${booking.bookingId}`);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().code).toBe('BOOKING_STEP_NOT_ALLOWED');
    expect((await get('buyer-se', `/api/buyresidence/createpaymentid/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('buyer-se', '/api/buyresidence/createpaymentid/not-a-uuid')).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/buyresidence/createpaymentid/${booking.bookingId}`,
          headers: { host: SE_HOST },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('Swish', () => {
  it('pays the server’s amount; a callback that comes twice records the payment once and the booking is paid', async () => {
    const booking = await signedBooking('buyer-se');
    const { paymentNumber, paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    // An amount sent by the client is no field of the payload: the fee is the server's.
    const started = await post('buyer-se', E.startSwish.path, {
      ...swishBody('buyer-se', booking, { PaymentNumber: paymentNumber, PhoneNumber: '070-123 45 67' }),
      Amount: 1,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      state: 'pending',
      amount: booking.fee,
      browser: { kind: 'swish-phone' },
    });
    const attempt = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, paymentNumber));
    const request = await sim().swish?.get(attempt[0]?.providerReference ?? '');
    expect(request?.payment.amount.toFixed(2)).toBe(minorToDecimal(booking.fee));
    expect(request?.payment.payerAlias).toBe('46701234567');

    await sim().swish?.pay(request?.payment.id ?? '');
    await sim().swish?.resend(request?.payment.id ?? '');
    expect(request?.deliveries.map((d) => ('status' in d ? d.status : d.error))).toEqual([200, 409]);

    expect(await status('buyer-se', paymentNumber, 'swish')).toMatchObject({
      state: 'paid',
      paymentStatus: 'Paid',
    });
    expect(await paidAttempts(paymentId)).toHaveLength(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Paid', paidWith: 'swish' });
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
    expect(await db().select().from(notifications).where(eq(notifications.targetId, paymentId))).toHaveLength(
      0,
    );

    const receipt = await get('buyer-se', `/api/payments/${paymentId}/receipt`);
    expect(receipt.json()).toMatchObject({
      amount: booking.fee,
      currency: 'SEK',
      method: 'swish',
      reference: request?.payment.id,
    });
    // Paid: another start is refused, and createpaymentid says so.
    const again = await post('buyer-se', E.startSwish.path, swishBody('buyer-se', booking));
    expect(again.statusCode).toBe(409);
    expect((await paymentNumberFor('buyer-se', booking.bookingId)).paymentId).toBe(paymentId);
  });

  it('records the payment once when the callback arrives after polling saw it paid', async () => {
    const booking = await signedBooking('buyer-se');
    const { paymentNumber, paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    const started = await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: paymentNumber }),
    );
    expect(started.json().browser.kind).toBe('swish-app');
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, paymentNumber));
    const request = await sim().swish?.get(attempt?.providerReference ?? '');
    if (!request) throw new Error('no Swish request');
    // The first callback is lost on the way (an unreachable address), so polling sees PAID first.
    const callbackUrl = request.payment.callbackUrl;
    request.payment.callbackUrl = 'http://unreachable.invalid/callback';
    await sim().swish?.pay(request.payment.id);
    expect(request.deliveries[0]).toHaveProperty('error');
    expect(await status('buyer-se', paymentNumber)).toMatchObject({ state: 'paid' });
    // Then Swish retries and the callback arrives, late, while the payer's page polls again:
    // accepted, nothing recorded twice.
    request.payment.callbackUrl = callbackUrl;
    await Promise.all([
      sim().swish?.resend(request.payment.id),
      ...Array.from({ length: 5 }, () => status('buyer-se', paymentNumber)),
    ]);
    expect(request.deliveries[1]).toEqual({ status: 200 });
    expect(await paidAttempts(paymentId)).toHaveLength(1);
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
  });

  it('records the payment once when the callback and several polls report it at the same moment', async () => {
    const booking = await signedBooking('buyer-se');
    const { paymentNumber, paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: paymentNumber }),
    );
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, paymentNumber));
    const request = await sim().swish?.get(attempt?.providerReference ?? '');
    if (!request) throw new Error('no Swish request');
    const callbackUrl = request.payment.callbackUrl;
    request.payment.callbackUrl = 'http://unreachable.invalid/callback';
    await sim().swish?.pay(request.payment.id);
    request.payment.callbackUrl = callbackUrl;
    const answers = await Promise.all([
      sim().swish?.resend(request.payment.id),
      ...Array.from({ length: 5 }, () => status('buyer-se', paymentNumber)),
    ]);
    expect(answers.slice(1).every((answer) => answer.state === 'paid')).toBe(true);
    expect(await paidAttempts(paymentId)).toHaveLength(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Paid' });
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
  });

  it('a declined or failed payment leaves the booking unpaid and another try pays it', async () => {
    const booking = await signedBooking('buyer-se');
    const first = await paymentNumberFor('buyer-se', booking.bookingId);
    await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: first.paymentNumber }),
    );
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, first.paymentNumber));
    await sim().swish?.decline(attempt?.providerReference ?? '');
    expect(await status('buyer-se', first.paymentNumber)).toMatchObject({
      state: 'declined',
      paymentStatus: 'NotPaid',
    });
    expect(await bookingStatus(booking.bookingId)).toBe('signed');
    const step = await post('buyer-se', B.bookingStep.path, { bookingId: booking.bookingId, step: 'done' });
    expect(step.statusCode).toBe(409);

    const second = await paymentNumberFor('buyer-se', booking.bookingId);
    await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: second.paymentNumber }),
    );
    const [retry] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, second.paymentNumber));
    await sim().swish?.fail(retry?.providerReference ?? '', 'BANKIDCL');
    expect(await status('buyer-se', second.paymentNumber)).toMatchObject({
      state: 'error',
      errorCode: 'BANKIDCL',
    });

    const third = await paymentNumberFor('buyer-se', booking.bookingId);
    await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: third.paymentNumber }),
    );
    const [last] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, third.paymentNumber));
    await sim().swish?.pay(last?.providerReference ?? '');
    expect(await status('buyer-se', third.paymentNumber)).toMatchObject({ state: 'paid' });
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
  });

  it('a Swish payment paid while its callback was lost is found when another method starts, and not paid twice', async () => {
    const booking = await signedBooking('buyer-se');
    const { paymentNumber, paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: paymentNumber }),
    );
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, paymentNumber));
    const request = await sim().swish?.get(attempt?.providerReference ?? '');
    if (!request) throw new Error('no Swish request');
    request.payment.callbackUrl = 'http://unreachable.invalid/callback';
    await sim().swish?.pay(request.payment.id);
    // The payer, seeing nothing happen, tries the card: the open Swish request is settled first.
    const card = await post('buyer-se', E.startCard.path, {
      ObjectId: booking.objectId,
      ContractId: booking.bookingId,
      UserIds: [userIdOf['buyer-se']],
      PaymentNumber: randomUUID(),
    });
    expect(card.statusCode).toBe(409);
    expect(await paidAttempts(paymentId)).toHaveLength(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Paid', paidWith: 'swish' });
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
  });

  it('answers Swish’s refusal (ACMT03, RP06, BE18) with its code, and nothing is written', async () => {
    const booking = await signedBooking('buyer-se');
    const notEnrolled = await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PhoneNumber: '0701230000' }),
    );
    expect(notEnrolled.json()).toMatchObject({ state: 'error', errorCode: 'ACMT03', browser: null });
    for (const code of ['RP06', 'BE18']) {
      const refused = await post(
        'buyer-se',
        E.startSwish.path,
        swishBody('buyer-se', booking, { Message: code }),
      );
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({ state: 'error', errorCode: code });
    }
    const { paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    expect(
      await db().select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, paymentId)),
    ).toHaveLength(0);
    expect(await bookingStatus(booking.bookingId)).toBe('signed');
  });

  it('validates the payload of flows §3.6 and authorises the booking', async () => {
    const booking = await signedBooking('buyer-se');
    const bad = [
      { PhoneNumber: '12' },
      { PhoneNumber: 'call me' },
      { Message: '<script>' },
      { Message: 'x'.repeat(51) },
      { UserIds: [] },
      { PaymentNumber: 'not-a-uuid' },
      { ReturnPath: 'https://elsewhere.example/' },
      { ReturnPath: '//elsewhere.example/' },
    ];
    for (const extra of bad) {
      const response = await post('buyer-se', E.startSwish.path, swishBody('buyer-se', booking, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    // platform §5 swedishPhone: Swish takes Swedish numbers; a foreign one says so by its key.
    for (const foreign of ['+47 912 34 567', '+358 40 123 4567']) {
      const response = await post(
        'buyer-se',
        E.startSwish.path,
        swishBody('buyer-se', booking, { PhoneNumber: foreign }),
      );
      expect(response.statusCode, foreign).toBe(400);
      expect(response.json().issues, foreign).toEqual([{ path: 'PhoneNumber', message: 'swedishPhone' }]);
    }
    const notMine = await post('neighbour', E.startSwish.path, swishBody('neighbour', booking));
    expect(notMine.statusCode).toBe(404);
    const otherUsers = await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { UserIds: [userIdOf.neighbour] }),
    );
    expect(otherUsers.statusCode).toBe(404);
    const otherHome = await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { ObjectId: randomUUID() }),
    );
    expect(otherHome.statusCode).toBe(404);
  });
});

describe('card', () => {
  it('pays through the checkout; a replayed and a forged push are refused and change nothing', async () => {
    const booking = await signedBooking('buyer-se', 'C');
    const { paymentNumber, paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    const body = {
      ObjectId: booking.objectId,
      ContractId: booking.bookingId,
      UserIds: [userIdOf['buyer-se']],
      PaymentNumber: paymentNumber,
      ReturnPath: '/boka/payment/',
    };
    const started = await post('buyer-se', E.startCard.path, body);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ state: 'pending', method: 'card', amount: booking.fee });
    expect(started.json().browser.url).toMatch(/^\/svea-simulator\/checkout\/\d+$/);
    // The same PaymentNumber again is the same attempt: one order.
    const repeated = await post('buyer-se', E.startCard.path, body);
    expect(repeated.json().browser).toEqual(started.json().browser);
    // … and it cannot become a Swish payment.
    const reused = await post(
      'buyer-se',
      E.startSwish.path,
      swishBody('buyer-se', booking, { PaymentNumber: paymentNumber }),
    );
    expect(reused.statusCode).toBe(409);

    const orderId = started.json().browser.url.split('/').pop();
    const order = sim().svea?.get(orderId);
    expect(order?.order.OrderAmount).toBe(booking.fee);
    expect(order?.order.MerchantSettings.ConfirmationUri).toBe(
      `http://localhost/boka/payment/?cid=${paymentNumber}&type=card`,
    );

    // A forged push (signed with another secret) saying the order is paid: refused.
    const forgedBody = JSON.stringify({
      PushId: randomUUID(),
      OrderId: Number(orderId),
      ClientOrderNumber: order?.order.ClientOrderNumber,
      Status: 'Confirmed',
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = await ctx.app.inject({
      method: 'POST',
      url: PAYMENT_CALLBACK_PATHS.card,
      headers: {
        host: SE_HOST,
        'content-type': 'application/json',
        [PUSH_TIMESTAMP_HEADER]: timestamp,
        [PUSH_SIGNATURE_HEADER]: pushSignature('another-secret', timestamp, forgedBody),
      },
      payload: forgedBody,
    });
    expect(forged.statusCode).toBe(401);
    expect((await paymentRow(paymentId))?.status).toBe('NotPaid');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: PAYMENT_CALLBACK_PATHS.card,
      headers: { host: SE_HOST, 'content-type': 'application/json' },
      payload: forgedBody,
    });
    expect(unsigned.statusCode).toBe(401);

    await sim().svea?.pay(orderId);
    await sim().svea?.resendPush(orderId);
    expect(order?.deliveries.map((d) => ('status' in d ? d.status : d.error))).toEqual([200, 409]);
    expect(await paidAttempts(paymentId)).toHaveLength(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Paid', paidWith: 'card' });
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
    expect(await status('buyer-se', paymentNumber, 'card')).toMatchObject({ state: 'paid', browser: null });
    // The attempt read as another method's is not found.
    expect((await get('buyer-se', `/api/buyresidence/paymentstatus/${paymentNumber}/bank`)).statusCode).toBe(
      404,
    );
  });

  it('a declined card leaves the booking unpaid', async () => {
    const booking = await signedBooking('buyer-se', 'C');
    const { paymentNumber } = await paymentNumberFor('buyer-se', booking.bookingId);
    const started = await post('buyer-se', E.startCard.path, {
      ObjectId: booking.objectId,
      ContractId: booking.bookingId,
      UserIds: [userIdOf['buyer-se']],
      PaymentNumber: paymentNumber,
    });
    await sim().svea?.decline(started.json().browser.url.split('/').pop());
    expect(await status('buyer-se', paymentNumber)).toMatchObject({
      state: 'declined',
      paymentStatus: 'NotPaid',
    });
    expect(await bookingStatus(booking.bookingId)).toBe('signed');
  });
});

describe('bank', () => {
  it('is read when the payer comes back: paid once the bank has executed it', async () => {
    const booking = await signedBooking('buyer-se');
    const { paymentNumber, paymentId } = await paymentNumberFor('buyer-se', booking.bookingId);
    const started = await post('buyer-se', E.startBank.path, {
      ObjectId: booking.objectId,
      ContractId: booking.bookingId,
      UserIds: [userIdOf['buyer-se']],
      PaymentNumber: paymentNumber,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ state: 'pending', method: 'bank', browser: { kind: 'redirect' } });
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, paymentNumber));
    sim().nordea?.decide(attempt?.providerReference ?? '', 'approve');
    const services = paymentServicesOf(ctx.app);
    const realNow = services.now;
    try {
      services.now = () => new Date(Date.now() + 10_000);
      expect(await status('buyer-se', paymentNumber, 'bank')).toMatchObject({ state: 'paid' });
    } finally {
      services.now = realNow;
    }
    expect(await status('buyer-se', paymentNumber, 'bank')).toMatchObject({ state: 'paid' });
    expect(await paidAttempts(paymentId)).toHaveLength(1);
    expect(await bookingStatus(booking.bookingId)).toBe('paid');
  });

  it('a rejected bank payment says so and leaves the booking unpaid', async () => {
    const booking = await signedBooking('buyer-se');
    const { paymentNumber } = await paymentNumberFor('buyer-se', booking.bookingId);
    await post('buyer-se', E.startBank.path, {
      ObjectId: booking.objectId,
      ContractId: booking.bookingId,
      UserIds: [userIdOf['buyer-se']],
      PaymentNumber: paymentNumber,
    });
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, paymentNumber));
    sim().nordea?.decide(attempt?.providerReference ?? '', 'insufficient');
    expect(await status('buyer-se', paymentNumber)).toMatchObject({ state: 'declined' });
    expect(await bookingStatus(booking.bookingId)).toBe('signed');
  });
});

describe('any payment of one’s own (my pages)', () => {
  it('pays a VIP payment by id and reads its receipt; another user gets 404', async () => {
    const [vipPayment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userIdOf.vip ?? ''), eq(payments.status, 'NotPaid')));
    if (!vipPayment) throw new Error('no seeded VIP payment');
    const paymentNumber = randomUUID();
    const url = `/api/payments/${vipPayment.id}/start`;
    expect((await post('neighbour', url, { method: 'card', paymentNumber })).statusCode).toBe(404);
    expect((await get('neighbour', `/api/payments/${vipPayment.id}/receipt`)).statusCode).toBe(404);
    expect((await get('vip', `/api/payments/${vipPayment.id}/receipt`)).statusCode).toBe(409);
    const started = await post('vip', url, {
      method: 'card',
      paymentNumber,
      returnPath: '/mina-sidor/betalningar/',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await get('neighbour', `/api/buyresidence/paymentstatus/${paymentNumber}`)).statusCode).toBe(404);
    await sim().svea?.pay(started.json().browser.url.split('/').pop());
    const receipt = await get('vip', `/api/payments/${vipPayment.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      paymentId: vipPayment.id,
      purpose: 'vip',
      amount: vipPayment.amount,
      method: 'card',
    });
    expect(Number.isNaN(Date.parse(receipt.json().paidAt))).toBe(false);
    expect((await post('vip', url, { method: 'card', paymentNumber: randomUUID() })).statusCode).toBe(409);
  });

  it('keeps amounts integers in minor units from the payment row through Swish and back (fast-check; Swish takes 1.00 SEK and up)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 100, max: 2_000_000_000 }), async (amount) => {
        const id = randomUUID();
        await db()
          .insert(payments)
          .values({ id, userId: userIdOf.vip ?? '', siteKey: 'se', status: 'NotPaid', amount });
        const paymentNumber = randomUUID();
        const started = await post('vip', `/api/payments/${id}/start`, { method: 'swish', paymentNumber });
        expect(started.json()).toMatchObject({ state: 'pending', amount });
        const [attempt] = await db()
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.id, paymentNumber));
        const request = await sim().swish?.get(attempt?.providerReference ?? '');
        expect(request?.payment.amount.toFixed(2)).toBe(minorToDecimal(amount));
        await sim().swish?.pay(request?.payment.id ?? '');
        const receipt = (await get('vip', `/api/payments/${id}/receipt`)).json();
        expect(receipt.amount).toBe(amount);
        expect(Number.isInteger(receipt.amount)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
