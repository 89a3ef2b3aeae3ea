import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { SavedSearchAlertFrequency } from '../../../shared/validation/form-rules';
import type { Database } from '../../db/client';
import { notifications, residenceObjects, savedSearches, savedSearchMatches, users } from '../../db/schema';
import { alertIsDue } from './saved-search-alert-schedule';

// Saved searches and the homes each has been told about (migration 0014). Every read and change
// of a person's search names the person: another person's search is simply not found.

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function listSavedSearches(db: Database, userId: string, siteKey: string) {
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.siteKey, siteKey)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * A new saved search with the homes it matches now, which are thereby not news; the person's
 * earlier search of the same query instead, when there is one (created: false); undefined when
 * the person has `limit` already. The person's row is locked first, so saves of one person queue
 * and each counts the searches the one before it left: the limit holds however many race.
 */
export async function insertSavedSearch(
  db: Database,
  search: {
    userId: string;
    siteKey: string;
    name: string;
    query: string;
    alertFrequency: SavedSearchAlertFrequency;
  },
  matchingNow: readonly string[],
  limit: number,
): Promise<{ row: SavedSearchRow; created: boolean } | undefined> {
  return db.transaction(async (tx) => {
    // FOR NO KEY UPDATE: queues other saves of the person, not rows that only reference them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, search.userId)).for('no key update');
    const [earlier] = await tx
      .select()
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, search.userId),
          eq(savedSearches.siteKey, search.siteKey),
          eq(savedSearches.query, search.query),
        ),
      );
    if (earlier) return { row: earlier, created: false };
    const [saved] = await tx
      .select({ searches: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, search.userId));
    if ((saved?.searches ?? 0) >= limit) return undefined;
    const [row] = await tx
      .insert(savedSearches)
      .values({ id: randomUUID(), ...search })
      .returning();
    if (!row) throw new Error('A saved search was not stored');
    if (matchingNow.length > 0) {
      await tx
        .insert(savedSearchMatches)
        // Seen on the search page as it was saved: not news, never alerted of.
        .values(
          matchingNow.map((objectId) => ({ savedSearchId: row.id, objectId, notifiedAt: row.createdAt })),
        )
        .onConflictDoNothing();
    }
    return { row, created: true };
  });
}

/** Renames a search or changes how often it alerts, or both. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; alertFrequency?: SavedSearchAlertFrequency },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return removed.length > 0;
}

/** Every saved search with its owner's contact, oldest first (the job's work list). */
export async function savedSearchesToEvaluate(db: Database) {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      siteKey: savedSearches.siteKey,
      name: savedSearches.name,
      query: savedSearches.query,
      email: users.email,
      firstName: users.firstName,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/**
 * The homes one run of the job alerts a search's person of, in the order of `matchingNow` (the
 * homes matching the search now); none when its frequency is not due. In one transaction under
 * the search's row lock, so two instances running the job at once queue here, and the second
 * finds the homes recorded and claimed by the first: nothing is alerted of twice.
 *
 * Homes not known before are recorded; those recorded and not yet told of (a daily or weekly
 * search's since its last alert) are claimed when the search is due. A search that alerts
 * `never` still records and settles what it finds, so turning alerts on later does not mail
 * everything found meanwhile. A claimed home that no longer matches is settled but not told of.
 */
export async function claimHomesToAlert(
  db: Database,
  savedSearchId: string,
  matchingNow: readonly string[],
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // FOR NO KEY UPDATE: queues other runs of this search, not the inserts referencing it.
    const [search] = await tx
      .select({ alertFrequency: savedSearches.alertFrequency, lastAlertedAt: savedSearches.lastAlertedAt })
      .from(savedSearches)
      .where(eq(savedSearches.id, savedSearchId))
      .for('no key update');
    if (!search) return [];
    const known = await knownMatches(tx, savedSearchId);
    const found = matchingNow.filter((id) => !known.has(id));
    if (found.length > 0) {
      await tx
        .insert(savedSearchMatches)
        .values(found.map((objectId) => ({ savedSearchId, objectId })))
        .onConflictDoNothing();
    }
    const silent = search.alertFrequency === 'never';
    if (!silent && !alertIsDue(search.alertFrequency, search.lastAlertedAt, now)) return [];
    const claimed = await tx
      .update(savedSearchMatches)
      .set({ notifiedAt: now })
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.notifiedAt)))
      .returning({ objectId: savedSearchMatches.objectId });
    if (silent) return [];
    const claimedIds = new Set(claimed.map((row) => row.objectId));
    const fresh = matchingNow.filter((id) => claimedIds.has(id));
    if (fresh.length > 0) {
      await tx.update(savedSearches).set({ lastAlertedAt: now }).where(eq(savedSearches.id, savedSearchId));
    }
    return fresh;
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function knownMatches(db: Database | Transaction, savedSearchId: string): Promise<Set<string>> {
  const rows = await db
    .select({ objectId: savedSearchMatches.objectId })
    .from(savedSearchMatches)
    .where(eq(savedSearchMatches.savedSearchId, savedSearchId));
  return new Set(rows.map((row) => row.objectId));
}

/** The bell notification of new matches; its name is the sentence the bell shows. */
export async function insertSavedSearchNotification(
  db: Database,
  notice: { userId: string; siteKey: string; savedSearchId: string; text: string; now: Date },
): Promise<void> {
  await db.insert(notifications).values({
    id: randomUUID(),
    userId: notice.userId,
    siteKey: notice.siteKey,
    notificationType: 'SavedSearch',
    name: notice.text,
    targetId: notice.savedSearchId,
    createdOn: notice.now,
  });
}

/**
 * A developer's new listing (the dev route that tries the job): a copy of a home in its stage,
 * with its own number and path; undefined when there is no such home.
 */
export async function copyHome(
  db: Database,
  objectId: string,
): Promise<{ id: string; objectNumber: string } | undefined> {
  const [source] = await db.select().from(residenceObjects).where(eq(residenceObjects.id, objectId));
  if (!source) return undefined;
  const id = randomUUID();
  const suffix = id.slice(0, 6);
  const objectNumber = `${source.objectNumber}-${suffix}`;
  const path = `${source.path.replace(/\/$/, '')}-${suffix}/`;
  await db.insert(residenceObjects).values({ ...source, id, objectNumber, path });
  return { id, objectNumber };
}
