import {
  TEXT_SEARCH_CATEGORIES,
  TEXT_SEARCH_SIZES,
  TEXT_SEARCH_SORT_TYPES,
  type TextSearchCategory,
  type TextSearchSortType,
} from './text-search-constants';

// The text search page's query string (platform §2: "show all results" opens the page with
// query s): s = the text, category, sort and page (1-based). Defaults are left out of URLs.

export interface TextSearchUrlState {
  text: string;
  category: TextSearchCategory;
  sort: TextSearchSortType;
  page: number;
}

const MAX_PAGE = 400;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function parseTextSearchQuery(search: string | URLSearchParams): TextSearchUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    text: (params.get('s') ?? '').slice(0, 200),
    category: oneOf(TEXT_SEARCH_CATEGORIES, params.get('category'), 'all'),
    sort: oneOf(TEXT_SEARCH_SORT_TYPES, params.get('sort'), 'nothing'),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export function textSearchHref(basePath: string, state: Partial<TextSearchUrlState>): string {
  const params = new URLSearchParams();
  if (state.text) params.set('s', state.text);
  if (state.category && state.category !== 'all') params.set('category', state.category);
  if (state.sort && state.sort !== 'nothing') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** skip of a 1-based page of the full search page (25 a page). */
export function skipOfPage(page: number): number {
  return (page - 1) * TEXT_SEARCH_SIZES.page;
}
