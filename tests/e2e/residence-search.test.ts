import { describe, expect, it } from 'vitest';
import { axeViolations, type OpenPageOptions, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';
import {
  cardTitles,
  countRequests,
  savedScroll,
  settled,
  shownAsInUrl,
  shownCount,
} from './testing/search-page';

// The residence search page (issue 3 item 4): the URL is the state, results follow the
// filters, and the page works with the keyboard alone.

const e2e = setUpE2eContext();
const SEARCH = '/sok-bostad/';

const isFailedResource = (line: string) => line.includes('Failed to load resource');

async function openSearch(url: string, width = 1280, height = 900, options: OpenPageOptions = {}) {
  const watched = await openPage(e2e.browser, width, height, options);
  countRequests(watched.page);
  await watched.page.goto(`${e2e.portal.origin()}${url}`, { waitUntil: 'networkidle' });
  await shownAsInUrl(watched.page);
  return watched;
}

describe('residence search page', () => {
  it('filter → URL → reload → same results; back and forward; a shared link', async () => {
    const { page, errors } = await openSearch(`${SEARCH}#object`);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^Bostäder \(\d+\)$/);
    // The result types are tabs: the arrow keys move the focus, Enter chooses (a new search).
    const tablist = page.getByRole('tablist', { name: 'Visa resultat som' });
    await tablist.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await tablist.getByRole('tab', { selected: true }).textContent()).toMatch(/^Bostäder/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Projekt/);
    await page.keyboard.press('Enter');
    await expect.poll(() => tablist.getByRole('tab', { selected: true }).textContent()).toMatch(/^Projekt/);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => tablist.getByRole('tab', { selected: true }).textContent()).toMatch(/^Bostäder/);
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await tablist.getByRole('tab', { selected: true }).getAttribute('id'),
    );
    await settled(page);
    const before = await shownCount(page);
    expect(before.shown).toBe(30);

    await page.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Lägenhet').click();
    await page.waitForURL(/residenceType=3/);
    await settled(page);
    // The previous results stay on screen until the new ones arrive (no flash of emptiness).
    await expect.poll(async () => (await shownCount(page)).total).toBeLessThan(before.total);
    await settled(page);
    const filtered = await shownCount(page);
    expect(new URL(page.url()).hash).toBe('#object');
    const titles = await cardTitles(page);

    await page.reload({ waitUntil: 'networkidle' });
    await shownAsInUrl(page);
    expect(await shownCount(page)).toEqual(filtered);
    expect(await cardTitles(page)).toEqual(titles);
    expect(await page.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Lägenhet').isChecked()).toBe(
      true,
    );

    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(async () => (await shownCount(page)).total).toBe(before.total);
    expect(await page.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Lägenhet').isChecked()).toBe(
      false,
    );
    await page.goForward();
    await page.waitForURL(/residenceType=3/);
    await expect.poll(async () => (await shownCount(page)).total).toBe(filtered.total);
    await settled(page);
    expect(await cardTitles(page)).toEqual(titles);

    // A shared link, opened by someone else (fresh cookies), shows the same.
    const shared = page.url().replace(e2e.portal.origin(), '');
    const other = await openSearch(shared);
    expect(await shownCount(other.page)).toEqual(filtered);
    expect(await cardTitles(other.page)).toEqual(titles);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.context().close();
    await page.context().close();
  });

  it('renders real hits on the server, on the base path and on a tag path; an unknown tag path is 404', async () => {
    const base = await e2e.portal.fetchPage('localhost', SEARCH);
    expect(base.status).toBe(200);
    expect(base.html).toContain('<article');
    expect(base.html).toMatch(/Projekt \(\d+\)/);

    const { page } = await openPage(e2e.browser);
    const response = await page.request.post(`${e2e.portal.origin()}/api/residence/search/tags`, {
      data: { text: 'Nacka' },
    });
    const tag = ((await response.json()) as { hits: { name: string; url: string }[] }).hits[0];
    if (!tag) throw new Error('no tag for Nacka');
    const tagged = await e2e.portal.fetchPage('localhost', `${SEARCH}${tag.url}/`);
    expect(tagged.status).toBe(200);
    expect(tagged.html).toContain(`Nya bostäder i ${tag.name}`);
    expect((await e2e.portal.fetchPage('localhost', `${SEARCH}finns-inte-alls/`)).status).toBe(404);
    await page.context().close();
  });

  it('pages the projects as the homes are paged: 30, then 30 more with "Visa fler" (issue 33 item 15)', async () => {
    const { page, errors } = await openSearch(SEARCH, 390, 844);
    await settled(page);
    const first = await shownCount(page);
    expect(first.shown).toBe(30);
    expect(first.total).toBeGreaterThan(30);
    await expect.poll(() => page.locator('main article').count()).toBe(30);
    await page.getByRole('button', { name: 'Visa fler' }).click();
    const more = Math.min(60, first.total);
    await expect.poll(async () => (await shownCount(page)).shown).toBe(more);
    await expect.poll(() => page.locator('main article').count()).toBe(more);
    expect(await page.locator('main ul[aria-busy="true"]').count()).toBe(0);
    const links = await page
      .locator('main article h3 a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(new Set(links).size).toBe(more);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the server’s cards and hydrates them in place: the favourite shows, a card link navigates in the page', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    countRequests(page);
    // The cards as the browser parsed them, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { serverCards: Element[] }).serverCards = [
          ...document.querySelectorAll('main article'),
        ];
      });
    });
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'networkidle' });
    await settled(page);
    const cards = page.locator('main article');
    await expect.poll(() => cards.locator('[data-favourite-button]').count()).toBe(await cards.count());
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { serverCards: Element[] }).serverCards;
      const now = [...document.querySelectorAll('main article')];
      return { server: server.length, same: server.filter((card, index) => now[index] === card).length };
    });
    expect(kept).toEqual({ server: 30, same: 30 });

    // A hydrated card's link is the app's: the page is not loaded again.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const link = cards.nth(29).locator('h3 a');
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads more objects: the offset is raised by the limit and objects are appended', async () => {
    const { page, errors } = await openSearch(`${SEARCH}#object`);
    const first = await cardTitles(page, 30);
    expect(await page.locator('main article').count()).toBe(30);
    await page.getByRole('button', { name: 'Visa fler' }).click();
    await page.locator('main article').nth(59).waitFor();
    expect(await page.locator('main article').count()).toBe(60);
    expect((await shownCount(page)).shown).toBe(60);
    expect(await cardTitles(page, 30)).toEqual(first);
    const titles = await page.locator('main article h3').allTextContents();
    expect(new Set(titles).size).toBe(60);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('selecting a stage shows its objects', async () => {
    const { page, errors } = await openSearch(SEARCH);
    const card = page.locator('main article[data-hit-type="stage"]').first();
    const stageName = (await card.locator('h3').textContent()) ?? '';
    const button = card.getByRole('button', { name: /^Visa \d+ bostäder?$/ });
    const expected = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
    await button.click();
    await page.waitForURL(/stageIds=/);
    await page.getByRole('heading', { name: `Bostäder i ${stageName}` }).waitFor();
    await settled(page);
    expect(await page.locator('main article').count()).toBe(Math.min(expected, 300));
    expect(await page.locator('main article[data-hit-type="object"]').count()).toBe(Math.min(expected, 300));
    await page.getByRole('button', { name: 'Tillbaka till alla projekt' }).click();
    await page.waitForURL((url) => !url.search.includes('stageIds'));
    await page.locator('main article[data-hit-type="stage"]').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the map view with markers', async () => {
    const { page, errors } = await openSearch(SEARCH, 1280, 900, { expectedErrors: [/WebGL/] });
    const stages = (await shownCount(page)).total;
    await page.getByRole('button', { name: 'Karta' }).click();
    await page.waitForURL(/#map$/);
    await page.getByRole('region', { name: 'Karta över sökresultatet' }).waitFor();
    await page.getByText(`${stages} markeringar visas`).waitFor({ timeout: 20_000 });
    expect(errors.filter((line) => !line.includes('WebGL'))).toEqual([]);
    await page.context().close();
  });

  it('works with the keyboard alone: tag autocomplete and sliders', async () => {
    const { page, errors } = await openSearch(`${SEARCH}#object`);
    const before = await shownCount(page);
    const combobox = page.getByRole('combobox', { name: 'Ort, område eller projekt' });
    for (
      let presses = 0;
      presses < 60 && !(await combobox.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('nack');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBeTruthy();
    const optionName =
      (await page.getByRole('option', { selected: true }).locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Ta bort ${optionName}` }).waitFor();
    await page.waitForURL(/[?&]q=/);
    await expect.poll(async () => (await shownCount(page)).total).toBeLessThan(before.total);
    await settled(page);
    const tagged = await shownCount(page);

    // Escape closes the list.
    await combobox.focus();
    await page.keyboard.type('upp');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');

    const minRooms = page.getByRole('slider', { name: 'Lägsta antal rum' });
    for (
      let presses = 0;
      presses < 20 && !(await minRooms.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await minRooms.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await minRooms.inputValue()).toBe('3');
    await page.waitForURL(/minRooms=3/);
    await expect.poll(async () => (await shownCount(page)).total).toBeLessThan(tagged.total);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a clear empty state, and clearing the filters brings the results back', async () => {
    const { page, errors } = await openSearch(`${SEARCH}?minArea=290&maxRooms=1`);
    await page.getByRole('heading', { name: 'Inga bostäder matchar din sökning' }).waitFor();
    await page.locator('main').getByRole('button', { name: 'Rensa filter' }).last().click();
    await page.waitForURL((url) => url.pathname === SEARCH && url.search === '');
    await page.locator('main article').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows "Search service down" with a retry when the API fails', async () => {
    const { page, errors } = await openSearch(SEARCH, 1280, 900, {
      expectedErrors: [/Failed to load resource/],
    });
    await page.route('**/api/residence/**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Radhus').click();
    await page.waitForURL(/residenceType=5/);
    await page.getByRole('alert').filter({ hasText: 'Söktjänsten svarar inte' }).waitFor();
    await page.unroute('**/api/residence/**');
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await page.locator('main article').first().waitFor();
    expect(errors.filter((line) => !isFailedResource(line))).toEqual([]);
    await page.context().close();
  });

  it('restores the scroll position on return', async () => {
    const { page } = await openSearch(SEARCH);
    await page.evaluate(() => window.scrollTo({ top: 1400 }));
    await savedScroll(page);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.context().close();
  });

  it("the header's search link starts afresh: top of the page and the first 30 homes", async () => {
    const { page, errors } = await openSearch(`${SEARCH}#object`);
    await page.getByRole('button', { name: 'Visa fler' }).click();
    await page.locator('main article').nth(59).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 1400 }));
    await savedScroll(page);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });

    await page
      .getByRole('navigation', { name: 'Genvägar' })
      .getByRole('link', { name: 'Sök bostad' })
      .click();
    await page.waitForURL(`**${SEARCH}`);
    await page.getByRole('tab', { name: /^Bostäder/ }).click();
    await settled(page);
    expect((await shownCount(page)).shown).toBe(30);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the redirect message for redirectedFrom=sv', async () => {
    const watched = await openPage(e2e.browser);
    await watched.page.goto(`${e2e.portal.origin('no.localhost')}/finn-din-bolig/?redirectedFrom=sv`, {
      waitUntil: 'networkidle',
    });
    await watched.page.getByText('Du ble sendt hit fra det svenske nettstedet', { exact: false }).waitFor();
    await watched.page.context().close();
  });

  it('is axe clean at desktop and mobile width, the mobile filters in a dialog', async () => {
    const desktop = await openSearch(SEARCH);
    await desktop.page.locator('main article').first().waitFor();
    expect(await axeViolations(desktop.page)).toEqual([]);
    await desktop.page.context().close();

    const mobile = await openSearch(`${SEARCH}#object`, 390, 844);
    await mobile.page.locator('main article').first().waitFor();
    expect(await axeViolations(mobile.page)).toEqual([]);
    await mobile.page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = mobile.page.getByRole('dialog', { name: 'Filter' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(mobile.page)).toEqual([]);
    await dialog.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Villa').click();
    await mobile.page.waitForURL(/residenceType=1/);
    await mobile.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the dialog (restored as the dialog closes).
    await expect
      .poll(() =>
        mobile.page
          .getByRole('button', { name: 'Filter (1)' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(mobile.errors).toEqual([]);
    await mobile.page.context().close();
  });

  it('the Norwegian and Finnish pages show their currency and slider bounds', async () => {
    const norway = await openPage(e2e.browser);
    await norway.page.goto(`${e2e.portal.origin('no.localhost')}/finn-din-bolig/`, {
      waitUntil: 'networkidle',
    });
    await norway.page.locator('main article').first().waitFor();
    const noText = (await norway.page.locator('main').textContent()) ?? '';
    expect(noText).toContain('kr\u00a00 – kr\u00a010\u00a0000\u00a0000+');
    expect(noText).toMatch(/kr\u00a0\d/);
    expect(await norway.page.getByRole('slider', { name: 'Høyeste antall rom' }).getAttribute('max')).toBe(
      '5',
    );
    expect(norway.errors).toEqual([]);
    await norway.page.context().close();

    const finland = await openPage(e2e.browser);
    await finland.page.goto(`${e2e.portal.origin('fi.localhost')}/myytavat-asunnot/#object`, {
      waitUntil: 'networkidle',
    });
    await finland.page.locator('main article').first().waitFor();
    const fiText = (await finland.page.locator('main').textContent()) ?? '';
    expect(fiText).toContain('0\u00a0€ – 1\u00a0000\u00a0000+\u00a0€');
    expect(fiText).toContain('150+\u00a0m²');
    expect(fiText).toContain('Velaton hinta');
    expect(await finland.page.getByRole('slider', { name: 'Suurin huoneluku' }).getAttribute('max')).toBe(
      '4',
    );
    expect(finland.errors).toEqual([]);
    await finland.page.context().close();
  });
});
