import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import { SITE_KEYS } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { publicTemplatePages } from './public-template-pages';

// Issue 35 item 4: the purchase notification on every site that sells homes; the payment page
// behind login on every site with login; each at its route, with a description search engines take.
describe('seeded purchase notification and payment pages', () => {
  it.each(SITE_KEYS)('%s has them where its flags allow', (site) => {
    const pages = publicTemplatePages(site);
    const purchase = pages.find((page) => page.template === 'purchase-notification');
    const payment = pages.find((page) => page.template === 'payment');
    expect(purchase?.path).toBe(
      SITES[site].flags.search ? routeFor(site, 'purchaseNotification') : undefined,
    );
    expect(payment?.path).toBe(SITES[site].flags.login ? routeFor(site, 'payment') : undefined);
    expect(payment?.requiresLogin ?? true).toBe(true);
    expect(purchase?.requiresLogin).toBeUndefined();
    for (const page of pages) {
      expect(page.breadcrumbs.at(-1)?.url).toBe(page.path);
      expect(page.seo.description.length, page.path).toBeGreaterThanOrEqual(80);
      expect(page.seo.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });
});
