import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage } from './testing/browser';

// The residence map (src/web/ui/map) on its own harness page, built with Vite and served
// from a local origin with the app's content security policy. Only that origin is
// reachable, as in production: the base map must come from our own bundle.

const HARNESS_DIR = resolve('src/web/ui/map');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
// helmet's defaults, as the app sends them (src/server/app.ts).
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'";

let outDir: string;
let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'hemvist-map-harness-'));
  await build({
    configFile: false,
    root: HARNESS_DIR,
    logLevel: 'error',
    plugins: [react()],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(HARNESS_DIR, 'map-harness.html') } },
  });
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://harness').pathname;
    const file = join(outDir, normalize(path === '/' ? '/map-harness.html' : path));
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': CSP,
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

interface OpenedMap {
  page: Page;
  errors: string[];
  requests: string[];
}

async function openMap(width = 1280, height = 900): Promise<OpenedMap> {
  const { page, errors } = await openPage(browser, width, height);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Show the map' }).click();
  await page.locator('[data-map-state="ready"]').waitFor({ timeout: 30_000 });
  return { page, errors, requests };
}

const region = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const clusterCounts = async (page: Page) =>
  await region(page)
    .locator('[data-count]')
    .evaluateAll((labels) => labels.map((label) => Number(label.getAttribute('data-count'))));

/** Waits until the map has stopped moving and drawn. */
const settle = (page: Page) =>
  page.waitForFunction(() => {
    const map = (window as unknown as { __residenceMap: MapLibreMap }).__residenceMap;
    return !map.isMoving() && map.loaded();
  });

const mapCall = <T>(page: Page, call: string, arg?: unknown) =>
  page.evaluate(
    ([name, value]) => {
      const map = (window as unknown as { __residenceMap: Record<string, (input?: unknown) => unknown> })
        .__residenceMap;
      return map[name as string](value) as never;
    },
    [call, arg] as const,
  ) as Promise<T>;

describe('residence map', () => {
  it('draws land and sea offline, with clusters that count every point', async () => {
    const { page, errors, requests } = await openMap();
    await settle(page);
    expect(await region(page).locator('canvas').isVisible()).toBe(true);
    const counts = await clusterCounts(page);
    expect(counts.length).toBeGreaterThan(2);
    // 500 synthetic points: all but the lone one in Kiruna are in clusters at this view.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(499);
    await expect.poll(() => region(page).getByText('500 markers shown').count()).toBe(1);

    // The canvas shows both the sea and the land colours of the theme (not a blank box).
    const png = await region(page).screenshot();
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const share = (r: number, g: number, b: number) => {
      let hits = 0;
      for (let index = 0; index < data.length; index += info.channels)
        if (Math.abs(data[index] - r) + Math.abs(data[index + 1] - g) + Math.abs(data[index + 2] - b) < 12)
          hits++;
      return hits / (data.length / info.channels);
    };
    expect(share(0xd7, 0xe4, 0xea)).toBeGreaterThan(0.15); // sea
    expect(share(0xf5, 0xf1, 0xea)).toBeGreaterThan(0.15); // land: --color-surface

    const foreign = requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(blob|data):/.test(url));
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws coast, lakes, borders and place names from its own data, near Stockholm', async () => {
    const { page, errors } = await openMap();
    await settle(page);
    await mapCall(page, 'jumpTo', { center: [18.07, 59.33], zoom: 8 });
    await settle(page);
    const rendered = (layers: string[]) =>
      page.evaluate((ids) => {
        const map = (window as unknown as { __residenceMap: MapLibreMap }).__residenceMap;
        return map.queryRenderedFeatures({ layers: ids }).map((feature) => ({
          layer: feature.layer.id,
          name: feature.properties.name as string | undefined,
        }));
      }, layers);
    for (const layer of ['land', 'lakes', 'coast'])
      expect((await rendered([layer])).length, layer).toBeGreaterThan(0);
    // Labels are placed in later frames than the map reports loaded (glyphs, collision
    // placement), later still on a busy machine: wait for them rather than read once.
    const names = async () =>
      (await rendered(['labels-towns', 'labels-municipalities'])).map((feature) => feature.name);
    await expect.poll(names, { timeout: 30_000 }).toContain('Stockholm');
    await expect.poll(async () => new Set(await names()).size, { timeout: 30_000 }).toBeGreaterThan(3);
    await mapCall(page, 'jumpTo', { center: [12.5, 59.5], zoom: 6 });
    await settle(page);
    expect((await rendered(['borders'])).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('zooms in on a cluster when it is clicked, splitting it', async () => {
    const { page } = await openMap();
    await settle(page);
    const zoomBefore = await mapCall<number>(page, 'getZoom');
    const biggest = Math.max(...(await clusterCounts(page)));
    await region(page).locator(`[data-count="${biggest}"]`).click({ force: true });
    await expect.poll(() => mapCall<number>(page, 'getZoom')).toBeGreaterThan(zoomBefore);
    await settle(page);
    const counts = await clusterCounts(page);
    expect(counts).not.toContain(biggest);
    expect(Math.max(...counts)).toBeLessThan(biggest);
    await page.context().close();
  });

  it('shows the card of a clicked point, focuses it, and closes it with Escape or the button', async () => {
    const { page, errors } = await openMap(390, 844);
    await settle(page);
    const at = await mapCall<{ x: number; y: number }>(page, 'project', [20.23, 67.86]);
    const box = await region(page).locator('canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.click(box.x + at.x, box.y + at.y);

    const card = region(page).getByRole('dialog', { name: 'Kiruna 1' });
    await card.waitFor();
    expect(await card.getByRole('heading', { name: 'Kiruna 1' }).isVisible()).toBe(true);
    expect(await page.locator('#selected').textContent()).toBe('kiruna-1');
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await card.count()).toBe(0);
    expect(await page.locator('#selected').textContent()).toBe('none');
    // Focus goes back to where it was before the card took it: the canvas that was clicked.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');

    // Again, and close with the keyboard through the close button.
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await card.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Enter');
    expect(await card.count()).toBe(0);

    // A click on the empty map clears a selection too.
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await card.waitFor();
    await page.mouse.click(box.x + 30, box.y + 30); // the sea off Norway, above the card
    await expect.poll(() => card.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so in the region when the browser has no WebGL', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        return /webgl/.test(type) ? null : getContext.call(this, type as '2d', ...(rest as []));
      } as typeof getContext;
    });
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Show the map' }).click();
    await page.locator('[data-map-state="unavailable"]').waitFor();
    expect(await region(page).getByText('The map cannot be shown in this browser').isVisible()).toBe(true);
    await page.context().close();
  });
});
