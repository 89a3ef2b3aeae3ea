import { describe, expect, it } from 'vitest';
import { SITE_KEYS } from '../../src/shared/sites/site-types';
import { errandsPages } from './errands-pages';

// flows §2.4: the errand list is a my-pages page behind login on the sites with login, and
// never on Finland.
describe('seeded errand pages', () => {
  it('are on the login sites but Finland, at the myErrands route, behind login', () => {
    const withPage = SITE_KEYS.filter((site) => errandsPages(site).length > 0);
    expect(withPage).toEqual(['se', 'senior', 'brf', 'no']);
    expect(errandsPages('no')[0]).toMatchObject({
      path: '/mine-sider/saker/',
      template: 'my-errands',
      requiresLogin: true,
      viewModel: { heading: 'Mine saker' },
    });
    expect(errandsPages('fi')).toEqual([]);
  });
});
