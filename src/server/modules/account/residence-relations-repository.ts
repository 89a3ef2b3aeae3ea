import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import type { Database } from '../../db/client';
import { residenceObjects, residenceStages, userResidences } from '../../db/schema';

// The SQL of favourites and interests: rows of user_residences, always of one user, and the
// catalogue read that tells a stage id from a home's.

export type SavedRelation = 'favourite' | 'interest';

/** The stage of a stage id, or the stage and home of an object id; undefined when neither exists. */
export async function findResidence(
  db: Database,
  residenceId: string,
): Promise<ResidenceRelation | undefined> {
  const [stage] = await db
    .select({ id: residenceStages.id })
    .from(residenceStages)
    .where(eq(residenceStages.id, residenceId))
    .limit(1);
  if (stage) return { stageId: stage.id, objectId: null };
  const [object] = await db
    .select({ id: residenceObjects.id, stageId: residenceObjects.stageId })
    .from(residenceObjects)
    .where(eq(residenceObjects.id, residenceId))
    .limit(1);
  return object ? { stageId: object.stageId, objectId: object.id } : undefined;
}

export async function relationsOf(
  db: Database,
  userId: string,
  relation: SavedRelation,
): Promise<ResidenceRelation[]> {
  return db
    .select({ stageId: userResidences.stageId, objectId: userResidences.objectId })
    .from(userResidences)
    .where(and(eq(userResidences.userId, userId), eq(userResidences.relation, relation)))
    .orderBy(asc(userResidences.createdAt));
}

/** Adds the row unless the user already has it (the table has no unique key to lean on). */
export async function addRelation(
  db: Database,
  userId: string,
  relation: SavedRelation,
  target: ResidenceRelation,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${userResidences} (user_id, relation, stage_id, object_id)
    SELECT ${userId}, ${relation}, ${target.stageId}, ${target.objectId}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${userResidences}
      WHERE user_id = ${userId} AND relation = ${relation} AND stage_id = ${target.stageId}
        AND object_id IS NOT DISTINCT FROM ${target.objectId}::uuid
    )`);
}

/**
 * Removes the user's row of a stage id (the stage itself, not its homes) or of a home's id.
 * Needs no catalogue read, so a favourite whose home has left the catalogue can still go.
 */
export async function removeRelation(
  db: Database,
  userId: string,
  relation: SavedRelation,
  residenceId: string,
): Promise<void> {
  await db
    .delete(userResidences)
    .where(
      and(
        eq(userResidences.userId, userId),
        eq(userResidences.relation, relation),
        or(
          eq(userResidences.objectId, residenceId),
          and(eq(userResidences.stageId, residenceId), isNull(userResidences.objectId)),
        ),
      ),
    );
}
