import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXPIRING_BOOKING_STATUSES } from '../../../shared/booking/booking-steps';
import { type OpenBooking, openBookingsContract } from '../../../shared/booking/open-bookings-contract';
import type { Database } from '../../db/client';
import { residenceBookings, residenceObjects, residenceStages } from '../../db/schema';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import { bookingSiteIdOf } from './booking-access';

// The caller's bookings still under way (issue 33 item 2), for "Continue your booking" on the
// home's page, the stage's page and my pages. A pending or held booking past its hold has lapsed
// even before the periodic task releases it, so it is left out here as on every other read.

const UNDER_WAY = ['pending', 'held', 'signed', 'paid'] as const;

export async function openBookingsOf(
  db: Database,
  buyerUserId: string,
  siteId: string,
  now: Date,
): Promise<OpenBooking[]> {
  const rows = await db
    .select({
      bookingId: residenceBookings.id,
      objectId: residenceBookings.objectId,
      objectNumber: residenceObjects.objectNumber,
      objectPath: residenceObjects.path,
      stageId: residenceBookings.stageId,
      stageName: residenceStages.name,
      step: residenceBookings.currentStep,
      status: residenceBookings.status,
      holdExpiresAt: residenceBookings.holdExpiresAt,
    })
    .from(residenceBookings)
    .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceBookings.stageId))
    .where(
      and(
        eq(residenceBookings.buyerUserId, buyerUserId),
        eq(residenceBookings.siteId, siteId),
        inArray(residenceBookings.status, [...UNDER_WAY]),
        or(
          gt(residenceBookings.holdExpiresAt, now),
          inArray(
            residenceBookings.status,
            UNDER_WAY.filter((status) => !EXPIRING_BOOKING_STATUSES.includes(status)),
          ),
        ),
      ),
    )
    .orderBy(asc(residenceBookings.holdExpiresAt));
  return rows.map((row) => ({ ...row, holdExpiresAt: row.holdExpiresAt.toISOString() }));
}

export function registerOpenBookingsRoute(app: FastifyInstance): void {
  addEndpoint(app, openBookingsContract, async (request) => {
    const siteId = bookingSiteIdOf(request);
    if (!siteId) return [];
    return openBookingsOf(app.database.db, loginOf(request).userId, siteId, new Date());
  });
}
