// Lighthouse (the `lighthouse` package, mobile defaults: simulated slow 4G and a 4× slower CPU)
// against Debian's Chromium, started here with a DevTools port. The network is closed, so
// Chromium is told not to reach for updates, sync or field trials.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { WITHOUT_OMNIBOX_WEBUI } from '../tests/e2e/testing/browser';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse names as costing most: failed audits with the largest metric savings. */
  causes: string[];
  lcpElement?: string;
  /** The scripts with the most main-thread time (Lighthouse's "JavaScript execution time"). */
  heaviestScripts: string[];
}

interface Audit {
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: {
    items?: {
      items?: { node?: { snippet?: string } }[];
      node?: { snippet?: string };
      url?: string;
      scripting?: number;
    }[];
  };
}

async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hemvist-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      '--mute-audio',
      WITHOUT_OMNIBOX_WEBUI,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      child.kill();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      // Chromium's helper processes can still be writing into the profile after the browser
      // exits; a leftover temporary folder must not cost the run its figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}

function causesOf(audits: Record<string, Audit>): string[] {
  const cost = (audit: Audit) =>
    (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.TBT ?? 0) + (audit.metricSavings?.FCP ?? 0);
  return Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && cost(audit) > 0)
    .sort((a, b) => cost(b) - cost(a))
    .slice(0, 3)
    .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

// A trace now and then misses its navigation start on a busy machine (NO_NAVSTART); Lighthouse
// itself says to run again, so a page gets up to three tries.
async function audit(url: string, port: number) {
  let message = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    message = result?.lhr.runtimeError?.message ?? 'no result';
    console.warn(`Lighthouse on ${url}, try ${attempt}: ${message}`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${message}`);
}

/** One Lighthouse run per URL, one after another in one Chromium (each in a fresh tab, cache cleared). */
export async function runLighthouse(urls: readonly string[]): Promise<LighthouseFigures[]> {
  const chromium = await launchChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const lhr = await audit(url, chromium.port);
      const audits = lhr.audits as unknown as Record<string, Audit>;
      const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      const element = audits['largest-contentful-paint-element']?.details?.items?.[0];
      figures.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
        causes: causesOf(audits),
        lcpElement: element?.items?.[0]?.node?.snippet ?? element?.node?.snippet,
        heaviestScripts: (audits['bootup-time']?.details?.items ?? [])
          .slice(0, 3)
          .map(
            (item) => `${item.url?.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.scripting ?? 0)} ms`,
          ),
      });
    }
    return figures;
  } finally {
    await chromium.stop();
  }
}
