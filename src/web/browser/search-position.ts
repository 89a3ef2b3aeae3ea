import { RESULT_SIZES, SEARCH_COOKIES } from '../../shared/residence/search-constants';
import { writeCookie } from './cookies';

/**
 * flows §2.4: following the header's search link starts the search page afresh — no saved
 * scroll position, and the first 30 results rather than as many as were loaded last time.
 */
export function resetSearchPosition(): void {
  writeCookie(SEARCH_COOKIES.scrollPosition, null);
  writeCookie(SEARCH_COOKIES.resultItems, String(RESULT_SIZES.objectPage));
}
