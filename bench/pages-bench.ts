// Requests per second of the server-rendered pages and the text search API, beside a bare
// Fastify hello-world on the same machine (issue 11 items 5, 6, 8 and 9). Used by
// bench/bench-all.ts (`npm run bench:all`, or `npm run bench:pages` for this part alone).
//
// Starts the production build on a fresh embedded database with the demo world, once with the
// anonymous page cache (PAGE_CACHE_SECONDS=30) and once without (0: every request renders),
// and runs autocannon at 10 connections against the start, search, stage and article pages
// of the Swedish site, and the text search API, each after a few seconds' unmeasured warm-up.
// `withCachedPortal` lets the caller measure more (Lighthouse) on the cached portal before it
// stops.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SITES } from '../src/shared/sites/sites';
import { type PageKind, pagePaths } from './bench-pages';
import { startPortal } from './portal-process';

export const CONNECTIONS = 10;
/** Each page is loaded this long, unmeasured, before its measured load. */
const WARM_UP_SECONDS = 3;

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** As a browser asks (issue 31 item 5): the Swedish site's host, and the encodings it accepts. */
export const BROWSER_HEADERS = { host: 'localhost', 'accept-encoding': 'br, gzip' };

/**
 * Measured warm, as a server that has been up a while answers (issue 31 item 5): the first
 * seconds of a load are V8 compiling the path it takes (start page uncached: some 390 req/s
 * unwarmed against 620 warm on the same machine), so those seconds are not counted.
 */
async function warmLoad(options: autocannon.Options): Promise<LoadFigures> {
  await load({ ...options, duration: WARM_UP_SECONDS });
  return load(options);
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({
    connections: CONNECTIONS,
    ...options,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The bare Fastify hello-world, in a child process like the portal: in the bench's own process
 * it shared one thread with autocannon and measured the load generator as much as the server.
 */
export async function helloWorld(duration: number): Promise<LoadFigures> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-world-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    return await warmLoad({ url: `http://127.0.0.1:${Number(line.toString().trim())}/`, duration });
  } finally {
    child.kill();
  }
}

/** What visitors search for, in each site's language. */
const TEXT_QUERIES = [
  { site: 'se', text: 'bostad' },
  { site: 'se', text: 'parkering' },
  { site: 'se', text: 'kundservice' },
  { site: 'no', text: 'bolig' },
  { site: 'fi', text: 'asunto' },
] as const;

function textSearchLoad(origin: string, duration: number): Promise<LoadFigures> {
  return warmLoad({
    url: origin,
    duration,
    requests: TEXT_QUERIES.map(({ site, text }) => ({
      method: 'POST' as const,
      path: '/api/textsearch',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: SITES[site].siteId, text }),
    })),
  });
}

export const LOADED_PAGES: PageKind[] = ['start', 'search', 'stage', 'article'];

export interface PageLoadResults {
  cached: Record<string, LoadFigures>;
  uncached: Record<string, LoadFigures>;
  textSearch: LoadFigures;
}

export async function measurePages(
  duration: number,
  withCachedPortal?: (origin: string) => Promise<void>,
): Promise<PageLoadResults> {
  const results: PageLoadResults = { cached: {}, uncached: {}, textSearch: {} as LoadFigures };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-pages-bench-'));
  try {
    for (const cacheSeconds of [30, 0]) {
      const portal = await startPortal(3990 + cacheSeconds, dataDir, cacheSeconds);
      try {
        const paths = await pagePaths(portal.origin, 'se');
        const into = cacheSeconds > 0 ? results.cached : results.uncached;
        for (const kind of LOADED_PAGES) {
          into[kind] = await warmLoad({ url: `${portal.origin}${paths[kind]}`, duration });
        }
        if (cacheSeconds > 0) {
          results.textSearch = await textSearchLoad(portal.origin, duration);
          await withCachedPortal?.(portal.origin);
        }
      } finally {
        await portal.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
