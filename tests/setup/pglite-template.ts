import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePglite, newPglite } from '../../src/server/db/client';

// The unit project's global set-up on the embedded engine (no DATABASE_URL): one PGlite is made
// and migrated once, and its data folder dumped to a file. Each test file's database starts
// from that dump (src/server/testing/test-database.ts) instead of running initdb and every
// migration again, some two seconds a file. The migrations still run on PGlite here, and the
// tests of migrating (prepare, schema check, the seed) open fresh engines of their own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated in-memory PGlite; empty on a PostgreSQL server run. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const engine = newPglite('memory');
  await migratePglite(engine);
  const dump = await engine.dumpDataDir('none');
  await engine.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'hemvist-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
