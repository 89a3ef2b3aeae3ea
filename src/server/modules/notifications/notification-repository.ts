import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Notification } from '../../../shared/account/account-schemas';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

/** A user's unpaused notifications of one site, newest first. */
export async function activeNotifications(
  db: Database,
  userId: string,
  siteKey: string,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.siteKey, siteKey),
        isNull(notifications.pausedAt),
      ),
    )
    .orderBy(desc(notifications.createdOn), desc(notifications.id));
  return rows.map((row) => ({
    id: row.id,
    notificationType: row.notificationType,
    name: row.name,
    createdOn: row.createdOn.toISOString(),
    targetId: row.targetId,
  }));
}

/** Pauses the user's own notification; false when there is none of that id that is theirs. */
export async function pauseNotification(db: Database, userId: string, id: string): Promise<boolean> {
  const paused = await db
    .update(notifications)
    .set({ pausedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return paused.length > 0;
}
