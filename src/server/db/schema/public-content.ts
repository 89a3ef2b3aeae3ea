import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---- Public content: text search, forms, measurement (issue 5) ----------------------------

/** PostgreSQL's tsvector; filled in SQL with to_tsvector(<language config>, …). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// One row per searchable thing of a site: content pages, news, press releases, career pages,
// residential projects (stages) and areas. Rebuilt from pages and the catalogue; the text
// search reads only this table.
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: uuid('id').primaryKey(),
    siteKey: text('site_key').notNull(),
    kind: text('kind', {
      enum: ['content', 'news', 'pressRelease', 'residentialProject', 'residentialArea', 'career'],
    }).notNull(),
    /** Text search configuration of the document's language: swedish, norwegian, finnish, english. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Folded title and summary (shared/residence/fold-text) for trigram typo matching. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    uniqueIndex('search_documents_site_url_idx').on(table.siteKey, table.url),
    index('search_documents_vector_idx').using('gin', table.searchVector),
    index('search_documents_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The words of title and summary, as the typo-tolerant word match splits them (typo-words.ts).
    index('search_documents_words_idx').using(
      'gin',
      sql`regexp_split_to_array(${table.searchText}, '[^[:alnum:]]+'::text)`,
    ),
  ],
);

/** What visitors send with the forms on pages (showing form, order form, modal contact). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteKey: text('site_key').notNull(),
    // 'purchase': the purchase notification (issue 35 item 4); a type only, no constraint in the database.
    form: text('form', { enum: ['showing', 'order', 'contact', 'purchase'] }).notNull(),
    pagePath: text('page_path').notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_site_form_idx').on(table.siteKey, table.form, table.createdAt)],
);

/** Web-vitals beacons (flows §7.3): one row per metric report. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    metricId: text('metric_id').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    navigationType: text('navigation_type').notNull(),
    rating: text('rating').notNull(),
    path: text('path').notNull(),
    host: text('host').notNull(),
    siteKey: text('site_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('web_vitals_name_created_idx').on(table.name, table.createdAt)],
);

/** Residence page visits, for the last-visited and most-visited time series. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteKey: text('site_key').notNull(),
    /** The jmuid cookie's anonymous id. */
    visitorId: text('visitor_id').notNull(),
    kind: text('kind', { enum: ['stage', 'object', 'area'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    countyId: uuid('county_id'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('page_visits_visitor_idx').on(table.visitorId, table.siteKey, table.visitedAt),
    index('page_visits_county_idx').on(table.countyId, table.visitedAt),
  ],
);

/** Cookie choices recorded through POST /api/experiments/{experiment}/{variant}. */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    experiment: text('experiment').notNull(),
    variant: text('variant').notNull(),
    siteKey: text('site_key'),
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('experiment_events_experiment_idx').on(table.experiment, table.variant)],
);
