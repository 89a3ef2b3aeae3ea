import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  Breadcrumb,
  CareerNavigation,
  CrisisBanner,
  Footer,
  Navigation,
  PopularSearch,
  Seo,
} from '../../../shared/page/page-payload';

// Content pages: one row per (site, path). The template key picks the React template;
// the view model is the template's own JSON (flows §2.2).
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteKey: text('site_key').notNull(),
    path: text('path').notNull(),
    template: text('template').notNull(),
    viewModel: jsonb('view_model').$type<Record<string, unknown>>().notNull().default({}),
    seo: jsonb('seo').$type<Seo>().notNull(),
    breadcrumbs: jsonb('breadcrumbs').$type<Breadcrumb[]>().notNull().default([]),
    /** Pages that need a logged-in user answer 401 to anonymous visitors. */
    requiresLogin: boolean('requires_login').notNull().default(false),
    publishState: text('publish_state', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_site_path_idx').on(table.siteKey, table.path),
    index('pages_site_template_idx').on(table.siteKey, table.template),
  ],
);

// Per-site chrome shared by every page: navigation, footer, crisis banner, popular searches.
// siteVersion changes when a deploy changes the client contract; clients then reload fully.
export const siteChrome = pgTable('site_chrome', {
  siteKey: text('site_key').primaryKey(),
  navigation: jsonb('navigation').$type<Navigation>().notNull(),
  footer: jsonb('footer').$type<Footer>().notNull(),
  careerNavigation: jsonb('career_navigation').$type<CareerNavigation>().notNull().default(sql`'[]'::jsonb`),
  popularSearches: jsonb('popular_searches').$type<PopularSearch[]>().notNull().default(sql`'[]'::jsonb`),
  crisisBanner: jsonb('crisis_banner').$type<CrisisBanner | null>(),
  siteVersion: text('site_version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
