import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePglite, newPglite, openDatabase } from '../../src/server/db/client';
import { createThrowawayDatabase } from '../../src/server/testing/throwaway-database';

// The unit project's global set-up: the migrations run once per run, and each test file's
// database starts as a copy of the result (src/server/testing/test-database.ts) instead of
// migrating again.
// - On embedded PGlite (no DATABASE_URL): one in-memory engine is migrated and its data folder
//   dumped to a file; initdb and every migration came to some two seconds a file.
// - On the PostgreSQL server: one database is migrated, and each file's database is made from
//   it (CREATE DATABASE … TEMPLATE, some 0.1 s against 0.7 s for the migrations, here).
// The tests of migrating (prepare, schema check, the seed) open fresh databases of their own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated in-memory PGlite; empty on a PostgreSQL server run. */
    pgliteTemplate: string;
    /** The migrated database on the PostgreSQL server that each file copies; empty on PGlite. */
    postgresTemplate: string;
  }
}

async function migratedPostgres(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const template = await createThrowawayDatabase(serverUrl, 'hemvist_unit_template');
  const handle = openDatabase({ kind: 'postgres', url: template.url });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await template.drop();
    throw error;
  }
  // Closed before any copy: PostgreSQL copies only a database no one is connected to.
  await handle.close();
  return template;
}

async function migratedPgliteDump(): Promise<{ file: string; remove(): void }> {
  const engine = newPglite('memory');
  await migratePglite(engine);
  const dump = await engine.dumpDataDir('none');
  await engine.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'hemvist-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await migratedPostgres(serverUrl);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dump = await migratedPgliteDump();
  project.provide('pgliteTemplate', dump.file);
  project.provide('postgresTemplate', '');
  return async () => dump.remove();
}
