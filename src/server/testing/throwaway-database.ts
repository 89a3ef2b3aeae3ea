import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '../db/client';

export interface ThrowawayDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new database on the PostgreSQL server of `serverUrl`, for one test file or test server. */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = 'hemvist_test',
): Promise<ThrowawayDatabase> {
  const admin = withDefaultUser(serverUrl);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
