// The main thread's blocking time while a page loads and hydrates, on a 4× slowed processor:
// the sum over long tasks of their time beyond 50 ms (Lighthouse's TBT, without its simulated
// network, so the figure moves with our code rather than with the machine's noise). Median of
// RUNS page loads per page. `npx tsx bench/hydration-bench.ts [--paths /sok-bostad/,/]`, after
// `npm run build`. A figure for comparing a change before and after, not a test.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/testing/browser';
import { argument } from './command-line';
import { startPortal } from './portal-process';

const RUNS = 7;
const CPU_SLOWDOWN = 4;

const paths = (argument('paths') ?? '/,/sok-bostad/').split(',');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function blockingTimes(origin: string, pagePath: string): Promise<number[]> {
  const browser = await launchBrowser();
  const figures: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        const tasks: number[] = [];
        (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // Let the work that follows hydration (effects, fetches, lazy parts) run out.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      figures.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-hydration-bench-'));
const portal = await startPortal(3996, dataDir, 30);
try {
  console.log(`Blocking time while loading, ${CPU_SLOWDOWN}× slowed processor, median of ${RUNS}:`);
  for (const pagePath of paths) {
    const figures = await blockingTimes(portal.origin, pagePath);
    console.log(`- ${pagePath}: ${Math.round(median(figures))} ms (${figures.map(Math.round).join(', ')})`);
  }
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
