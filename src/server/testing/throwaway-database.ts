import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '../db/client';

export interface ThrowawayDatabase {
  /** The database's name on its server (a template for the next one, say). */
  name: string;
  /** Connection URL of the new database: empty, or a copy of the template it was made from. */
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

/**
 * A new database on the PostgreSQL server of `serverUrl`, for one test file or test server;
 * a copy of `template` when one is named (no one may be connected to that one meanwhile).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = 'hemvist_test',
  template?: string,
): Promise<ThrowawayDatabase> {
  const admin = withDefaultUser(serverUrl);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
