import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, residenceBookings, residenceObjects, residenceStages } from '../../db/schema';

// The caller's payments of one site for my pages (issue 15 item 5), with the booked home's name
// for a booking fee. Only the caller's rows are read: the user id is in the WHERE clause.

export async function paymentsOfUserOnSite(db: Database, userId: string, siteKey: string) {
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
    .where(and(eq(payments.userId, userId), eq(payments.siteKey, siteKey)));
}
