import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { premises, successionObjects } from '../../src/server/db/schema';
import type { CatalogueRows } from '../catalogue/catalogue-types';
import { buildPremisesWorld } from './build-premises';

// Inserts the premises and broker listings (build-premises.ts). Idempotent like the other seeds:
// rows that exist are left as they are.

export async function seedPremises(db: Database, catalogue: Pick<CatalogueRows, 'stages'>): Promise<void> {
  const world = buildPremisesWorld(catalogue);
  await db.transaction(async (tx) => {
    for (let start = 0; start < world.premises.length; start += 100)
      await tx
        .insert(premises)
        .values(world.premises.slice(start, start + 100))
        .onConflictDoNothing();
    for (let start = 0; start < world.succession.length; start += 100)
      await tx
        .insert(successionObjects)
        .values(world.succession.slice(start, start + 100))
        .onConflictDoNothing();
  });
  await db.execute(sql`ANALYZE ${premises}`);
  await db.execute(sql`ANALYZE ${successionObjects}`);
}
