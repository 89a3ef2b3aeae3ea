import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import { SITE_KEYS } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { myDocumentsPages } from './my-documents-pages';

// Issue 15 item 4: my documents, its sign (action) and done pages on every site with my pages
// and the route (not the contractor site), behind login, each knowing where the others are.
describe('seeded my-documents pages', () => {
  it('are the list, action and done pages under the route, behind login', () => {
    const sites = SITE_KEYS.filter((site) => SITES[site].flags.login && routeFor(site, 'myDocuments'));
    expect(sites).toEqual(expect.arrayContaining(['se', 'no', 'fi']));
    for (const site of sites) {
      const list = routeFor(site, 'myDocuments') ?? '';
      const pages = myDocumentsPages(site);
      expect(pages.map((page) => page.template)).toEqual([
        'my-documents',
        'my-documents-action',
        'my-documents-done',
      ]);
      expect(pages.every((page) => page.requiresLogin && page.path.startsWith(list))).toBe(true);
      const paths = pages.map((page) => page.path);
      expect(new Set(paths).size).toBe(3);
      for (const page of pages)
        expect(page.viewModel).toMatchObject({ paths: { list: paths[0], action: paths[1], done: paths[2] } });
    }
    expect(myDocumentsPages('contractor')).toEqual([]);
  });
});
