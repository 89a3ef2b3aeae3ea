import type { FastifyBaseLogger } from 'fastify';
import { seedDemoWorld } from '../../../seed/seed-demo-world';
import type { DatabaseHandle } from './client';
import { siteChrome } from './schema';

// First start: migrate and seed. Later starts: migrate only (a no-op when up to date),
// so `npm start` reuses what is in var/.
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seedDemo: boolean; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  await database.migrate();
  if (!options.seedDemo) return;
  const seeded = await database.db.select({ siteKey: siteChrome.siteKey }).from(siteChrome).limit(1);
  if (seeded.length > 0) return;
  options.log?.info('empty database: seeding the demo world');
  await seedDemoWorld(database.db);
}
