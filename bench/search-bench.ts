// `npm run bench`: load tests of the residence search and the site text search.
//
// 1. A fresh database (in-memory PGlite, or with DATABASE_URL a throw-away database on that
//    server), migrated and seeded with `seedDemoWorld(db, { catalogue: { objects } })`; the
//    text search documents are then copied with numbered titles and paths until there are
//    `--documents` of them; then ANALYZE, so both engines plan with statistics.
// 2. The real app (buildApp) listening on a free port; autocannon (in a worker thread, so
//    the client does not share the server's event loop) at 10 connections for `--duration`
//    seconds cycles through realistic bodies: POST /api/residence/search_object (several
//    sites, filters, sorts, pages), then POST /api/textsearch (words, places, typos).
// 3. The same bodies run directly through the service functions (no HTTP), one call after
//    another, for the time the search itself needs.
// Prints p50, p99 and requests/s beside the targets of issue 11, and writes the figures to
// bench/results/<date>-<engine>[-<objects>].json. Options: --objects N (20 000),
// --documents N (20 000), --duration S (10), --iterations N (30).
// BENCH_DATABASE_PREFIX names the throw-away database (default hemvist_bench).

import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedDemoWorld } from '../seed/seed-demo-world';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { residenceObjects, searchDocuments } from '../src/server/db/schema';
import { searchContextFor } from '../src/server/modules/residence/search/search-context';
import { searchObjects } from '../src/server/modules/residence/search/search-service';
import { searchText } from '../src/server/modules/text-search/text-search-service';
import { appLoggerOptions } from '../src/server/plugins/request-log';
import { testConfig } from '../src/server/testing/test-app';
import { createThrowawayDatabase } from '../src/server/testing/throwaway-database';
import { objectSearchRequestSchema } from '../src/shared/residence/search-schemas';
import type { SiteKey } from '../src/shared/sites/site-types';
import { SITES } from '../src/shared/sites/sites';
import { textSearchRequestSchema } from '../src/shared/text-search/text-search-schemas';
import { benchCases, HOSTS, stockholmTag, textBenchCases } from './search-bench-cases';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

interface DirectFigures {
  calls: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  callsPerSecond: number;
  /** Per case: p50 of the repeated calls, and the first call (before anything is remembered). */
  perCase: Record<string, { p50Ms: number; firstMs: number; totalHits: number }>;
}

/** Each case `iterations` times in a row (after 3 warm-up calls), timed one by one. */
async function timeDirect<C extends { name: string }>(
  cases: readonly C[],
  iterations: number,
  call: (benchCase: C) => Promise<number>,
): Promise<DirectFigures> {
  const all: number[] = [];
  const perCase: DirectFigures['perCase'] = {};
  for (const benchCase of cases) {
    const times: number[] = [];
    let totalHits = 0;
    let firstMs = 0;
    for (let run = 0; run < iterations + 3; run++) {
      const start = performance.now();
      totalHits = await call(benchCase);
      if (run === 0) firstMs = performance.now() - start;
      if (run >= 3) times.push(performance.now() - start);
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    perCase[benchCase.name] = { p50Ms: round(percentile(times, 50)), firstMs: round(firstMs), totalHits };
  }
  all.sort((a, b) => a - b);
  const mean = all.reduce((sum, time) => sum + time, 0) / all.length;
  return {
    calls: all.length,
    p50Ms: round(percentile(all, 50)),
    p99Ms: round(percentile(all, 99)),
    meanMs: round(mean),
    callsPerSecond: round(1000 / mean, 1),
    perCase,
  };
}

interface HttpFigures {
  connections: number;
  durationS: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** CPU time of this process (server and load client) per request: what the machine's load leaves out. */
  processCpuMsPerRequest: number;
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

async function load(
  url: string,
  duration: number,
  path: string,
  cases: readonly { site: SiteKey; body: Record<string, unknown> }[],
): Promise<HttpFigures> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: 10,
    duration,
    workers: 1,
    requests: cases.map((benchCase) => ({
      method: 'POST' as const,
      path,
      // As a browser asks (issue 31 item 5): the site's host and the encodings it accepts.
      headers: {
        host: HOSTS[benchCase.site] ?? 'localhost',
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify(benchCase.body),
    })),
  });
  return {
    connections: 10,
    durationS: duration,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: round(result.requests.average, 1),
    processCpuMsPerRequest: round(cpuMs(process.cpuUsage(cpuBefore)) / Math.max(result.requests.total, 1), 3),
  };
}

/** Numbered copies of the seeded documents until there are `total` (titles, paths and dates differ). */
async function growDocuments(db: Database, total: number): Promise<number> {
  const seeded = await db.$count(searchDocuments);
  const copies = Math.ceil(total / Math.max(seeded, 1)) - 1;
  if (copies > 0) {
    await db.execute(sql`
      INSERT INTO search_documents (id, site_key, kind, language, title, summary, body, url,
        published_at, search_text, search_vector)
      SELECT gen_random_uuid(), d.site_key, d.kind, d.language, d.title || ' ' || n, d.summary, d.body,
        d.url || 'kopia-' || n || '/', d.published_at - make_interval(days => n), d.search_text || ' ' || n,
        d.search_vector
      FROM search_documents d CROSS JOIN generate_series(1, ${copies}::int) n`);
    await db.execute(sql`
      DELETE FROM search_documents WHERE id IN (
        SELECT id FROM search_documents WHERE url LIKE '%/kopia-%' ORDER BY url DESC
        LIMIT greatest(0, (SELECT count(*) FROM search_documents) - ${total}::int))`);
  }
  return db.$count(searchDocuments);
}

function printHttp(title: string, http: HttpFigures, target: string): void {
  console.log(`\n${title}`);
  console.log(
    `  HTTP    p50 ${http.p50Ms} ms   p99 ${http.p99Ms} ms   ${http.requestsPerSecond} req/s   (${http.non2xx} non-2xx)   target: ${target}`,
  );
  console.log(
    `          ${http.processCpuMsPerRequest} ms of this process's CPU per request (server and load client)`,
  );
}

function printDirect(direct: DirectFigures): void {
  console.log(
    `  direct  p50 ${direct.p50Ms} ms   p99 ${direct.p99Ms} ms   ${direct.callsPerSecond} calls/s (sequential)`,
  );
  for (const [name, figures] of Object.entries(direct.perCase)) {
    console.log(
      `    ${name.padEnd(38)} p50 ${String(figures.p50Ms).padStart(7)} ms   first ${String(figures.firstMs).padStart(7)} ms  ${figures.totalHits} hits`,
    );
  }
}

async function main(): Promise<void> {
  const objects = option('objects', 20_000);
  const documents = option('documents', 20_000);
  const duration = option('duration', 10);
  const iterations = option('iterations', 30);
  const serverUrl = process.env.DATABASE_URL;
  const throwaway = serverUrl
    ? await createThrowawayDatabase(serverUrl, process.env.BENCH_DATABASE_PREFIX ?? 'hemvist_bench')
    : null;
  // Seeding and indexing a large world runs statements far longer than a request's limit.
  const handle = openDatabase(
    throwaway
      ? { kind: 'postgres', url: throwaway.url, timeouts: { connectMs: 5_000, statementMs: 600_000 } }
      : { kind: 'pglite', dataDir: 'memory' },
  );
  const engine = handle.kind === 'postgres' ? 'postgres' : 'pglite';
  try {
    console.log(`Seeding a ${objects}-home world on ${engine} …`);
    const seedStart = performance.now();
    await handle.migrate();
    await seedDemoWorld(handle.db, { catalogue: { objects } });
    const documentCount = await growDocuments(handle.db, documents);
    // Planner statistics, as autovacuum would gather on a server (PGlite runs no autovacuum).
    await handle.db.execute(sql`ANALYZE`);
    const homes = await handle.db.$count(residenceObjects);
    console.log(
      `Seeded ${homes} homes and ${documentCount} text search documents in ${round((performance.now() - seedStart) / 1000, 1)} s.`,
    );

    const cases = benchCases(await stockholmTag(handle.db));
    const siteIds = Object.fromEntries(Object.values(SITES).map((site) => [site.key, site.siteId]));
    const textCases = textBenchCases(siteIds as Record<SiteKey, string>);

    const directObjects = await timeDirect(cases, iterations, async (benchCase) => {
      const request = objectSearchRequestSchema.parse(benchCase.body);
      const result = await searchObjects(handle.db, searchContextFor(SITES[benchCase.site]), request, null);
      return result.estimatedTotalHits;
    });
    const directText = await timeDirect(textCases, iterations, async (benchCase) => {
      const request = textSearchRequestSchema.parse(benchCase.body);
      const result = await searchText(handle.db, { site: SITES[benchCase.site] }, request);
      return result.estimatedTotalHits;
    });

    // The product's request log (a line a request at info), written where nobody reads it: with
    // the log off, the bench measured less than a server answering visitors does (issue 31).
    const app = await buildApp(testConfig, {
      database: handle,
      logger: { ...appLoggerOptions('info'), stream: createWriteStream('/dev/null') },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const httpObjects = await load(address, duration, '/api/residence/search_object', cases);
    const httpText = await load(address, duration, '/api/textsearch', textCases);
    await app.close();

    const load1 = os.loadavg()[0] ?? 0;
    const results = {
      date: new Date().toISOString(),
      engine,
      homes,
      documents: documentCount,
      machine: {
        cpus: os.cpus().length,
        loadAverage1m: round(load1),
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
      },
      searchObject: { http: httpObjects, direct: directObjects },
      textSearch: { http: httpText, direct: directText },
    };
    const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(resultsDir, { recursive: true });
    const suffix = objects === 20_000 ? '' : `-${objects}`;
    const file = path.join(resultsDir, `${results.date.slice(0, 10)}-${engine}${suffix}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

    const objectTarget =
      engine === 'postgres'
        ? 'p99 ≤ 15 ms, ≥ 800 req/s (20 000 homes); p99 ≤ 50 ms (200 000)'
        : 'p99 ≤ 30 ms';
    printHttp(
      `POST /api/residence/search_object, ${homes} homes, ${engine}, 10 connections, ${duration} s`,
      httpObjects,
      objectTarget,
    );
    printDirect(directObjects);
    printHttp(
      `POST /api/textsearch, ${documentCount} documents, ${engine}, 10 connections, ${duration} s`,
      httpText,
      'p99 ≤ 20 ms',
    );
    printDirect(directText);
    console.log(`Load average (1 min) at the end: ${round(load1)} on ${os.cpus().length} cores.`);
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
    if (httpObjects.non2xx + httpObjects.errors + httpText.non2xx + httpText.errors > 0) process.exitCode = 1;
  } finally {
    await handle.close();
    await throwaway?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
