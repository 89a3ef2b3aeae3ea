import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GROUP_SHARE } from '../../src/shared/sites/group-share';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { settled } from './testing/search-page';

// Issue 35 item 3: the site flags stock, advancedSearch, simpleSearch and newNotification change
// what a visitor sees (sites.ts records which site has each off, and why). One test per flag:
// a site with it on, a site with it off.

const e2e = setUpE2eContext();

const hostOf = (site: Exclude<SiteKey, 'en'>) => LOCAL_HOSTS[site][0] ?? 'localhost';
const url = (site: Exclude<SiteKey, 'en'>, path: string) => `${e2e.portal.origin(hostOf(site))}${path}`;

async function visit(site: Exclude<SiteKey, 'en'>, path: string, width: number) {
  const watched = await openPage(e2e.browser, width, 900);
  await watched.page.goto(url(site, path), { waitUntil: 'networkidle' });
  return watched;
}

/** The filter groups (fieldset legends) of the search page's panel, in order. */
const filterGroups = (scope: ReturnType<Page['locator']>) =>
  scope.locator('fieldset legend').allTextContents();

describe('site flags', () => {
  it('stock: the Swedish investor page shows the share’s facts and link; Finland’s contact page has none', async () => {
    expect([SITES.se.flags.stock, SITES.fi.flags.stock]).toEqual([true, false]);
    for (const width of [390, 1280]) {
      const { page, errors } = await visit('se', `${requireRoute('se', 'aboutUs')}investerare/`, width);
      const share = page.getByRole('region', { name: 'Hemvist-aktien' });
      await share.waitFor();
      const facts = Object.fromEntries(
        await share
          .locator('dl > div')
          .evaluateAll((rows) =>
            rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
          ),
      );
      expect(facts).toEqual({
        Marknadsplats: `${GROUP_SHARE.exchange}, ${GROUP_SHARE.segment}`,
        Kortnamn: GROUP_SHARE.ticker,
        ISIN: GROUP_SHARE.isin,
      });
      expect(
        await share.getByRole('link', { name: 'Aktien hos Nasdaq Stockholm' }).getAttribute('href'),
      ).toBe(GROUP_SHARE.url);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }

    // Norway has the flag too, in its own words.
    const norway = await visit('no', `${requireRoute('no', 'aboutUs')}kontakt/`, 1280);
    await norway.page.getByRole('region', { name: 'Hemvist-aksjen' }).waitFor();
    expect(await norway.page.getByRole('region', { name: 'Hemvist-aksjen' }).textContent()).toContain(
      'Ticker',
    );
    await norway.page.context().close();

    // Finland's contact page holds the same block in content; with the flag off it is not shown.
    const { page, errors } = await visit('fi', `${requireRoute('fi', 'aboutUs')}yhteystiedot/`, 1280);
    await page.getByRole('heading', { level: 1, name: 'Ota yhteyttä' }).waitFor();
    expect(await page.locator('[data-share-block]').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain(GROUP_SHARE.ticker);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('advancedSearch: the Swedish search page has every filter group; the seniors’ site only place, price, rooms and area', async () => {
    expect([SITES.se.flags.advancedSearch, SITES.senior.flags.advancedSearch]).toEqual([true, false]);
    const search = requireRoute('se', 'searchHomes');
    const full = await visit('se', search, 1280);
    await settled(full.page);
    const sidebar = full.page.getByRole('complementary', { name: 'Filter' });
    expect(await filterGroups(sidebar)).toEqual(
      expect.arrayContaining(['Pris', 'Antal rum', 'Boarea', 'Bostadstyp', 'Koncept']),
    );
    expect(full.errors).toEqual([]);
    await full.page.context().close();

    // The seniors' site, with a link that names a concept: the concept is not a filter there,
    // so it does not narrow the search; the number of rooms does.
    const seniorSearch = requireRoute('senior', 'searchHomes');
    for (const width of [1280, 390]) {
      const { page, errors } = await visit('senior', `${seniorSearch}?concepts=2&minRooms=2`, width);
      await settled(page);
      const panel =
        width === 1280
          ? page.getByRole('complementary', { name: 'Filter' })
          : await (async () => {
              await page.getByRole('button', { name: /^Filter/ }).click();
              const dialog = page.getByRole('dialog', { name: 'Filter' });
              await dialog.waitFor();
              return dialog;
            })();
      await expect.poll(() => filterGroups(panel)).toEqual(['Pris', 'Antal rum', 'Boarea']);
      expect(await page.locator('main header p').first().textContent()).toBe(
        'Nyproducerade bostäder till salu. Filtrera på ort, pris och storlek.',
      );
      expect(await panel.getByRole('combobox').count()).toBe(1);
      expect(await page.locator('main article').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('simpleSearch: the Swedish start page has the place search box that opens the search; the co-operative site has none', async () => {
    expect([SITES.se.flags.simpleSearch, SITES.brf.flags.simpleSearch]).toEqual([true, false]);
    for (const width of [390, 1280]) {
      const { page, errors } = await visit('se', requireRoute('se', 'home'), width);
      const box = page.getByRole('search', { name: 'Ort, område eller projekt' });
      expect(await axeViolations(page)).toEqual([]);
      await box.getByRole('searchbox', { name: 'Ort, område eller projekt' }).fill('Nacka');
      await box.getByRole('button', { name: 'Sök bostad' }).click();
      await page.waitForURL((address) => address.pathname === requireRoute('se', 'searchHomes'));
      expect(new URL(page.url()).searchParams.get('q')).toBe('Nacka');
      await settled(page);
      // The place is a chosen tag of the search, whatever the screen shows of the panel.
      const chosen = page.getByRole('list', { name: 'Valda platser' }).first();
      if (width === 390) await page.getByRole('button', { name: /^Filter/ }).click();
      await expect
        .poll(() => chosen.locator('li').allTextContents())
        .toEqual([expect.stringContaining('Nacka')]);
      expect(errors).toEqual([]);
      await page.context().close();
    }

    const { page, errors } = await visit('brf', requireRoute('brf', 'home'), 1280);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The start page still lists the brand's projects; only the box is gone.
    await page.locator('[data-start-project]').first().waitFor();
    expect(await page.locator('[data-start-search]').count()).toBe(0);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('newNotification: a Swedish resident has the bell and its foldout; a Finnish one has neither, and the page does not ask', async () => {
    expect([SITES.se.flags.newNotification, SITES.fi.flags.newNotification]).toEqual([true, false]);
    const sweden = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(sweden.page, e2e.portal.origin(), 'resident');
    await sweden.page.goto(url('se', requireRoute('se', 'home')), { waitUntil: 'networkidle' });
    const bell = sweden.page.getByRole('button', { name: 'Notiser' });
    await bell.click();
    await sweden.page.locator('[data-foldout="notifications"]').waitFor();
    expect(await axeViolations(sweden.page)).toEqual([]);
    expect(sweden.errors).toEqual([]);
    await sweden.page.context().close();

    const finland = await openPage(e2e.browser, 1280, 900);
    const asked: string[] = [];
    finland.page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/notifications/')) asked.push(request.url());
    });
    await logInAsDemo(finland.page, e2e.portal.origin(hostOf('fi')), 'finland', 'fi');
    await finland.page.goto(url('fi', requireRoute('fi', 'myPages')), { waitUntil: 'networkidle' });
    // Logged in: the user menu is there, the bell is not.
    await finland.page.locator('button[aria-controls="header-foldout-user"]').waitFor();
    expect(await finland.page.locator('button[aria-controls="header-foldout-notifications"]').count()).toBe(
      0,
    );
    expect(await finland.page.getByRole('button', { name: 'Ilmoitukset' }).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await axeViolations(finland.page)).toEqual([]);
    expect(finland.errors).toEqual([]);
    await finland.page.context().close();
  });
});
