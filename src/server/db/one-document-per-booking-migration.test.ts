import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-root';
import { newPglite } from './client';
import { migrationsBefore } from './testing/migrations-before';

// Migration 0016 puts a unique index on documents (booking_id, kind). A database that ran the
// app before it may hold the duplicates the race left (issue 32 item 4); the migration keeps one
// of each, the signed one or else the oldest, with its notification, so that it applies at all.
// On an embedded engine of its own: migrated up to the one before, given duplicates, migrated on.

const MIGRATION = '0016_one_document_per_booking_kind';
const BOOKING_WITH_SIGNED = '10000000-0000-4000-8000-000000000001';
const BOOKING_PENDING_ONLY = '10000000-0000-4000-8000-000000000002';
const USER = '20000000-0000-4000-8000-000000000001';

let folder: string;
let client: PGlite;

/** A document and its awaiting-signature notification as the app stored them, `minute` minutes in. */
async function storeAgreement(id: string, bookingId: string, status: 'pending' | 'done', minute: number) {
  const createdAt = new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();
  await client.query(
    `INSERT INTO documents (id, user_id, site_key, booking_id, kind, title, status, storage_key, sha256, created_at)
     VALUES ($1, $2, 'se', $3, 'booking-agreement', 'Bokningsavtal', $4, $5, $6, $7)`,
    [id, USER, bookingId, status, `documents/${id}/original.pdf`, '0'.repeat(64), createdAt],
  );
  await client.query(
    `INSERT INTO notifications (id, user_id, site_key, notification_type, name, target_id, created_on)
     VALUES (gen_random_uuid(), $1, 'se', 'DocumentSigning', 'awaiting_signature', $2, $3)`,
    [USER, id, createdAt],
  );
}

const doc = (n: number) => `30000000-0000-4000-8000-00000000000${n}`;

beforeAll(async () => {
  folder = migrationsBefore(MIGRATION);
  client = newPglite('memory');
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  // The users and bookings these rows name do not matter here: no foreign key is checked.
  await client.exec('SET session_replication_role = replica');
  await storeAgreement(doc(1), BOOKING_WITH_SIGNED, 'pending', 1);
  await storeAgreement(doc(2), BOOKING_WITH_SIGNED, 'done', 2);
  await storeAgreement(doc(3), BOOKING_WITH_SIGNED, 'pending', 3);
  await storeAgreement(doc(4), BOOKING_PENDING_ONLY, 'pending', 5);
  await storeAgreement(doc(5), BOOKING_PENDING_ONLY, 'pending', 4);
  await client.exec('SET session_replication_role = DEFAULT');
  await migrate(db, { migrationsFolder: projectPath('drizzle') });
}, 120_000);
afterAll(async () => {
  await client?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on a database with duplicate agreements`, () => {
  it('keeps one agreement per booking: the signed one, else the oldest', async () => {
    const { rows } = await client.query<{ id: string; booking_id: string }>(
      'SELECT id, booking_id FROM documents ORDER BY booking_id',
    );
    expect(rows).toEqual([
      { id: doc(2), booking_id: BOOKING_WITH_SIGNED },
      { id: doc(5), booking_id: BOOKING_PENDING_ONLY },
    ]);
  });

  it('drops the notifications of the agreements it removed, and keeps the others', async () => {
    const { rows } = await client.query<{ target_id: string }>(
      'SELECT target_id FROM notifications ORDER BY target_id',
    );
    expect(rows.map((row) => row.target_id)).toEqual([doc(2), doc(5)]);
  });

  it('refuses a second agreement for a booking from then on', async () => {
    await expect(
      client.query(
        `INSERT INTO documents (id, user_id, site_key, booking_id, kind, title, status, storage_key, sha256)
         VALUES (gen_random_uuid(), $1, 'se', $2, 'booking-agreement', 'x', 'pending', 'k', 'h')`,
        [USER, BOOKING_PENDING_ONLY],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
