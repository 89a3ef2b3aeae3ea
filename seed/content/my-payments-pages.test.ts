import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import { SITE_KEYS } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { myPaymentsPages } from './my-payments-pages';

// Issue 15 item 5: every site with my pages but Finland has its payments page, behind login.
describe('seeded payments pages', () => {
  it('are on every site with my pages but Finland, at the myPayments route, behind login', () => {
    const withMyPages = SITE_KEYS.filter((site) => SITES[site].flags.login && routeFor(site, 'myPages'));
    expect(withMyPages).toContain('no');
    for (const site of withMyPages.filter((key) => key !== 'fi')) {
      expect(myPaymentsPages(site)).toEqual([
        expect.objectContaining({
          path: routeFor(site, 'myPayments'),
          template: 'my-payments',
          requiresLogin: true,
        }),
      ]);
    }
    expect(myPaymentsPages('fi')).toEqual([]);
    expect(myPaymentsPages('no')[0]?.viewModel).toEqual({ heading: 'Betalinger' });
  });
});
