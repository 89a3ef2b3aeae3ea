import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { pages, siteChrome } from '../src/server/db/schema';
import { SITE_KEYS } from '../src/shared/sites/site-types';
import { buildPageRows } from './content/seed-rows';
import { seedDemoWorld } from './seed-demo-world';

// Seeds an in-memory database: every row lands, and a second run changes nothing.
describe('seedDemoWorld', () => {
  const database = openDatabase({ kind: 'pglite', dataDir: 'memory' });

  beforeAll(async () => {
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
  });

  it('inserts every page and one chrome row per site, and is idempotent', async () => {
    await seedDemoWorld(database.db);
    const expected = buildPageRows();
    const firstPages = await database.db.select().from(pages);
    expect(firstPages).toHaveLength(expected.length);
    expect((await database.db.select().from(siteChrome)).map((row) => row.siteKey).sort()).toEqual(
      [...SITE_KEYS].sort(),
    );

    await seedDemoWorld(database.db);
    expect(await database.db.select().from(pages)).toHaveLength(expected.length);
    expect(await database.db.select().from(siteChrome)).toHaveLength(SITE_KEYS.length);

    const [start] = await database.db
      .select()
      .from(pages)
      .where(eq(pages.id, expected[0]?.id ?? ''));
    expect(start).toMatchObject({ siteKey: 'se', path: '/', template: 'start', requiresLogin: false });
  });
});
