import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../../../src/server/testing/throwaway-database';

// The cluster of `npm run cluster` (scripts/cluster/start-cluster.mjs) for a test: three
// instances of the production build on a throwaway database of the PostgreSQL server, on free
// ports, each instance's last log lines kept and how each process ended, for the report.

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export interface ClusterInstance {
  name: string;
  port: number;
  readonly pid: number | undefined;
  readonly running: boolean;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface StartedCluster {
  url: string;
  port: number;
  instances: ClusterInstance[];
  mailFolder: string;
  close(): Promise<void>;
}

/** HAProxy's per-server counters (its stats CSV; see HAProxy's management guide, "CSV format"). */
export interface ServerStats {
  /** Requests that failed to connect to the server (retried or not). */
  econ: number;
  /** Response errors: the server closed or reset without a whole answer (HAProxy answered 502 or closed). */
  eresp: number;
  /** Transfers aborted by the server. */
  srv_abrt: number;
  /** Answers 5xx. */
  hrsp_5xx: number;
  /** Requests sent again to the same server, and to another (redispatched). */
  wretr: number;
  wredis: number;
  /** Requests the server was sent, all told. */
  stot: number;
}

export interface TestCluster {
  /** The balancer's port: every site on it, by Host. */
  port: number;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** What each instance process answered as its exit code, in order of exits ("process exit" lines). */
  exitCodes(name: string): number[];
  /** Lines an instance logged at warn or above, and its shutdown lines. */
  notable(name: string): string[];
  /** The balancer's counters of each instance (its stats page as CSV). */
  balancerStats(): Promise<Record<string, ServerStats>>;
  close(): Promise<void>;
}

/** The built server, as tests/e2e/testing/portal-server.ts finds it (HEMVIST_DIST_DIR, else dist). */
export function builtServerEntry(): string {
  const entry = path.join(path.resolve(root, process.env.HEMVIST_DIST_DIR ?? 'dist'), 'server', 'main.js');
  if (!existsSync(entry)) throw new Error('Run `npm run build` before the e2e tests');
  return entry;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports (the cluster numbers its instances from a base port). */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    let free = true;
    for (let port = base; port < base + count && free; port += 1) free = await portIsFree(port);
    if (free) return base;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

const NOTABLE = /shutting down|draining|timed out|process exit|Hemvist is ready|failed|refus/i;

export async function startTestCluster(options: { instances: number; env?: Record<string, string> }) {
  const serverEntry = builtServerEntry();
  const serverUrl = process.env.DATABASE_URL || 'postgres://127.0.0.1:5432/test';
  const database: ThrowawayDatabase = await createThrowawayDatabase(serverUrl, 'hemvist_rolling');
  const folder = mkdtempSync(path.join(tmpdir(), 'hemvist-rolling-'));
  const notable = new Map<string, string[]>();
  const exits = new Map<string, number[]>();
  const log = (name: string, line: string) => {
    if (!NOTABLE.test(line) && !/"level":(40|50|60)/.test(line)) return;
    const lines = notable.get(name) ?? [];
    lines.push(line.length > 600 ? `${line.slice(0, 600)}…` : line);
    if (lines.length > 200) lines.shift();
    notable.set(name, lines);
    if (line.includes('"process exit"')) {
      try {
        const { exitCode } = JSON.parse(line) as { exitCode: number };
        exits.set(name, [...(exits.get(name) ?? []), exitCode]);
      } catch {
        // not the wrapper's line
      }
    }
  };
  const modulePath = pathToFileURL(path.join(root, 'scripts', 'cluster', 'start-cluster.mjs')).href;
  const { startCluster } = (await import(/* @vite-ignore */ modulePath)) as {
    startCluster(options: Record<string, unknown>): Promise<StartedCluster>;
  };
  let cluster: StartedCluster | undefined;
  try {
    const [port, basePort, metricsBasePort] = [
      await freePortRun(2),
      await freePortRun(options.instances),
      await freePortRun(options.instances),
    ];
    cluster = await startCluster({
      port,
      statsPort: port + 1,
      instances: options.instances,
      basePort,
      metricsBasePort,
      // The build, run through a wrapper that reports the process's exit code (see there).
      serverEntry: path.join(import.meta.dirname, 'exit-reporting-entry.mjs'),
      databaseUrl: database.url,
      folder,
      env: {
        HEMVIST_SERVER_ENTRY: serverEntry,
        HEMVIST_DIST_DIR: path.relative(root, path.dirname(path.dirname(serverEntry))),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        LOG_LEVEL: 'info',
        ...options.env,
      },
      log,
    });
  } catch (error) {
    await database.drop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const started = cluster;
  const testCluster: TestCluster = {
    port: started.port,
    instances: started.instances,
    databaseUrl: database.url,
    exitCodes: (name) => exits.get(name) ?? [],
    notable: (name) => notable.get(name) ?? [],
    balancerStats: async () => {
      const csv = await (await fetch(`http://127.0.0.1:${started.port + 1}/;csv`)).text();
      const [header = '', ...lines] = csv.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const stats: Record<string, ServerStats> = {};
      for (const line of lines) {
        const row = Object.fromEntries(line.split(',').map((value, index) => [columns[index], value]));
        if (row.pxname !== 'portal' || !row.svname || ['FRONTEND', 'BACKEND'].includes(row.svname)) continue;
        const count = (name: string) => Number(row[name] || 0);
        stats[row.svname] = {
          econ: count('econ'),
          eresp: count('eresp'),
          srv_abrt: count('srv_abrt'),
          hrsp_5xx: count('hrsp_5xx'),
          wretr: count('wretr'),
          wredis: count('wredis'),
          stot: count('stot'),
        };
      }
      return stats;
    },
    close: async () => {
      await started.close();
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  return testCluster;
}
