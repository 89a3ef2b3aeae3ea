import { routeFor } from '../sites/routes';
import type { SiteConfig } from '../sites/site-types';
import { TEXT_SEARCH_MIN_LENGTH, TEXT_SEARCH_SIZES } from './text-search-constants';
import type { TextSearchRequestInput, TextSearchResponse } from './text-search-schemas';
import { skipOfPage, type TextSearchUrlState } from './text-search-url';

/**
 * The first results of the text search page, found by the server for the URL it renders, so
 * the page shows them without a second round trip. `request` is what the page would send.
 */
export interface InitialTextSearch {
  request: TextSearchRequestInput;
  response: TextSearchResponse;
}

/**
 * The POST /api/textsearch body for the text search page's URL state: 25 a page; the corporate
 * search asks only for documents under the site's about-us section. Undefined while the text
 * is too short to search. The server's first render and the page build it the same way.
 */
export function textSearchPageRequest(
  state: TextSearchUrlState,
  site: Pick<SiteConfig, 'key' | 'siteId'>,
  corporate: boolean,
): TextSearchRequestInput | undefined {
  const text = state.text.trim();
  if (text.length < TEXT_SEARCH_MIN_LENGTH) return undefined;
  const pathPrefix = corporate ? routeFor(site.key, 'aboutUs') : undefined;
  return {
    text,
    siteId: site.siteId,
    sortType: state.sort,
    categories: [state.category],
    skip: skipOfPage(state.page),
    take: TEXT_SEARCH_SIZES.page,
    attributesToCrop: ['summary', 'body'],
    ...(pathPrefix ? { pathPrefix } : {}),
  };
}
