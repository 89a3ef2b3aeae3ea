import { and, eq, gt, inArray, notExists, type SQL } from 'drizzle-orm';
import { BOOKING_FLOWS, chargesBookingFee } from '../../../shared/booking/booking-steps';
import { findSiteBySiteId } from '../../../shared/sites/sites';
import type { Database } from '../../db/client';
import { payments, residenceBookings, residenceObjects, residenceStages } from '../../db/schema';
import { ensureBookingFeePayment } from './payment-repository';

// The caller's payments of one site for my pages (issue 15 item 5), with the booked home's name
// for a booking fee. Only the caller's rows are read: the user id is in the WHERE clause.

/** `only` narrows the list further (one payment, for the payment page's link). */
export async function paymentsOfUserOnSite(db: Database, userId: string, siteKey: string, only?: SQL) {
  return db
    .select({
      payment: payments,
      stageName: residenceStages.name,
      objectNumber: residenceObjects.objectNumber,
    })
    .from(payments)
    .leftJoin(residenceBookings, eq(residenceBookings.id, payments.bookingId))
    .leftJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .leftJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(and(eq(payments.userId, userId), eq(payments.siteKey, siteKey), only));
}

const FLOWS_WITH_FEE = BOOKING_FLOWS.filter(chargesBookingFee);

/**
 * Issue 33 item 4: a fee is owed from the signature on, not from the first visit to the payment
 * step. The caller's signed, live bookings of this site whose fee has no payment yet get theirs
 * (one per booking, as the payment step would write it), so my pages list every fee owed.
 */
export async function ensureOwedBookingFees(
  db: Database,
  userId: string,
  siteKey: string,
  now: Date,
): Promise<void> {
  const owed = await db
    .select()
    .from(residenceBookings)
    .where(
      and(
        eq(residenceBookings.buyerUserId, userId),
        eq(residenceBookings.status, 'signed'),
        inArray(residenceBookings.flow, FLOWS_WITH_FEE),
        gt(residenceBookings.bookingFee, 0),
        gt(residenceBookings.holdExpiresAt, now),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.bookingId, residenceBookings.id), eq(payments.purpose, 'booking-fee'))),
        ),
      ),
    );
  for (const booking of owed) {
    if (findSiteBySiteId(booking.siteId)?.key !== siteKey) continue;
    await ensureBookingFeePayment(db, booking, siteKey, now);
  }
}
