// `npm run bench:pages`: requests per second of the server-rendered pages, in one run, beside a
// bare Fastify hello-world on the same machine (issue 11 items 5, 6 and 9).
//
// Starts the production build (dist/server/main.js; `npm run build` first) on a fresh embedded
// database with the demo world, once with the anonymous page cache (PAGE_CACHE_SECONDS=30) and
// once without (0: every request renders), and runs autocannon at 10 connections against the
// start, search, stage and article pages of the Swedish site. Prints each figure beside its
// target and writes them to bench/results/<date>-pages.json. Option: --duration S (default 8).
// Lighthouse scores are not measured here yet (docs/performance.md).

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationIndex = process.argv.indexOf('--duration');
const duration = durationIndex >= 0 ? Number(process.argv[durationIndex + 1]) || 8 : 8;
const CONNECTIONS = 10;

async function load(
  url: string,
  host = 'localhost',
): Promise<{ reqPerSec: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { host } });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error('the portal stopped during start-up');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the portal did not become healthy');
}

async function startPortal(port: number, dataDir: string, cacheSeconds: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEV_TOOLS: 'false',
      SIMULATORS: 'true',
      LOG_LEVEL: 'warn',
      PAGE_CACHE_SECONDS: String(cacheSeconds),
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0000',
    },
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return child;
}

async function stagePath(origin: string): Promise<string> {
  const index = (await (await fetch(`${origin}/bostader/GetViewModel`)).json()) as {
    template: { viewModel: { counties: { municipalities: { stages: { url: string }[] }[] }[] } };
  };
  const stage = index.template.viewModel.counties[0]?.municipalities[0]?.stages[0]?.url;
  if (!stage) throw new Error('no stage in the demo world');
  return stage;
}

async function main() {
  const rows: { what: string; reqPerSec: number; p99: number; target: string }[] = [];

  const hello = Fastify();
  hello.get('/', async () => 'hello');
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloAddress = hello.server.address();
  const helloPort = typeof helloAddress === 'object' && helloAddress ? helloAddress.port : 0;
  const bare = await load(`http://127.0.0.1:${helloPort}/`);
  await hello.close();
  rows.push({ what: 'Fastify hello-world', ...bare, target: '(reference)' });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-pages-bench-'));
  try {
    for (const cacheSeconds of [30, 0]) {
      const port = 3990 + cacheSeconds;
      const portal = await startPortal(port, dataDir, cacheSeconds);
      const origin = `http://127.0.0.1:${port}`;
      const pages: [string, string][] = [
        ['start', '/'],
        ['search', '/sok-bostad/'],
        ['stage', await stagePath(origin)],
        ['article', '/kundservice/'],
      ];
      for (const [name, pagePath] of pages) {
        const figures = await load(`${origin}${pagePath}`);
        const cached = cacheSeconds > 0;
        const target =
          name === 'start'
            ? cached
              ? `≥ 20 % of hello-world (${Math.round((figures.reqPerSec / bare.reqPerSec) * 1000) / 10} %)`
              : '≥ 600 req/s'
            : '';
        rows.push({
          what: `${name} page, ${cached ? 'anonymous (cached)' : 'uncached (SSR)'}`,
          ...figures,
          target,
        });
      }
      portal.kill();
      await new Promise((resolve) => portal.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  console.log(`\nPages at ${CONNECTIONS} connections, ${duration} s each (${os.cpus().length} cores)\n`);
  console.log(line(['what', 'req/s', 'p99 ms', 'target']));
  console.log(line(['---', '---', '---', '---']));
  for (const row of rows) console.log(line([row.what, row.reqPerSec, row.p99, row.target]));
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().slice(0, 10)}-pages.json`);
  writeFileSync(file, `${JSON.stringify({ connections: CONNECTIONS, duration, rows }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, file)}`);
}

await main();
