import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  residenceObjects,
  residenceShowings,
  residenceStages,
  userResidences,
} from '../../src/server/db/schema';
import { SITES } from '../../src/shared/sites/sites';
import { addDays, atTime, catalogueReferenceDate } from '../catalogue/dates';
import { deterministicUuid, SEED_TIMESTAMP } from '../content/seed-types';
import { demoUserId } from './demo-accounts';

// VIP showings of the demo VIP member's project (issue 15 item 8): the member is interested in
// a stage of the Swedish site, which holds a VIP showing about weekly for ten weeks from the
// catalogue's reference day, so some are upcoming all month. Every other one has a single place
// left to show a nearly full showing. Idempotent; nothing without a catalogue.

const WEEKS = 10;

export async function seedVipShowings(db: Database, now = new Date()): Promise<void> {
  const [object] = await db
    .select({ stageId: residenceObjects.stageId })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(and(eq(residenceObjects.siteId, SITES.se.siteId), eq(residenceStages.siteId, SITES.se.siteId)))
    .orderBy(asc(residenceObjects.id))
    .offset(1)
    .limit(1);
  if (!object) return;
  const member = demoUserId('vip');
  const existing = await db
    .select({ stageId: userResidences.stageId })
    .from(userResidences)
    .where(and(eq(userResidences.userId, member), eq(userResidences.stageId, object.stageId)))
    .limit(1);
  if (existing.length === 0) {
    await db
      .insert(userResidences)
      .values({ userId: member, relation: 'interest', stageId: object.stageId, createdAt: SEED_TIMESTAMP });
  }
  const reference = catalogueReferenceDate(now);
  await db
    .insert(residenceShowings)
    .values(
      Array.from({ length: WEEKS }, (_, week) => {
        const startsAt = atTime(addDays(reference, 2 + week * 7), 16);
        return {
          id: deterministicUuid(`vip-showing:${reference.toISOString()}:${week}`),
          stageId: object.stageId,
          objectId: null,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 90 * 60_000),
          vip: true,
          capacity: week % 2 === 0 ? 12 : 1,
        };
      }),
    )
    .onConflictDoNothing();
}
