// `npm run bench:all`: every figure of issue 11's table in one run, each beside its target.
//
// 1. A bare Fastify hello-world, the reference for the page figures.
// 2. The start, search, stage and article pages (se) at 10 connections, served from the
//    anonymous page cache and rendered on every request; the text search API.
// 3. Lighthouse mobile (performance, LCP, TBT, CLS, accessibility) for the start pages of se,
//    no and fi and the search, stage, object, article and text-search pages of se, against the
//    cached portal (what a visitor gets), with Debian's Chromium; first the machine's floor, a
//    plain HTML page and the same page hydrated by React alone (bench/host-floor.ts).
// 4. The residence search API mix (`npm run bench`, bench/search-bench.ts, run as it is).
// 5. Issue 13: a case submitted with 5 × 20 MB files, streamed: the server's RSS increase and
//    the submit time (bench/upload-bench.ts; `npm run bench:uploads` is --only uploads).
//
// Prints one table, and writes it with the machine's load (`uptime`: the machine is shared) to
// bench/results/<date>-all.json. Options: --duration S (each load test, default 8),
// --only pages|lighthouse|search|uploads (one part; `npm run bench:pages` is --only pages),
// --storage disk|s3 (where the case uploads are stored; default disk; s3 starts s3rver).
// Needs `npm run build` first. Nothing here is asserted by the test suite.

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchSite, hostOf, type PageKind, pagePaths } from './bench-pages';
import { argument } from './command-line';
import { startHostFloor } from './host-floor';
import { type LighthouseFigures, runLighthouse } from './lighthouse-run';
import { CONNECTIONS, helloWorld, type LoadFigures, measurePages, type PageLoadResults } from './pages-bench';
import { projectRoot, startPortal } from './portal-process';
import {
  describeRound,
  FILE_BYTES,
  FILE_COUNT,
  measureCaseUploads,
  RSS_TARGET_MB,
  S3_RSS_TARGET_MB,
  storageArgument,
} from './upload-bench';

const duration = Number(argument('duration')) || 8;
const only = argument('only');
const runs = (part: 'pages' | 'lighthouse' | 'search' | 'uploads') => !only || only === part;

/** One line of the report: a figure, its target, and whether it meets it (undefined: no target). */
interface Row {
  section: string;
  what: string;
  figure: string;
  target: string;
  met?: boolean;
}

const rows: Row[] = [];
const loadAverages: { when: string; load: number[] }[] = [];
const noteLoad = (when: string) =>
  loadAverages.push({ when, load: os.loadavg().map((v) => Math.round(v * 100) / 100) });

const LIGHTHOUSE_PAGES: [BenchSite, PageKind][] = [
  ['se', 'start'],
  ['no', 'start'],
  ['fi', 'start'],
  ['se', 'search'],
  ['se', 'stage'],
  ['se', 'object'],
  ['se', 'article'],
  ['se', 'text search'],
];

/** A page's Lighthouse figures; `reference` marks the host floor's pages, which carry no target. */
type LighthouseRow = LighthouseFigures & { page: string; reference?: boolean };

async function lighthouseRows(origin: string): Promise<LighthouseRow[]> {
  const port = new URL(origin).port;
  const urls: { page: string; url: string; reference?: boolean }[] = [];
  for (const site of new Set(LIGHTHOUSE_PAGES.map(([site]) => site))) {
    const paths = await pagePaths(origin, site);
    for (const [pageSite, kind] of LIGHTHOUSE_PAGES)
      if (pageSite === site)
        urls.push({ page: `${kind} (${site})`, url: `http://${hostOf(site)}:${port}${paths[kind]}` });
  }
  // What the machine allows before our code runs, measured in the same Chromium beside the pages.
  const floor = await startHostFloor();
  urls.unshift(...floor.pages.map((page) => ({ ...page, reference: true })));
  try {
    // Chromium resolves *.localhost to this machine, so each site is asked for by its own host.
    noteLoad('before Lighthouse');
    const figures = await runLighthouse(urls.map(({ url }) => url));
    noteLoad('after Lighthouse');
    return figures.map((figure, index) => ({
      ...figure,
      page: urls[index]?.page ?? '',
      reference: urls[index]?.reference,
    }));
  } finally {
    await floor.stop();
  }
}

function addLighthouse(results: LighthouseRow[]): void {
  for (const result of results) {
    const section = `Lighthouse mobile, ${result.page}`;
    if (result.reference) {
      rows.push(
        { section, what: 'performance', figure: String(result.performance), target: '(reference)' },
        { section, what: 'LCP', figure: `${(result.lcpMs / 1000).toFixed(1)} s`, target: '(reference)' },
        { section, what: 'TBT', figure: `${result.tbtMs} ms`, target: '(reference)' },
      );
      continue;
    }
    rows.push(
      {
        section,
        what: 'performance',
        figure: String(result.performance),
        target: '≥ 95',
        met: result.performance >= 95,
      },
      {
        section,
        what: 'LCP',
        figure: `${(result.lcpMs / 1000).toFixed(1)} s`,
        target: '≤ 1.8 s (issue 31)',
        met: result.lcpMs <= 1800,
      },
      {
        section,
        what: 'TBT',
        figure: `${result.tbtMs} ms`,
        target: '≤ 150 ms (issue 31)',
        met: result.tbtMs <= 150,
      },
      {
        section,
        what: 'CLS',
        figure: String(result.cls),
        target: '< 0.01 (no shift)',
        met: result.cls < 0.01,
      },
      {
        section,
        what: 'accessibility',
        figure: String(result.accessibility),
        target: '100',
        met: result.accessibility === 100,
      },
    );
  }
}

const perSecond = (figures: LoadFigures) =>
  `${figures.reqPerSec} req/s, p99 ${figures.p99} ms${figures.errors ? `, ${figures.errors} errors` : ''}`;

interface HttpFigures {
  p99Ms: number;
  requestsPerSecond: number;
}

/** What bench/search-bench.ts writes (the parts read here). */
interface SearchBenchResults {
  engine: string;
  homes: number;
  documents: number;
  searchObject: { http: HttpFigures };
  textSearch: { http: HttpFigures };
}

/**
 * Runs bench/search-bench.ts as `npm run bench` does and reads the results file it writes: on
 * PGlite, and also on the PostgreSQL server when DATABASE_URL names one.
 */
async function searchBench(engine: 'pglite' | 'postgres'): Promise<SearchBenchResults> {
  const env = { ...process.env };
  if (engine === 'pglite') delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './bench/register-css-stub.mjs',
      'bench/search-bench.ts',
      '--duration',
      String(Math.max(duration, 10)),
    ],
    { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const file = /Written to (\S+)/.exec(output)?.[1];
  if (!file) throw new Error(`bench/search-bench.ts wrote no results (exit ${code})`);
  return JSON.parse(readFileSync(path.resolve(projectRoot, file), 'utf8'));
}

function addPageRows(hello: LoadFigures, pages: PageLoadResults): void {
  const section = 'Pages, 10 connections';
  rows.push({ section, what: 'Fastify hello-world', figure: perSecond(hello), target: '(reference)' });
  for (const [kind, figures] of Object.entries(pages.cached)) {
    const share = Math.round((figures.reqPerSec / hello.reqPerSec) * 1000) / 10;
    rows.push({
      section,
      what: `${kind} page, anonymous (cached)`,
      figure: `${perSecond(figures)} (${share} % of hello-world)`,
      target: kind.startsWith('start') ? '≥ 20 % of hello-world' : '—',
      met: kind.startsWith('start') ? share >= 20 : undefined,
    });
  }
  for (const [kind, figures] of Object.entries(pages.uncached))
    rows.push({
      section,
      what: `${kind} page, uncached (SSR)`,
      figure: perSecond(figures),
      target: kind === 'start' ? '≥ 1000 req/s (issue 31)' : '—',
      met: kind === 'start' ? figures.reqPerSec >= 1000 : undefined,
    });
  rows.push({
    section: 'Text search API, 10 connections (demo world documents)',
    what: 'POST /api/textsearch, 5 queries',
    figure: perSecond(pages.textSearch),
    target: 'p99 ≤ 20 ms (at 20 000 documents)',
    met: pages.textSearch.p99 <= 20,
  });
}

/** Lighthouse alone, on a cached portal of its own. */
async function lighthouseOnly(): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-lighthouse-bench-'));
  const portal = await startPortal(3990, dataDir, 30);
  try {
    return await lighthouseRows(portal.origin);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  noteLoad('start');
  let lighthouse: LighthouseRow[] = [];
  if (runs('pages')) {
    const hello = await helloWorld(duration);
    noteLoad('before pages');
    // Lighthouse runs on the cached portal, after its load tests and before it stops.
    const pages = await measurePages(duration, async (origin) => {
      if (runs('lighthouse')) lighthouse = await lighthouseRows(origin);
    });
    addPageRows(hello, pages);
  } else if (runs('lighthouse')) {
    lighthouse = await lighthouseOnly();
  }
  addLighthouse(lighthouse);
  if (runs('search')) {
    for (const engine of process.env.DATABASE_URL
      ? (['pglite', 'postgres'] as const)
      : (['pglite'] as const)) {
      noteLoad(`before search API (${engine})`);
      const search = await searchBench(engine);
      const postgres = search.engine === 'postgres';
      const { http } = search.searchObject;
      rows.push({
        section: `Residence search API mix, ${search.homes} homes, ${search.engine}, 10 connections`,
        what: 'POST /api/residence/search_object',
        figure: `${http.requestsPerSecond} req/s, p99 ${http.p99Ms} ms`,
        target: postgres ? 'p99 ≤ 15 ms and ≥ 800 req/s' : 'p99 ≤ 30 ms',
        met: postgres ? http.p99Ms <= 15 && http.requestsPerSecond >= 800 : http.p99Ms <= 30,
      });
      const text = search.textSearch.http;
      rows.push({
        section: `Text search API, ${search.documents} documents, ${search.engine}, 10 connections`,
        what: "POST /api/textsearch, the bench's mix",
        figure: `${text.requestsPerSecond} req/s, p99 ${text.p99Ms} ms`,
        target: 'p99 ≤ 20 ms',
        met: text.p99Ms <= 20,
      });
    }
  }
  if (runs('uploads')) {
    noteLoad('before case uploads');
    const storage = storageArgument(process.argv);
    const rounds = await measureCaseUploads(3, storage);
    for (const [index, round] of rounds.entries())
      rows.push({
        section: `Case submit, ${FILE_COUNT} × ${FILE_BYTES.toLocaleString('en')} bytes streamed to ${storage === 's3' ? 'S3 (s3rver)' : 'disk'} (server RSS)`,
        what: index === 0 ? 'first large submit after a small warm-up' : `submit ${index + 1}`,
        figure: describeRound(round),
        target: `RSS + < ${storage === 's3' ? S3_RSS_TARGET_MB : RSS_TARGET_MB} MB`,
        met: round.rssIncreaseMb < (storage === 's3' ? S3_RSS_TARGET_MB : RSS_TARGET_MB),
      });
  }
  noteLoad('end');
  report(lighthouse);
}

function report(lighthouse: LighthouseRow[]): void {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const verdict = (row: Row) => (row.met === undefined ? '' : row.met ? 'met' : 'NOT MET');
  console.log(
    `\nIssue 11 figures, ${duration} s per load test at ${CONNECTIONS} connections (${os.cpus().length} cores, Node ${process.version})`,
  );
  console.log(
    `Load average (1, 5, 15 min): ${loadAverages.map(({ when, load }) => `${when} ${load.join(' ')}`).join('; ')}\n`,
  );
  console.log(line(['what', 'figure', 'target', '']));
  console.log(line(['---', '---', '---', '---']));
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      console.log(line([`**${section}**`, '', '', '']));
    }
    console.log(line([row.what, row.figure, row.target, verdict(row)]));
  }
  const belowTarget = lighthouse.filter(
    (result) => !result.reference && (result.performance < 95 || result.lcpMs > 1800),
  );
  if (belowTarget.length > 0) {
    console.log('\nWhat Lighthouse names as the main costs where performance or LCP misses its target:');
    for (const result of belowTarget)
      console.log(
        `- ${result.page}: ${result.causes.join('; ') || '(no failed audit with savings)'}${result.lcpElement ? `; LCP element ${result.lcpElement}` : ''}; most script time: ${result.heaviestScripts.join(', ')}`,
      );
  }
  const resultsDir = path.join(projectRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `${new Date().toISOString().slice(0, 10)}-all${only ? `-${only}` : ''}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, connections: CONNECTIONS, duration, loadAverages, rows, lighthouse }, null, 2)}\n`,
  );
  // In the project's format, so a results file can be committed as written (`npm run lint`).
  spawnSync(
    process.execPath,
    [path.join(projectRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'format', '--write', file],
    {
      stdio: 'ignore',
    },
  );
  console.log(`\nWritten to ${path.relative(projectRoot, file)}`);
}

await main();
