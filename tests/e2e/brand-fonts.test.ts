import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute } from '../../src/shared/sites/routes';
import type { SiteConfig } from '../../src/shared/sites/site-types';
import { seededHeading, seededTemplate } from '../testing/seeded-content';
import { openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 11 item 2, fonts: each brand's start page loads the one or two faces it shows and
// preloads none (ADR 0011), no stylesheet names a subset beyond latin and latin-ext. A first
// visit's page is drawn in the metric-matched fallbacks throughout and asks for the faces only
// after its load event; the next page of the visit starts in the brand's faces (ADR 0015).

const e2e = setUpE2eContext();

type Theme = SiteConfig['brand']['theme'];
type BrandSite = 'se' | 'senior' | 'brf' | 'contractor';

/** One site per brand, and the font files (without the build hash) and families it shows: heading face first. */
const BRANDS: { site: BrandSite; theme: Theme; files: string[]; families: string[] }[] = [
  {
    site: 'se',
    theme: 'hemvist',
    files: ['fraunces-latin-wght-normal', 'inter-latin-wght-normal'],
    families: ['Fraunces Variable', 'Inter Variable'],
  },
  {
    site: 'senior',
    theme: 'senior',
    files: ['source-serif-4-latin-wght-normal'],
    families: ['Source Serif 4 Variable'],
  },
  { site: 'brf', theme: 'brf', files: ['manrope-latin-wght-normal'], families: ['Manrope Variable'] },
  {
    site: 'contractor',
    theme: 'contractor',
    files: ['barlow-condensed-latin-700-normal', 'inter-latin-wght-normal'],
    families: ['Barlow Condensed', 'Inter Variable'],
  },
];

const hostOf = (site: BrandSite) => LOCAL_HOSTS[site][0] ?? 'localhost';
const unhashed = (href: string) => (href.split('/').pop() ?? '').replace(/-[\w-]{8}\.woff2$/, '');
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

describe('brand fonts', () => {
  it.each(BRANDS)('$site: the start page preloads no font', async (brand) => {
    const { status, html } = await e2e.portal.fetchPage(hostOf(brand.site), requireRoute(brand.site, 'home'));
    expect(status).toBe(200);
    expect(html).toContain(`data-theme="${brand.theme}"`);
    expect(html).toContain('<link rel="stylesheet"');
    expect(html).not.toMatch(/<link[^>]+as="font"/);
    expect(html).not.toContain('.woff2');
  });

  it('no stylesheet names a font subset other than latin and latin-ext', async () => {
    const { html } = await e2e.portal.fetchPage('localhost', requireRoute('se', 'home'));
    const styles = matches(html, /<link rel="stylesheet" href="([^"]+)"/g);
    expect(styles.length).toBeGreaterThan(0);
    const fontFiles: string[] = [];
    for (const href of styles) {
      const css = await (await fetch(`${e2e.portal.origin()}${href}`)).text();
      fontFiles.push(...matches(css, /url\(([^)]+\.woff2?)\)/g));
    }
    // Every brand's faces live in the shared stylesheet: four families and Barlow Condensed 700.
    expect(fontFiles.map(unhashed).sort()).toEqual([
      'barlow-condensed-latin-700-normal',
      'barlow-condensed-latin-ext-700-normal',
      'fraunces-latin-ext-wght-normal',
      'fraunces-latin-wght-normal',
      'inter-latin-ext-wght-normal',
      'inter-latin-wght-normal',
      'manrope-latin-ext-wght-normal',
      'manrope-latin-wght-normal',
      'source-serif-4-latin-ext-wght-normal',
      'source-serif-4-latin-wght-normal',
    ]);
  });

  it.each(BRANDS)(
    '$site: a first visit is drawn in the fallback faces throughout and fetches the web fonts after its load',
    async (brand) => {
      const { page } = await openPage(e2e.browser, 412, 823);
      await watchLayoutShifts(page);
      // Hold every font response until the page has painted and the font is asked for.
      let fontAskedFor = () => {};
      const asked = new Promise<void>((resolve) => {
        fontAskedFor = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.woff2', async (route) => {
        fontAskedFor();
        await released;
        await route.continue();
      });
      await page.goto(startPage(brand.site), { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toBe(seededHeading(seededTemplate(brand.site, 'start')));
      await asked;
      release();
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hemvist-web-fonts'))).toBe('on');
      await framesDrawn(page);

      // The faces are in the cache, and the page still shows the fallbacks it was drawn in.
      const loaded = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+0-FF'))
          .map((face) => face.family.replaceAll('"', '')),
      );
      expect(new Set(loaded)).toEqual(new Set(brand.families));
      expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBeUndefined();
      const textFallback = `${(brand.families.at(-1) ?? '').replace(/ Variable$/, '')} Fallback`;
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        new RegExp(`^"${textFallback}"`),
      );
      const fetches = await page.evaluate(() => {
        const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => ({ name: entry.name, afterLoad: entry.startTime >= load.loadEventEnd }));
      });
      expect(fetches.map(({ name }) => unhashed(name)).sort()).toEqual(brand.files);
      expect(fetches.every(({ afterLoad }) => afterLoad)).toBe(true);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await page.context().close();
    },
  );

  it.each(BRANDS)(
    '$site: a later page of the visit is drawn in the brand faces from its first frame',
    async (brand) => {
      const { page } = await openPage(e2e.browser, 412, 823);
      await page.goto(startPage(brand.site), { waitUntil: 'load' });
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hemvist-web-fonts'))).toBe('on');
      await watchLayoutShifts(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      // The inline head script switches the web fonts on before the stylesheets apply.
      expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe('');
      const heading = brand.families[0] ?? '';
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily),
      ).toMatch(new RegExp(`^"${heading}"`));
      await page.waitForLoadState('load');
      expect(await page.evaluate((family) => document.fonts.check(`1em "${family}"`), heading)).toBe(true);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await page.context().close();
    },
  );

  it('se: once the web fonts are in, a client-side page change draws the next page in them', async () => {
    const { page } = await openPage(e2e.browser, 412, 823);
    await page.goto(`${e2e.portal.origin()}${seededTemplate('se', 'article').path}`, {
      waitUntil: 'networkidle',
    });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hemvist-web-fonts'))).toBe('on');
    expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBeUndefined();
    const headingFont = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily);
    expect(await headingFont()).toMatch(/^"Fraunces Fallback"/);

    await page.locator('header a[href="/"]').first().click();
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe(seededHeading(seededTemplate('se', 'start')));
    expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe('');
    expect(await headingFont()).toMatch(/^"Fraunces Variable"/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );
    await page.context().close();
  });
});

function startPage(site: BrandSite): string {
  return `${e2e.portal.origin(hostOf(site))}${requireRoute(site, 'home')}`;
}

const framesDrawn = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );

/** Sums the layout shifts without recent input from here on (window.layoutShift). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
