import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-root';
import { newPglite } from './client';
import { payments } from './schema';
import { migrationsBefore } from './testing/migrations-before';

// Migration 0020 makes every amount in minor units a bigint (issue 35 item 10). On an embedded
// engine of its own: migrated up to the one before, a payment stored, migrated on; the payment
// keeps its amount and can then hold one past 2^31 öre, read back as an exact number.

const MIGRATION = '0020_money_in_minor_units_bigint';
const PAYMENT = '40000000-0000-4000-8000-000000000001';
const USER = '20000000-0000-4000-8000-000000000001';

let folder: string;
let client: PGlite;

beforeAll(async () => {
  folder = migrationsBefore(MIGRATION);
  client = newPglite('memory');
  await migrate(drizzle(client), { migrationsFolder: folder });
  // The user this payment names does not matter here: no foreign key is checked.
  await client.exec('SET session_replication_role = replica');
  await client.query(
    `INSERT INTO payments (id, user_id, site_key, status, amount, currency, purpose)
     VALUES ($1, $2, 'se', 'NotPaid', 2000000000, 'SEK', 'booking-fee')`,
    [PAYMENT, USER],
  );
  await client.exec('SET session_replication_role = DEFAULT');
  await migrate(drizzle(client), { migrationsFolder: projectPath('drizzle') });
}, 120_000);
afterAll(async () => {
  await client?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('turns the money columns into bigint', async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE (table_name, column_name) IN (('payments', 'amount'), ('payment_attempts', 'amount'),
         ('booking_projects', 'booking_fee'), ('residence_bookings', 'booking_fee'),
         ('residence_bookings', 'price'), ('booking_interior_options', 'price'))`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.data_type, `${row.table_name}.${row.column_name}`).toBe('bigint');
  });

  it('keeps a stored amount, and holds one past 2^31 as an exact number', async () => {
    const db = drizzle(client);
    const [kept] = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.id, PAYMENT));
    expect(kept?.amount).toBe(2_000_000_000);
    await db.update(payments).set({ amount: 2_500_000_000 }).where(eq(payments.id, PAYMENT));
    const [large] = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.id, PAYMENT));
    expect(large?.amount).toBe(2_500_000_000);
  });
});
