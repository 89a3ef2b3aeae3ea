import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 12 item 1: no page is wider than the screen, on any site, at phone, tablet and desktop
// widths, logged in (bell and user menu in the header) or not, in each site's language.

const e2e = setUpE2eContext();

const HOSTS: Readonly<Record<SiteKey, string>> = {
  se: 'localhost',
  en: 'localhost',
  senior: 'senior.localhost',
  brf: 'brf.localhost',
  no: 'no.localhost',
  fi: 'fi.localhost',
  contractor: 'entreprenad.localhost',
};
const SITE_KEYS = Object.keys(HOSTS) as SiteKey[];
const WIDTHS = [320, 390, 768, 1280] as const;
/** The demo account that logs in on each site with a login. */
const ACCOUNT_OF: Partial<Record<SiteKey, string>> = {
  se: 'resident',
  senior: 'resident',
  brf: 'resident',
  no: 'norway',
  fi: 'finland',
};

const url = (site: SiteKey, path: string) => `${e2e.portal.origin(HOSTS[site])}${path}`;

/** The start page and a second page with its own layout: the search, or the about page. */
function pagesOf(site: SiteKey): string[] {
  const second = SITES[site].flags.search ? routeFor(site, 'searchHomes') : routeFor(site, 'aboutUs');
  return [SITES[site].basePath, ...(second ? [second] : [])];
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sticking = [...document.querySelectorAll<HTMLElement>('header *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => element.getAttribute('class') ?? element.tagName);
    return { scrollWidth: document.documentElement.scrollWidth, sticking };
  });
}

/** Every page of a site at one width, logged out: nothing wider than the screen, the header whole. */
async function checkWidthLoggedOut(site: SiteKey, width: (typeof WIDTHS)[number]): Promise<void> {
  const { page, errors } = await openPage(e2e.browser, width, 800);
  for (const path of pagesOf(site)) {
    await page.goto(url(site, path), { waitUntil: 'networkidle' });
    const measured = await overflow(page);
    expect({ path, width, ...measured }).toEqual({ path, width, scrollWidth: width, sticking: [] });
    // On a desktop the quick links are shown whole, on one line.
    if (width === 1280) {
      const quickLinks = await page.evaluate(() => {
        const nav = document.querySelector<HTMLElement>('header nav');
        const tops = [...(nav?.querySelectorAll('li') ?? [])].map((item) =>
          Math.round(item.getBoundingClientRect().top),
        );
        return {
          lines: new Set(tops).size,
          clipped: nav ? nav.scrollWidth > nav.clientWidth + 1 : false,
        };
      });
      expect({ path, ...quickLinks }).toEqual({ path, lines: 1, clipped: false });
    }
    // The menu button is on the screen, so every page can be navigated.
    const menu = page.getByRole('banner').getByRole('button', { name: /meny|menu|valikko/i });
    expect(await menu.isVisible()).toBe(true);
  }
  if (width === 390) expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}

/** Every page of a site at one width, logged in: the header fits, the user menu opens under its button. */
async function checkWidthLoggedIn(page: Page, site: SiteKey, width: (typeof WIDTHS)[number]): Promise<void> {
  for (const path of pagesOf(site)) {
    await page.goto(url(site, path), { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    await header.locator('button[aria-controls="header-foldout-user"]').waitFor();
    const measured = await overflow(page);
    expect({ path, width, ...measured }).toEqual({ path, width, scrollWidth: width, sticking: [] });
  }
  // The user menu opens at the right, under its button, inside the screen.
  const userButton = page.locator('button[aria-controls="header-foldout-user"]');
  await userButton.click();
  const panel = page.locator('[data-foldout="user"]');
  await panel.waitFor();
  const [button, box] = await Promise.all([userButton.boundingBox(), panel.boundingBox()]);
  expect(box && button).toBeTruthy();
  if (box && button) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
    expect(box.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
    // Under the button: the panel spans the button's horizontal position.
    expect(box.x).toBeLessThanOrEqual(button.x + button.width / 2);
    expect(box.x + box.width).toBeGreaterThanOrEqual(button.x + button.width / 2);
    // A small list, not a full-width sheet (24rem).
    if (width >= 768) expect(box.width).toBeLessThanOrEqual(24 * 16 + 1);
  }
  if (width === 1280) expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
}

describe('page width', () => {
  for (const site of SITE_KEYS) {
    it(`${site}: no page is wider than the screen at 320, 390, 768 and 1280 px, logged out`, async () => {
      // The four widths side by side, each in its own browser context: most of a check is
      // waiting for the network to go quiet.
      await Promise.all(WIDTHS.map((width) => checkWidthLoggedOut(site, width)));
    });
  }

  for (const [site, key] of Object.entries(ACCOUNT_OF) as [SiteKey, string][]) {
    it(`${site}: logged in, the header with bell and user menu fits, and its panels open under their buttons`, async () => {
      // One login per site (logins are throttled per account); a tab of that login per width,
      // the four side by side.
      const { page, errors } = await openPage(e2e.browser, WIDTHS[0], 800);
      await logInAsDemo(page, e2e.portal.origin(HOSTS[site]), key, site);
      await Promise.all(
        WIDTHS.map(async (width, index) => {
          const tab = index === 0 ? page : await page.context().newPage();
          await tab.setViewportSize({ width, height: 800 });
          await checkWidthLoggedIn(tab, site, width);
        }),
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the notification count on the bell, clear of the buttons beside it', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 800);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(url('se', '/'), { waitUntil: 'networkidle' });
    const bell = page.locator('button[aria-controls="header-foldout-notifications"]');
    await bell.waitFor();
    const badge = page.locator('[class*="badge_"]');
    await badge.waitFor();
    const [bellBox, badgeBox, userBox] = await Promise.all([
      bell.boundingBox(),
      badge.boundingBox(),
      page.locator('button[aria-controls="header-foldout-user"]').boundingBox(),
    ]);
    expect(bellBox && badgeBox && userBox).toBeTruthy();
    if (bellBox && badgeBox && userBox) {
      expect(badgeBox.x).toBeGreaterThanOrEqual(bellBox.x);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(bellBox.x + bellBox.width + 1);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(userBox.x);
    }
    expect(errors).toEqual([]);
  });

  it('folds the Norwegian crisis banner to one line on a phone, with a button for the whole message', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(url('no', '/'), { waitUntil: 'networkidle' });
    const banner = page.locator('section[data-emergency]');
    await banner.waitFor();
    const folded = await banner.boundingBox();
    expect(folded?.height ?? 0).toBeLessThan(844 / 8);
    const expand = banner.getByRole('button', { name: 'Vis hele meldingen' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.focus();
    await page.keyboard.press('Enter');
    const collapse = banner.getByRole('button', { name: 'Vis mindre' });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    expect((await banner.boundingBox())?.height ?? 0).toBeGreaterThan(folded?.height ?? 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
