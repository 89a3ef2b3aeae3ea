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

/** The run's migrated PGlite dump; none outside Vitest (the bench scripts) or without one. */
function migratedTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate') || undefined;
  } catch {
    return undefined;
  }
}

// Each test file gets its own empty database: an in-memory PGlite, or, with DATABASE_URL,
// a new database on that PostgreSQL server (dropped afterwards), so files can run in
// parallel and never see each other's rows.
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // From the migrated template of the run's set-up (tests/setup/pglite-template.ts) when
    // there is one; migrate() then finds nothing to do.
    const template = migratedTemplate();
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
  const database = await createThrowawayDatabase(serverUrl);
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
