import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from './client';
import { siteChrome } from './schema';

/** Fills an empty database with content; main.ts hands in the demo seeder when seeding is on. */
export type Seeder = (db: Database) => Promise<void>;

// First start: migrate and seed. Later starts: migrate only (a no-op when up to date),
// so `npm start` reuses what is in var/.
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seed?: Seeder; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  await database.migrate();
  if (!options.seed) return;
  const seeded = await database.db.select({ siteKey: siteChrome.siteKey }).from(siteChrome).limit(1);
  if (seeded.length > 0) return;
  options.log?.info('empty database: seeding the demo world');
  await options.seed(database.db);
}
