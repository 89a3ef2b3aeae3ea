import { packFirstResults } from '../../../../shared/residence/search-card-hit';
import { RESULT_SIZES, SLIDER_BOUNDS } from '../../../../shared/residence/search-constants';
import {
  type SearchResponse,
  type SearchTag,
  searchFilterSchema,
  stageAndAreaSearchRequestSchema,
} from '../../../../shared/residence/search-schemas';
import {
  allTagUrls,
  buildSearchUrl,
  parseSearchParams,
  type SearchPageViewModel,
  searchPathTag,
  toSearchFilter,
  withBasicFiltersOnly,
} from '../../../../shared/residence/search-url';
import { routeFor } from '../../../../shared/sites/routes';
import type { PageResolver } from '../../content/page-resolvers';
import type { SearchContext } from '../search/search-context';
import { searchStages, tagsByUrl } from '../search/search-service';
import { SEARCH_PAGE_COPY } from './search-page-copy';

// The residence search page (template 'search') on the site's search base path and every
// tag path one level below it (/sok-bostad/nacka/). No content row is seeded at the base
// path: the content module would answer it first (rows win over resolvers), and this
// resolver is what puts real hits into the server render for search engines and the first
// paint. An unknown tag path is not a page (404).

export const searchPageResolver: PageResolver = async ({ db, siteContext, path, query }) => {
  const { site, environment } = siteContext;
  const basePath = routeFor(site.key, 'searchHomes');
  if (!site.flags.search || basePath === undefined) return null;
  const pathTag = searchPathTag(path, basePath);
  if (pathTag === null) return null;

  const asked = parseSearchParams(new URLSearchParams(query), site.country, pathTag || null);
  const state = site.flags.advancedSearch ? asked : withBasicFiltersOnly(asked, site.country);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const context: SearchContext = {
    site,
    // Hit links to another brand's site are absolute; locally they keep the request's port.
    links: { site, environment, port: siteContext.port },
    scope: { siteIds: site.searchSiteIds, now, today },
  };

  const urls = allTagUrls(state);
  const found = urls.length > 0 ? (await tagsByUrl(db, context, urls)).hits : [];
  const tags: SearchTag[] = found.map(({ id, name, url, hasRental }) => ({ id, name, url, hasRental }));
  const pathTagHit = state.pathTag ? tags.find((tag) => tag.url === state.pathTag) : undefined;
  if (state.pathTag && !pathTagHit) return null;

  const filter = searchFilterSchema.parse(toSearchFilter(state, tags, site.country));
  // The server renders the stage and area list (the browser picks the visitor's stored result
  // type after hydration and fetches homes then), so only that search runs here.
  let stagesAndAreas: SearchResponse | null = null;
  try {
    stagesAndAreas = await searchStages(
      db,
      context,
      stageAndAreaSearchRequestSchema.parse({
        limit: RESULT_SIZES.map,
        offset: 0,
        sort: state.sort,
        filter,
      }),
      null,
      true,
    );
  } catch {
    // The page still renders; the browser asks again and shows "Search service down" if it fails.
  }

  const options = { basePath, country: site.country };
  const viewModel: SearchPageViewModel = {
    url: buildSearchUrl(state, options),
    state,
    tags,
    bounds: SLIDER_BOUNDS[site.country],
    today,
    // The page's HTML carries the first stages and areas only, and of each what its card
    // shows; the browser fetches the rest.
    stagesAndAreas: stagesAndAreas && packFirstResults(stagesAndAreas, RESULT_SIZES.firstStages, today),
    stagesAndAreasComplete: (stagesAndAreas?.hits.length ?? 0) <= RESULT_SIZES.firstStages,
  };
  const copy = SEARCH_PAGE_COPY[site.locale];
  const home = routeFor(site.key, 'home') ?? site.basePath;
  const breadcrumbs = [
    { label: copy.home, url: home },
    { label: copy.title, url: basePath },
    ...(pathTagHit ? [{ label: pathTagHit.name, url: `${basePath}${pathTagHit.url}/` }] : []),
  ];
  return {
    id: pathTagHit ? `search:${site.key}:${pathTagHit.url}` : `search:${site.key}`,
    template: 'search',
    viewModel: viewModel as unknown as Record<string, unknown>,
    seo: {
      title: `${pathTagHit ? copy.tagTitle(pathTagHit.name) : copy.title} | ${site.brand.name}`,
      description: pathTagHit ? copy.tagDescription(pathTagHit.name) : copy.description,
    },
    breadcrumbs,
  };
};
