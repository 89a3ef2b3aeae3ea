import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import { SITE_KEYS } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { settingsPages } from './settings-pages';

// Issue 15 item 10: every site with my pages has its settings page, behind login.
describe('seeded settings pages', () => {
  it('are on every site with login and my pages, at the mySettings route, behind login', () => {
    const withMyPages = SITE_KEYS.filter((site) => SITES[site].flags.login && routeFor(site, 'myPages'));
    expect(withMyPages.length).toBeGreaterThan(0);
    for (const site of withMyPages) {
      expect(settingsPages(site)).toEqual([
        expect.objectContaining({
          path: routeFor(site, 'mySettings'),
          template: 'my-settings',
          requiresLogin: true,
        }),
      ]);
    }
    expect(settingsPages('no')[0]?.viewModel).toEqual({ heading: 'Innstillinger' });
  });
});
