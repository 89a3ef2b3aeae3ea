import { describe, expect, it } from 'vitest';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute } from '../../src/shared/sites/routes';
import type { SiteConfig } from '../../src/shared/sites/site-types';
import { seededHeading, seededTemplate } from '../testing/seeded-content';
import { openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 11 item 2, fonts: each brand's start page loads the one or two faces it shows first and
// preloads none (ADR 0011: a preloaded face takes a phone's bandwidth from the stylesheets and
// the LCP image), no stylesheet names a subset beyond latin and latin-ext, and the swap from
// the metric-matched fallback to the web font moves nothing on the start page.

const e2e = setUpE2eContext();

type Theme = SiteConfig['brand']['theme'];
type BrandSite = 'se' | 'senior' | 'brf' | 'contractor';

/** One site per brand, and the font files (without the build hash) and families it shows first. */
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
    '$site: the start page loads its faces once each and does not shift when they arrive late',
    async (brand) => {
      const { page } = await openPage(e2e.browser, 412, 823);
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
      // Hold every font response until the page has painted with the fallback faces.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.woff2', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${e2e.portal.origin(hostOf(brand.site))}${requireRoute(brand.site, 'home')}`, {
        waitUntil: 'domcontentloaded',
      });
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toBe(seededHeading(seededTemplate(brand.site, 'start')));
      const framesDrawn = () =>
        page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
        );
      await framesDrawn();
      expect(await page.evaluate(() => document.fonts.status)).toBe('loading');

      release();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await framesDrawn();
      const loaded = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+0-FF'))
          .map((face) => face.family.replaceAll('"', '')),
      );
      expect(new Set(loaded)).toEqual(new Set(brand.families));
      const fetches = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      );
      expect(fetches.map(unhashed).sort()).toEqual(brand.files);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBeLessThan(0.01);
      await page.context().close();
    },
  );
});
