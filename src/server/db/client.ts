import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { projectPath } from '../project-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations from drizzle/. */
  migrate(): Promise<void>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = projectPath('drizzle');

/** A URL without a user name means the OS user, as psql reads it (pg would need $USER). */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = userInfo().username;
  return parsed.toString();
}

export interface OpenDatabaseOptions {
  /** Told when an idle pooled connection fails (server restart, terminated by an admin). */
  onIdleError?: (error: Error) => void;
}

export function openDatabase(
  config: AppConfig['database'],
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: withDefaultUser(config.url), max: 10 });
    // Without a listener, a failing idle connection would crash the process; the pool drops
    // that client and the next query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = config.dataDir === 'memory' ? undefined : path.resolve(config.dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create must be bundled into the embedded engine.
  const client = new PGlite({ dataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
