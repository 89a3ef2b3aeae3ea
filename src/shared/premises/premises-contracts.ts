import type { ApiErrorCode } from '../api/api-error';
import { defineContract } from '../api/contract';
import { PREMISES_ENDPOINTS as E } from './premises-endpoints';
import {
  premisesSearchRequestSchema,
  premisesSearchResponseSchema,
  premisesTagsRequestSchema,
  premisesTagsResponseSchema,
} from './premises-schemas';

// Contracts of the premises search (flows §7.3). The site is the body's siteId when given, else
// the request's host. A site without premises answers an empty list, never an error.

const tags = ['premises'] as const;
const errors: readonly ApiErrorCode[] = ['UNKNOWN_SITE_ID'];

export const premisesSearchContract = defineContract(E.search, {
  access: 'public',
  tags,
  summary: 'Commercial premises of a site by area, tags and type, sorted, at most 500',
  description:
    'filter: minArea/maxArea in m² (inclusive; maxArea absent: no upper bound), tags (any of the ' +
    'names), type (any of office, retail, storage, restaurant), siteId. sort: applied in order; ' +
    "'sortOrder:asc' puts premises that can be had first (for sale, to rent), then booked, then " +
    'rented and sold; size sorts by area. A sale price and a yearly rent are never compared: rent ' +
    'sorts the premises to rent by yearly rent with those for sale after them, price sorts those ' +
    'for sale by price with those to rent after them (each by its own figure, without one last).',
  body: premisesSearchRequestSchema,
  responses: { 200: premisesSearchResponseSchema },
  fieldErrorCodes: { filter: 'INVALID_FILTER', sort: 'INVALID_SORT', limit: 'INVALID_LIMIT' },
  errors,
});

export const premisesTagsContract = defineContract(E.tags, {
  access: 'public',
  tags,
  summary: "The tags of a site's premises with the number of premises carrying each, by name",
  body: premisesTagsRequestSchema,
  responses: { 200: premisesTagsResponseSchema },
  fieldErrorCodes: { siteId: 'UNKNOWN_SITE_ID' },
  errors,
});
