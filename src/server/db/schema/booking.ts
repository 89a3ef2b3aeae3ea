import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { BOOKING_FLOWS, BOOKING_STATUSES, BOOKING_STEPS } from '../../../shared/booking/booking-steps';
import { users } from './identity';
import { residenceObjects, residenceStages } from './residence';

// ---- Click-to-buy bookings (flows §2.5, §3.1, §3.6, §4.5, §7.2; issue 14) ------------------

/** A stage whose homes can be booked online, and how (flow, fee, hold, terms). */
export const bookingProjects = pgTable(
  'booking_projects',
  {
    stageId: uuid('stage_id')
      .primaryKey()
      .references(() => residenceStages.id),
    flow: text('flow', { enum: BOOKING_FLOWS }).notNull(),
    /** Booking fee in minor units (öre, cents) of `currency`; 0 for none. A bigint, as every amount in minor units. */
    bookingFee: bigint('booking_fee', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['SEK', 'NOK', 'EUR'] }).notNull(),
    /** How long a started booking holds the home before it is released. */
    holdMinutes: integer('hold_minutes').notNull(),
    /** The booking agreement's terms, in the site's language. */
    contractTerms: text('contract_terms').notNull(),
    /** What the buyer reads in flow B's documents step (each rendered as a PDF by its kind). */
    documents: jsonb('documents')
      .$type<{ id: string; kind: string; title: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The buyer's timeline after booking (issue 15 item 9): the last day to choose interior
    // options, the pre-handover inspection, the final payment. Move-in is the object's date.
    interiorDeadline: date('interior_deadline'),
    inspectionDate: date('inspection_date'),
    finalPaymentDate: date('final_payment_date'),
  },
  (table) => [
    check('booking_projects_fee_check', sql`${table.bookingFee} >= 0`),
    check('booking_projects_hold_check', sql`${table.holdMinutes} between 1 and 1440`),
  ],
);

/**
 * One buyer's click-to-buy booking of one home (identity's `bookings` is the account's older
 * summary list, seeded for the demo people; my pages should read this table once it is built on). A payment (issue 14 item 6) attaches by booking id and
 * amount in minor units; signing by the hash of the agreement it signed.
 */
export const residenceBookings = pgTable(
  'residence_bookings',
  {
    id: uuid('id').primaryKey(),
    objectId: uuid('object_id')
      .notNull()
      .references(() => residenceObjects.id),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => bookingProjects.stageId),
    siteId: uuid('site_id').notNull(),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    /** The client's key of the start request: a double click answers the same booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    flow: text('flow', { enum: BOOKING_FLOWS }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    currentStep: text('current_step', { enum: BOOKING_STEPS }).notNull(),
    /** The home's status before the hold, restored when the hold ends unfinished. */
    previousObjectStatus: smallint('previous_object_status').notNull(),
    /** Booking fee and price as they were when the booking started (minor units). */
    bookingFee: bigint('booking_fee', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['SEK', 'NOK', 'EUR'] }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /**
     * The home's price when the booking started (minor units); the agreement states it. A
     * bigint: a home over 21.4 million kronor would not fit an integer in öre.
     */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /**
     * The buyer's answers per step (personal info, financing, choices, accommodation), each
     * validated by its shared schema in src/shared/booking/ before it is stored.
     */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    coBuyerFirstName: text('co_buyer_first_name'),
    coBuyerLastName: text('co_buyer_last_name'),
    coBuyerEmail: text('co_buyer_email'),
    coBuyerSecurityNumber: text('co_buyer_security_number'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Exactly one buyer per home: a second active booking of the same home cannot be written.
    uniqueIndex('residence_bookings_one_active_per_object_idx')
      .on(table.objectId)
      .where(sql`${table.status} in ('pending', 'held', 'signed', 'paid', 'completed')`),
    // One home per buyer and stage (usercanbookinstage): a second start in the stage cannot be written.
    uniqueIndex('residence_bookings_one_active_per_buyer_stage_idx')
      .on(table.buyerUserId, table.stageId)
      .where(sql`${table.status} in ('pending', 'held', 'signed', 'paid', 'completed')`),
    uniqueIndex('residence_bookings_buyer_idempotency_idx').on(table.buyerUserId, table.idempotencyKey),
    index('residence_bookings_buyer_idx').on(table.buyerUserId),
    // The release task reads the holds that lapse (a signed booking's too: its fee is due by then).
    index('residence_bookings_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} in ('pending', 'held', 'signed')`),
  ],
);

/**
 * Interior options of a project (flow C's choices step, and the timeline's interior step until
 * the project's interior deadline). One option per group is chosen; the default costs nothing
 * extra. Prices in minor units of the project's currency.
 */
export const bookingInteriorOptions = pgTable(
  'booking_interior_options',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => bookingProjects.stageId),
    /** Stable key of the choice group (kitchen, floor, bathroom …). */
    groupKey: text('group_key').notNull(),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sort: smallint('sort').notNull(),
  },
  (table) => [
    index('booking_interior_options_stage_idx').on(table.stageId, table.groupKey),
    check('booking_interior_options_price_check', sql`${table.price} >= 0`),
  ],
);
