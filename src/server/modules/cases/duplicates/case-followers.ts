import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { caseFollowers, cases, problemAreas, users } from '../../../db/schema';

// Followers of a case (issue 13 item 8): people who would have reported the same fault and
// chose to follow the open case instead. Following twice, or twice at once, keeps one row.

export async function followCase(
  db: Database,
  follow: { caseId: string; userId: string; siteKey: string },
): Promise<void> {
  await db
    .insert(caseFollowers)
    .values({ ...follow, createdAt: new Date() })
    .onConflictDoNothing({ target: [caseFollowers.caseId, caseFollowers.userId] });
}

/** Which of the cases the user follows. */
export async function followedAmong(
  db: Database,
  userId: string,
  caseIds: readonly string[],
): Promise<Set<string>> {
  if (caseIds.length === 0) return new Set();
  const rows = await db
    .select({ caseId: caseFollowers.caseId })
    .from(caseFollowers)
    .where(and(eq(caseFollowers.userId, userId), inArray(caseFollowers.caseId, [...caseIds])));
  return new Set(rows.map((row) => row.caseId));
}

/** The users who follow a case (for whoever tells them of its changes). */
export async function followersOf(db: Database, caseId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: caseFollowers.userId })
    .from(caseFollowers)
    .where(eq(caseFollowers.caseId, caseId));
  return rows.map((row) => row.userId);
}

/** The follower's mail address and name, and the language of the site they followed from. */
export async function followerContacts(db: Database, caseId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, siteKey: caseFollowers.siteKey })
    .from(caseFollowers)
    .innerJoin(users, eq(users.id, caseFollowers.userId))
    .where(eq(caseFollowers.caseId, caseId));
}

/** The case's problem area, named in each language. */
export async function problemAreaNamesOf(db: Database, caseId: string) {
  const [row] = await db
    .select({ names: problemAreas.names })
    .from(cases)
    .innerJoin(problemAreas, eq(problemAreas.code, cases.problemAreaCode))
    .where(eq(cases.id, caseId));
  return row?.names;
}
