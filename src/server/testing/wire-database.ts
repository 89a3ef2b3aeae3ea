import { migratePglite, newPglite, openDatabase, withDefaultUser } from '../db/client';
import { startPgliteWireServer } from './pglite-wire-server';
import { createThrowawayDatabase } from './throwaway-database';

export interface WireDatabase {
  /** postgres:// URL of a migrated, empty database reachable over TCP. */
  url: string;
  /** Connections the endpoint serves at once; the embedded engine is one session. */
  maxConnections?: number;
  dispose(): Promise<void>;
}

// A database behind a real PostgreSQL wire endpoint, for tests that put the network between
// the app and its database: a throw-away database on the DATABASE_URL server, or else an
// in-memory PGlite served over TCP.
export async function createWireDatabase(): Promise<WireDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl);
    const handle = openDatabase({ kind: 'postgres', url: database.url });
    await handle.migrate();
    await handle.close();
    return { url: withDefaultUser(database.url), dispose: () => database.drop() };
  }
  const engine = newPglite('memory');
  await migratePglite(engine);
  const wire = await startPgliteWireServer(engine);
  return {
    url: wire.url,
    maxConnections: 1,
    dispose: async () => {
      await wire.close();
      await engine.close();
    },
  };
}
