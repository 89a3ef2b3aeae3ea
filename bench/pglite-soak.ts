// `npm run soak:pglite`: issue 34 item 7's soak. The production build (dist/, or
// $HEMVIST_DIST_DIR; `npm run build` first) on a fresh embedded database, with every
// housekeeping task due every 20 s (HOUSEKEEPING_INTERVAL_SECONDS), driven for 5 minutes by
// email logins (the rate-limit upsert that once hung), residence and text searches and pages,
// while /healthz is asked every second. Fails when any health answer is not 200 within 1 s.
// First, a second server on the same folder must be refused with one line, exit code 1; last,
// the housekeeping runs are counted from the stopped server's job table, and a new server on
// the folder must answer a login of an account used and /healthz.
// Prints the figures; writes them to bench/results/<date>-pglite-soak.json. Not part of
// `npm test` (it takes the 5 minutes). Options: --minutes N (5).

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { SERVER_NODE_FLAGS } from '../src/server/config/server-node-flags.mjs';
import { openDatabase } from '../src/server/db/client';
import { SITES } from '../src/shared/sites/sites';
import { projectRoot } from './portal-process';

const minutesArgument = process.argv.indexOf('--minutes');
const MINUTES = minutesArgument >= 0 ? Number(process.argv[minutesArgument + 1]) || 5 : 5;
const HEALTH_LIMIT_MS = 1_000;
const HOUSEKEEPING_SECONDS = 20;
const distDir = path.resolve(projectRoot, process.env.HEMVIST_DIST_DIR ?? 'dist');
const entry = path.join(distDir, 'server', 'main.js');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number, metricsPort: number): Server {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HEMVIST_DIST_DIR: distDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEV_TOOLS: 'false',
      SIMULATORS: 'true',
      LOG_LEVEL: 'warn',
      // The soak's own loopback client names its addresses in X-Forwarded-For, so that the
      // logins are not all one client's (they would be refused after 30, before the upsert).
      TRUST_PROXY: '127.0.0.1',
      HOUSEKEEPING_INTERVAL_SECONDS: String(HOUSEKEEPING_SECONDS),
      METRICS_PORT: String(metricsPort),
      JWT_SECRET: 'soak-only-secret-soak-only-secret-000000',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForHealth(origin: string, server: Server): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server stopped during start-up:\n${server.output()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000)
      throw new Error('the server did not become healthy in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Answers of one kind of request: how many of each status, and how long they took. */
class Tally {
  readonly statuses = new Map<string, number>();
  readonly times: number[] = [];
  add(status: number | string, ms: number): void {
    const key = String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    this.times.push(ms);
  }
  summary() {
    return {
      requests: this.times.length,
      statuses: Object.fromEntries(this.statuses),
      p50Ms: round(percentile(this.times, 50)),
      p99Ms: round(percentile(this.times, 99)),
      maxMs: round(Math.max(0, ...this.times)),
    };
  }
}

/** The status and body of one request, timed to its last byte; undefined when it failed. */
async function timed(
  tally: Tally,
  request: () => Promise<Response>,
): Promise<{ status: number; body: string } | undefined> {
  const start = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    tally.add(response.status, performance.now() - start);
    return { status: response.status, body };
  } catch (error) {
    tally.add((error as Error).name, performance.now() - start);
    return undefined;
  }
}

const emailAccounts = DEMO_ACCOUNTS.filter((account) => account.email && account.site === 'se');
const TEXTS = ['lägenhet', 'balkong', 'Stockholm', 'förening', 'radhus', 'parkering'];

/** Runs of each housekeeping task by state, from the job queue's table (docs/adr/0018). */
async function housekeepingRunsIn(dataDir: string): Promise<Record<string, Record<string, number>>> {
  const database = openDatabase({ kind: 'pglite', dataDir });
  try {
    const { rows } = await database.executeSql(
      `select name, state, count(*)::int as count from pgboss.job where name like 'task.%'
       group by name, state order by name, state`,
      [],
    );
    const runs: Record<string, Record<string, number>> = {};
    for (const row of rows as { name: string; state: string; count: number }[]) {
      runs[row.name] = { ...runs[row.name], [row.state]: row.count };
    }
    return runs;
  } finally {
    await database.close();
  }
}

/** A new server on the folder: its start time, one login of an account used, one health check. */
async function restartAndLogIn(dataDir: string, port: number, metricsPort: number) {
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port, metricsPort);
  try {
    const startMs = await waitForHealth(origin, server);
    const timedStatus = async (request: () => Promise<Response>) => {
      const start = performance.now();
      const response = await request();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - start };
    };
    const login = await timedStatus(() =>
      fetch(`${origin}/account_service/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({
          email: emailAccounts[0]?.email,
          password: DEMO_PASSWORD,
          siteId: SITES.se.siteId,
        }),
        signal: AbortSignal.timeout(10_000),
      }),
    );
    const health = await timedStatus(() =>
      fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(10_000) }),
    );
    return {
      startSeconds: round(startMs / 1000),
      login: login.status,
      health: health.status,
      slowestMs: round(Math.max(login.ms, health.ms)),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-soak-'));
  const [port, secondPort, metricsPort, secondMetricsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const origin = `http://127.0.0.1:${port}`;
  console.log(`PGlite soak: ${MINUTES} min on ${dataDir}, ${entry}`);
  const server = startServer(dataDir, port, metricsPort);
  const failures: string[] = [];
  try {
    const startMs = await waitForHealth(origin, server);
    console.log(`Started, migrated and seeded in ${round(startMs / 1000)} s.`);

    // Issue 34 item 7's first step: a second server on the same folder.
    const second = startServer(dataDir, secondPort, secondMetricsPort);
    const secondCode = await Promise.race([
      second.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000)),
    ]);
    const refusal = second.output().trim();
    if (secondCode !== 1 || !refusal.includes(`is in use by process ${server.child.pid}`)) {
      second.child.kill('SIGKILL');
      failures.push(`a second server on ${dataDir} was not refused (${secondCode}): ${refusal}`);
    }
    console.log(`Second server on the same folder: exit ${secondCode}, "${refusal}"`);

    const health = new Tally();
    const logins = new Tally();
    const objectSearches = new Tally();
    const textSearches = new Tally();
    const sessions = new Tally();
    const pages = new Tally();
    const slowHealth: string[] = [];
    const endAt = Date.now() + MINUTES * 60_000;
    const running = () => Date.now() < endAt && server.child.exitCode === null;
    const siteId = SITES.se.siteId;
    const json = (body: unknown, extra: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', ...extra },
      body: JSON.stringify(body),
    });

    const healthLoop = (async () => {
      while (running()) {
        const tick = Date.now();
        const start = performance.now();
        let status: number | string;
        try {
          const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = (error as Error).name;
        }
        const ms = performance.now() - start;
        health.add(status, ms);
        if (status !== 200 || ms > HEALTH_LIMIT_MS) {
          slowHealth.push(`${new Date(tick).toISOString()} ${status} ${round(ms)} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (Date.now() - tick))));
      }
    })();

    let client = 0;
    const loginLoop = (async () => {
      while (running()) {
        const account = emailAccounts[client % emailAccounts.length];
        client += 1;
        const forwardedFor = `198.51.100.${(client % 250) + 1}`;
        const response = await timed(logins, () =>
          fetch(
            `${origin}/account_service/login/email`,
            json(
              { email: account?.email, password: DEMO_PASSWORD, siteId },
              { 'x-forwarded-for': forwardedFor },
            ),
          ),
        );
        if (response?.status === 200) {
          const { token } = JSON.parse(response.body) as { token?: string };
          if (token) {
            await timed(sessions, () =>
              fetch(`${origin}/account_service/session`, {
                headers: { host: 'localhost', authorization: `Bearer ${token}` },
              }),
            );
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();

    const searchLoop = (async () => {
      let round = 0;
      while (running()) {
        round += 1;
        await timed(objectSearches, () =>
          fetch(
            `${origin}/api/residence/search_object`,
            json(round % 2 ? {} : { sort: 'price:asc', filter: { maxPrice: 4_000_000, minRooms: 2 } }),
          ),
        );
        await timed(textSearches, () =>
          fetch(`${origin}/api/textsearch`, json({ text: TEXTS[round % TEXTS.length], siteId })),
        );
        await timed(pages, () => fetch(`${origin}/`, { headers: { host: 'localhost' } }));
        // A short breath: the machine is shared, and the point is time under load, not peak rate.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    let lastReport = Date.now();
    const progress = setInterval(() => {
      if (Date.now() - lastReport < 60_000) return;
      lastReport = Date.now();
      const h = health.summary();
      console.log(
        `  ${new Date().toISOString()}: health ${h.requests} (p99 ${h.p99Ms} ms, max ${h.maxMs} ms), logins ${logins.times.length}, searches ${objectSearches.times.length + textSearches.times.length}`,
      );
    }, 5_000);
    await Promise.all([healthLoop, loginLoop, searchLoop]);
    clearInterval(progress);

    if (server.child.exitCode !== null) failures.push(`the server stopped (exit ${server.child.exitCode})`);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      .then((response) => response.text())
      .catch(() => '');
    const metric = (name: string) =>
      metrics
        .split('\n')
        .filter((line) => line.startsWith(name))
        .map((line) => line.split(' ').at(-1))
        .map(Number)
        .reduce((sum, value) => sum + value, 0);
    const housekeepingFailures = (server.output().match(/housekeeping task failed/g) ?? []).length;
    if (slowHealth.length > 0) failures.push(`${slowHealth.length} health answers late or not 200`);

    // The housekeeping runs, read from the stopped server's database (the lock is free again).
    server.child.kill('SIGTERM');
    await server.exited;
    const housekeepingRuns = await housekeepingRunsIn(dataDir);
    const completedRuns = Object.values(housekeepingRuns).reduce(
      (sum, byState) => sum + (byState.completed ?? 0),
      0,
    );
    if (completedRuns === 0) failures.push('no housekeeping task ran');

    // The last step: a later server on the same folder answers a login of an account used.
    const restart = await restartAndLogIn(dataDir, secondPort, secondMetricsPort);
    // 429 is an answer too: the soak has used up the account's logins for 15 minutes.
    const loginAnswered = restart.login === 200 || restart.login === 429;
    if (!loginAnswered || restart.health !== 200 || restart.slowestMs > HEALTH_LIMIT_MS) {
      failures.push(`after a restart on the same folder: ${JSON.stringify(restart)}`);
    }

    const figures = {
      minutes: MINUTES,
      housekeepingIntervalSeconds: HOUSEKEEPING_SECONDS,
      startSeconds: round(startMs / 1000),
      health: health.summary(),
      slowHealth: slowHealth.slice(0, 20),
      logins: logins.summary(),
      sessions: sessions.summary(),
      objectSearches: objectSearches.summary(),
      textSearches: textSearches.summary(),
      pages: pages.summary(),
      housekeepingFailures,
      housekeepingRuns,
      restart,
      database: {
        queries: metric('hemvist_db_query_duration_seconds_count'),
        querySeconds: round(metric('hemvist_db_query_duration_seconds_sum')),
      },
      serverRssMb: round(metric('process_resident_memory_bytes') / 1024 / 1024),
      loadAverage: os.loadavg().map(round),
      failures,
    };
    console.log(JSON.stringify(figures, null, 2));
    const resultsDir = path.join(projectRoot, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `${new Date().toISOString().slice(0, 10)}-pglite-soak.json`),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`PASSED: /healthz answered 200 within ${HEALTH_LIMIT_MS} ms every second for ${MINUTES} min.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
