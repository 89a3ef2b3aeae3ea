import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notifications } from '../../../db/schema';

// Followers of a case, kept without a table of their own (issue 13 item 8; no migration here):
// a follow is a Case notification row named FOLLOW_NAME that points at the case and is created
// paused, so the bell does not show the follow itself. Its id is derived from case and user,
// so following twice (or twice at once) keeps one row. A dedicated case_followers table would
// replace this module alone; see the report of branch s21-dupbench.

export const FOLLOW_NAME = 'case_followed';

/** The same id for the same user and case, as a version-8 UUID. */
export function followId(caseId: string, userId: string): string {
  const hex = createHash('sha256').update(`case-follow:${caseId}:${userId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function followCase(
  db: Database,
  follow: { caseId: string; userId: string; siteKey: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(notifications)
    .values({
      id: followId(follow.caseId, follow.userId),
      userId: follow.userId,
      siteKey: follow.siteKey,
      notificationType: 'Case',
      name: FOLLOW_NAME,
      targetId: follow.caseId,
      createdOn: now,
      pausedAt: now,
    })
    .onConflictDoNothing({ target: notifications.id });
}

/** Which of the cases the user follows. */
export async function followedAmong(
  db: Database,
  userId: string,
  caseIds: readonly string[],
): Promise<Set<string>> {
  if (caseIds.length === 0) return new Set();
  const rows = await db
    .select({ caseId: notifications.targetId })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.notificationType, 'Case'),
        eq(notifications.name, FOLLOW_NAME),
        inArray(notifications.targetId, [...caseIds]),
      ),
    );
  return new Set(rows.map((row) => row.caseId).filter((id): id is string => id !== null));
}

/** The users who follow a case (for whoever tells them of its changes). */
export async function followersOf(db: Database, caseId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.targetId, caseId),
        eq(notifications.notificationType, 'Case'),
        eq(notifications.name, FOLLOW_NAME),
      ),
    );
  return rows.map((row) => row.userId);
}
