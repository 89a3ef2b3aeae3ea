// `npm run bench:lighthouse:one -- --page search --site se --runs 3`: Lighthouse mobile on one
// page kind, several runs, for measuring a change to that page before and after (the full
// `bench:lighthouse` takes every page once). Needs `npm run build` first.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchSite, hostOf, type PageKind, pagePaths } from './bench-pages';
import { argument } from './command-line';
import { runLighthouse } from './lighthouse-run';
import { startPortal } from './portal-process';

const site = (argument('site') ?? 'se') as BenchSite;
const kind = (argument('page') ?? 'search') as PageKind;
const runs = Number(argument('runs') ?? '3');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-lighthouse-one-'));
const portal = await startPortal(3991, dataDir, 30);
try {
  const paths = await pagePaths(portal.origin, site);
  const url = `http://${hostOf(site)}:${new URL(portal.origin).port}${paths[kind]}`;
  const figures = await runLighthouse(Array.from({ length: runs }, () => url));
  console.log(`Lighthouse mobile, ${kind} (${site}), ${runs} runs; load ${os.loadavg()[0]?.toFixed(2)}`);
  for (const figure of figures) console.log(JSON.stringify(figure));
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
