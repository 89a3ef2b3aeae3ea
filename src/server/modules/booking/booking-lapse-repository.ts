import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { BOOKING_FLOWS, FLOW_STEPS } from '../../../shared/booking/booking-steps';
import { isUnpaidOn } from '../../../shared/payments/payment-status';
import type { Database } from '../../db/client';
import { payments, residenceBookings } from '../../db/schema';
import { openAttemptsOf, removeDueNotice } from '../payments/payment-repository';
import { type BookingRow, releaseHome } from './booking-repository';

// The lapse of a signed booking whose fee is unpaid when its hold ends (issue 32 item 3; the rule
// is in the README, "Click to buy"). The SQL only: booking-lapse.ts first closes the fee's open
// attempts at their providers.

/** The flows whose bookings are paid before they complete (flows §2.5: B and C). */
const FLOWS_WITH_PAYMENT = BOOKING_FLOWS.filter((flow) => FLOW_STEPS[flow].includes('payment'));
const BATCH = 100;

/** Signed bookings with a fee to pay, in a flow with a payment step, whose hold ended by `now`. */
export function signedUnpaidPastHold(db: Database, now: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(residenceBookings)
    .where(
      and(
        eq(residenceBookings.status, 'signed'),
        inArray(residenceBookings.flow, FLOWS_WITH_PAYMENT),
        gt(residenceBookings.bookingFee, 0),
        lte(residenceBookings.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(residenceBookings.holdExpiresAt))
    .limit(BATCH);
}

/**
 * Ends a signed booking whose hold has ended, under its fee payment's row lock (the lock a
 * payment start's claim takes), and only while the fee is unpaid and none of its attempts is
 * open. The home goes back to sale, the fee is Cancelled and its "payment due" notice removed.
 * Answers the ended booking, or undefined when it does not lapse (paid, or a payment under way).
 */
export async function lapseSignedBooking(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [fee] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'booking-fee')))
      .for('update');
    if (fee && !isUnpaidOn(fee.siteKey, fee.status)) return undefined;
    if (fee && (await openAttemptsOf(tx, fee.id)).length > 0) return undefined;
    const [ended] = await tx
      .update(residenceBookings)
      .set({ status: 'expired', endedAt: now, updatedAt: now })
      .where(
        and(
          eq(residenceBookings.id, bookingId),
          eq(residenceBookings.status, 'signed'),
          lte(residenceBookings.holdExpiresAt, now),
        ),
      )
      .returning();
    if (!ended) return undefined;
    await releaseHome(tx, ended.objectId, ended.previousObjectStatus);
    if (fee) {
      await tx.update(payments).set({ status: 'Cancelled' }).where(eq(payments.id, fee.id));
      await removeDueNotice(tx, fee.id);
    }
    return ended;
  });
}
