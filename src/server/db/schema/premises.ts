import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coordinates, municipalities, residenceStages } from './residence';

// ---- Commercial premises and succession (broker) listings (flows §3.8, §7.3; issue 16) -------

export const PREMISES_TYPES = ['office', 'retail', 'storage', 'restaurant'] as const;
export const PREMISES_OFFERS = ['sale', 'rent'] as const;
/** platform §4: premises and rental statuses. */
export const PREMISES_STATUSES = ['forSale', 'rented', 'booked', 'sold'] as const;

export const premises = pgTable(
  'premises',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    path: text('path').notNull(),
    premisesType: text('premises_type', { enum: PREMISES_TYPES }).notNull(),
    offer: text('offer', { enum: PREMISES_OFFERS }).notNull(),
    status: text('status', { enum: PREMISES_STATUSES }).notNull(),
    /** Square metres. */
    area: doublePrecision('area').notNull(),
    /** Sales price (offer sale) or yearly rent (offer rent), in the site's currency. */
    price: integer('price'),
    address: text('address').notNull(),
    description: text('description').notNull(),
    /** Tag names shown as filters (`residence/search/premises/tags`). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    availableFrom: text('available_from'),
    /** The person responsible for letting or selling the premises; none: the site's customer service. */
    contact: jsonb('contact').$type<{ name: string; phone: string; email: string }>(),
    ...coordinates,
  },
  (table) => [
    uniqueIndex('premises_site_path_idx').on(table.siteId, table.path),
    index('premises_site_idx').on(table.siteId, table.status),
  ],
);

/** A resale home listed by a broker (succession listings, `/maklar-objekt/`). */
export const successionObjects = pgTable(
  'succession_objects',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    /** The development the home was first sold in, when it is one of ours (succession stage). */
    stageId: uuid('stage_id').references(() => residenceStages.id),
    address: text('address').notNull(),
    rooms: smallint('rooms').notNull(),
    livingArea: doublePrecision('living_area').notNull(),
    price: integer('price').notNull(),
    monthlyFee: integer('monthly_fee'),
    brokerName: text('broker_name').notNull(),
    /** The broker's own listing (external object). */
    externalUrl: text('external_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...coordinates,
  },
  (table) => [index('succession_objects_site_municipality_idx').on(table.siteId, table.municipalityId)],
);
