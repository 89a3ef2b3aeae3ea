import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PREMISES_FILTERS_COOKIE } from '../../src/shared/premises/premises-constants';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The premises search (issue 16 item 1, flows §2.8, §4.6) in Chromium against the built portal:
// filters by keyboard, each change fetched anew and kept in the premises--filters cookie, the
// stored filters back after a reload, the map view, an object page and the not-found page
// (404); axe at 390 and 1280 px.

const e2e = setUpE2eContext();
const PREMISES = requireRoute('se', 'premises');

const SHOTS = process.env.PREMISES_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The API's count for a filter, asked by the page (its host). */
async function apiCount(page: Page, filter: object, siteId = SITES.se.siteId): Promise<number> {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/residence/search/premises', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { estimatedTotalHits: number }).estimatedTotalHits;
    },
    { filter: { ...filter, siteId } },
  );
}

const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ lokal(er)?$/ });
const countOf = async (page: Page) => Number((await countHeading(page).textContent())?.split(' ')[0]);

describe('premises search', () => {
  it('filters by keyboard, fetches anew on each change and restores the filters from the cookie after a reload', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lokaler');
    const all = await apiCount(page, { minArea: 0 });
    expect(await countOf(page)).toBe(all);
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .count(),
    ).toBe(all);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-start-1280');

    const office = page.getByRole('checkbox', { name: 'Kontor' });
    await office.focus();
    await page.keyboard.press('Space');
    const offices = await apiCount(page, { minArea: 0, type: ['office'] });
    expect(offices).toBeLessThan(all);
    await expect.poll(() => countOf(page)).toBe(offices);

    const minArea = page.getByRole('spinbutton', { name: 'Minsta yta (m²)' });
    await minArea.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('50');
    const large = await apiCount(page, { minArea: 50, type: ['office'] });
    await expect.poll(() => countOf(page)).toBe(large);

    const sort = page.getByRole('combobox', { name: 'Sortera' });
    await sort.focus();
    await sort.selectOption('size:desc');
    // flows §7.3: [sortOrder asc, chosen sort] — available premises first, then largest first.
    await expect
      .poll(async () => {
        const cards = await page.locator('[data-premises-area]').evaluateAll((nodes) =>
          nodes.map((node) => ({
            rank:
              ({ forSale: 0, booked: 1 } as Record<string, number>)[
                node.getAttribute('data-premises-status') ?? ''
              ] ?? 2,
            area: Number(node.getAttribute('data-premises-area')),
          })),
        );
        return (
          cards.length > 1 &&
          cards.every((card, index) => {
            const before = cards[index - 1];
            return (
              !before || before.rank < card.rank || (before.rank === card.rank && before.area >= card.area)
            );
          })
        );
      })
      .toBe(true);

    const cookie = (await page.context().cookies()).find((entry) => entry.name === PREMISES_FILTERS_COOKIE);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
      types: ['office'],
      minArea: 50,
      sort: 'size:desc',
    });

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => office.isChecked()).toBe(true);
    expect(await minArea.inputValue()).toBe('50');
    expect(await sort.inputValue()).toBe('size:desc');
    await expect.poll(() => countOf(page)).toBe(large);

    // The map view (maplibre loads only now) shows the same premises.
    await page.getByRole('button', { name: 'Karta' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Karta över lokalerna' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Clearing restores the defaults, and the cookie follows.
    await page.getByRole('button', { name: 'Rensa filter' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page)).toBe(all);
    expect(errors).toEqual([]);
  });

  it('opens a premises object page from the list by keyboard at 390 px', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-start-390');
    const first = page.getByRole('heading', { level: 3 }).first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href.startsWith(PREMISES)).toBe(true);
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByRole('term').allTextContents()).toEqual(
      expect.arrayContaining(['Yta', 'Adress', 'Tillträde']),
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-1280');
    expect(errors).toEqual([]);
  });

  it('answers an unknown premises with the premises not-found page and HTTP 404', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844, { expectedErrors: [/404/] });
    const response = await page.goto(`${e2e.portal.origin()}${PREMISES}finns-inte/`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lokalen finns inte');
    expect(await page.getByRole('link', { name: 'Alla lokaler' }).getAttribute('href')).toBe(PREMISES);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-not-found-1280');
    expect(errors.filter((line) => !/404/.test(line))).toEqual([]);
  });

  it('uses the Finnish area range 0–150 on /liiketilat/', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin('fi.localhost')}${requireRoute('fi', 'premises')}`, {
      waitUntil: 'networkidle',
    });
    expect(await page.getByRole('spinbutton', { name: 'Suurin pinta-ala (m²)' }).inputValue()).toBe('150');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('leads from the premises start page to the rental homes and a rental project, by keyboard', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Se våra hyresrätter$/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hyresrätter');
    expect(await axeViolations(page)).toEqual([]);
    const project = page.getByRole('heading', { level: 2 }).first().getByRole('link');
    const name = (await project.textContent()) ?? '';
    await project.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    const rents = await page.getByRole('row').locator('td:last-child').allTextContents();
    expect(rents.length).toBeGreaterThan(0);
    for (const rent of rents) expect(rent).toMatch(/kr$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'rental-project-1280');
    expect(errors).toEqual([]);
  });
});
