import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { OBJECT_STATUS } from '../../../../shared/residence/residence-enums';
import { SITES } from '../../../../shared/sites/sites';
import type { Database } from '../../../db/client';
import { bookingProjects, residenceBookings, residenceObjects, residenceStages } from '../../../db/schema';

// Test support for signing: a held booking standing on its sign step. The answer steps before
// `sign` belong to another part of click-to-buy; tests move the booking there directly.

export async function bookableHomes(db: Database, siteKey: 'se' | 'no' | 'fi') {
  return db
    .select({ id: residenceObjects.id, stageId: residenceObjects.stageId })
    .from(residenceObjects)
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceObjects.stageId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(
      and(
        eq(residenceStages.siteId, SITES[siteKey].siteId),
        eq(residenceObjects.status, OBJECT_STATUS.forSale),
        isNotNull(residenceObjects.price),
      ),
    )
    .orderBy(residenceObjects.objectNumber);
}

export async function moveToSignStep(db: Database, bookingId: string): Promise<void> {
  await db.update(residenceBookings).set({ currentStep: 'sign' }).where(eq(residenceBookings.id, bookingId));
}

/**
 * One home per buyer and stage: a test that books again in a stage first ends the earlier
 * bookings there (as if they were cancelled), so each test has a booking of its own.
 */
export async function endBookingsInStage(db: Database, stageId: string): Promise<void> {
  await db
    .update(residenceBookings)
    .set({ status: 'cancelled' })
    .where(
      and(eq(residenceBookings.stageId, stageId), inArray(residenceBookings.status, ['held', 'signed'])),
    );
}

export const newIdempotencyKey = () => randomUUID();
