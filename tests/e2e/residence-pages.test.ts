import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/shared/page/page-payload';
import type {
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../../src/shared/residence/residence-page-view-models';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

const e2e = setUpE2eContext();

/** Software WebGL in headless Chromium reports its own slowness; that is not a page error. */

async function viewModel<T>(path: string): Promise<T> {
  const { status, html } = await e2e.portal.fetchPage('localhost', `${path}GetViewModel`);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return (JSON.parse(html) as PagePayload).template.viewModel as T;
}

/** A stage of the demo world with several pictures and homes: found through the index, as a crawler would. */
async function demoStage(): Promise<StagePageViewModel> {
  const index = await viewModel<ResidenceIndexViewModel>('/bostader/');
  const urls = index.counties.flatMap((county) =>
    county.municipalities.flatMap((municipality) => municipality.stages.map((stage) => stage.url)),
  );
  for (const url of urls) {
    const stage = await viewModel<StagePageViewModel>(url);
    if (stage.objects.length >= 2 && stage.images.length >= 3) return stage;
  }
  throw new Error('the demo world has no stage with homes and pictures');
}

async function counterText(page: Page): Promise<string> {
  return (await page.locator('[aria-live="polite"]', { hasText: /Bild \d+ av \d+/ }).textContent()) ?? '';
}

describe('stage and object pages in the browser', () => {
  it('a stage page: gallery by keyboard, map region, a home opened from the table, axe clean', async () => {
    const stage = await demoStage();
    const { page, errors } = await openPage(e2e.browser);
    const response = await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(stage.stageName);
    const total = stage.images.length;

    // Gallery: the next button by keyboard, then the arrow keys inside the gallery.
    const mainImage = page
      .getByRole('region', { name: new RegExp(`Bilder från ${stage.stageName}`) })
      .locator('figure img');
    const firstSrc = await mainImage.getAttribute('src');
    expect(await counterText(page)).toBe(`Bild 1 av ${total}`);
    await page.getByRole('button', { name: 'Nästa bild' }).focus();
    await page.keyboard.press('Enter');
    expect(await counterText(page)).toBe(`Bild 2 av ${total}`);
    expect(await mainImage.getAttribute('src')).not.toBe(firstSrc);
    await page.keyboard.press('ArrowRight');
    expect(await counterText(page)).toBe(`Bild 3 av ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counterText(page)).toBe(`Bild 1 av ${total}`);
    await page.keyboard.press('ArrowLeft');
    expect(await counterText(page)).toBe(`Bild ${total} av ${total}`);

    // The lazily loaded map names its region after the stage.
    await expect
      .poll(() => page.getByRole('region', { name: `Karta över ${stage.stageName}` }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    expect(await axeViolations(page)).toEqual([]);

    // A home of the table opens on the client (GetViewModel), not by a full reload.
    const home = stage.objects[0];
    if (!home) throw new Error('no home');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().includes('/GetViewModel')),
      page.getByRole('table').getByRole('link', { name: home.objectNumber, exact: true }).click(),
    ]);
    expect(new URL(request.url()).pathname).toBe(`${home.url}GetViewModel`);
    await page.waitForURL(`**${home.url}`);
    await expect.poll(() => page.locator('h1').textContent()).toContain(home.objectNumber);
    expect(await page.getByRole('link', { name: new RegExp(stage.stageName) }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a stage page at 390 px shows the homes as cards and is axe clean', async () => {
    const stage = await demoStage();
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    // The table is a part that goes live after the page hydrates (ui/hydrate-later.tsx): its rows
    // are replaced once its chunk is in, and a row read at that moment is no longer in the page
    // (display ''; failed a first try in CI at stop 48). The cards are what the visitor sees
    // either way, so the check waits for a row that is in the page.
    await expect.poll(() => firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a stage page at 1280 px: the sticky facts column stays beside the text, never over the homes', async () => {
    const stage = await demoStage();
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    const facts = page.locator('aside[aria-labelledby="facts"]');
    const homes = page.locator('section[aria-labelledby="homes"]');
    for (const block of ['start', 'center', 'end'] as const) {
      await homes.evaluate((node, where) => node.scrollIntoView({ block: where }), block);
      const [aside, table] = await Promise.all([facts.boundingBox(), homes.boundingBox()]);
      if (!aside || !table) throw new Error('no facts column or homes section');
      const overlaps =
        aside.x < table.x + table.width &&
        table.x < aside.x + aside.width &&
        aside.y < table.y + table.height &&
        table.y < aside.y + aside.height;
      expect(overlaps, `scrolled to the homes' ${block}`).toBe(false);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone the map (maplibre) loads only when scrolled near, then draws', async () => {
    const stage = await demoStage();
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    const mapChunk = () => requests.filter((url) => /\/assets\/residence-map-[\w-]+\.js$/.test(url));
    expect(mapChunk()).toEqual([]);
    // Until then the box is the map's region, named as the map will be, in its loading state.
    const region = page.getByRole('region', { name: `Karta över ${stage.stageName}` });
    expect(await region.getAttribute('data-map-state')).toBe('loading');

    await region.scrollIntoViewIfNeeded();
    await page
      .locator('[data-map-state="ready"], [data-map-state="unavailable"]')
      .waitFor({ timeout: 30_000 });
    expect(mapChunk().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an area page shows its stages as cards and is axe clean at 1280 px', async () => {
    const index = await viewModel<ResidenceIndexViewModel>('/bostader/');
    const urls = index.counties.flatMap((county) =>
      county.municipalities.flatMap((municipality) => municipality.stages.map((stage) => stage.url)),
    );
    let areaUrl: string | null = null;
    for (const url of urls) {
      areaUrl = (await viewModel<StagePageViewModel>(url)).place.areaUrl;
      if (areaUrl) break;
    }
    if (!areaUrl) throw new Error('the demo world has no stage in an area');
    const { page, errors } = await openPage(e2e.browser);
    const response = await page.goto(`${e2e.portal.origin()}${areaUrl}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('#stages ~ ul li').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the residence index and an object page are axe clean at 390 px', async () => {
    const stage = await demoStage();
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}/bostader/`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: stage.stageName, exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${e2e.portal.origin()}${stage.objects[0]?.url}`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
