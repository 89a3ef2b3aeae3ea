import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, withDefaultUser } from '../db/client';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and drops the throw-away database. */
  dispose(): Promise<void>;
}

// Each test file gets its own empty database: an in-memory PGlite, or, with DATABASE_URL,
// a new database on that PostgreSQL server (dropped afterwards), so files can run in
// parallel and never see each other's rows.
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL ? withDefaultUser(process.env.DATABASE_URL) : undefined;
  if (!serverUrl) {
    const handle = openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const name = `hemvist_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
