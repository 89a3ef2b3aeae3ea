import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS as E } from '../../../shared/payments/payment-endpoints';
import { paymentAttempts, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { paymentDepsOf, reconcileOpenAttempts } from './payment-reconciler';
import { type PaymentTestWorld, paymentTestWorld } from './testing/payment-test-world';

// A payment is recorded without the payer's browser (issue 32 item 2): the scheduled job reads
// every open attempt from its provider. Bank payment has no callback, so before it a payer who
// approved at the bank and closed the tab left a paid fee recorded as unpaid; and a charge that
// came after the fee was settled another way stayed recorded nowhere.

let ctx: TestApp;
let world: PaymentTestWorld;
const BUYER = 'buyer-se';

beforeAll(async () => {
  ctx = await createTestApp();
  world = paymentTestWorld(ctx);
  await world.login(BUYER);
}, 120_000);
afterAll(() => ctx.close());

/** A bank payment of a fresh booking's fee, started and approved at the bank; nobody polls after. */
async function approvedBankPayment() {
  const booking = await world.signedBooking(BUYER);
  const { paymentId } = await world.paymentNumberFor(BUYER, booking.bookingId);
  const body = world.feeBody(BUYER, booking);
  const started = await world.post(BUYER, E.startBank.path, body);
  expect(started.json()).toMatchObject({ state: 'pending', browser: { kind: 'redirect' } });
  await world.approveEverywhere([body.PaymentNumber]);
  return { booking, paymentId, attemptId: body.PaymentNumber };
}

describe('the reconcile job', () => {
  it('records a bank payment approved at the bank as paid, with nobody polling', async () => {
    const { booking, paymentId } = await approvedBankPayment();
    const job = () => reconcileOpenAttempts(paymentDepsOf(ctx.app));

    // Approved but not executed by the bank yet: nothing to record.
    expect(await job()).toBe(0);
    expect(await world.myPayment(BUYER, paymentId)).toMatchObject({ status: 'NotPaid', due: true });

    // Executed: the job's next run records it, and the buyer sees it paid.
    expect(await world.later(10_000, job)).toBe(1);
    expect(await world.myPayment(BUYER, paymentId)).toMatchObject({
      status: 'Paid',
      due: false,
      paidWith: 'bank',
    });
    expect(await world.bookingStatus(BUYER, booking.bookingId)).toBe('paid');
    const receipt = await world.get(BUYER, `/api/payments/${paymentId}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({ method: 'bank', amount: booking.fee });
    expect(await world.later(10_000, job)).toBe(0);
  });

  it('records a charge taken after the fee was settled another way, and asks the operator to refund it', async () => {
    const { paymentId, attemptId } = await approvedBankPayment();
    // Meanwhile the fee was settled another way (staff marked it paid with a campaign code).
    await world
      .db()
      .update(payments)
      .set({ status: 'Paid', payedWithCode: true, paidAt: new Date() })
      .where(eq(payments.id, paymentId));
    const errors: unknown[] = [];
    const log = Object.assign(Object.create(ctx.app.log) as FastifyBaseLogger, {
      error: (details: unknown) => errors.push(details),
    });

    expect(await world.later(10_000, () => reconcileOpenAttempts({ ...paymentDepsOf(ctx.app), log }))).toBe(
      1,
    );
    const [attempt] = await world
      .db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    expect(attempt).toMatchObject({ status: 'error', errorCode: 'ALREADY_PAID' });
    expect(await world.myPayment(BUYER, paymentId)).toMatchObject({ status: 'OverPaid' });
    expect(errors).toEqual([expect.objectContaining({ paymentId, attemptId, provider: 'bank' })]);
  });
});
