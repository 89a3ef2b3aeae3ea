import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPayment } from '../../../shared/my-pages/payments-contracts';
import { SITES } from '../../../shared/sites/sites';
import { bookingProjects, payments, residenceBookings, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type PaymentTestWorld, paymentTestWorld } from './testing/payment-test-world';

// Issue 33 item 4: every fee a buyer owes or paid is in my pages' payments, and what the flow
// shows is what it charges. A signed booking's fee is listed as owed before the buyer reaches the
// payment step; flow A (no payment step, flows §2.5) charges no fee even when its project names
// one; and no role ever sees another's fees, whoever asks.

let ctx: TestApp;
let world: PaymentTestWorld;
const LIST = '/api/my-pages/payments';
const ROLES = ['vip', 'resident', 'neighbour', 'board', 'buyer-se'] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  world = paymentTestWorld(ctx);
  for (const role of ROLES) await world.login(role);
}, 120_000);
afterAll(() => ctx.close());

async function listed(role: string): Promise<MyPayment[]> {
  const response = await world.get(role, LIST);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payments: MyPayment[] }).payments;
}

async function ownPaymentIds(role: string): Promise<string[]> {
  const rows = await world
    .db()
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, world.userIdOf[role] ?? ''), eq(payments.siteKey, 'se')));
  return rows.map((row) => row.id);
}

describe('booking fees in my pages (issue 33 item 4)', () => {
  it('lists a signed booking’s fee as owed before the buyer opens the payment step', async () => {
    const booking = await world.signedBooking('buyer-se', 'C');
    expect(booking.fee).toBeGreaterThan(0);
    const fee = (await listed('buyer-se')).find(
      (payment) => payment.purpose === 'booking-fee' && payment.due,
    );
    expect(fee).toMatchObject({ amount: booking.fee, status: 'NotPaid', due: true });
    // The payment step then pays that same fee: one payment per booking.
    const { paymentId } = await world.paymentNumberFor('buyer-se', booking.bookingId);
    expect(paymentId).toBe(fee?.paymentId);
  });

  it('flow A has no payment step and charges no fee, even when its project names one', async () => {
    const [project] = await world
      .db()
      .select({ stageId: bookingProjects.stageId })
      .from(bookingProjects)
      .innerJoin(residenceStages, eq(residenceStages.id, bookingProjects.stageId))
      .where(and(eq(bookingProjects.flow, 'A'), eq(residenceStages.siteId, SITES.se.siteId)));
    if (!project) throw new Error('no flow A project');
    // A database seeded before the fix holds a 10 000 kr fee on the flow A project.
    await world
      .db()
      .update(bookingProjects)
      .set({ bookingFee: 1_000_000 })
      .where(eq(bookingProjects.stageId, project.stageId));
    const booking = await world.signedBooking('resident', 'A');
    const information = await world.get(
      'resident',
      `/api/buyresidence/getbookingobjectinformation/${booking.objectId}/${booking.bookingId}`,
    );
    expect(information.statusCode, information.body).toBe(200);
    expect(information.json()).toMatchObject({ flow: 'A', bookingFee: 0, booking: { bookingFee: 0 } });
    const [row] = await world
      .db()
      .select({ fee: residenceBookings.bookingFee })
      .from(residenceBookings)
      .where(eq(residenceBookings.id, booking.bookingId));
    expect(row?.fee).toBe(0);
    // Nothing owed in my pages, and no way to pay a fee the flow never asks for.
    expect((await listed('resident')).filter((payment) => payment.due)).toEqual([]);
    const pay = await world.get('resident', `/api/buyresidence/createpaymentid/${booking.bookingId}`);
    expect(pay.statusCode).toBe(409);
  });

  it('every role sees all of its own fees and never another role’s (every pair)', async () => {
    // A fee owed (signed booking), one paid and one cancelled for each role.
    await world.signedBooking('vip', 'B');
    await world.signedBooking('neighbour', 'B');
    for (const role of ROLES) {
      for (const status of ['Paid', 'Cancelled'] as const)
        await world
          .db()
          .insert(payments)
          .values({
            id: randomUUID(),
            userId: world.userIdOf[role] ?? '',
            siteKey: 'se',
            status,
            amount: 2_500_000,
            purpose: 'booking-fee',
            paidAt: status === 'Paid' ? new Date() : null,
            paidWith: status === 'Paid' ? 'card' : null,
          });
    }
    const owedOf: Record<string, string[]> = {};
    for (const role of ROLES) owedOf[role] = (await listed(role)).map((payment) => payment.paymentId);
    let pairs = 0;
    for (const viewer of ROLES) {
      const own = await ownPaymentIds(viewer);
      expect(owedOf[viewer]?.slice().sort(), viewer).toEqual(own.slice().sort());
      for (const other of ROLES) {
        if (other === viewer) continue;
        pairs += 1;
        const theirs = await ownPaymentIds(other);
        expect(theirs.length, other).toBeGreaterThanOrEqual(2);
        expect(
          owedOf[viewer]?.filter((id) => theirs.includes(id)),
          `${viewer} sees ${other}`,
        ).toEqual([]);
        for (const id of theirs) {
          const receipt = await world.get(viewer, `/api/payments/${id}/receipt`);
          expect(receipt.statusCode, `${viewer} reads ${other}’s receipt`).toBe(404);
        }
      }
    }
    expect(pairs).toBe(ROLES.length * (ROLES.length - 1));
    // The signed bookings' fees are among their owners' owed payments.
    for (const role of ['vip', 'neighbour'] as const)
      expect((await listed(role)).some((payment) => payment.purpose === 'booking-fee' && payment.due)).toBe(
        true,
      );
  });
});
