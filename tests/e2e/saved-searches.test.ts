import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ResidenceHit } from '../../src/shared/residence/search-schemas';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Saved searches (issue 15 item 12), with the keyboard: save the search on the search page, find
// it in my pages, rename it, open it; a new home in its stage (the dev-tools copy of a home) and
// one run of the job bring a mail in the outbox and a bell notification; delete it. How often it
// mails is chosen on saving and changed in my pages (issue 33 item 12). axe at 390 and 1280 px.

const e2e = setUpE2eContext();

const SEARCH = requireRoute('se', 'searchHomes');
const SAVED = requireRoute('se', 'mySavedSearches');

/** A home of the Swedish site from the public search, asked by the page. */
async function someHome(page: Page): Promise<ResidenceHit> {
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

const post = (page: Page, url: string, body: object) =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { url, body },
  );

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('saved searches', () => {
  it('asks a visitor to log in before saving', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'networkidle' });
    await page.locator('[data-save-search]').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').first().waitFor();
    expect(await page.locator('[data-save-search-dialog]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('saves, lists, renames, opens, mails a new match once with the bell, and deletes — by keyboard', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });
    const home = await someHome(page);
    const stageId = home.stageId;
    if (!stageId) throw new Error('the home has no stage');

    // Save the search of that stage from the search page.
    await page.goto(`${e2e.portal.origin()}${SEARCH}?stageIds=${stageId}`, { waitUntil: 'networkidle' });
    await page.locator('[data-save-search]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('[data-save-search-dialog]');
    await dialog.waitFor();
    const name = dialog.getByLabel('Namn på sökningen');
    await expect.poll(() => name.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Mitt projekt');
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').getByText('Sökningen Mitt projekt är sparad.').waitFor();
    await expect.poll(() => focused(page)).toBe('Se dina sparade sökningar');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === SAVED);

    // In my pages: listed, named in the menu, and it opens the search with its state.
    const item = page.locator('[data-saved-search]', { hasText: 'Mitt projekt' });
    await item.waitFor();
    const menu = page.getByRole('navigation', { name: 'Mina sidor' });
    expect(await menu.getByRole('link', { name: 'Sparade sökningar' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await item.getByRole('link', { name: 'Visa bostäderna' }).getAttribute('href')).toBe(
      `${SEARCH}?stageIds=${stageId}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Rename with the keyboard; the focus returns to the rename button.
    await item.getByRole('button', { name: 'Byt namn på Mitt projekt' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement)?.value))
      .toBe('Mitt projekt');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kajen 2026');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Sökningen heter nu Kajen 2026.').waitFor();
    const renamed = page.locator('[data-saved-search]', { hasText: 'Kajen 2026' });
    await expect.poll(() => focused(page)).toBe('Byt namn');

    // A new home in the stage, and one run of the job: one mail, one bell notification.
    const copy = await post(page, '/dev/saved-searches/copy-home', { objectId: home.id });
    expect(copy.status).toBe(201);
    expect((await post(page, '/dev/saved-searches/run', {})).body).toEqual({ mailed: 1 });
    expect((await post(page, '/dev/saved-searches/run', {})).body).toEqual({ mailed: 0 });
    const outbox = await (await page.request.get(`${e2e.portal.origin()}/dev/outbox`)).text();
    expect(outbox.match(/Nya bostäder för din sökning Kajen 2026 hos Hemvist/g)).toHaveLength(1);
    expect(outbox).toContain('En ny bostad matchar din sparade sökning Kajen 2026');

    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('button[aria-controls="header-foldout-notifications"]').click();
    const bell = page.locator('[data-notification-menu] a', {
      hasText: 'Nya bostäder matchar din sökning ”Kajen 2026”',
    });
    expect(await bell.getAttribute('href')).toBe(SAVED);
    await page.keyboard.press('Escape');

    // Delete with the keyboard.
    await renamed.getByRole('button', { name: 'Ta bort Kajen 2026' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Kajen 2026 togs bort.').waitFor();
    await renamed.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('names an unnamed search by what it looks for, shows that, and does not save it twice (issue 33 item 12)', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'neighbour');
    const saveThisSearch = async () => {
      await page.goto(`${e2e.portal.origin()}${SEARCH}?minRooms=3&maxPrice=4000000`, {
        waitUntil: 'networkidle',
      });
      await page.locator('[data-save-search]').click();
      const dialog = page.locator('[data-save-search-dialog]');
      await dialog.waitFor();
      expect(await dialog.getByLabel('Namn på sökningen').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Spara sökningen' }).click();
      return dialog.getByRole('status');
    };
    const criteria = 'högst 4\u00a0000\u00a0000\u00a0kr, minst 3\u00a0rok';
    const first = await saveThisSearch();
    await expect.poll(() => first.textContent()).toBe(`Sökningen ${criteria} är sparad.`);
    expect(await axeViolations(page)).toEqual([]);

    const second = await saveThisSearch();
    await expect
      .poll(() => second.textContent())
      .toBe(`Du har redan sparat den här sökningen som ${criteria}.`);

    await page.goto(`${e2e.portal.origin()}${SAVED}`, { waitUntil: 'networkidle' });
    const items = page.locator('[data-saved-search]', { hasText: criteria });
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('saves a search mailed weekly, lists it so, and turns its mail off in my pages — by keyboard (issue 33 item 12)', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'vip');
    await page.goto(`${e2e.portal.origin()}${SEARCH}?minRooms=2`, { waitUntil: 'networkidle' });
    await page.locator('[data-save-search]').click();
    const dialog = page.locator('[data-save-search-dialog]');
    await dialog.waitFor();
    await dialog.getByLabel('Namn på sökningen').fill('Två rum i veckan');
    const frequency = dialog.getByRole('group', { name: 'Mejla mig om nya bostäder' });
    const immediately = frequency.getByRole('radio', { name: 'Direkt' });
    expect(await immediately.isChecked()).toBe(true);
    await immediately.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await frequency.getByRole('radio', { name: 'Varje vecka' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').getByText('Sökningen Två rum i veckan är sparad.').waitFor();

    await page.goto(`${e2e.portal.origin()}${SAVED}`, { waitUntil: 'networkidle' });
    const item = page.locator('[data-saved-search]', { hasText: 'Två rum i veckan' });
    await item.getByText('Mejl om nya bostäder: Varje vecka').waitFor();

    // The form opens on the chosen radio; an arrow picks Never, Tab reaches Save.
    await item.getByRole('button', { name: 'Ändra mejl om nya bostäder för Två rum i veckan' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('weekly');
    await page.keyboard.press('ArrowDown');
    expect(await item.getByRole('radio', { name: 'Aldrig' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Spara');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Mejl om nya bostäder för Två rum i veckan: Aldrig.').waitFor();
    await expect.poll(() => focused(page)).toBe('Ändra mejl');

    await page.reload({ waitUntil: 'networkidle' });
    await item.getByText('Mejl om nya bostäder: Aldrig').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a click on save before the session is read waits for it and opens the dialog, not the login', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    // The user's answer waits at this gate; the page asks for it once it has hydrated.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let asked: () => void = () => {};
    const userAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/account_service/user', async (route) => {
      asked();
      await gate;
      await route.continue().catch(() => {});
    });
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'domcontentloaded' });
    await userAsked;
    const save = page.locator('[data-save-search]');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-busy')).toBe('true');
    open();
    await page.locator('[data-save-search-dialog]').waitFor();
    expect(await page.getByRole('dialog', { name: 'Logga in' }).count()).toBe(0);
    expect(await save.getAttribute('aria-busy')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('shows the empty list at 390 px with a way to search, and passes axe', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'email-only');
    await page.goto(`${e2e.portal.origin()}${SAVED}`, { waitUntil: 'networkidle' });
    await page.getByText('Du har inga sparade sökningar ännu.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Sök bostad' }).last().getAttribute('href')).toBe(SEARCH);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
