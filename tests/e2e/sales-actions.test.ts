import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ResidenceRelation } from '../../src/shared/account/account-schemas';
import type { StartViewModel } from '../../src/shared/page/content-view-models';
import type { PagePayload } from '../../src/shared/page/page-payload';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { axeViolations, openPage } from './testing/browser';
import { logInByEmail } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 12 item 5: a selling site's start page shows what is for sale and the nearest showings;
// stage and home pages carry favourite, interest and book-a-showing; search cards a favourite.

const e2e = setUpE2eContext();

const DEMO: { key: string; email: string | null; password: string | null }[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../seed/demo-accounts.json'), 'utf8'),
).accounts;
const demo = (key: string) => {
  const found = DEMO.find((candidate) => candidate.key === key);
  if (!found?.email || !found.password) throw new Error(`no demo account ${key} with a password`);
  return { email: found.email, password: found.password };
};

async function startSales(host: string) {
  const { status, html } = await e2e.portal.fetchPage(host, '/GetViewModel');
  if (status !== 200) throw new Error(`${host} start answered ${status}`);
  const sales = ((JSON.parse(html) as PagePayload).template.viewModel as StartViewModel).sales;
  if (!sales) throw new Error(`${host} start page has no sales section`);
  return sales;
}

/** A Swedish stage of this site with upcoming showings, from the start page's own list. */
async function stageWithShowings(): Promise<{ url: string; id: string }> {
  const showing = (await startSales('localhost')).showings.find((candidate) => candidate.url.startsWith('/'));
  if (!showing) throw new Error('no showing on a stage of the Swedish site');
  return { url: showing.url, id: showing.stageId };
}

/** Logs the browser context in by the email login call: its cookie is the page's session. */
async function logIn(page: Page, key: string) {
  await logInByEmail(page, e2e.portal.origin(), demo(key));
}

async function savedOf(page: Page, kind: 'favorites' | 'interests'): Promise<ResidenceRelation[]> {
  const response = await page.context().request.get(`${e2e.portal.origin()}/account_service/${kind}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ResidenceRelation[];
}

const cookieOf = async (page: Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;

describe('start pages of selling sites', () => {
  it.each([
    ['se', 'Aktuella projekt', 'Närmaste visningar'],
    ['no', 'Aktuelle prosjekter', 'Nærmeste visninger'],
    ['fi', 'Ajankohtaiset kohteet', 'Lähimmät esittelyt'],
  ] as const)(
    '%s shows current projects with picture, place and price, and the nearest showings',
    async (site, projects, showings) => {
      const host = LOCAL_HOSTS[site][0] ?? 'localhost';
      const { page } = await openPage(e2e.browser, 1280, 900);
      await page.goto(e2e.portal.origin(host), { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: projects });
      const cards = section.locator('[data-start-project]');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      const first = cards.first();
      expect(await first.locator('img').getAttribute('alt')).toBeTruthy();
      expect(await first.getByRole('heading').textContent()).toBeTruthy();
      // A price in the site's currency, never 0.
      const price = (await first.locator('p').nth(1).textContent()) ?? '';
      expect(price).toMatch(site === 'fi' ? /€/ : /kr/);
      expect(price).not.toMatch(/(^|\s)0\s/);
      expect(await section.locator('[data-start-project="forSale"]').count()).toBeGreaterThan(0);
      const showingList = page.getByRole('region', { name: showings }).locator('[data-start-showing]');
      expect(await showingList.count()).toBeGreaterThan(0);
      const times = await showingList
        .locator('time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
      expect(times).toEqual([...times].sort());
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('the seniors’ and co-operative sites feature their own projects; the contractor site none', async () => {
    for (const host of ['senior.localhost', 'brf.localhost']) {
      const sales = await startSales(host);
      expect(sales.projects.length).toBeGreaterThan(0);
      // Another brand's project links to its own host; these are all paths on the site itself.
      expect(sales.projects.every((project) => project.url.startsWith('/'))).toBe(true);
    }
    const { html } = await e2e.portal.fetchPage('entreprenad.localhost', '/GetViewModel');
    expect((JSON.parse(html) as PagePayload).template.viewModel).not.toHaveProperty('sales');
  });
});

describe('favourites', () => {
  it('an anonymous click opens the login modal, which says why; logging in there saves the favourite', async () => {
    const stage = await stageWithShowings();
    const { page } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    const favourite = page.locator(`main [data-favourite-button="${stage.id}"]`);
    expect(await favourite.getAttribute('aria-pressed')).toBe('false');
    await favourite.click();
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('[data-favourite-notice]').textContent()).toContain('spara favoriter');
    expect(await cookieOf(page, 'favorite-notice')).toBe(stage.id);

    const { email, password } = demo('vip');
    await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    await dialog.getByLabel('E-postadress', { exact: true }).fill(email);
    await dialog.getByLabel('Lösenord', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect.poll(() => favourite.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    expect(await savedOf(page, 'favorites')).toContainEqual({ stageId: stage.id, objectId: null });
    expect(await cookieOf(page, 'favorite-notice')).toBeUndefined();
  });

  it('a logged-in user toggles a favourite, and it holds across a reload', async () => {
    const stage = await stageWithShowings();
    const { page } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'email-only');
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    const favourite = page.locator(`main [data-favourite-button="${stage.id}"]`);
    // The button's state as a user sees it: pressed or not, and whether it is still busy (the
    // session being read, or a save under way: a reload then would lose the save).
    const state = async () =>
      `${await favourite.getAttribute('aria-pressed')}${(await favourite.getAttribute('aria-busy')) ? ', busy' : ''}`;
    await expect.poll(state).toBe('false');
    await favourite.focus();
    await page.keyboard.press('Enter');
    await expect.poll(state).toBe('true');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(state).toBe('true');
    expect(await savedOf(page, 'favorites')).toEqual([{ stageId: stage.id, objectId: null }]);
    await favourite.click();
    await expect.poll(state).toBe('false');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(state).toBe('false');
    expect(await savedOf(page, 'favorites')).toEqual([]);
  });

  it('a click before the session is read is kept: it saves the favourite rather than asking to log in', async () => {
    const stage = await stageWithShowings();
    const { page } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'email-only');
    const favourite = page.locator(`main [data-favourite-button="${stage.id}"]`);
    // The user's answer waits at this gate; one route for the whole test, never removed while a
    // request may be held (removing it would answer the held request a second time).
    let gate = Promise.resolve();
    await page.route('**/account_service/user', async (route) => {
      await gate;
      // The page may have moved on and dropped the request meanwhile.
      await route.continue().catch(() => {});
    });
    // Loads the page with the user's answer held back, clicks the heart while it is busy (the
    // session not yet known), then lets the answer through.
    async function clickBeforeTheSessionIsRead() {
      let open: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => favourite.getAttribute('aria-busy')).toBe('true');
      await favourite.click();
      open();
      await expect.poll(() => favourite.getAttribute('aria-busy')).toBeNull();
    }

    await clickBeforeTheSessionIsRead();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await savedOf(page, 'favorites')).toEqual([{ stageId: stage.id, objectId: null }]);

    // The heart looked empty when clicked, so the click meant "save": a saved favourite stays.
    await clickBeforeTheSessionIsRead();
    expect(await favourite.getAttribute('aria-pressed')).toBe('true');
    expect(await savedOf(page, 'favorites')).toEqual([{ stageId: stage.id, objectId: null }]);
  });

  it('search cards carry a named favourite button that asks an anonymous visitor to log in', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/sok-bostad/`, { waitUntil: 'networkidle' });
    const button = page.locator('article [data-favourite-button]').first();
    await button.waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await button.textContent()).toMatch(/^Spara som favorit: .+/);
    await button.click();
    await page.getByRole('dialog', { name: 'Logga in' }).waitFor({ state: 'visible' });
  });
});

describe('interest and showings', () => {
  it('an anonymous interest is kept in the interest cookie and saved to the account when the visitor logs in', async () => {
    const stage = await stageWithShowings();
    const { page } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    const interest = page.locator(`[data-interest-button="${stage.id}"]`);
    await interest.click();
    await expect.poll(() => interest.getAttribute('aria-pressed')).toBe('true');
    expect(await cookieOf(page, 'interest')).toBe(stage.id);
    expect(await page.getByRole('status').filter({ hasText: 'webbläsaren' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Logga in och spara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.waitFor({ state: 'visible' });
    const { email, password } = demo('resident');
    await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    await dialog.getByLabel('E-postadress', { exact: true }).fill(email);
    await dialog.getByLabel('Lösenord', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect.poll(() => cookieOf(page, 'interest'), { timeout: 10_000 }).toBeUndefined();
    expect(await savedOf(page, 'interests')).toEqual([{ stageId: stage.id, objectId: null }]);
    await expect.poll(() => interest.getAttribute('aria-pressed')).toBe('true');
  });

  it('book a showing opens the showing form with the stage’s showings, and it is sent', async () => {
    const stage = await stageWithShowings();
    const { page } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Boka visning' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    const options = await dialog.locator('select option').count();
    expect(options).toBeGreaterThan(1);
    await dialog.getByLabel('Namn').fill('Anna Lindqvist');
    await dialog.getByLabel('E-post', { exact: true }).fill('anna@example.se');
    await dialog.getByLabel('Telefonnummer').fill('070-123 45 67');
    await dialog.locator('select').selectOption({ index: 1 });
    await dialog.getByRole('checkbox').check();
    await dialog
      .getByRole('button', { name: /visning/i })
      .last()
      .click();
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').textContent()).toContain('Anna');
  });
});
