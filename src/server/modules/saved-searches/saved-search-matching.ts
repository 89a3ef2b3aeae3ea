import { savedSearchCriteria } from '../../../shared/my-pages/saved-search-criteria';
import { type SearchTag, searchFilterSchema } from '../../../shared/residence/search-schemas';
import {
  allTagUrls,
  buildSearchQuery,
  normalizeTagUrl,
  parseSearchParams,
  type SearchUrlState,
  toSearchFilter,
} from '../../../shared/residence/search-url';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteConfig } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { type SearchContext, searchContextFor } from '../residence/search/search-context';
import { matchingObjectIds, tagsByUrl } from '../residence/search/search-service';

// A saved search is the search page's URL state (search-url.ts) and is evaluated by the
// residence search itself: its filter is built as the search page builds it, and matched by
// the search service's own matcher.

/**
 * The state of a search page address, normalised: the tag path (/sok-bostad/nacka/) joins the
 * other tags in `q`, which search the same, so one query string says the whole search.
 */
export function savedSearchState(site: SiteConfig, query: string, pathTag?: string): SearchUrlState {
  const tag = pathTag ? normalizeTagUrl(pathTag) : null;
  const state = parseSearchParams(new URLSearchParams(query), site.country, tag);
  return { ...state, pathTag: null, tags: allTagUrls(state) };
}

export function savedSearchQuery(site: SiteConfig, state: SearchUrlState): string {
  return buildSearchQuery(state, site.country);
}

/** The search page of a saved query on its site. */
export function savedSearchUrl(site: SiteConfig, query: string): string {
  const base = routeFor(site.key, 'searchHomes') ?? site.basePath;
  return query ? `${base}?${query}` : base;
}

/** The homes a saved query matches now on its site (throws SEARCH_NOT_OFFERED where there is no search). */
export async function homesMatching(
  db: Database,
  site: SiteConfig,
  query: string,
  now = new Date(),
): Promise<{ ids: string[]; context: SearchContext }> {
  const context = searchContextFor(site, {}, now);
  const state = parseSearchParams(new URLSearchParams(query), site.country, null);
  const urls = allTagUrls(state);
  const found = urls.length > 0 ? (await tagsByUrl(db, context, urls)).hits : [];
  const tags: SearchTag[] = found.map(({ id, name, url, hasRental }) => ({ id, name, url, hasRental }));
  const filter = searchFilterSchema.parse(toSearchFilter(state, tags, site.country));
  return { ids: await matchingObjectIds(db, context, filter), context };
}

/**
 * Each query's criteria in words (shared/my-pages/saved-search-criteria.ts), with the tags'
 * names read once for all of them.
 */
export async function criteriaOfQueries(
  db: Database,
  site: SiteConfig,
  queries: readonly string[],
): Promise<Map<string, string[]>> {
  const states = new Map(queries.map((query) => [query, savedSearchState(site, query)]));
  const urls = [...new Set([...states.values()].flatMap((state) => state.tags))];
  const names = new Map<string, string>();
  if (urls.length > 0) {
    for (const tag of (await tagsByUrl(db, searchContextFor(site, {}), urls)).hits)
      names.set(tag.url, tag.name);
  }
  return new Map(
    [...states].map(([query, state]) => [
      query,
      savedSearchCriteria(state, names, site.country, site.locale),
    ]),
  );
}
