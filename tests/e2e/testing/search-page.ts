import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SEARCH_COOKIES } from '../../../src/shared/residence/search-constants';

// What the residence search page's browser tests read and wait for: the result count, the card
// titles, the results settled, the saved scroll position.

/** Requests each page has under way, so "settled" can wait for them rather than for a pause. */
const inFlight = new WeakMap<Page, number>();

export function countRequests(page: Page): void {
  inFlight.set(page, 0);
  const add = (step: number) => () => inFlight.set(page, (inFlight.get(page) ?? 0) + step);
  page.on('request', add(1));
  page.on('requestfinished', add(-1));
  page.on('requestfailed', add(-1));
}

/**
 * The server renders the projects tab (it never sees the hash); the browser switches to the
 * tab the hash names once the page has hydrated. A quiet network alone does not mean that has
 * happened on a busy machine, so this waits for the tab, then for its results.
 */
export async function shownAsInUrl(page: Page): Promise<void> {
  if (new URL(page.url()).hash === '#object') {
    const selected = page
      .getByRole('tablist', { name: 'Visa resultat som' })
      .getByRole('tab', { selected: true });
    await expect.poll(() => selected.textContent()).toMatch(/^Bostäder/);
  }
  await settled(page);
}

/** "Visar 30 av 412" once the results have settled. */
export async function shownCount(page: Page): Promise<{ shown: number; total: number }> {
  const status = page.locator('main p[role="status"]').filter({ hasText: /^Visar \d+ av \d+$/ });
  await status.waitFor();
  const match = /^Visar (\d+) av (\d+)$/.exec((await status.textContent()) ?? '');
  return { shown: Number(match?.[1]), total: Number(match?.[2]) };
}

export async function cardTitles(page: Page, count = 8): Promise<string[]> {
  await page.locator('main article h3').first().waitFor();
  return (await page.locator('main article h3').allTextContents()).slice(0, count);
}

/** No result list loading and no request under way. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  if (inFlight.has(page)) await expect.poll(() => inFlight.get(page)).toBe(0);
}

/** Waits until the page has stored its scroll position (flows §2.3) in the cookie. */
export async function savedScroll(page: Page) {
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find(
        (candidate) => candidate.name === SEARCH_COOKIES.scrollPosition,
      );
      return Number(cookie?.value ?? 0);
    })
    .toBeGreaterThan(1000);
}
