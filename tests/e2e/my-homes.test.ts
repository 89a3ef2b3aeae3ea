import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ResidenceRelation } from '../../src/shared/account/account-schemas';
import type { ResidenceHit } from '../../src/shared/residence/search-schemas';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// My homes under my pages (issue 15 item 6): the demo resident's seeded favourite (a stage) and
// purchase, and an interest registered through the API, each a card with its current status and
// price; a favourite saved on a search card found there; removing one with the keyboard (and undoing it); the header's favourites button lands
// on #favorites; a visitor goes to the login first; axe at 390 and 1280 px.

const e2e = setUpE2eContext();

const MY_HOMES = requireRoute('se', 'myHomes');

async function savedOf(page: Page, kind: 'favorites' | 'interests'): Promise<ResidenceRelation[]> {
  const response = await page.context().request.get(`${e2e.portal.origin()}/account_service/${kind}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ResidenceRelation[];
}

/** A home of the Swedish site from the public search, asked by the page (its origin, its cookie). */
async function someHome(page: Page): Promise<ResidenceHit> {
  await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });
  const hit = await page.evaluate(async (siteId) => {
    const response = await fetch('/api/residence/search_object', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteId }),
    });
    return ((await response.json()) as { hits: ResidenceHit[] }).hits[0];
  }, SITES.se.siteId);
  if (!hit) throw new Error('no home on the Swedish site');
  return hit;
}

/** Registers an interest as the page's own button does. */
async function registerInterest(page: Page, residenceId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/account_service/interests/${id}`, { method: 'PUT' });
    return response.status;
  }, residenceId);
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);

async function openMyHomes(page: Page, hash = '') {
  await page.goto(`${e2e.portal.origin()}${MY_HOMES}${hash}`, { waitUntil: 'networkidle' });
  await page.locator('[data-saved-home]').first().waitFor();
}

describe('my homes', () => {
  it('sends a visitor to log in first', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${MY_HOMES}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(requireRoute('se', 'login'));
    expect(new URL(page.url()).searchParams.get('referrer')).toBe(MY_HOMES);
    expect(errors).toEqual([]);
  });

  it('lists the favourite, the interest and the purchase with status and price; the menu names the page', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    const home = await someHome(page);
    expect(await registerInterest(page, home.id)).toBe(200);
    await openMyHomes(page);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mina bostäder');
    const menu = page.getByRole('navigation', { name: 'Mina sidor' });
    expect(await menu.getByRole('link', { name: 'Mina bostäder' }).getAttribute('aria-current')).toBe('page');

    const [favourite] = await savedOf(page, 'favorites');
    if (!favourite) throw new Error('the resident has no seeded favourite');
    const favouriteCard = section(page, 'favorites').locator(`[data-saved-home="${favourite.stageId}"]`);
    expect((await favouriteCard.locator('[data-saved-status]').textContent())?.trim()).toBeTruthy();
    expect((await favouriteCard.locator('[data-saved-price]').textContent())?.trim()).toBeTruthy();
    expect(
      await favouriteCard.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href'),
    ).toMatch(/^\//);

    const interestCard = section(page, 'interests').locator(`[data-saved-home="${home.id}"]`);
    expect(await interestCard.getByRole('link').getAttribute('href')).toBe(home.url);
    expect((await interestCard.locator('[data-saved-status]').textContent())?.trim()).toBeTruthy();
    expect(await interestCard.locator('[data-saved-price]').textContent()).toMatch(/kr|Pris|Hyra/);

    // The seeded purchase and the home bought through click to buy (my pages' demo booking).
    const purchases = section(page, 'purchases').locator('[data-saved-home]');
    expect(await purchases.count()).toBe(2);
    expect(await purchases.getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a favourite saved on a search card is listed in my homes', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'buyer-se');
    const before = await savedOf(page, 'favorites');
    await page.goto(`${e2e.portal.origin()}/sok-bostad/`, { waitUntil: 'networkidle' });
    const button = page.locator('article [data-favourite-button][aria-pressed="false"]').first();
    await button.waitFor();
    await button.click();
    await expect.poll(async () => (await savedOf(page, 'favorites')).length).toBe(before.length + 1);
    const saved = (await savedOf(page, 'favorites')).find(
      (relation) =>
        !before.some((old) => old.stageId === relation.stageId && old.objectId === relation.objectId),
    );
    if (!saved) throw new Error('the new favourite is not saved');
    await openMyHomes(page);
    const card = section(page, 'favorites').locator(`[data-saved-home="${saved.objectId ?? saved.stageId}"]`);
    await card.waitFor();
    expect((await card.locator('[data-saved-status]').textContent())?.trim()).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('the header’s favourites button lands on the favourites section', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });
    await page.locator('[data-header-favourites]').click();
    await page.waitForURL((url) => url.pathname === MY_HOMES && url.hash === '#favorites');
    await section(page, 'favorites').locator('[data-saved-home]').first().waitFor();
    await expect
      .poll(() => section(page, 'favorites').evaluate((node) => node.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(errors).toEqual([]);
  });

  it('removes a favourite with the keyboard at 390 px, undoes it, removes it again and it stays gone', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await openMyHomes(page, '#favorites');
    expect(await axeViolations(page)).toEqual([]);
    const [favourite] = await savedOf(page, 'favorites');
    if (!favourite) throw new Error('the resident has no seeded favourite');
    const card = section(page, 'favorites').locator(`[data-saved-home="${favourite.stageId}"]`);
    const remove = card.getByRole('button', { name: /^Ta bort .+ från favoriter$/ });

    await remove.focus();
    await page.keyboard.press('Enter');
    await card.waitFor({ state: 'detached' });
    const undo = section(page, 'favorites').getByRole('button', { name: 'Ångra' });
    await expect.poll(() => undo.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await section(page, 'favorites').getByRole('status').textContent()).toContain('togs bort');
    expect(await savedOf(page, 'favorites')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await card.waitFor();
    expect(await savedOf(page, 'favorites')).toEqual([favourite]);

    await card.getByRole('button').click();
    await card.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await section(page, 'favorites').getByRole('link', { name: 'Sök bostad' }).waitFor();
    expect(await section(page, 'favorites').locator('[data-saved-home]').count()).toBe(0);
    // The purchases are still listed.
    expect(await section(page, 'purchases').locator('[data-saved-home]').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows a Norwegian customer without favourites the empty section in Norwegian, with a way to search, and their purchase', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const origin = e2e.portal.origin('no.localhost');
    await logInAsDemo(page, origin, 'norway', 'no');
    await page.goto(`${origin}${requireRoute('no', 'myHomes')}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mine boliger');
    const favourites = section(page, 'favorites');
    await favourites.getByText('Du har ingen favoritter ennå', { exact: false }).waitFor();
    expect(await favourites.getByRole('link', { name: 'Søk etter bolig' }).getAttribute('href')).toBe(
      requireRoute('no', 'searchHomes'),
    );
    // The home they bought through click to buy (my pages' demo booking).
    expect(await section(page, 'purchases').locator('[data-saved-home]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
