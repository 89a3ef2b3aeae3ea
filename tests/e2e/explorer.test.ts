import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExplorerData } from '../../src/shared/explorer/explorer-contracts';
import type { PagePayload } from '../../src/shared/page/page-payload';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import type {
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../../src/shared/residence/residence-page-view-models';
import { residenceIndexPath } from '../../src/shared/residence/residence-paths';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The residence explorer on a stage page (issue 16 items 3 and 4): it loads only when scrolled
// near, a home's click area shows its facts on hover and opens its card with links to the home
// and to booking, filters dim the homes that do not match, the sun moved from noon to evening
// changes the facade's light, and a 360° view opens in the panorama viewer (loaded only then).
// All of it by keyboard too; axe at 390 and 1280 px; a failed fetch shows the no-views state
// without a word of error; other pages never load explorer or panorama code.

const e2e = setUpE2eContext();

async function json<T>(path: string): Promise<T> {
  const { status, html } = await e2e.portal.fetchPage('localhost', path);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return JSON.parse(html) as T;
}

/** A Swedish stage whose explorer shows an apartment building with homes of several sizes. */
async function stageWithBuilding(): Promise<{ url: string; data: ExplorerData }> {
  const index = (await json<PagePayload>(`${residenceIndexPath('SE')}GetViewModel`)).template
    .viewModel as ResidenceIndexViewModel;
  for (const county of index.counties)
    for (const municipality of county.municipalities)
      for (const { url } of municipality.stages) {
        const stage = (await json<PagePayload>(`${url}GetViewModel`)).template
          .viewModel as StagePageViewModel;
        if (stage.objects.length < 8) continue;
        const data = await json<ExplorerData>(`/api/explorer/get/${stage.id}`);
        const rooms = new Set(data.apts.map((apt) => apt.rooms));
        if (data.views[0]?.kind === 'apartments' && rooms.size >= 3) return { url, data };
      }
  throw new Error('no Swedish stage with an apartment building');
}

function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) urls.push(url.pathname);
  });
  return urls;
}
const loaded = (urls: readonly string[], name: string) => urls.some((url) => url.includes(`/${name}-`));

async function openExplorer(page: Page, url: string) {
  await page.goto(`${e2e.portal.origin()}${url}`, { waitUntil: 'networkidle' });
  await page.locator('[data-explorer-slot]').scrollIntoViewIfNeeded();
  await page.locator('[data-explorer-state="ready"]').waitFor();
  await page.locator('#explorer').scrollIntoViewIfNeeded();
}

const homes = (page: Page) => page.locator('[data-object-id]');
const facade = (page: Page) => page.locator('svg[data-facade]');

describe('residence explorer', () => {
  it('clicks a home, filters, moves the sun from noon to evening and opens a 360° view', async () => {
    const { url, data } = await stageWithBuilding();
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const chunks = chunkRequests(page);
    // A short window first, so the slot starts well below the fold on any stage page.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`${e2e.portal.origin()}${url}`, { waitUntil: 'networkidle' });
    const slotTop = await page
      .locator('[data-explorer-slot]')
      .evaluate((slot) => slot.getBoundingClientRect().top / window.innerHeight);
    // It loads when its slot comes within half a viewport of the visible part, not before.
    expect(loaded(chunks, 'explorer'), `explorer loaded with its slot ${slotTop} viewports down`).toBe(
      slotTop < 1.5,
    );
    expect(slotTop).toBeGreaterThan(1.5);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openExplorer(page, url);
    expect(loaded(chunks, 'explorer')).toBe(true);
    expect(loaded(chunks, 'panorama-dialog'), 'panorama viewer loaded before a 360° view opened').toBe(false);

    // Issue 33 item 11: the legend counts homes for sale as the stage's facts do, rentals apart.
    const onSale = data.apts.filter(
      (apt) => apt.objectStatus === OBJECT_STATUS.forSale && apt.price !== null,
    );
    const facts = (await json<PagePayload>(`${url}GetViewModel`)).template.viewModel as StagePageViewModel;
    expect(facts.facts.homesForSale).toBe(onSale.length);
    const legend = page.getByRole('list', { name: 'Förklaring av färgerna' });
    const legendForSale = (await legend.getByText(/^Till salu \(\d+\)$/).textContent()) ?? '';
    expect(legendForSale).toBe(`Till salu (${onSale.length})`);

    const firstView = data.views[0];
    if (!firstView) throw new Error('no view');
    expect(await homes(page).count()).toBe(firstView.clickAreas.length);
    const apt = data.apts.find((candidate) => candidate.id === firstView.clickAreas[0]?.objectId);
    if (!apt) throw new Error('no home in the first view');
    const area = page.locator(`[data-object-id="${apt.id}"]`);

    // Hover shows the facts; a click opens the card with its links.
    await area.hover();
    const tooltip = page.locator(`[data-explorer-tooltip="${apt.id}"]`);
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(apt.apartmentNumber);
    expect(await tooltip.textContent()).toMatch(/rok/);
    expect(await tooltip.textContent()).toMatch(/m²/);
    await area.click();
    const card = page.locator(`[data-home-card="${apt.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(apt.apartmentNumber);
    expect(await card.locator('[data-card-link="object"]').getAttribute('href')).toBe(apt.url);
    const forSale = data.apts.find((candidate) => candidate.objectStatus === 1 && candidate.price !== null);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    if (forSale && firstView.clickAreas.some((candidate) => candidate.objectId === forSale.id)) {
      await page.locator(`[data-object-id="${forSale.id}"]`).click();
      expect(await page.locator('[data-card-link="book"]').getAttribute('href')).toBe(
        `${requireRoute('se', 'clickToBuy')}?objectId=${forSale.id}`,
      );
      await page.keyboard.press('Escape');
    }

    // Rooms from 3: the smaller homes are dimmed, the count follows.
    await page.getByLabel('Rum från').selectOption('3');
    const expected = data.apts.filter((candidate) => candidate.rooms >= 3).length;
    await expect
      .poll(() => page.locator('[data-explorer-matching]').getAttribute('data-explorer-matching'))
      .toBe(String(expected));
    for (const id of await homes(page).evaluateAll((nodes) =>
      nodes
        .filter((node) => node.getAttribute('data-match') === 'true')
        .map((node) => node.getAttribute('data-object-id')),
    ))
      expect(data.apts.find((candidate) => candidate.id === id)?.rooms).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-match="false"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Rensa filter' }).click();
    expect(await page.locator('[data-match="false"]').count()).toBe(0);

    // The sun on midsummer day: noon, then evening.
    await page.getByLabel('Datum').fill('2026-06-21');
    await page.getByRole('button', { name: /^Mitt på dagen/ }).click();
    const noon = {
      light: await facade(page).getAttribute('data-irradiance'),
      altitude: await page.locator('[data-sun-altitude]').getAttribute('data-sun-altitude'),
      time: await page.locator('[data-sun-time]').textContent(),
    };
    await page.getByRole('button', { name: /^Kväll/ }).click();
    const evening = {
      light: await facade(page).getAttribute('data-irradiance'),
      altitude: await page.locator('[data-sun-altitude]').getAttribute('data-sun-altitude'),
      time: await page.locator('[data-sun-time]').textContent(),
    };
    expect(noon.time).toBe('13:00');
    expect(evening.time).toBe('20:00');
    expect(Number(noon.altitude)).toBeGreaterThan(50);
    expect(Number(evening.altitude)).toBeLessThan(Number(noon.altitude) - 30);
    expect(evening.light).not.toBe(noon.light);

    // A 360° view, loaded only now; another room.
    await area.click();
    await page.locator('[data-open-360]').click();
    const panorama = page.locator('[data-panorama-state]');
    await page.locator('[data-panorama-state="ready"]').waitFor({ timeout: 30_000 });
    expect(loaded(chunks, 'panorama-dialog')).toBe(true);
    expect(await panorama.locator('canvas').count()).toBe(1);
    await page.getByRole('radio', { name: 'Kök' }).check();
    await page
      .locator('[data-panorama-camera="kitchen"][data-panorama-state="ready"]')
      .waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.locator('[data-panorama-dialog]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('is usable by keyboard alone: homes by arrow keys, the card, the 360° view and the list', async () => {
    const { url, data } = await stageWithBuilding();
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await openExplorer(page, url);
    // From the first filter, one step back is the drawing: its homes are one tab stop.
    await page.getByLabel('Rum från').focus();
    await page.keyboard.press('Shift+Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-object-id') ?? null);
    const first = await focused();
    expect(first).toBe(data.views[0]?.clickAreas[0]?.objectId);
    await page.keyboard.press('ArrowRight');
    const second = await focused();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).not.toBe(second);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(second);

    await page.keyboard.press('Enter');
    const card = page.locator(`[data-home-card="${second}"]`);
    await card.waitFor();
    // Tab to the 360° button and open it.
    for (let step = 0; step < 6; step += 1) {
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-open-360'))) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.locator('[data-panorama-state="ready"]').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.locator('[data-panorama-dialog]').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    // Focus goes back to the home the card was opened from.
    await expect.poll(focused).toBe(second);

    // The list alternative: a button opens it, a row opens the same card.
    const toggle = page.locator('[data-toggle-list]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-home-list]').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('[data-home-card]').waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it.each([390, 1280])('has no axe violations at %i px, the card open too', async (width) => {
    const { url } = await stageWithBuilding();
    const { page, errors } = await openPage(e2e.browser, width, 900);
    await openExplorer(page, url);
    await page.locator('[data-toggle-list]').click();
    await page.locator('[data-home-list]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await homes(page).first().click();
    await page.locator('[data-home-card]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('passes over a failed explorer fetch silently: the no-views state, no error shown', async () => {
    const { url } = await stageWithBuilding();
    const { page } = await openPage(e2e.browser, 1280, 900, { expectedErrors: [/status of 503/] });
    await page.route('**/api/explorer/get/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"DATABASE_UNAVAILABLE"}',
      }),
    );
    await page.goto(`${e2e.portal.origin()}${url}`, { waitUntil: 'networkidle' });
    await page.locator('[data-explorer-slot]').scrollIntoViewIfNeeded();
    await page.locator('[data-explorer-state="no-views"]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('[data-explorer-state="no-views"]').textContent()).toBe(
      'Det finns inga vyer av huset att visa ännu.',
    );
  });

  it('loads no explorer or panorama code on the other pages, scrolled to the end', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const chunks = chunkRequests(page);
    for (const path of [
      requireRoute('se', 'home'),
      requireRoute('se', 'searchHomes'),
      residenceIndexPath('SE'),
    ]) {
      await page.goto(`${e2e.portal.origin()}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(chunks.filter((chunk) => /\/(explorer|explorer-loader|panorama-dialog)-/.test(chunk))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
