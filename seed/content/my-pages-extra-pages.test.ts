import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import { SITE_KEYS } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { myPagesExtraPages } from './my-pages-extra-pages';

// Issue 15 items 8 and 12: saved searches on every site with my pages; VIP pages where VIP is
// offered (never Finland); all behind login.
describe('seeded saved-search and VIP pages', () => {
  it('are at their routes on the sites with my pages, behind login; no VIP in Finland', () => {
    const withMyPages = SITE_KEYS.filter((site) => SITES[site].flags.login && routeFor(site, 'myPages'));
    expect(withMyPages).toEqual(expect.arrayContaining(['se', 'senior', 'brf', 'no', 'fi']));
    for (const site of withMyPages) {
      const pages = myPagesExtraPages(site);
      expect(pages.every((page) => page.requiresLogin)).toBe(true);
      const templates = pages.map((page) => page.template);
      expect(templates).toContain('my-saved-searches');
      expect(templates.includes('my-vip')).toBe(site !== 'fi');
      const showings = pages.find((page) => page.path === routeFor(site, 'myVipShowings'));
      expect(showings?.viewModel).toEqual(
        site === 'fi' ? undefined : expect.objectContaining({ part: 'showings' }),
      );
      expect(pages.find((page) => page.template === 'my-saved-searches')?.path).toBe(
        routeFor(site, 'mySavedSearches'),
      );
    }
    expect(myPagesExtraPages('en')).toEqual([]);
    expect(myPagesExtraPages('contractor')).toEqual([]);
  });
});
