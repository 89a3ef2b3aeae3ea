import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../../shared/sites/routes';
import { viewModelKey, viewModelUrl } from './view-model-key';

describe('view-model loading rules (flows §2.2)', () => {
  it('asks {path}/GetViewModel and carries the query string over', () => {
    expect(viewModelUrl({ pathname: '/om-oss/', search: '?a=1' })).toBe('/om-oss/GetViewModel?a=1');
    expect(viewModelUrl({ pathname: '/om-oss', search: '' })).toBe('/om-oss/GetViewModel');
    expect(viewModelUrl({ pathname: '/', search: '' })).toBe('/GetViewModel');
  });

  it('does not reload the search page when only its query or tag path changes', () => {
    const search = requireRoute('se', 'searchHomes');
    const before = viewModelKey({ pathname: search, search: '' }, 'se', 'search');
    expect(viewModelKey({ pathname: search, search: '?minPrice=100000' }, 'se', 'search')).toBe(before);
    expect(viewModelKey({ pathname: `${search}stockholm/`, search: '?q=nacka' }, 'se', 'search')).toBe(
      before,
    );
  });

  it('does not reload a text search page when only its query changes', () => {
    const before = viewModelKey({ pathname: '/sok/', search: '?s=hus' }, 'se', 'text-search');
    expect(viewModelKey({ pathname: '/sok/', search: '?s=hus&page=2' }, 'se', 'text-search')).toBe(before);
    expect(viewModelKey({ pathname: '/om-oss/', search: '' }, 'se', 'text-search')).not.toBe(before);
  });

  it('does not reload the errand list when only its sort, filters or opened errand change', () => {
    const errands = requireRoute('se', 'myErrands');
    const before = viewModelKey({ pathname: errands, search: '' }, 'se', 'my-errands');
    expect(viewModelKey({ pathname: errands, search: '?sort=status&errandId=x' }, 'se', 'my-errands')).toBe(
      before,
    );
  });

  it('loads a new view model for other paths, and for a query change outside the search page', () => {
    expect(viewModelKey({ pathname: '/a/', search: '' }, 'se', 'article')).not.toBe(
      viewModelKey({ pathname: '/b/', search: '' }, 'se', 'article'),
    );
    expect(viewModelKey({ pathname: '/a/', search: '' }, 'se', 'article')).not.toBe(
      viewModelKey({ pathname: '/a/', search: '?page=2' }, 'se', 'article'),
    );
    const search = requireRoute('se', 'searchHomes');
    expect(viewModelKey({ pathname: '/om-oss/', search: '' }, 'se', 'search')).not.toBe(
      viewModelKey({ pathname: search, search: '' }, 'se', 'search'),
    );
  });
});
