import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  counties,
  municipalities,
  residenceAreas,
  residenceObjects,
  residenceShowings,
  residenceStages,
  residenceStageTags,
  residenceTags,
} from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/test-database';
import { buildCatalogue } from './build-catalogue';
import { catalogueReferenceDate } from './dates';
import { seedCatalogue } from './seed-catalogue';

// Seeds a real database (PGlite, or the server named by DATABASE_URL): every row lands with
// its values intact, and a second run neither fails nor adds rows.
describe('seedCatalogue', () => {
  let database: TestDatabase;
  const referenceDate = catalogueReferenceDate(new Date('2026-11-21T10:00:00Z'));
  const expected = buildCatalogue({ referenceDate });

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('inserts every row, keeps values intact and is idempotent', async () => {
    const { db } = database.handle;
    const tables = [
      [counties, expected.counties.length],
      [municipalities, expected.municipalities.length],
      [residenceAreas, expected.areas.length],
      [residenceStages, expected.stages.length],
      [residenceObjects, expected.objects.length],
      [residenceShowings, expected.showings.length],
      [residenceTags, expected.tags.length],
      [residenceStageTags, expected.stageTags.length],
    ] as const;
    await seedCatalogue(db, { referenceDate });
    for (const [table, count] of tables) expect(await db.$count(table)).toBe(count);
    await seedCatalogue(db, { referenceDate });
    for (const [table, count] of tables) expect(await db.$count(table)).toBe(count);

    const object = expected.objects.find(
      (row) => row.outdoorSpaces && row.outdoorSpaces.length > 1 && row.totalPrice,
    );
    const [stored] = await db
      .select()
      .from(residenceObjects)
      .where(eq(residenceObjects.id, object?.id ?? ''));
    expect(stored).toMatchObject({ ...object, outdoorSpaces: object?.outdoorSpaces });

    const stage = expected.stages.find(
      (row) => row.vipStart && (row.staff?.length ?? 0) > 1 && row.plannedHomeTypes?.length,
    );
    const [storedStage] = await db
      .select()
      .from(residenceStages)
      .where(eq(residenceStages.id, stage?.id ?? ''));
    expect(storedStage).toMatchObject({ ...stage });

    const stageWide = await db.select().from(residenceShowings).where(isNull(residenceShowings.objectId));
    expect(stageWide.length).toBe(expected.showings.filter((showing) => showing.objectId === null).length);
  });
});
