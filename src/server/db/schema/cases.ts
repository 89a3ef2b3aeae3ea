import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { associations, users } from './identity';

// ---- Property world and case management (flows §3.3–3.5, §4.4, §7.1; issue 13) --------------
// Status, case type, room type and problem-area codes are the fixed ids of src/shared/cases/.

/** A property (fastighet / eiendom), owned by a housing association or by the company. */
export const properties = pgTable('properties', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull(),
  /** The land registry's designation, e.g. "Ekbacken 1". */
  designation: text('designation').notNull(),
  /** The association the property belongs to; null for the company's rental properties. */
  associationId: uuid('association_id').references(() => associations.id),
  municipality: text('municipality').notNull(),
});

export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    /** Search text: name and address, lower-cased and accent-folded. */
    searchName: text('search_name').notNull(),
  },
  (table) => [index('buildings_property_idx').on(table.propertyId)],
);

/** A stairwell (trappuppgång) of a building. */
export const buildingParts = pgTable('building_parts', {
  id: uuid('id').primaryKey(),
  buildingId: uuid('building_id')
    .notNull()
    .references(() => buildings.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
});

export const apartments = pgTable(
  'apartments',
  {
    id: uuid('id').primaryKey(),
    buildingPartId: uuid('building_part_id')
      .notNull()
      .references(() => buildingParts.id),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** The tax authority's four-digit home number (lägenhetsnummer), e.g. "1102". */
    homeNumber: text('home_number').notNull(),
    /** The government register's object id of the home. */
    governmentObjectId: text('government_object_id').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    objectTypeId: smallint('object_type_id').notNull(),
    rentalBuilding: boolean('rental_building').notNull(),
    searchName: text('search_name').notNull(),
  },
  (table) => [
    uniqueIndex('apartments_government_object_idx').on(table.governmentObjectId),
    index('apartments_building_idx').on(table.buildingId),
  ],
);

/** A resident's agreement on a home: a tenancy or an ownership. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    apartmentId: uuid('apartment_id')
      .notNull()
      .references(() => apartments.id),
    kind: text('kind', { enum: ['tenancy', 'ownership'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
  },
  (table) => [index('agreements_user_idx').on(table.userId)],
);

/** A room of a building (public area), of an apartment, or neither (a general room for manual addresses). */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey(),
    buildingId: uuid('building_id').references(() => buildings.id),
    apartmentId: uuid('apartment_id').references(() => apartments.id),
    name: text('name').notNull(),
    roomType: smallint('room_type').notNull(),
  },
  (table) => [
    index('rooms_building_idx').on(table.buildingId),
    index('rooms_apartment_idx').on(table.apartmentId),
    check('rooms_one_owner', sql`${table.buildingId} is null or ${table.apartmentId} is null`),
  ],
);

/** Problem areas (flows §3.5) and their sub-items: public areas or apartment rooms. */
export const problemAreas = pgTable('problem_areas', {
  code: integer('code').primaryKey(),
  scope: text('scope', { enum: ['public', 'apartment'] }).notNull(),
  /** The area of a sub-item; null for an area. */
  parentCode: integer('parent_code'),
  names: jsonb('names').$type<Record<'sv' | 'no' | 'fi' | 'en', string>>().notNull(),
  /** The room type a case of this area is filed against. */
  roomType: smallint('room_type').notNull(),
  /** Elevator and appliance details show contact information (flows §2.6). */
  showsContact: boolean('shows_contact').notNull().default(false),
  /** Appliance problems lead to supplier-contact guidance instead of FAQ (flows §2.6). */
  appliance: boolean('appliance').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
});

/** Appliances (assets) by problem area, with the asset type a case names. */
export const assets = pgTable('assets', {
  id: uuid('id').primaryKey(),
  problemAreaCode: integer('problem_area_code')
    .notNull()
    .references(() => problemAreas.code),
  assetTypeId: integer('asset_type_id').notNull(),
  names: jsonb('names').$type<Record<'sv' | 'no' | 'fi' | 'en', string>>().notNull(),
});

/** Products of an asset with their supplier's contact details (supplier-contact guidance). */
export const assetArticles = pgTable('asset_articles', {
  id: uuid('id').primaryKey(),
  assetId: uuid('asset_id')
    .notNull()
    .references(() => assets.id),
  name: text('name').notNull(),
  supplierName: text('supplier_name').notNull(),
  supplierPhone: text('supplier_phone').notNull(),
  supplierUrl: text('supplier_url').notNull(),
});

/** FAQ entries on a problem-area sub-item (flows §3.9 "FAQ item"). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey(),
    problemAreaCode: integer('problem_area_code')
      .notNull()
      .references(() => problemAreas.code),
    language: text('language', { enum: ['sv', 'no', 'fi', 'en'] }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    youtubeLink: text('youtube_link'),
    youtubeImage: text('youtube_image'),
    files: jsonb('files').$type<{ name: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: smallint('sort_order').notNull(),
  },
  (table) => [index('faq_entries_area_idx').on(table.problemAreaCode, table.language)],
);

/** An inspection round of a property; its control points are the remarks found. */
export const inspectionRounds = pgTable('inspection_rounds', {
  id: uuid('id').primaryKey(),
  propertyId: uuid('property_id')
    .notNull()
    .references(() => properties.id),
  associationId: uuid('association_id').references(() => associations.id),
  siteKey: text('site_key').notNull(),
  title: text('title').notNull(),
  performedOn: date('performed_on').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const roundControlPoints = pgTable('round_control_points', {
  id: uuid('id').primaryKey(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => inspectionRounds.id),
  description: text('description').notNull(),
  roomId: uuid('room_id').references(() => rooms.id),
  resolved: boolean('resolved').notNull().default(false),
});

/** A case (errand) as flows §3.3 creates it and §3.5 reads it. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey(),
    /** New cases number from 500001; the demo world's seeded ones sit below. */
    ticketNumber: integer('ticket_number').notNull().generatedByDefaultAsIdentity({ startWith: 500_001 }),
    siteKey: text('site_key').notNull(),
    caseTypeId: smallint('case_type_id').notNull(),
    statusId: smallint('status_id').notNull(),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id),
    /** The association a board member filed for; board members of it see the case. */
    associationId: uuid('association_id').references(() => associations.id),
    propertyId: uuid('property_id').references(() => properties.id),
    buildingId: uuid('building_id').references(() => buildings.id),
    buildingPartId: uuid('building_part_id').references(() => buildingParts.id),
    apartmentId: uuid('apartment_id').references(() => apartments.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    roundId: uuid('round_id').references(() => inspectionRounds.id),
    problemAreaCode: integer('problem_area_code')
      .notNull()
      .references(() => problemAreas.code),
    assetTypeId: integer('asset_type_id'),
    description: text('description').notNull(),
    /** A manual address (other address, or a board without management). */
    governmentObjectId: text('government_object_id'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    compoundName: text('compound_name'),
    compoundNumber: text('compound_number'),
    isMember: boolean('is_member'),
    boardEmail: text('board_email'),
    alternativeContact: jsonb('alternative_contact').$type<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    }>(),
    /** The client's key for one submit: a retry with the same key finds this case. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cases_ticket_number_idx').on(table.ticketNumber),
    uniqueIndex('cases_idempotency_idx').on(table.reporterUserId, table.idempotencyKey),
    index('cases_reporter_idx').on(table.reporterUserId),
    index('cases_association_idx').on(table.associationId),
  ],
);

/** Every status a case has had, oldest first (the errand's timeline). */
export const caseStatusChanges = pgTable(
  'case_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('case_status_changes_case_idx').on(table.caseId)],
);

/** A file of a case or of an inspection round; the bytes live in file storage under storageKey. */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id').references(() => inspectionRounds.id),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('attachments_case_idx').on(table.caseId),
    index('attachments_round_idx').on(table.roundId),
    check('attachments_one_owner', sql`(${table.caseId} is null) <> (${table.roundId} is null)`),
  ],
);

/**
 * A user who follows someone else's open case instead of reporting the same fault again
 * (issue 13 item 8). The follower sees the case's safe summary and hears of its progress.
 */
export const caseFollowers = pgTable(
  'case_followers',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.userId] }),
    index('case_followers_user_idx').on(table.userId),
  ],
);
