import { readFileSync } from 'node:fs';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgDatabase, type PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { projectPath } from '../project-root';
import * as schema from './schema';

// A reachable database is not a working one: after a dropped schema or a missed migration
// every page fails while `select 1` still succeeds. The health check asks for what the app
// needs: the newest migration it ships is applied and every table it declares exists.

export interface SchemaState {
  /** The newest migration of drizzle/ is applied and no declared table is missing. */
  current: boolean;
  missingTables: string[];
}

interface Journal {
  entries: { when: number; tag: string }[];
}

/** All the check needs of the database (client.ts, which calls the check, owns the full type). */
type Database = Pick<PgDatabase<PgQueryResultHKT>, 'execute'>;

let newestMigration: number | undefined;
function newestShippedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

const declaredTables: { schema: string; name: string }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => {
    const config = getTableConfig(table);
    return { schema: config.schema ?? 'public', name: config.name };
  });

async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export async function checkSchema(db: Database): Promise<SchemaState> {
  const wanted = sql.join(
    declaredTables.map((table) => sql`(${table.schema}, ${table.name})`),
    sql`, `,
  );
  const [found] = await rows<{ present: string[] | null; journaled: boolean }>(
    db,
    sql`select
      (select array_agg(schemaname || '.' || tablename) from pg_catalog.pg_tables
        where (schemaname, tablename) in (${wanted})) as present,
      to_regclass('drizzle.__drizzle_migrations') is not null as journaled`,
  );
  const present = new Set(found?.present ?? []);
  const missingTables = declaredTables
    .map((table) => `${table.schema}.${table.name}`)
    .filter((name) => !present.has(name));
  let migrated = false;
  if (found?.journaled) {
    const [newest] = await rows<{ newest: string | number | null }>(
      db,
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    migrated = Number(newest?.newest ?? 0) >= newestShippedMigration();
  }
  return { current: migrated && missingTables.length === 0, missingTables };
}
