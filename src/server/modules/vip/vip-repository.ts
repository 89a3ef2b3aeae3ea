import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// VIP showings of a person's projects and their places (migration 0014: residence_showings.vip
// and .capacity, showing_registrations). A person's projects are the stages they relate to:
// favourites, interests and purchases, bookings of the accounts core, and click-to-buy bookings.

export interface ShowingRow {
  id: string;
  stage_id: string;
  stage_name: string;
  stage_path: string;
  stage_site_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  capacity: number;
  taken: number;
  booked: boolean;
}

const projectStages = (userId: string) => sql`
  SELECT stage_id FROM user_residences WHERE user_id = ${userId}
  UNION
  SELECT o.stage_id FROM bookings b JOIN residence_objects o ON o.id = b.object_id
   WHERE b.user_id = ${userId} AND b.status <> 'cancelled'
  UNION
  SELECT stage_id FROM residence_bookings WHERE buyer_user_id = ${userId}`;

const showingColumns = (userId: string) => sql`
  s.id, s.stage_id, st.name AS stage_name, st.path AS stage_path, st.site_id AS stage_site_id,
  s.starts_at, s.ends_at, s.capacity::int AS capacity,
  (SELECT count(*)::int FROM showing_registrations r WHERE r.showing_id = s.id) AS taken,
  EXISTS (SELECT 1 FROM showing_registrations r WHERE r.showing_id = s.id AND r.user_id = ${userId}) AS booked`;

async function rows(db: Database, statement: ReturnType<typeof sql>): Promise<ShowingRow[]> {
  return ((await db.execute(statement)) as unknown as { rows: ShowingRow[] }).rows;
}

/** Upcoming VIP showings of the person's projects on a site, soonest first. */
export async function vipShowingsOf(
  db: Database,
  userId: string,
  siteId: string,
  now: Date,
): Promise<ShowingRow[]> {
  return rows(
    db,
    sql`SELECT ${showingColumns(userId)}
          FROM residence_showings s JOIN residence_stages st ON st.id = s.stage_id
         WHERE s.vip AND s.capacity IS NOT NULL AND s.ends_at > ${now.toISOString()}
           AND st.site_id = ${siteId}
           AND s.stage_id IN (${projectStages(userId)})
         ORDER BY s.starts_at, s.id`,
  );
}

/** One upcoming VIP showing of the person's projects on a site, or undefined. */
export async function vipShowingOf(
  db: Database,
  userId: string,
  siteId: string,
  showingId: string,
  now: Date,
): Promise<ShowingRow | undefined> {
  const [row] = await rows(
    db,
    sql`SELECT ${showingColumns(userId)}
          FROM residence_showings s JOIN residence_stages st ON st.id = s.stage_id
         WHERE s.id = ${showingId} AND s.vip AND s.capacity IS NOT NULL AND s.ends_at > ${now.toISOString()}
           AND st.site_id = ${siteId}
           AND s.stage_id IN (${projectStages(userId)})`,
  );
  return row;
}

/**
 * Books a place: the showing's row is locked first, so bookings of one showing queue and each
 * counts the places after the one before it committed; the capacity is never exceeded.
 * 'booked' also when the person already held a place.
 */
export async function bookPlace(db: Database, userId: string, showingId: string): Promise<'booked' | 'full'> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`SELECT capacity::int AS capacity FROM residence_showings WHERE id = ${showingId} FOR UPDATE`,
    )) as unknown as { rows: { capacity: number | null }[] };
    const capacity = locked.rows[0]?.capacity ?? 0;
    const inserted = (await tx.execute(
      sql`INSERT INTO showing_registrations (showing_id, user_id)
          SELECT ${showingId}, ${userId}
           WHERE (SELECT count(*) FROM showing_registrations WHERE showing_id = ${showingId}) < ${capacity}
          ON CONFLICT DO NOTHING
          RETURNING showing_id`,
    )) as unknown as { rows: unknown[] };
    if (inserted.rows.length > 0) return 'booked';
    const mine = (await tx.execute(
      sql`SELECT 1 FROM showing_registrations WHERE showing_id = ${showingId} AND user_id = ${userId}`,
    )) as unknown as { rows: unknown[] };
    return mine.rows.length > 0 ? 'booked' : 'full';
  });
}

export async function cancelPlace(db: Database, userId: string, showingId: string): Promise<boolean> {
  const removed = (await db.execute(
    sql`DELETE FROM showing_registrations WHERE showing_id = ${showingId} AND user_id = ${userId}
        RETURNING showing_id`,
  )) as unknown as { rows: unknown[] };
  return removed.rows.length > 0;
}

/** The person's VIP memberships, oldest first. */
export async function membershipsOf(
  db: Database,
  userId: string,
): Promise<{ site_key: string; created_at: Date | string }[]> {
  return (
    (await db.execute(
      sql`SELECT site_key, created_at FROM vip_memberships WHERE user_id = ${userId} ORDER BY created_at, site_key`,
    )) as unknown as { rows: { site_key: string; created_at: Date | string }[] }
  ).rows;
}
