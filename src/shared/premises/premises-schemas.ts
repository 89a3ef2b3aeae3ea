import { z } from 'zod';
import {
  PREMISES_LIMIT,
  PREMISES_OFFERS,
  PREMISES_SORTS,
  PREMISES_STATUSES,
  PREMISES_TYPES,
} from './premises-constants';

// Requests and answers of the premises search (flows §3.8, §7.3). The same filter schema reads
// the premises--filters cookie in the browser, so a stored filter is validated like a request.

const area = z.number().finite().min(0).max(100_000);

export const premisesFilterSchema = z
  .object({
    /** m², inclusive. */
    minArea: area.optional(),
    /** m², inclusive; absent: no upper bound (the slider's top reads "and more"). */
    maxArea: area.optional(),
    /** Tag names: a premises matches when it carries any of them; empty: every tag. */
    tags: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
    /** Premises types: any of them; empty: every type. */
    type: z.array(z.enum(PREMISES_TYPES)).max(PREMISES_TYPES.length).default([]),
    /** The site whose premises are searched; absent: the host's site. */
    siteId: z.string().uuid().optional(),
  })
  .refine(
    (filter) =>
      filter.minArea === undefined || filter.maxArea === undefined || filter.minArea <= filter.maxArea,
    {
      message: 'minArea must not exceed maxArea',
      path: ['maxArea'],
    },
  );
export type PremisesFilter = z.output<typeof premisesFilterSchema>;
export type PremisesFilterInput = z.input<typeof premisesFilterSchema>;

/** One sort entry: 'sortOrder:asc' (availability first, flows §7.3) or a chosen sort. */
const sortEntry = z.enum(['sortOrder:asc', ...PREMISES_SORTS.filter((sort) => sort !== '')] as [
  string,
  ...string[],
]);

export const premisesSearchRequestSchema = z.object({
  filter: premisesFilterSchema.default({ tags: [], type: [] }),
  /** Applied in order; the page sends ['sortOrder:asc', chosen]. Ties: name, then id. */
  sort: z.array(sortEntry).max(3).default(['sortOrder:asc']),
  limit: z.number().int().min(1).max(PREMISES_LIMIT).default(PREMISES_LIMIT),
});
export type PremisesSearchRequest = z.input<typeof premisesSearchRequestSchema>;

export const premisesHitSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  type: z.enum(PREMISES_TYPES),
  offer: z.enum(PREMISES_OFFERS),
  status: z.enum(PREMISES_STATUSES),
  area: z.number(),
  /** Sales price (offer sale) or yearly rent (offer rent); null: on request. */
  price: z.number().int().nullable(),
  address: z.string(),
  municipality: z.string(),
  tags: z.array(z.string()),
  availableFrom: z.string().nullable(),
  geo: z.object({ lat: z.number(), lng: z.number() }),
});
export type PremisesHit = z.infer<typeof premisesHitSchema>;

export const premisesSearchResponseSchema = z.object({
  hits: z.array(premisesHitSchema),
  /** Every matching premises, also beyond the limit. */
  estimatedTotalHits: z.number().int(),
});
export type PremisesSearchResponse = z.infer<typeof premisesSearchResponseSchema>;

export const premisesTagsRequestSchema = z.object({ siteId: z.string().uuid().optional() });

export const premisesTagsResponseSchema = z.object({
  hits: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type PremisesTagHit = z.infer<typeof premisesTagsResponseSchema>['hits'][number];
