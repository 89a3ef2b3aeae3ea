import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/server/db/client';
import {
  counties,
  municipalities,
  residenceAreas,
  residenceObjects,
  residenceShowings,
  residenceStages,
  residenceStageTags,
  residenceTags,
} from '../../src/server/db/schema';
import { type BuildCatalogueOptions, buildCatalogue } from './build-catalogue';
import type { CatalogueRows } from './catalogue-types';

// Inserts the demo catalogue (seed/catalogue/build-catalogue.ts) inside one transaction.
// Idempotent like the content seed: rows that already exist are left alone, so a rerun in
// the same month changes nothing.
//
// Speed matters (every API test file seeds its own database): instead of one bound
// parameter per value, each batch travels as one JSON parameter that PostgreSQL unpacks
// with json_populate_recordset. On PGlite this is several times faster than a
// multi-row VALUES insert built by Drizzle.

export type CatalogueOptions = BuildCatalogueOptions;

const BATCH_SIZE = 2_000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertRows<T extends PgTable>(tx: Transaction, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  // Columns by their database names; only those the rows set, so the others keep their defaults.
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const columnList = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const records = rows.slice(start, start + BATCH_SIZE).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, column]) => [column.name, values[key] ?? null]));
    });
    await tx.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) on conflict do nothing`,
    );
  }
}

const CATALOGUE_TABLES = [
  counties,
  municipalities,
  residenceAreas,
  residenceStages,
  residenceObjects,
  residenceShowings,
  residenceTags,
  residenceStageTags,
];

export async function seedCatalogue(db: Database, options: CatalogueOptions = {}): Promise<CatalogueRows> {
  const rows = buildCatalogue(options);
  await db.transaction(async (tx) => {
    await insertRows(tx, counties, rows.counties);
    await insertRows(tx, municipalities, rows.municipalities);
    await insertRows(tx, residenceAreas, rows.areas);
    await insertRows(tx, residenceStages, rows.stages);
    await insertRows(tx, residenceObjects, rows.objects);
    await insertRows(tx, residenceShowings, rows.showings);
    await insertRows(tx, residenceTags, rows.tags);
    await insertRows(tx, residenceStageTags, rows.stageTags);
  });
  // Fresh statistics for the planner: the embedded engine never runs autovacuum, and the
  // search statements' plans depend on row counts (docs/performance.md).
  for (const table of CATALOGUE_TABLES) await db.execute(sql`ANALYZE ${table}`);
  return rows;
}

export { buildCatalogue, DEFAULT_CATALOGUE_OBJECTS } from './build-catalogue';
