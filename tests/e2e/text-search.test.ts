import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, type OpenPageOptions, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The site text search (issue 5 item 2): the header's quick search by keyboard, and the
// search page with category tabs, sorting and paging; axe clean.

const e2e = setUpE2eContext();

async function open(url: string, options: OpenPageOptions = {}) {
  const watched = await openPage(e2e.browser, 1280, 900, options);
  await watched.page.goto(`${e2e.portal.origin()}${url}`, { waitUntil: 'networkidle' });
  return watched;
}

async function apiTotal(text: string, categories: string[] = ['all']): Promise<number> {
  const response = await fetch(`${e2e.portal.origin()}/api/textsearch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, siteId: SITES.se.siteId, categories, take: 1 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { estimatedTotalHits: number }).estimatedTotalHits;
}

async function resultHrefs(page: Page): Promise<string[]> {
  await resultTitles(page);
  return page
    .locator('[data-search-state="results"] h3 a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

async function resultTitles(page: Page): Promise<string[]> {
  await page.locator('[data-search-state="results"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('[data-search-state="results"] h3').allTextContents();
}

describe('header quick search', () => {
  it('types, shows the top 3, moves with the arrows and opens the active result with Enter', async () => {
    const { page, errors } = await open('/');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Vad letar du efter?' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);

    // One character asks nothing; the request goes after 300 ms of quiet.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/textsearch')) requests.push(request.postData() ?? '');
    });
    await input.pressSequentially('h');
    await page.waitForTimeout(450);
    expect(requests).toEqual([]);
    // The rest in one input event: typed key by key, a busy machine can pause longer than the
    // debounce between two keys and rightly ask for the shorter word.
    await input.fill('hållbarhet');
    const listbox = page.getByRole('listbox', { name: 'Förslag' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    await expect.poll(() => options.count()).toBe(4); // 3 results + "show all results"
    expect(requests.length).toBe(1);
    expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({ text: 'hållbarhet', take: 3 });
    expect(await options.last().textContent()).toContain('Visa alla resultat');

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);

    // Escape returns to the input with no active option, and the foldout stays open.
    await input.press('Escape');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    expect(await input.isVisible()).toBe(true);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const url = await second.getAttribute('data-url');
    await input.press('Enter');
    await page.waitForURL((location) => location.pathname === url);
    expect(await page.locator('#header-foldout-search').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('"show all results" opens the search page with s, and a second Escape closes the foldout', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Vad letar du efter?' });
    await input.fill('stockholm');
    await page.getByRole('option', { name: /Visa alla resultat/ }).waitFor();
    await input.press('ArrowUp'); // wraps to the last option
    await input.press('Enter');
    await page.waitForURL(/\/sok\/\?s=stockholm$/);
    await page.locator('[data-search-state="results"]').waitFor();

    // The page has its own "Sök" button; the header's toggle is the one that controls the foldout.
    await page.locator('button[aria-controls="header-foldout-search"]').click();
    const again = page.getByRole('combobox', { name: 'Vad letar du efter?' });
    await again.waitFor();
    await again.press('Escape');
    await expect.poll(() => page.locator('#header-foldout-search').count()).toBe(0);
  });
});

describe('text search page', () => {
  it('filters by category, sorts and pages 25 at a time with links', async () => {
    const text = 'stockholm';
    const total = await apiTotal(text);
    const residential = await apiTotal(text, ['residencial']);
    expect(total).toBeGreaterThan(0);
    const { page, errors } = await open(`/sok/?s=${text}`);
    // The results load after the page: wait for their heading rather than read it once.
    await page.getByRole('heading', { level: 2, name: new RegExp(`${total} träff`) }).waitFor();

    const tabs = page.getByRole('navigation', { name: 'Visa' });
    await tabs.getByRole('link', { name: new RegExp(`^Bostadsprojekt \\(${residential}\\)`) }).click();
    await page.waitForURL(/category=residencial/);
    // The previous results stay on screen until the new ones arrive.
    await expect.poll(async () => (await resultTitles(page)).length).toBe(Math.min(residential, 25));
    expect(
      await page
        .locator('[data-search-state="results"] li[data-kind]')
        .evaluateAll((items) =>
          items.every((item) =>
            ['residentialProject', 'residentialArea'].includes(item.getAttribute('data-kind') ?? ''),
          ),
        ),
    ).toBe(true);
    expect(await tabs.getByRole('link', { name: /^Bostadsprojekt/ }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.getByLabel('Sortera').selectOption('alpha');
    await page.waitForURL(/sort=alpha/);
    const inOrder = (titles: string[]) => [...titles].sort((a, b) => a.localeCompare(b, 'sv'));
    await expect
      .poll(async () => {
        const sorted = await resultTitles(page);
        return sorted.join('|') === inOrder(sorted).join('|');
      })
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('pages with links: page 2 shows the next 25 with no repeats', async () => {
    const text = 'bostäder';
    const total = await apiTotal(text);
    expect(total).toBeGreaterThan(25);
    const { page } = await open(`/sok/?s=${encodeURIComponent(text)}`);
    const first = await resultHrefs(page);
    expect(first.length).toBe(25);
    const paging = page.getByRole('navigation', { name: 'Sidor med sökresultat' });
    await paging.getByRole('link', { name: 'Nästa' }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => document.querySelector('ol[start="26"]'));
    await expect.poll(async () => (await resultHrefs(page)).some((href) => first.includes(href))).toBe(false);
    const second = await resultHrefs(page);
    expect(second.length).toBe(Math.min(25, total - 25));
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    expect(await paging.getByRole('link', { name: 'Sida 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('mark').count()).toBeGreaterThan(0);
  });

  it('the search form, the first results and the page links work without JavaScript', async () => {
    const html = await e2e.portal.fetchPage('localhost', '/sok/?s=stockholm&category=news');
    expect(html.status).toBe(200);
    // The answer is in the HTML (news about Stockholm, or that there is none), not a spinner.
    expect(html.html).toMatch(/data-search-state="(results|empty)"/);
    expect(html.html).not.toContain('data-search-state="loading"');
    expect(html.html).toMatch(/<form action="\/sok\/" method="get"/);
    expect(html.html).toContain('value="stockholm"');
    expect(html.html).toContain('href="/sok/?s=stockholm&amp;category=career"');
  });

  it('a search link opened from outside shows its results without asking the API again', async () => {
    const watched = await openPage(e2e.browser, 390, 844);
    const searches: string[] = [];
    watched.page.on('request', (request) => {
      if (request.url().endsWith('/api/textsearch')) searches.push(request.url());
    });
    await watched.page.goto(`${e2e.portal.origin()}/sok/?s=${encodeURIComponent('bostäder')}`, {
      waitUntil: 'networkidle',
    });
    expect(await resultHrefs(watched.page)).toHaveLength(25);
    expect(searches).toEqual([]);
    // The next page is the page's own search.
    const paging = watched.page.getByRole('navigation', { name: 'Sidor med sökresultat' });
    await paging.getByRole('link', { name: 'Nästa' }).click();
    await watched.page.waitForFunction(() => document.querySelector('ol[start="26"]'));
    // The search is asked for once the next page has rendered (its query starts after the commit).
    await expect.poll(() => searches.length).toBe(1);
    expect(watched.errors).toEqual([]);
    await watched.page.context().close();
  });

  it('shows "search service down" with a retry when the API fails', async () => {
    // The server renders the first results of a URL, so the failing search is a new one.
    const { page } = await open('/sok/', { expectedErrors: [/status of 503/] });
    let fail = true;
    await page.route('**/api/textsearch', (route) =>
      fail ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    await page.getByRole('main').getByLabel('Sökord').fill('stockholm');
    await page.getByRole('main').getByLabel('Sökord').press('Enter');
    const alert = page.locator('[data-search-state="error"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Sökningen fungerar inte just nu');
    fail = false;
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await page.locator('[data-search-state="results"]').waitFor();
  });

  it("a failed search shows an error toast with the service's message, which can be closed", async () => {
    const message = 'Söktjänsten är tillfälligt nere för underhåll.';
    const { page, errors } = await open('/sok/', { expectedErrors: [/status of 503/] });
    await page.route('**/api/textsearch', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message }),
      }),
    );
    await page.getByRole('main').getByLabel('Sökord').fill('stockholm');
    await page.getByRole('main').getByLabel('Sökord').press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: message });
    await toast.waitFor();
    // The page's own error state stays too (platform §8 "Search service down").
    await page.locator('[data-search-state="error"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await toast.getByRole('button', { name: 'Stäng meddelandet' }).click();
    await expect.poll(() => toast.count()).toBe(0);
    expect(errors.filter((line) => !/status of 503/.test(line))).toEqual([]);
  });

  it('the corporate search only finds corporate pages, on the English site too', async () => {
    const { page, errors } = await open('/en/about-us/search/?s=hemvist');
    const urls = await resultHrefs(page);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('/en/about-us/'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
