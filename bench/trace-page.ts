// Where a page load's main-thread time goes in this machine's Chromium: a performance trace of
// unthrottled loads (after one unmeasured warm-up load), summed by kind of work, with the tasks
// over a threshold listed. `npm run bench:trace -- [--paths /,/sok-bostad/] [--runs 3]
// [--long 12] [--events yes] [--keep <folder>]`, after `npm run build`. Lighthouse's 4× slowdown
// makes every task over 12.5 ms here a blocking one, so those are the tasks listed, each with
// the functions the sampling profiler found most in it (with --events, Chromium's own trace
// events inside it too). A tool for finding costs, not a target: the harness's own scripts
// (Playwright's "UtilityScript") show up as well.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/testing/browser';
import { argument } from './command-line';
import { startPortal } from './portal-process';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The functions the sampler found most often in [start, end): self time, by name and file. */
function hottest(profile: CpuProfile, start: number, end: number): string {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const counts = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < start || at >= end) return;
    const frame = frames.get(id);
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const file =
      frame.url
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '') ?? '';
    const key = `${frame.functionName || '(anonymous)'}@${file}:${frame.lineNumber}`;
    counts.set(key, (counts.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, micros]) => `${key} ${(micros / 1000).toFixed(1)}`)
    .join('; ');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: object;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
  '__metadata',
  'toplevel',
];

// The kinds of work a task is made of, by the trace events Chromium names them with.
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  'V8.CompileCode': 'compile',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'image decode',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

const paths = (argument('paths') ?? '/,/sok-bostad/').split(',');
const runs = Number(argument('runs') ?? 3);
const longTask = Number(argument('long') ?? 12);
const showEvents = argument('events') !== undefined;
/** A folder to keep each load's trace (N.json) and CPU profile (N.cpuprofile) in, for DevTools. */
const keepIn = argument('keep');

/** The page's renderer main thread: the one that parsed the page's own HTML. */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      event.ph === 'X' &&
      (event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.startsWith(origin),
  );
  if (!parse) throw new Error('the trace holds no parse of the page');
  return { pid: parse.pid, tid: parse.tid };
}

/** Self time per kind inside [start, end), on the main thread's complete events. */
function kindsWithin(events: TraceEvent[], start: number, end: number): Map<string, number> {
  const inside = events
    .filter((event) => event.ts >= start && event.ts < end && KINDS[event.name])
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  // Nested events of known kinds: charge each span to its innermost known event.
  const stack: TraceEvent[] = [];
  const add = (kind: string, micros: number) => totals.set(kind, (totals.get(kind) ?? 0) + micros);
  const childTime = new Map<TraceEvent, number>();
  for (const event of inside) {
    while (
      stack.length &&
      (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur ?? 0) <= event.ts
    ) {
      stack.pop();
    }
    const parent = stack.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + (event.dur ?? 0));
    stack.push(event);
  }
  for (const event of inside)
    add(KINDS[event.name] as string, (event.dur ?? 0) - (childTime.get(event) ?? 0));
  return totals;
}

const format = (totals: Map<string, number>) =>
  [...totals.entries()]
    .filter(([, micros]) => micros >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, micros]) => `${kind} ${(micros / 1000).toFixed(1)}`)
    .join(', ');

async function traceLoads(origin: string, pagePath: string): Promise<void> {
  const browser = await launchBrowser();
  const traceDir = keepIn ?? mkdtempSync(path.join(os.tmpdir(), 'hemvist-trace-'));
  mkdirSync(traceDir, { recursive: true });
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const tracePath = path.join(traceDir, `${run}.json`);
      const cdp = await context.newCDPSession(page);
      if (run > 0) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, { path: tracePath, categories: CATEGORIES });
      }
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      if (run > 0) {
        await browser.stopTracing();
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        if (keepIn) writeFileSync(path.join(keepIn, `${run}.cpuprofile`), JSON.stringify(profile));
        summarise(
          JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents as TraceEvent[],
          origin,
          run,
          profile,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    if (!keepIn) rmSync(traceDir, { recursive: true, force: true });
  }
}

function summarise(all: TraceEvent[], origin: string, run: number, profile: CpuProfile): void {
  const { pid, tid } = mainThread(all, origin);
  const events = all.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = events.filter((event) => event.name === 'RunTask');
  const start = Math.min(...events.filter((event) => event.name === 'ParseHTML').map((event) => event.ts));
  const end = Math.max(...events.map((event) => event.ts + (event.dur ?? 0)));
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  console.log(
    `  load ${run}: main thread ${(busy / 1000).toFixed(0)} ms in tasks; ${format(kindsWithin(events, start, end))}`,
  );
  for (const task of tasks.filter((candidate) => (candidate.dur ?? 0) >= longTask * 1000)) {
    const at = ((task.ts - start) / 1000).toFixed(0);
    const totals = kindsWithin(events, task.ts, task.ts + (task.dur ?? 0));
    console.log(`    +${at} ms: task ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${format(totals)}`);
    if (showEvents) {
      const names = new Map<string, number>();
      for (const event of events) {
        if (event === task || event.ts < task.ts || event.ts >= task.ts + (task.dur ?? 0)) continue;
        names.set(event.name, (names.get(event.name) ?? 0) + (event.dur ?? 0));
      }
      console.log(
        `      events: ${[...names.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
    }
    const functions = hottest(profile, task.ts, task.ts + (task.dur ?? 0));
    if (functions) console.log(`      ${functions}`);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-trace-bench-'));
const portal = await startPortal(3995, dataDir, 30);
try {
  for (const pagePath of paths) {
    console.log(`${pagePath} (milliseconds, unthrottled):`);
    await traceLoads(portal.origin, pagePath);
  }
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
