import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/shared/page/page-payload';
import type { ResidenceIndexViewModel } from '../../src/shared/residence/residence-page-view-models';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 12 item 3: the map of a stage page is a map at the zoom it opens at (coast or lakes,
// land and place names drawn), not a beige box with a dot. Offline: no MAP_STYLE_URL, so the
// base map comes from the app's own bundle.

const e2e = setUpE2eContext();

const SITES = [
  { host: 'localhost', index: '/bostader/' },
  { host: 'no.localhost', index: '/boliger/' },
  { host: 'fi.localhost', index: '/asunnot/' },
] as const;

/** The first stage of a site's residence index. */
async function firstStage(host: string, index: string): Promise<string> {
  const { status, html } = await e2e.portal.fetchPage(host, `${index}GetViewModel`);
  if (status !== 200) throw new Error(`${host}${index} answered ${status}`);
  const viewModel = (JSON.parse(html) as PagePayload).template
    .viewModel as unknown as ResidenceIndexViewModel;
  const url = viewModel.counties[0]?.municipalities[0]?.stages[0]?.url;
  if (!url) throw new Error(`${host} has no stage`);
  return url;
}

type Rgb = [number, number, number];

function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  if (!hex) throw new Error(`not a #rrggbb colour: ${value}`);
  return [
    Number.parseInt(hex[1] ?? '', 16),
    Number.parseInt(hex[2] ?? '', 16),
    Number.parseInt(hex[3] ?? '', 16),
  ];
}

/** The marker of the stage: fitted to one point, the map centres it. */
const MARKER_RADIUS_PX = 12;
const SEA: Rgb = [0xd7, 0xe4, 0xea];

/**
 * What the map draws, leaving out the zoom buttons (hidden) and the stage's own marker:
 * the shares of sea and land colour, and of "ink" (place names, town dots, borders), the
 * pixels far darker than both.
 */
async function drawnShares(page: Page, land: Rgb) {
  await page
    .locator('[data-map-state] .maplibregl-control-container')
    .evaluate((element) => ((element as HTMLElement).style.visibility = 'hidden'));
  const png = await page.locator('[data-map-state] canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const near = (index: number, [r, g, b]: Rgb) =>
    Math.abs((data[index] ?? 0) - r) +
      Math.abs((data[index + 1] ?? 0) - g) +
      Math.abs((data[index + 2] ?? 0) - b) <
    12;
  let counted = 0;
  const hits = { sea: 0, land: 0, ink: 0 };
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (Math.hypot(x - info.width / 2, y - info.height / 2) <= MARKER_RADIUS_PX) continue;
      const index = (y * info.width + x) * info.channels;
      counted++;
      if (near(index, SEA)) hits.sea++;
      if (near(index, land)) hits.land++;
      const luma =
        0.299 * (data[index] ?? 0) + 0.587 * (data[index + 1] ?? 0) + 0.114 * (data[index + 2] ?? 0);
      if (luma < 150) hits.ink++;
    }
  return { sea: hits.sea / counted, land: hits.land / counted, ink: hits.ink / counted };
}

async function openStageMap(host: string, index: string, width: number) {
  const url = await firstStage(host, index);
  const { page, errors } = await openPage(e2e.browser, width, 900);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${e2e.portal.origin(host)}${url}`);
  const map = page.locator('[data-map-state]');
  await map.scrollIntoViewIfNeeded();
  await page.locator('[data-map-state="ready"]').waitFor({ timeout: 30_000 });
  return { page, errors, requests };
}

const landColour = async (page: Page) =>
  parseColour(
    await page
      .locator('[data-map-state]')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-surface')),
  );

describe('the base map of a stage page', () => {
  for (const { host, index } of SITES)
    it(`${host}: draws water, land and place names at the zoom it opens at, from our own origin`, async () => {
      const { page, errors, requests } = await openStageMap(host, index, 1280);
      const shares = await drawnShares(page, await landColour(page));
      // Water (sea or lakes) and land both take a real part of the map; names are written on it.
      expect(shares.sea).toBeGreaterThan(0.03);
      expect(shares.land).toBeGreaterThan(0.2);
      expect(shares.ink).toBeGreaterThan(0.0001);

      expect(requests.some((url) => /\/assets\/nordic-base-map-[\w-]+\.json$/.test(url))).toBe(true);
      const origin = e2e.portal.origin(host);
      expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(blob|data):/.test(url))).toEqual(
        [],
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

  it('on a phone, shows about as much land as on a wide screen: still water, land and names', async () => {
    const { page, errors } = await openStageMap('localhost', '/bostader/', 390);
    const shares = await drawnShares(page, await landColour(page));
    expect(shares.sea).toBeGreaterThan(0.03);
    expect(shares.land).toBeGreaterThan(0.2);
    expect(shares.ink).toBeGreaterThan(0.0001);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
