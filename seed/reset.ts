// `npm run db:reset`: throw away the database, migrate it from scratch and seed the demo
// world. The embedded database is a folder under var/; on a PostgreSQL server
// (DATABASE_URL) the public and drizzle schemas are dropped and rebuilt.
// `--objects 20000` (or `--objects=20000`) builds a larger residence catalogue.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { residenceObjects, residenceStages } from '../src/server/db/schema';
import { fileStorageOf } from '../src/server/providers/file-storage/storage-from-config';
import { parseSeedArguments } from './catalogue/parse-seed-args';
import { seedDemoWorld } from './seed-demo-world';

async function reset(): Promise<void> {
  const { objects } = parseSeedArguments(process.argv.slice(2));
  const config = configFromEnv();
  if (config.database.kind === 'pglite' && config.database.dataDir !== 'memory') {
    // A server running on the folder holds its lock: refused (one line naming it), rather than
    // its files deleted from under it.
    lockDataDir(config.database.dataDir).release();
    rmSync(path.resolve(config.database.dataDir), { recursive: true, force: true });
  }
  const database = openDatabase(config.database);
  try {
    if (database.kind === 'postgres') {
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
    }
    await database.migrate();
    await seedDemoWorld(database.db, {
      catalogue: objects === undefined ? {} : { objects },
      fileStorage: fileStorageOf(config),
    });
    const where =
      database.kind === 'postgres'
        ? 'the PostgreSQL server'
        : config.database.kind === 'pglite'
          ? config.database.dataDir
          : '';
    const homes = await database.db.$count(residenceObjects);
    const projects = await database.db.$count(residenceStages);
    console.log(`Database rebuilt and seeded (${where}): ${homes} homes in ${projects} projects.`);
  } finally {
    await database.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
