import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---- Residence catalogue (platform §3, §4; issue 3) ----------------------------------------
// Enumerated columns hold the fixed ids of shared/residence/residence-enums.ts.
// `search_name` columns are lower-cased and accent-folded in code (unaccent() is not
// immutable, so it cannot back an index); trigram indexes serve typo-tolerant lookups.

export const coordinates = {
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
};

export const counties = pgTable(
  'counties',
  {
    id: uuid('id').primaryKey(),
    country: text('country', { enum: ['SE', 'NO', 'FI'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...coordinates,
  },
  (table) => [uniqueIndex('counties_country_slug_idx').on(table.country, table.slug)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: uuid('id').primaryKey(),
    countyId: uuid('county_id')
      .notNull()
      .references(() => counties.id),
    country: text('country', { enum: ['SE', 'NO', 'FI'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...coordinates,
  },
  (table) => [uniqueIndex('municipalities_country_slug_idx').on(table.country, table.slug)],
);

export const residenceAreas = pgTable(
  'residence_areas',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    ...coordinates,
    /** Picks the look of the generated pictures. */
    imageStyle: integer('image_style').notNull().default(0),
  },
  (table) => [
    uniqueIndex('residence_areas_site_path_idx').on(table.siteId, table.path),
    index('residence_areas_municipality_idx').on(table.municipalityId),
  ],
);

export const residenceStages = pgTable(
  'residence_stages',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    siteOrgId: uuid('site_org_id').notNull(),
    areaId: uuid('area_id').references(() => residenceAreas.id),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    stageStatus: smallint('stage_status').notNull(),
    concept: smallint('concept'),
    /** Label printed on the card, e.g. "Sista bostaden" or "Ny etapp". */
    label: text('label'),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    ...coordinates,
    inhabitDate: date('inhabit_date').notNull(),
    inhabitDateEnd: date('inhabit_date_end'),
    inhabitDetermined: boolean('inhabit_determined').notNull(),
    vipStart: timestamp('vip_start', { withTimezone: true }),
    vipEnd: timestamp('vip_end', { withTimezone: true }),
    hasExtraShowingsInfo: boolean('has_extra_showings_info').notNull().default(false),
    /** Finnish plot type (own, optional rental, rental). */
    plotType: smallint('plot_type'),
    // Project phases (shared/residence/project-phases.ts): the lifecycle step, what the project
    // builds, and for a contractor's reference project the form of contract. The simple phase
    // and ongoing/finalized follow from the lifecycle.
    projectLifecycle: smallint('project_lifecycle').notNull(),
    projectType: smallint('project_type').notNull(),
    contractorType: smallint('contractor_type'),
    // Announced ranges of a stage with no objects on sale yet (planned, VIP); null once
    // objects exist, whose own values then count.
    plannedHomeTypes: smallint('planned_home_types').array().notNull().default(sql`'{}'::smallint[]`),
    plannedDisposalForms: smallint('planned_disposal_forms').array().notNull().default(sql`'{}'::smallint[]`),
    plannedMinPrice: integer('planned_min_price'),
    plannedMaxPrice: integer('planned_max_price'),
    plannedMinRooms: smallint('planned_min_rooms'),
    plannedMaxRooms: smallint('planned_max_rooms'),
    plannedMinArea: integer('planned_min_area'),
    plannedMaxArea: integer('planned_max_area'),
    /** Staff of the project: role and name (platform §3 "Staff roles"). */
    staff: jsonb('staff')
      .$type<{ role: string; name: string; phone: string; email: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Editorial order of "recommended": lower comes first. */
    sortRank: integer('sort_rank').notNull(),
    imageStyle: integer('image_style').notNull().default(0),
  },
  (table) => [
    uniqueIndex('residence_stages_site_path_idx').on(table.siteId, table.path),
    index('residence_stages_site_status_idx').on(table.siteId, table.stageStatus),
    index('residence_stages_area_idx').on(table.areaId),
    index('residence_stages_municipality_idx').on(table.municipalityId),
    check('residence_stages_project_lifecycle_check', sql`${table.projectLifecycle} between 1 and 11`),
    check('residence_stages_project_type_check', sql`${table.projectType} between 1 and 10`),
    check('residence_stages_contractor_type_check', sql`${table.contractorType} between 1 and 7`),
  ],
);

export const residenceObjects = pgTable(
  'residence_objects',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => residenceStages.id),
    siteId: uuid('site_id').notNull(),
    objectNumber: text('object_number').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    homeType: smallint('home_type').notNull(),
    disposalForm: smallint('disposal_form').notNull(),
    rooms: smallint('rooms').notNull(),
    livingArea: doublePrecision('living_area').notNull(),
    plotArea: integer('plot_area'),
    /** Sales price; null for a rental (tenancy) home, which has a monthly rent (`monthlyFee`) instead. */
    price: integer('price'),
    /** Finland: debt-free price (velaton hinta); the sales price is `price`. */
    totalPrice: integer('total_price'),
    monthlyFee: integer('monthly_fee').notNull(),
    floor: smallint('floor').notNull(),
    buildingFloors: smallint('building_floors').notNull(),
    outdoorSpaces: smallint('outdoor_spaces').array().notNull().default(sql`'{}'::smallint[]`),
    parking: smallint('parking').notNull(),
    direction: smallint('direction').notNull(),
    inhabitDate: date('inhabit_date').notNull(),
    inhabitDetermined: boolean('inhabit_determined').notNull(),
    ...coordinates,
  },
  (table) => [
    uniqueIndex('residence_objects_stage_number_idx').on(table.stageId, table.objectNumber),
    index('residence_objects_site_status_idx').on(table.siteId, table.status),
    // Matching objects are read per stage and searched status.
    index('residence_objects_stage_status_idx').on(table.stageId, table.status),
    index('residence_objects_price_idx').on(table.price),
    uniqueIndex('residence_objects_site_path_idx').on(table.siteId, table.path),
  ],
);

export const residenceShowings = pgTable(
  'residence_showings',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => residenceStages.id),
    /** null: a showing of the stage (its show apartment), open for all its objects. */
    objectId: uuid('object_id').references(() => residenceObjects.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A VIP showing (platform §6): open only to the stage's VIP members, who book a place. */
    vip: boolean('vip').notNull().default(false),
    /** Places of a VIP showing; null for an open showing without booking. */
    capacity: smallint('capacity'),
  },
  (table) => [
    index('residence_showings_stage_idx').on(table.stageId, table.startsAt),
    // The viewing filter asks for showings that have not ended yet.
    index('residence_showings_stage_end_idx').on(table.stageId, table.endsAt),
  ],
);

export const residenceTags = pgTable(
  'residence_tags',
  {
    id: uuid('id').primaryKey(),
    country: text('country', { enum: ['SE', 'NO', 'FI'] }).notNull(),
    kind: text('kind', { enum: ['county', 'municipality', 'area', 'stage', 'keyword'] }).notNull(),
    name: text('name').notNull(),
    /** Lower case, accents folded: what typed text is compared with. */
    searchName: text('search_name').notNull(),
    url: text('url').notNull(),
    /** Weight of the tag among suggestions with equal match (counties before keywords). */
    rank: smallint('rank').notNull().default(0),
  },
  (table) => [
    uniqueIndex('residence_tags_country_url_idx').on(table.country, table.url),
    index('residence_tags_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
  ],
);

export const residenceStageTags = pgTable(
  'residence_stage_tags',
  {
    stageId: uuid('stage_id')
      .notNull()
      .references(() => residenceStages.id),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => residenceTags.id),
  },
  (table) => [
    primaryKey({ columns: [table.stageId, table.tagId] }),
    index('residence_stage_tags_tag_idx').on(table.tagId),
  ],
);

/**
 * Versions of what the searches keep in memory: "catalogue" (the residence tables) and
 * "documents" (search_documents). Statement triggers of migration 0009 bump a version in the
 * transaction that changes its tables; each instance compares it with the version its copy
 * was read at (residence/search/catalogue-cache.ts, text-search/site-vocabulary.ts).
 */
export const searchVersions = pgTable('search_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});
