import { z } from 'zod';

// View models of the catalogue's own pages: stage, area and object pages, their not-found
// variants and the residence index (/bostader/, /boliger/, /asunnot/). The server builds
// them (residence page resolver) and the templates read them; GetViewModel carries the same
// JSON for client navigation. Field names follow flows §3.9 "Page view model" and "Image".

/** flows §3.9 Image. Generated pictures are 3:2; width/height avoid layout shift. */
export const pageImageSchema = z.object({
  url: z.string(),
  orgWidth: z.number().int().positive(),
  orgHeight: z.number().int().positive(),
  altText: z.string(),
  description: z.string(),
});
export type PageImage = z.infer<typeof pageImageSchema>;

export const staffMemberSchema = z.object({
  role: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * A showing's day (YYYY-MM-DD) and hours (hh.mm) where the home is. The server works them out:
 * the browser then needs no time-zone data, whose first use costs some 20 ms of the page's
 * hydration (docs/performance.md, 2026-11-28).
 */
export const localShowingTimeSchema = z.object({ date: z.string(), start: z.string(), end: z.string() });
export type LocalShowingTime = z.infer<typeof localShowingTimeSchema>;

export const showingSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** null: a showing of the stage, open for all its homes. */
  objectId: z.string().nullable(),
  local: localShowingTimeSchema,
});
export type Showing = z.infer<typeof showingSchema>;

export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });

export const placeSchema = z.object({
  municipalityName: z.string(),
  municipalitySlug: z.string(),
  countyName: z.string(),
  areaName: z.string().nullable(),
  areaUrl: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/** A range of whole numbers; min null when nothing is known (no homes, no announced range). */
export const rangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof rangeSchema>;

const commonSchema = z.object({
  /** Today on the server (yyyy-MM-dd): move-in labels render the same on server and client. */
  today: z.string(),
  /** JSON-LD objects (schema.org) the template prints in a script tag. */
  structuredData: z.array(z.record(z.string(), z.unknown())),
  /** Links of the page's own sections (flows §3.9 subMenu). */
  subMenu: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const stageObjectRowSchema = z.object({
  id: z.string(),
  objectNumber: z.string(),
  url: z.string(),
  status: z.number().int(),
  homeType: z.number().int(),
  rooms: z.number(),
  livingArea: z.number(),
  floor: z.number().int(),
  buildingFloors: z.number().int(),
  /** Sales price; null for a rental home, whose monthly rent is `monthlyFee`. */
  price: z.number().int().nullable(),
  totalPrice: z.number().int().nullable(),
  monthlyFee: z.number().int(),
});
export type StageObjectRow = z.infer<typeof stageObjectRowSchema>;

export const stageFactsSchema = z.object({
  price: rangeSchema,
  /** Finland: debt-free price range. */
  totalPrice: rangeSchema,
  rooms: rangeSchema,
  livingArea: rangeSchema,
  homeTypes: z.array(z.number().int()),
  tenures: z.array(z.number().int()),
  inhabitDate: z.string(),
  inhabitDateEnd: z.string().nullable(),
  inhabitDetermined: z.boolean(),
  /** The VIP sale's first and last day where the stage is (YYYY-MM-DD), worked out by the server. */
  vipStartDate: z.string().nullable(),
  vipEndDate: z.string().nullable(),
  concept: z.number().int().nullable(),
  /** Finnish plot type; shown only when showPlotType. */
  plotType: z.number().int().nullable(),
  /** Homes for sale and for rent now, as shared/residence/home-availability.ts counts them. */
  homesForSale: z.number().int(),
  homesForRent: z.number().int(),
});
export type StageFacts = z.infer<typeof stageFactsSchema>;

/**
 * Where the project is (issue 35 item 5; shared/residence/project-phases.ts): its lifecycle
 * step, the simple phase and ongoing/finalized that follow from it, what it builds and, for a
 * contractor's reference project, the form of contract.
 */
export const projectPhaseSchema = z.object({
  lifecycle: z.number().int(),
  phase: z.number().int(),
  status: z.number().int(),
  type: z.number().int(),
  contractorType: z.number().int().nullable(),
});
export type ProjectPhaseView = z.infer<typeof projectPhaseSchema>;

export const stagePageViewModelSchema = commonSchema.extend({
  type: z.literal('stage'),
  id: z.string(),
  stageName: z.string(),
  /** The county's id: "most visited in the county" asks by it (flows §7.3). */
  countyId: z.string(),
  countyName: z.string(),
  url: z.string(),
  status: z.number().int(),
  label: z.string().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  place: placeSchema,
  geo: geoPointSchema,
  showPlotType: z.boolean(),
  images: z.array(pageImageSchema),
  facts: stageFactsSchema,
  hasExtraShowingsInfo: z.boolean(),
  showings: z.array(showingSchema),
  staff: z.array(staffMemberSchema),
  objects: z.array(stageObjectRowSchema),
  /** The search page filtered to this stage. */
  searchUrl: z.string().nullable(),
  project: projectPhaseSchema,
});
export type StagePageViewModel = z.infer<typeof stagePageViewModelSchema>;

export const objectPageViewModelSchema = commonSchema.extend({
  type: z.literal('object'),
  id: z.string(),
  objectNumber: z.string(),
  stageId: z.string(),
  stageName: z.string(),
  stageUrl: z.string(),
  countyName: z.string(),
  url: z.string(),
  status: z.number().int(),
  /** flows §3.9 constructionForm: the home type id. */
  constructionForm: z.number().int(),
  tenure: z.number().int(),
  rooms: z.number(),
  livingArea: z.number(),
  plotArea: z.number().int().nullable(),
  /** Sales price; null for a rental home, whose monthly rent is `monthlyFee`. */
  price: z.number().int().nullable(),
  totalPrice: z.number().int().nullable(),
  monthlyFee: z.number().int(),
  floor: z.number().int(),
  buildingFloors: z.number().int(),
  outdoorSpaces: z.array(z.number().int()),
  parking: z.number().int(),
  direction: z.number().int(),
  inhabitDate: z.string(),
  inhabitDetermined: z.boolean(),
  shortDescription: z.string(),
  place: placeSchema,
  geo: geoPointSchema,
  showPlotType: z.boolean(),
  plotType: z.number().int().nullable(),
  images: z.array(pageImageSchema),
  floorPlan: pageImageSchema,
  showings: z.array(showingSchema),
  staff: z.array(staffMemberSchema),
});
export type ObjectPageViewModel = z.infer<typeof objectPageViewModelSchema>;

export const areaStageCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.number().int(),
  shortDescription: z.string(),
  image: pageImageSchema,
  geo: geoPointSchema,
  price: rangeSchema,
  rooms: rangeSchema,
  homesForSale: z.number().int(),
});
export type AreaStageCard = z.infer<typeof areaStageCardSchema>;

export const areaPageViewModelSchema = commonSchema.extend({
  type: z.literal('area'),
  id: z.string(),
  areaName: z.string(),
  /** The county's id: "most visited in the county" asks by it (flows §7.3). */
  countyId: z.string(),
  countyName: z.string(),
  municipalityName: z.string(),
  url: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  geo: geoPointSchema,
  images: z.array(pageImageSchema),
  stages: z.array(areaStageCardSchema),
});
export type AreaPageViewModel = z.infer<typeof areaPageViewModelSchema>;

export const indexStageLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.number().int(),
});

export const residenceIndexViewModelSchema = commonSchema.extend({
  type: z.literal('residence-index'),
  stageCount: z.number().int(),
  counties: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      stageCount: z.number().int(),
      municipalities: z.array(
        z.object({
          name: z.string(),
          slug: z.string(),
          stages: z.array(indexStageLinkSchema),
        }),
      ),
    }),
  ),
  searchUrl: z.string().nullable(),
});
export type ResidenceIndexViewModel = z.infer<typeof residenceIndexViewModelSchema>;

export const residenceNotFoundViewModelSchema = z.object({
  type: z.enum(['stage-not-found', 'object-not-found']),
  /** The stage the missing home was looked for under, when that stage exists. */
  stage: z.object({ name: z.string(), url: z.string() }).nullable(),
  indexUrl: z.string(),
  searchUrl: z.string().nullable(),
});
export type ResidenceNotFoundViewModel = z.infer<typeof residenceNotFoundViewModelSchema>;
