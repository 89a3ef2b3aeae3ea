import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, newPglite, openDatabase, pgliteHandle } from '../db/client';
import { createThrowawayDatabase } from './throwaway-database';

export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * A second connection to the same database, as a second server instance would open: its own
   * pool on a PostgreSQL server; on PGlite (one process only) the same handle, closed with it.
   */
  connectAgain(): DatabaseHandle;
  /** Closes the connection and drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * The run's migrated template (tests/setup/migrated-template.ts): the PGlite dump's file or the
 * PostgreSQL database's name. None outside Vitest (the bench scripts) or without one.
 */
function migratedTemplate(kind: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(kind) || undefined;
  } catch {
    return undefined;
  }
}

// Each test file gets its own migrated database with no rows: an in-memory PGlite, or, with
// DATABASE_URL, a new database on that PostgreSQL server (dropped afterwards), so files can run
// in parallel and never see each other's rows.
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // From the migrated template of the run's set-up when there is one; migrate() then finds
    // nothing to do.
    const template = migratedTemplate('pgliteTemplate');
    const handle = template
      ? pgliteHandle(newPglite('memory', new Blob([readFileSync(template)])))
      : openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await handle.migrate();
    return {
      handle,
      connectAgain: () => ({ ...handle, close: async () => {} }),
      dispose: () => handle.close(),
    };
  }
  const database = await createThrowawayDatabase(serverUrl, undefined, migratedTemplate('postgresTemplate'));
  const handle = openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  return {
    handle,
    connectAgain: () => openDatabase({ kind: 'postgres', url: database.url }),
    dispose: async () => {
      // Dropped even when the test closed the handle itself (a second close throws); the drop
      // forces out any connection still open.
      try {
        await handle.close();
      } finally {
        await database.drop();
      }
    },
  };
}
