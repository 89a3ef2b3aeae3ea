import { isUnderRoute } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';

export interface LocationLike {
  pathname: string;
  search: string;
}

/** What to request from the server for a location: `{path}/GetViewModel` plus the query. */
export function viewModelUrl(location: LocationLike): string {
  const path = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
  return `${path}GetViewModel${location.search}`;
}

// flows §2.2: the page is not reloaded when only the search page changes (its query, or a
// tag path under the search base) or the path stays within the same page type. Two
// locations with the same key share one view model; a hash change never counts.
export function viewModelKey(location: LocationLike, site: SiteKey, currentTemplate?: string): string {
  if (currentTemplate === 'search' && isUnderRoute(site, 'searchHomes', location.pathname)) {
    return `search:${site}`;
  }
  // The text search pages keep their state (s, category, sort, page) in the query too, as
  // the errand list does its sort, filters and opened errand.
  if (
    currentTemplate === 'text-search' ||
    currentTemplate === 'corporate-search' ||
    currentTemplate === 'my-errands'
  ) {
    return `${currentTemplate}:${location.pathname}`;
  }
  return `${location.pathname}${location.search}`;
}
