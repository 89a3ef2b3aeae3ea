import { describe, expect, it } from 'vitest';
import { LOCAL_HOSTS } from '../../src/shared/sites/hosts';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITE_KEYS, type SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { seededHeading, seededTemplate } from '../testing/seeded-content';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

const e2e = setUpE2eContext();

const hostOf = (site: SiteKey) => (site === 'en' ? 'localhost' : (LOCAL_HOSTS[site][0] ?? 'localhost'));
const startHeading = (site: SiteKey) => seededHeading(seededTemplate(site, 'start'));

describe('every site variant', () => {
  it.each(SITE_KEYS)(
    '%s: the start page is rendered on the server in its language and brand',
    async (site) => {
      // Without JavaScript: what a crawler gets.
      const { status, html } = await e2e.portal.fetchPage(hostOf(site), requireRoute(site, 'home'));
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${SITES[site].htmlLang}" data-theme="${SITES[site].brand.theme}"`);
      expect(html).toContain(startHeading(site).replaceAll('&', '&amp;'));
    },
  );

  it.each(SITE_KEYS)('%s: hydrates without errors and axe finds no violations', async (site) => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.portal.origin(hostOf(site))}${requireRoute(site, 'home')}`, {
      waitUntil: 'networkidle',
    });
    expect(await page.locator('h1').first().textContent()).toBe(startHeading(site));
    expect(await page.getAttribute('html', 'lang')).toBe(SITES[site].htmlLang);
    // The logo names the brand; the footer carries its organisation number.
    expect(await page.locator('header').getByRole('link').first().getAttribute('aria-label')).toContain(
      SITES[site].siteName,
    );
    expect(await page.locator('footer').textContent()).toContain(SITES[site].brand.organisationNumber);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
