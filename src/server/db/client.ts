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
import { migrate as migrateEmbedded } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type AppConfig, DATABASE_TIMEOUT_DEFAULTS } from '../config/env';
import { installJobQueue } from '../jobs/job-queue-schema';
import { projectPath } from '../project-root';
import { lockDataDir } from './data-dir-lock';
import { type QueryListener, timeQueries } from './query-timing';
import * as schema from './schema';
import { checkSchema, type SchemaState } from './schema-check';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations from drizzle/. */
  migrate(): Promise<void>;
  /** Cheap round trip: the database answers. */
  ping(): Promise<void>;
  /** Whether the tables and the newest migration the app needs are there (the health check). */
  checkSchema(): Promise<SchemaState>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from any connection, this one included)
   * until the returned function stops listening. On a server it holds one connection of its
   * own; when that connection drops, `onNotify` is called once (a change may have been missed)
   * and listening resumes on a new one.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Plain SQL for a library that brings its own (the job queue): with values one statement,
   * without them a script of several.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Connections now, for the metrics: a server's pool, or PGlite's one connection and its queue. */
  poolState(): PoolState;
  /** Tells `listener` each query's duration (the metrics); the function returned stops it. */
  observeQueries(listener: QueryListener): () => void;
  close(): Promise<void>;
}

export interface PoolState {
  total: number;
  idle: number;
  /** Queries waiting for a connection (on PGlite, for the one connection). */
  waiting: number;
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
  /** Pool size on a PostgreSQL server (default 10). */
  maxConnections?: number;
}

// The client stops waiting a moment after the server's own statement timeout: the server
// cancels a slow statement itself (57014), the client's limit catches a stalled network.
const CLIENT_GRACE_MS = 500;

export function openDatabase(
  config: AppConfig['database'],
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  if (config.kind === 'postgres') return openPostgres(config, options);
  if (config.dataDir === 'memory') return pgliteHandle(newPglite('memory'));
  // A folder is one server's alone: taken before the engine reads a byte of it (data-dir-lock.ts).
  const lock = lockDataDir(config.dataDir);
  try {
    return pgliteHandle(newPglite(config.dataDir), { afterClose: lock.release });
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The handle of an embedded engine already made (tests load one from a migrated template). */
export function pgliteHandle(client: PGlite, hooks: { afterClose?: () => void } = {}): DatabaseHandle {
  const timing = timeQueries(client);
  const db = drizzlePglite(client, { schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrateEmbedded(db, { migrationsFolder });
      await installJobQueue(handle);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    checkSchema: () => checkSchema(db),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify());
      return () => unlisten();
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query is one prepared statement; exec runs a script and answers each result.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    // One connection: busy while a query runs, the others queue for it.
    poolState: () => ({
      total: 1,
      idle: timing.inFlight === 0 ? 1 : 0,
      waiting: Math.max(0, timing.inFlight - 1),
    }),
    observeQueries: (listener) => timing.observe(listener),
    close: async () => {
      try {
        await client.close();
      } finally {
        hooks.afterClose?.();
      }
    },
  };
  return handle;
}

/**
 * An embedded engine in a folder or in memory, with the extensions the migrations create;
 * `loadDataDir` starts it from a dump of another (PGlite's dumpDataDir) instead of an empty one.
 */
export function newPglite(dataDirOrMemory: string | 'memory', loadDataDir?: Blob): PGlite {
  const dataDir = dataDirOrMemory === 'memory' ? undefined : path.resolve(dataDirOrMemory);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new PGlite({ dataDir, extensions: { pg_trgm, unaccent }, loadDataDir });
}

/** Migrations of drizzle/ applied to a bare embedded engine (tests that serve it over the wire). */
export function migratePglite(client: PGlite): Promise<void> {
  return pgliteHandle(client).migrate();
}

function openPostgres(
  config: Extract<AppConfig['database'], { kind: 'postgres' }>,
  options: OpenDatabaseOptions,
): DatabaseHandle {
  const connectionString = withDefaultUser(config.url);
  const timeouts = config.timeouts ?? DATABASE_TIMEOUT_DEFAULTS;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // Opening a connection, and waiting for a free one, give up after this.
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    // A peer that vanished without a FIN is noticed on idle connections too.
    keepAlive: true,
  });
  // Without a listener, a failing idle connection would crash the process; the pool drops
  // that client and the next query opens a new one.
  pool.on('error', (error) => options.onIdleError?.(error));
  const timing = timeQueries(pool);
  const db = drizzleNodePg(pool, { schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    // Migrations may build indexes over large tables: their own connection, with the connect
    // timeout but without the per-statement limits of request traffic.
    migrate: async () => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
      await installJobQueue(handle);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    checkSchema: () => checkSchema(db),
    listen: (channel, onNotify) =>
      listenOnServer({ connectionString, connectionTimeoutMillis: timeouts.connectMs }, channel, onNotify),
    executeSql: (text, values) => pool.query(text, values),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (listener) => timing.observe(listener),
    close: () => pool.end(),
  };
  return handle;
}

const LISTEN_RETRY_MS = 1000;

/** LISTEN on a connection of its own, reconnecting after a drop. */
async function listenOnServer(
  clientConfig: pg.ClientConfig,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      // The connection is gone: what changed meanwhile is unknown, so everything counts as changed.
      if (stopped || client !== next) return;
      client = undefined;
      onNotify();
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const scheduleRetry = () => {
    retry = setTimeout(() => {
      if (!stopped) connect().catch(scheduleRetry);
    }, LISTEN_RETRY_MS);
  };
  // A database that cannot be reached at start is the start-up check's to explain; listening
  // begins once it answers (until then entries age out by their lifetime alone).
  await connect().catch(scheduleRetry);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
