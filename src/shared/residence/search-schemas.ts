import { z } from 'zod';
import {
  CONCEPTS,
  HOME_TYPES,
  INHABIT_DATE,
  OUTDOOR_SPACES,
  STAGE_STATUSES,
  TENURES,
  VIEWING_FILTERS,
} from './residence-enums';
import { MAX_LIMITS, RESULT_SIZES, SORT_KEYS } from './search-constants';

// Requests and responses of the residence search calls (platform §3 "Search filters",
// "Sort keys", "Residence hit fields"; §7 "Residence search"). The server validates with
// these schemas and the search page builds its requests with them.
//
// How a filter matches (the server implements this in SQL; the API tests recheck it):
// - Object-level criteria: price (the sales price; Finland's debt-free total price is shown,
//   not filtered; a rental home has no sale price, so any price bound excludes it and the price
//   sort puts it last; the price sort uses the debt-free price where there is one), rooms, living area (min/max inclusive, null = no limit), outdoorArea (any
//   of), residenceType (home type, any of), disposalForm (any of), inhabitDate (move-in date
//   on or before today / +6 months / +1 year / no limit; today is the UTC date) and viewing (a
//   showing of the object, or of its stage with no object: HasAny a showing that has not ended;
//   InSevenDays / In30Days such a showing that starts within 7 / 30 days from now, so one under
//   way counts too). Only objects with a searched status (for sale, reserved, pre-selling) are hits.
// - Stage-level criteria: tags (any of, by id: the stage carries the tag, which covers its
//   county, municipality, area, its own name and keywords), concepts (any of), projectStatus
//   (stage status, any of), stageIds, geoSearch (the stage's position: within radiusKm by
//   great-circle distance, or inside the bounds; west > east crosses the antimeridian).
//   Only stages with a searched stage status are searched.
// - An object is a hit when it and its stage match. A stage is a hit when it matches and
//   either one of its objects is a hit, or it is planned or VIP with no object in a searched
//   status and its announcement fits: announced price/rooms/area ranges overlap the asked
//   ranges (a missing bound does not exclude), announced home types and disposal forms meet
//   the lists (an empty announced list does not exclude), its move-in date meets inhabitDate,
//   a showing of the stage meets viewing; outdoorArea is never announced and does not exclude.
//   An area is a hit when one of its stages is a hit.
// - Expansions before matching (platform §9): ownership also means ownership apartment;
//   terrace also roof top; patio also porch; town house also semi-detached and detached
//   house (not in Norway); the Norwegian "house" also detached house. The seniors' concept
//   is dropped from the concept filter on every site (a filter of only that concept is no
//   concept constraint); the seniors' homes are found through the sites that search them.

const idList = <T extends number>(values: readonly T[]) =>
  z
    .array(
      z
        .number()
        .int()
        .refine((value) => (values as readonly number[]).includes(value), 'unknown id'),
    )
    .max(values.length * 2);

const nonNegative = z.number().int().min(0).nullable().optional();

export const searchTagSchema = z.object({
  id: z.string().uuid(),
  name: z.string().max(120),
  url: z.string().max(160),
  hasRental: z.boolean().default(false),
});
export type SearchTag = z.infer<typeof searchTagSchema>;

export const geoSearchSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('radius'),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    radiusKm: z.number().positive().max(2000),
  }),
  z.object({
    type: z.literal('bounds'),
    north: z.number().min(-90).max(90),
    south: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
    west: z.number().min(-180).max(180),
  }),
]);
export type GeoSearch = z.infer<typeof geoSearchSchema>;

export const searchFilterSchema = z
  .object({
    tags: z.array(searchTagSchema).max(20).default([]),
    minPrice: nonNegative,
    maxPrice: nonNegative,
    minRooms: nonNegative,
    maxRooms: nonNegative,
    minArea: nonNegative,
    maxArea: nonNegative,
    concepts: idList(CONCEPTS).default([]),
    projectStatus: idList(STAGE_STATUSES).default([]),
    disposalForm: idList(TENURES).default([]),
    outdoorArea: idList(OUTDOOR_SPACES).default([]),
    viewing: z.enum(VIEWING_FILTERS).default('IncludeAll'),
    residenceType: idList(HOME_TYPES).default([]),
    stageIds: z.array(z.string().uuid()).max(400).default([]),
    geoSearch: geoSearchSchema.nullable().optional(),
    inhabitDate: z
      .number()
      .int()
      .min(INHABIT_DATE.Now)
      .max(INHABIT_DATE.InMoreThenOneYear)
      .default(INHABIT_DATE.InMoreThenOneYear),
  })
  .strict()
  .superRefine((filter, context) => {
    for (const [min, max] of [
      ['minPrice', 'maxPrice'],
      ['minRooms', 'maxRooms'],
      ['minArea', 'maxArea'],
    ] as const) {
      const low = filter[min];
      const high = filter[max];
      if (low != null && high != null && low > high) {
        context.addIssue({ code: 'custom', path: [min], message: `${min} is greater than ${max}` });
      }
    }
  });
export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

export { SORT_KEYS, type SortKey } from './search-constants';
export const sortKeySchema = z.enum(SORT_KEYS).default('');

const siteIdField = z.string().uuid().optional();

export const objectSearchRequestSchema = z
  .object({
    siteId: siteIdField,
    limit: z.number().int().min(1).max(MAX_LIMITS.objects).default(RESULT_SIZES.objectPage),
    offset: z.number().int().min(0).default(0),
    sort: sortKeySchema,
    filter: searchFilterSchema.prefault({}),
  })
  .strict();
export type ObjectSearchRequest = z.infer<typeof objectSearchRequestSchema>;

export const stageSearchRequestSchema = z
  .object({
    siteId: siteIdField,
    limit: z.number().int().min(1).max(MAX_LIMITS.stages).default(RESULT_SIZES.map),
    offset: z.number().int().min(0).default(0),
    sort: sortKeySchema,
    filter: searchFilterSchema.prefault({}),
  })
  .strict();
export type StageSearchRequest = z.infer<typeof stageSearchRequestSchema>;

/** stage_and_area_search and search_stage_counties take the same body. */
export const stageAndAreaSearchRequestSchema = stageSearchRequestSchema;

export const tagSearchRequestSchema = z
  .object({
    siteId: siteIdField,
    text: z.string().trim().max(100).default(''),
    limit: z.number().int().min(1).max(MAX_LIMITS.tags).default(RESULT_SIZES.tagSuggestions),
    filter: searchFilterSchema.prefault({}),
    sort: sortKeySchema,
  })
  .strict();
export type TagSearchRequest = z.infer<typeof tagSearchRequestSchema>;

export const tagsByUrlRequestSchema = z
  .object({
    siteId: siteIdField,
    urls: z.array(z.string().max(160)).max(20),
  })
  .strict();

export const byIdsRequestSchema = z
  .object({
    siteId: siteIdField,
    ids: z.array(z.string().uuid()).min(1).max(MAX_LIMITS.ids),
  })
  .strict();

// ---- Responses -------------------------------------------------------------------------

export const searchImageSchema = z.object({
  /** Base url of the image route; widths are asked for with ?w= (see shared/media). */
  url: z.string(),
  alt: z.string(),
  /** The `sizes` attribute for the card this image is shown in. */
  sizes: z.string(),
});
export type SearchImage = z.infer<typeof searchImageSchema>;

export const inhabitDateSchema = z.object({
  /** ISO calendar date yyyy-mm-dd of the (earliest) move-in. */
  date: z.string(),
  /** Latest move-in of the stage, when it spans several dates. */
  end: z.string().nullable(),
  /** false: a preliminary date. */
  determined: z.boolean(),
});

export const showingSchema = z.object({
  id: z.string().uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  objectId: z.string().uuid().nullable(),
});
export type Showing = z.infer<typeof showingSchema>;

export const residenceHitSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(['area', 'stage', 'object']),
  name: z.string(),
  /** Page url: a path on this site, an absolute url for another brand's home. */
  url: z.string(),
  siteId: z.string().uuid(),
  siteOrg: z.string().uuid(),
  area: z.string().nullable(),
  municipality: z.string(),
  county: z.string(),
  minRooms: z.number().nullable(),
  maxRooms: z.number().nullable(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  /** Finland: debt-free total price (velaton hinta). */
  minTotalPrice: z.number().nullable(),
  maxTotalPrice: z.number().nullable(),
  minLivingArea: z.number().nullable(),
  maxLivingArea: z.number().nullable(),
  showings: z.array(showingSchema),
  hasExtraShowingsInfo: z.boolean(),
  /** Object status id for objects; the stage status id for stages and areas. */
  status: z.number().int(),
  stageStatus: z.number().int(),
  concept: z.number().int().nullable(),
  residenceType: z.array(z.number().int()),
  disposalForm: z.array(z.number().int()),
  inhabitDate: inhabitDateSchema.nullable(),
  label: z.string().nullable(),
  vipStart: z.string().nullable(),
  vipEnd: z.string().nullable(),
  shortDescription: z.string(),
  searchImage: searchImageSchema,
  geo: z.object({ lat: z.number(), lng: z.number() }),
  /** Number of matching objects (stages and areas) or 1 (objects). */
  objectCount: z.number().int(),
  /** Object hits only. */
  stageId: z.string().uuid().nullable(),
  stageName: z.string().nullable(),
  objectNumber: z.string().nullable(),
  floor: z.number().int().nullable(),
  monthlyFee: z.number().nullable(),
  outdoorSpaces: z.array(z.number().int()),
  parking: z.number().int().nullable(),
  /** Simple project phase of the stage (platform §4, shared/residence/project-phases.ts); null for an area. */
  projectPhase: z.number().int().nullable(),
});
export type ResidenceHit = z.infer<typeof residenceHitSchema>;

export const facetDistributionSchema = z.object({
  type: z.object({ stage: z.number().int(), object: z.number().int(), area: z.number().int() }),
});

export const searchResponseSchema = z.object({
  hits: z.array(residenceHitSchema),
  estimatedTotalHits: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  facetDistribution: facetDistributionSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const tagHitSchema = searchTagSchema.extend({
  kind: z.enum(['county', 'municipality', 'area', 'stage', 'keyword']),
  /** Stages on this site that carry the tag and match the filter. */
  count: z.number().int(),
});
export type TagHit = z.infer<typeof tagHitSchema>;

export const tagSearchResponseSchema = z.object({
  hits: z.array(tagHitSchema),
  estimatedTotalHits: z.number().int(),
});

export const countyHitSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  count: z.number().int(),
  geo: z.object({ lat: z.number(), lng: z.number() }),
});
export const countySearchResponseSchema = z.object({
  hits: z.array(countyHitSchema),
  estimatedTotalHits: z.number().int(),
});
