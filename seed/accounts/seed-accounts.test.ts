import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/test-database';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedAccounts } from './seed-accounts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('seedAccounts', () => {
  it('seeds every account kept in the database, hashing the password once, and a rerun changes nothing', async () => {
    await seedAccounts(database.handle.db);
    const seeded = DEMO_ACCOUNTS.filter((account) => account.seeded !== false);
    const rows = await database.handle.db.select().from(users);
    expect(rows).toHaveLength(seeded.length);
    // argon2 is slow on purpose: one hash for the whole run keeps the seed quick (not timed here).
    const hashes = new Set(rows.flatMap((row) => (row.passwordHash ? [row.passwordHash] : [])));
    expect(hashes.size).toBe(1);
    const notificationCount = (await database.handle.db.select().from(notifications)).length;
    await seedAccounts(database.handle.db);
    expect(await database.handle.db.select().from(users)).toHaveLength(seeded.length);
    expect(await database.handle.db.select().from(notifications)).toHaveLength(notificationCount);
  });
});
