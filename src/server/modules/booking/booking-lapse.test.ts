import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../../../seed/accounts/demo-accounts';
import { PAYMENT_ENDPOINTS as E } from '../../../shared/payments/payment-endpoints';
import { residenceBookings, residenceObjects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { queuedMailSettled } from '../mail/mail-queue';
import { newestOutboxMail } from '../mail/outbox-repository';
import { type PaymentTestWorld, paymentTestWorld } from '../payments/testing/payment-test-world';
import { lapseBookings } from './booking-lapse';

// A signed but unpaid booking lapses when its hold ends (issue 32 item 3; the rule is in the
// README, "Click to buy"): the home is for sale again, the fee is no longer due, the open payment
// is cancelled at its provider, and the buyer is mailed. A payment under way keeps the booking
// until its outcome is known; a flow without a payment step keeps its signed booking.

let ctx: TestApp;
let world: PaymentTestWorld;
const BUYER = 'buyer-se';
/** The links of the job's mail: this machine's site hosts. */
const LINKS = { environment: 'local' } as const;
const lapse = () => lapseBookings(ctx.app, new Date(), LINKS);

beforeAll(async () => {
  ctx = await createTestApp();
  world = paymentTestWorld(ctx);
  await world.login(BUYER);
  // Whatever the demo world holds that has lapsed already, so each test sees only its own.
  await lapse();
}, 120_000);
afterAll(() => ctx.close());

async function endHold(bookingId: string) {
  await world
    .db()
    .update(residenceBookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(residenceBookings.id, bookingId));
}

async function isBookable(objectId: string): Promise<boolean> {
  return (await world.get(BUYER, `/booking/is_bookable/${objectId}`)).json();
}

async function lapseMailsTo(email: string) {
  await queuedMailSettled(ctx.app);
  return (await newestOutboxMail(world.db(), 50)).filter(
    (mail) => mail.to === email && mail.subject.includes('har gått ut'),
  );
}

describe('the lapse of a signed booking', () => {
  it('with its fee unpaid at the end of the hold: the home is for sale again, the fee no longer due, the open payment cancelled, the buyer mailed once', async () => {
    const booking = await world.signedBooking(BUYER, 'B');
    const withoutPaymentStep = await world.signedBooking(BUYER, 'A');
    const { paymentId } = await world.paymentNumberFor(BUYER, booking.bookingId);
    const swish = world.feeBody(BUYER, booking);
    expect((await world.post(BUYER, E.startSwish.path, swish)).json()).toMatchObject({ state: 'pending' });
    const email = demoAccount(BUYER).email ?? '';
    const mailsBefore = (await lapseMailsTo(email)).length;

    await lapse();
    expect(await world.bookingStatus(BUYER, booking.bookingId)).toBe('signed');
    expect(await isBookable(booking.objectId)).toBe(false);

    await endHold(booking.bookingId);
    await endHold(withoutPaymentStep.bookingId);
    // Paying after the hold's end is refused before any provider is asked.
    const late = await world.post(BUYER, E.startCard.path, world.feeBody(BUYER, booking));
    expect([late.statusCode, late.json().code]).toEqual([409, 'BOOKING_EXPIRED']);

    await lapse();
    expect(await world.bookingStatus(BUYER, booking.bookingId)).toBe('expired');
    expect(await isBookable(booking.objectId)).toBe(true);
    expect(await world.myPayment(BUYER, paymentId)).toMatchObject({ status: 'Cancelled', due: false });
    // The Swish request was cancelled at Swish: approving it now charges nothing.
    await world.approveEverywhere([swish.PaymentNumber]);
    expect(await world.chargesFor([swish.PaymentNumber])).toEqual([]);
    // Flow A has no payment step: its signed booking keeps the home.
    expect(await world.bookingStatus(BUYER, withoutPaymentStep.bookingId)).toBe('signed');

    const [home] = await world
      .db()
      .select({ path: residenceObjects.path })
      .from(residenceObjects)
      .where(eq(residenceObjects.id, booking.objectId));
    const mails = await lapseMailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.text).toContain(`http://localhost${home?.path}`);

    await lapse();
    expect(await lapseMailsTo(email)).toHaveLength(mailsBefore + 1);
  });

  it('with a payment approved at the bank but not executed yet: kept until the payment is known, then paid', async () => {
    const booking = await world.signedBooking(BUYER, 'C');
    const { paymentId } = await world.paymentNumberFor(BUYER, booking.bookingId);
    const bank = world.feeBody(BUYER, booking);
    expect((await world.post(BUYER, E.startBank.path, bank)).json()).toMatchObject({ state: 'pending' });
    await world.approveEverywhere([bank.PaymentNumber]);
    await endHold(booking.bookingId);

    await lapse();
    expect(await world.bookingStatus(BUYER, booking.bookingId)).toBe('signed');
    expect(await isBookable(booking.objectId)).toBe(false);

    // Executed by the bank: the next run finds it paid, and the booking is paid, not lapsed.
    await world.later(10_000, lapse);
    expect(await world.bookingStatus(BUYER, booking.bookingId)).toBe('paid');
    expect(await world.myPayment(BUYER, paymentId)).toMatchObject({ status: 'Paid', paidWith: 'bank' });
    expect(await world.chargesFor([bank.PaymentNumber])).toEqual(['bank']);
    await lapse();
    expect(await world.bookingStatus(BUYER, booking.bookingId)).toBe('paid');
  });
});
