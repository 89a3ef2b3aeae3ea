import { type DatabaseHandle, openDatabase } from '../db/client';
import { createThrowawayDatabase } from './throwaway-database';

export interface TestDatabase {
  handle: DatabaseHandle;
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
    return { handle, dispose: () => handle.close() };
  }
  const database = await createThrowawayDatabase(serverUrl);
  const handle = openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
