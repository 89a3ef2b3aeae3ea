import { z } from 'zod';
import type { ApiErrorCode } from '../api/api-error';
import { defineContract } from '../api/contract';
import { SEARCH_ENDPOINTS as E } from './search-endpoints';
import {
  byIdsRequestSchema,
  countySearchResponseSchema,
  objectSearchRequestSchema,
  searchResponseSchema,
  stageAndAreaSearchRequestSchema,
  stageSearchRequestSchema,
  tagSearchRequestSchema,
  tagSearchResponseSchema,
  tagsByUrlRequestSchema,
} from './search-schemas';

// Contracts of the residence search (platform §7). The site is the body's siteId when given,
// else the request's host; its searchSiteIds are searched. A bad body answers 400 with a code
// by its first field: INVALID_SORT, INVALID_LIMIT, INVALID_FILTER, UNKNOWN_SITE_ID, else
// VALIDATION_FAILED.

const tags = ['residence'] as const;

const fieldErrorCodes: Readonly<Record<string, ApiErrorCode>> = {
  sort: 'INVALID_SORT',
  limit: 'INVALID_LIMIT',
  offset: 'INVALID_LIMIT',
  filter: 'INVALID_FILTER',
  siteId: 'UNKNOWN_SITE_ID',
};
const errors: readonly ApiErrorCode[] = ['UNKNOWN_SITE_ID', 'SEARCH_NOT_OFFERED'];

// Sale prices and rents are different things: say how the price filter and sort treat them.
const PRICE_NOTE =
  'Prices: minPrice/maxPrice and the price sort concern sale prices. A rental (tenancy) home has no ' +
  'sale price (minPrice/maxPrice null; its monthly rent is monthlyFee): any price bound excludes it, ' +
  "and it sorts after every priced home in both directions. A stage's price range covers its homes " +
  'for sale only. The price sort orders by the price the cards show: the debt-free price ' +
  '(minTotalPrice) where there is one (Finland), else the sale price.';

const GEO_AUTO_NOTE =
  'With the query geo=auto (the page adds it when inhabitDate is Now and the visitor has a user id ' +
  'cookie), "recommended" (sort "") is ordered by distance from the visitor: the user-location cookie ' +
  '("lat,lng"), else the centre of the capital of the site\'s country.';

const geoQuery = z.object({
  geo: z.string().optional().describe('"auto": order "recommended" by distance from the visitor'),
});

export const stageAndAreaSearchContract = defineContract(E.stageAndArea, {
  access: 'public',
  tags,
  summary: 'Matching stages (in sort order), then their areas; facet counts of stages, objects, areas',
  description: `limit and offset page through the stages-then-areas list. ${PRICE_NOTE} ${GEO_AUTO_NOTE}`,
  query: geoQuery,
  body: stageAndAreaSearchRequestSchema,
  responses: { 200: searchResponseSchema },
  fieldErrorCodes,
  errors,
});

export const stageSearchContract = defineContract(E.stages, {
  access: 'public',
  tags,
  summary: 'Matching stages, paged',
  description: `${PRICE_NOTE} ${GEO_AUTO_NOTE}`,
  query: geoQuery,
  body: stageSearchRequestSchema,
  responses: { 200: searchResponseSchema },
  fieldErrorCodes,
  errors,
});

export const objectSearchContract = defineContract(E.objects, {
  access: 'public',
  tags,
  summary: 'Matching objects (homes), paged; estimatedTotalHits is the number of matching objects',
  description: `${PRICE_NOTE} ${GEO_AUTO_NOTE}`,
  query: geoQuery,
  body: objectSearchRequestSchema,
  responses: { 200: searchResponseSchema },
  fieldErrorCodes,
  errors,
});

export const countySearchContract = defineContract(E.counties, {
  access: 'public',
  tags,
  summary: 'Counties with the number of matching stages in each, most first',
  body: stageSearchRequestSchema,
  responses: { 200: countySearchResponseSchema },
  fieldErrorCodes,
  errors,
});

export const stageTagsContract = defineContract(E.stageTags, {
  access: 'public',
  tags,
  summary: "Tags carried by the site's searchable stages, with the number of stages",
  params: z.object({ siteId: z.string() }),
  responses: { 200: tagSearchResponseSchema },
  errors,
});

export const tagSuggestionContract = defineContract(E.tags, {
  access: 'public',
  tags,
  summary: 'Tag suggestions for typed text',
  description:
    'Name prefix, then word prefix, then full text in the site language, then trigram similarity ' +
    '(typos); then rank and count. Only tags with a matching stage, unless the text matches ' +
    "nothing else. Counts ignore the filter's own tags; tags already in the filter are left out. " +
    'Without text: every tag with a matching stage. sort is accepted and not used.',
  body: tagSearchRequestSchema,
  responses: { 200: tagSearchResponseSchema },
  fieldErrorCodes,
  errors,
});

export const tagsByUrlContract = defineContract(E.tagsByUrl, {
  access: 'public',
  tags,
  summary: 'Tags by url (the q parameter of a search URL), in the order asked; unknown urls left out',
  body: tagsByUrlRequestSchema,
  responses: { 200: tagSearchResponseSchema },
  fieldErrorCodes,
  errors,
});

const byIds = (route: typeof E.stagesByIds | typeof E.objectsByIds, what: string) =>
  defineContract(route, {
    access: 'public',
    tags,
    summary: `${what} by id, whatever their status (saved favourites), in the order asked`,
    body: byIdsRequestSchema,
    responses: { 200: searchResponseSchema },
    fieldErrorCodes,
    errors,
  });
export const stagesByIdsContract = byIds(E.stagesByIds, 'Stages');
export const objectsByIdsContract = byIds(E.objectsByIds, 'Objects');
