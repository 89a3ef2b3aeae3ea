import { type DatabaseHandle, openDatabase } from '../db/client';
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

// Each test file gets its own empty database: an in-memory PGlite, or, with DATABASE_URL,
// a new database on that PostgreSQL server (dropped afterwards), so files can run in
// parallel and never see each other's rows.
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ kind: 'pglite', dataDir: 'memory' });
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
      await handle.close();
      await database.drop();
    },
  };
}
