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
  it('seeds every account kept in the database, quickly, and a rerun changes nothing', async () => {
    const started = Date.now();
    await seedAccounts(database.handle.db);
    expect(Date.now() - started).toBeLessThan(3000);
    const seeded = DEMO_ACCOUNTS.filter((account) => account.seeded !== false);
    expect(await database.handle.db.select().from(users)).toHaveLength(seeded.length);
    const notificationCount = (await database.handle.db.select().from(notifications)).length;
    await seedAccounts(database.handle.db);
    expect(await database.handle.db.select().from(users)).toHaveLength(seeded.length);
    expect(await database.handle.db.select().from(notifications)).toHaveLength(notificationCount);
  });
});
