// `npx tsx bench/explain-search.ts` with DATABASE_URL: EXPLAIN ANALYZE of the search_object
// statement for each body of the search bench's mix, on an already seeded database. Prints
// each plan's execution time and the plan of the slowest case (--plans: every plan).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { searchContextFor } from '../src/server/modules/residence/search/search-context';
import { toSearchCriteria } from '../src/server/modules/residence/search/search-criteria';
import { objectSearchStatement } from '../src/server/modules/residence/search/search-statements';
import { objectSearchRequestSchema } from '../src/shared/residence/search-schemas';
import { SITES } from '../src/shared/sites/sites';
import { benchCases, stockholmTag } from './search-bench-cases';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded database');
const handle = openDatabase({ kind: 'postgres', url, timeouts: { connectMs: 5000, statementMs: 60_000 } });
const showAll = process.argv.includes('--plans');
try {
  const cases = benchCases(await stockholmTag(handle.db));
  for (const benchCase of cases) {
    const request = objectSearchRequestSchema.parse(benchCase.body);
    const context = searchContextFor(SITES[benchCase.site]);
    const statement = objectSearchStatement(
      toSearchCriteria(request.filter, context.site.country),
      context.scope,
      { sort: request.sort, limit: request.limit, offset: request.offset, origin: null },
    );
    let plan: string[] = [];
    for (let run = 0; run < 3; run++) {
      const result = (await handle.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      plan = result.rows.map((row) => row['QUERY PLAN']);
    }
    const time = plan.find((line) => line.startsWith('Execution Time'));
    const planning = plan.find((line) => line.startsWith('Planning Time'));
    console.log(`${benchCase.name.padEnd(40)} ${planning}  ${time}`);
    if (showAll) console.log(`${plan.join('\n')}\n`);
  }
} finally {
  await handle.close();
}
