import { z } from 'zod';

// The site text search contract (platform §3 "Site text search request", §7 "Text search"):
// POST /api/textsearch. The request keeps the spec's field names (Meilisearch style).
//
// Snippets follow Meilisearch's wording: attributesToCrop lists the fields to cut down to
// a window around the matched words; cropMarker is the string put where text was cut off
// (default "…"); matched words are wrapped in <em>…</em> (HIGHLIGHT_TAGS). The response is
// plain text with those tags: a client splits on them and renders text nodes, never HTML.

import {
  CROPPABLE_ATTRIBUTES,
  DOCUMENT_KINDS,
  TEXT_SEARCH_CATEGORIES,
  TEXT_SEARCH_LANGUAGES,
  TEXT_SEARCH_MIN_LENGTH,
  TEXT_SEARCH_SIZES,
  TEXT_SEARCH_SORT_TYPES,
} from './text-search-constants';

export * from './text-search-constants';

export const textSearchRequestSchema = z
  .object({
    text: z
      .string()
      .max(200)
      .refine((value) => value.trim().length >= TEXT_SEARCH_MIN_LENGTH, {
        message: `at least ${TEXT_SEARCH_MIN_LENGTH} characters`,
      }),
    siteId: z.string().describe("The site whose documents are searched (SITES' siteId)"),
    languages: z
      .array(z.enum(TEXT_SEARCH_LANGUAGES))
      .min(1, 'name at least one language, or leave the field out for every language of the site')
      .optional()
      .describe('Only documents in these languages; default every language of the site'),
    sortType: z.enum(TEXT_SEARCH_SORT_TYPES).default('nothing').describe('nothing = relevance'),
    categories: z.array(z.enum(TEXT_SEARCH_CATEGORIES)).default(['all']),
    skip: z.number().int().min(0).max(10_000).default(0),
    take: z.number().int().min(1).max(TEXT_SEARCH_SIZES.page).default(TEXT_SEARCH_SIZES.page),
    attributesToCrop: z.array(z.enum(CROPPABLE_ATTRIBUTES)).default(['summary', 'body']),
    cropMarker: z.string().max(10).default('…'),
    /** Only documents under this path (the corporate search passes the site's about-us route). */
    pathPrefix: z.string().startsWith('/').max(200).optional(),
  })
  .strict();
export type TextSearchRequest = z.infer<typeof textSearchRequestSchema>;
export type TextSearchRequestInput = z.input<typeof textSearchRequestSchema>;

export const textSearchHitSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  url: z.string(),
  publishedAt: z.string().nullable(),
  _formatted: z.object({
    title: z.string(),
    summary: z.string().optional(),
    body: z.string().optional(),
  }),
});
export type TextSearchHit = z.infer<typeof textSearchHitSchema>;

export const textSearchResponseSchema = z.object({
  hits: z.array(textSearchHitSchema),
  estimatedTotalHits: z.number().int(),
  skip: z.number().int(),
  take: z.number().int(),
  /** Hits per category for the same text, whatever the categories filter. */
  facetDistribution: z.object({
    category: z.record(z.enum(TEXT_SEARCH_CATEGORIES), z.number().int()),
  }),
});
export type TextSearchResponse = z.infer<typeof textSearchResponseSchema>;

export { splitHighlights } from './text-search-highlights';
