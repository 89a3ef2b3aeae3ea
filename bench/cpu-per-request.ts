// `npx tsx bench/cpu-per-request.ts --cache 30 --path / --requests 40000 --rounds 3`: the
// server's own processor time per request (user + system, every thread: render, compression on
// libuv's pool, garbage collection), read from /proc before and after a fixed number of
// requests. Steadier than requests per second on a shared two-core machine, where the same
// build gives ±30 % from run to run (docs/performance.md); use it to compare two builds, run
// alternately (`HEMVIST_DIST_DIR=var/dist-x`). Linux only. Needs `npm run build` first.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { argument } from './command-line';
import { BROWSER_HEADERS } from './pages-bench';
import { startPortal } from './portal-process';

const cacheSeconds = Number(argument('cache') ?? '30');
const pagePath = argument('path') ?? '/';
const requests = Number(argument('requests') ?? (cacheSeconds > 0 ? '40000' : '3000'));
const rounds = Number(argument('rounds') ?? '3');

/** The kernel's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function processorSeconds(pid: number): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const send = (url: string, amount: number) =>
  autocannon({ url, connections: 10, amount, headers: BROWSER_HEADERS });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-cpu-per-request-'));
const portal = await startPortal(3993, dataDir, cacheSeconds);
try {
  const url = `${portal.origin}${pagePath}`;
  await send(url, Math.ceil(requests / 2)); // warm-up: V8 compiles the path first
  const figures: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = processorSeconds(portal.pid);
    const result = await send(url, requests);
    const spent = processorSeconds(portal.pid) - before;
    if (result.non2xx + result.errors > 0)
      throw new Error(`${result.non2xx + result.errors} requests failed`);
    figures.push(`${Math.round((spent / requests) * 1e6)} µs`);
  }
  console.log(
    `${process.env.HEMVIST_DIST_DIR ?? 'dist'} ${pagePath} ${cacheSeconds > 0 ? 'cached' : 'uncached'}: ${figures.join(', ')} a request (${requests} requests a round)`,
  );
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
