import { defineContract } from '../api/contract';
import { TEXT_SEARCH_ENDPOINTS } from './text-search-endpoints';
import { TEXT_SEARCH_SIZES, textSearchRequestSchema, textSearchResponseSchema } from './text-search-schemas';

// POST /api/textsearch (platform §3 "Site text search request", §7 "Text search").

export const textSearchContract = defineContract(TEXT_SEARCH_ENDPOINTS.search, {
  access: 'public',
  tags: ['text search'],
  summary: "Full-text search of the site's pages, residential projects and areas",
  description:
    "Matches the words in the site's language (stemming), each word also as a prefix, and " +
    'title/summary by trigram similarity (typos); each word of 4+ letters also ' +
    'matches a title or summary word one edit away (two edits from 9 letters: a letter missing, ' +
    'extra, wrong or two swapped). Typo matches rank after exact ones. sortType nothing = relevance, ' +
    'date = newest first, alpha = by title. categories: all, content, news (news and press releases), ' +
    'residencial (residential projects and areas), career. _formatted holds title, summary and body ' +
    'with matched words in <em>…</em>; attributes in attributesToCrop are cut to about 24 words ' +
    'around the match, with cropMarker (default "…") where text was cut. take is at most ' +
    `${TEXT_SEARCH_SIZES.page} (the quick search takes ${TEXT_SEARCH_SIZES.quick}). ` +
    'facetDistribution.category counts the hits per category whatever the categories filter. ' +
    'A siteId that names no site answers 400 UNKNOWN_SITE_ID.',
  body: textSearchRequestSchema,
  responses: { 200: textSearchResponseSchema },
  fieldErrorCodes: { siteId: 'UNKNOWN_SITE_ID' },
  errors: ['UNKNOWN_SITE_ID'],
});
