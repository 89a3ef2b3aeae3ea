// `npm run bench`: load test of POST /api/residence/search_object on a 20 000-home world.
//
// 1. A fresh database (in-memory PGlite, or with DATABASE_URL a throw-away database on that
//    server), migrated and seeded with `seedDemoWorld(db, { catalogue: { objects } })`, then
//    ANALYZEd so both engines plan with statistics.
// 2. The real app (buildApp) listening on a free port; autocannon at 10 connections for
//    ~10 s cycles through realistic search bodies (several sites, filters, sorts, pages).
// 3. The same bodies run directly through the search service (the one SQL statement per
//    call, without HTTP), many times in a row, for the time the database alone needs.
// Prints p50, p99 and requests/s beside the direct timings and their ratio, and writes the
// figures to bench/results/<date>-<engine>.json. Options: --objects N, --duration S.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedDemoWorld } from '../seed/seed-demo-world';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { residenceObjects } from '../src/server/db/schema';
import { searchContextFor } from '../src/server/modules/residence/search/search-context';
import { searchObjects } from '../src/server/modules/residence/search/search-service';
import { testConfig } from '../src/server/testing/test-app';
import { createThrowawayDatabase } from '../src/server/testing/throwaway-database';
import { objectSearchRequestSchema } from '../src/shared/residence/search-schemas';
import { SITES } from '../src/shared/sites/sites';
import { benchCases, HOSTS, stockholmTag } from './search-bench-cases';

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

async function main(): Promise<void> {
  const objects = option('objects', 20_000);
  const duration = option('duration', 10);
  const serverUrl = process.env.DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, 'hemvist_bench') : null;
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
    // Planner statistics, as autovacuum would gather on a server (PGlite runs no autovacuum).
    await handle.db.execute(sql`ANALYZE`);
    const homes = await handle.db.$count(residenceObjects);
    console.log(`Seeded ${homes} homes in ${round((performance.now() - seedStart) / 1000, 1)} s.`);

    const cases = benchCases(await stockholmTag(handle.db));

    // Direct: the service function (one SQL statement) per body, sequentially.
    const iterations = option('iterations', 30);
    const direct: number[] = [];
    const perCase: Record<string, { p50Ms: number; totalHits: number }> = {};
    for (const benchCase of cases) {
      const request = objectSearchRequestSchema.parse(benchCase.body);
      const context = searchContextFor(SITES[benchCase.site]);
      const times: number[] = [];
      let totalHits = 0;
      for (let run = 0; run < iterations + 3; run++) {
        const start = performance.now();
        const result = await searchObjects(handle.db, context, request, null);
        if (run >= 3) times.push(performance.now() - start); // the first runs warm caches
        totalHits = result.estimatedTotalHits;
      }
      direct.push(...times);
      perCase[benchCase.name] = {
        p50Ms: round(
          percentile(
            times.sort((a, b) => a - b),
            50,
          ),
        ),
        totalHits,
      };
    }
    direct.sort((a, b) => a - b);
    const directMean = direct.reduce((sum, time) => sum + time, 0) / direct.length;

    // HTTP: the real app under autocannon.
    const app = await buildApp({ ...testConfig, logLevel: 'silent' }, { database: handle, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const http = await autocannon({
      url: address,
      connections: 10,
      duration,
      requests: cases.map((benchCase) => ({
        method: 'POST' as const,
        path: '/api/residence/search_object',
        headers: { host: HOSTS[benchCase.site] ?? 'localhost', 'content-type': 'application/json' },
        body: JSON.stringify(benchCase.body),
      })),
    });
    await app.close();

    const results = {
      date: new Date().toISOString(),
      engine,
      homes,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` },
      http: {
        connections: 10,
        durationS: duration,
        requests: http.requests.total,
        non2xx: http.non2xx,
        errors: http.errors,
        p50Ms: http.latency.p50,
        p99Ms: http.latency.p99,
        requestsPerSecond: round(http.requests.average, 1),
      },
      directSql: {
        calls: direct.length,
        p50Ms: round(percentile(direct, 50)),
        p99Ms: round(percentile(direct, 99)),
        meanMs: round(directMean),
        callsPerSecond: round(1000 / directMean, 1),
        perCase,
      },
      ratio: {
        /** HTTP p50 over direct p50: with 10 connections this includes queueing for the database. */
        p50: round(http.latency.p50 / percentile(direct, 50)),
        /** Direct sequential calls/s over HTTP requests/s (1.0: HTTP adds no cost to throughput). */
        throughput: round(1000 / directMean / http.requests.average),
      },
    };
    const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `${results.date.slice(0, 10)}-${engine}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

    console.log(
      `\nPOST /api/residence/search_object, ${homes} homes, ${engine}, 10 connections, ${duration} s`,
    );
    console.log(
      `  HTTP    p50 ${results.http.p50Ms} ms   p99 ${results.http.p99Ms} ms   ${results.http.requestsPerSecond} req/s   (${http.non2xx} non-2xx)`,
    );
    console.log(
      `  SQL     p50 ${results.directSql.p50Ms} ms   p99 ${results.directSql.p99Ms} ms   ${results.directSql.callsPerSecond} calls/s (sequential)`,
    );
    console.log(
      `  ratio   p50 HTTP/SQL ${results.ratio.p50}   throughput SQL/HTTP ${results.ratio.throughput}`,
    );
    for (const [name, figures] of Object.entries(perCase)) {
      console.log(
        `    ${name.padEnd(38)} SQL p50 ${String(figures.p50Ms).padStart(7)} ms  ${figures.totalHits} hits`,
      );
    }
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
    if (http.non2xx > 0 || http.errors > 0) process.exitCode = 1;
  } finally {
    await handle.close();
    await throwaway?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
