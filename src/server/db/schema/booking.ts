import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
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
    /** Booking fee in minor units (öre, cents) of `currency`; 0 for none. */
    bookingFee: integer('booking_fee').notNull(),
    currency: text('currency', { enum: ['SEK', 'NOK', 'EUR'] }).notNull(),
    /** How long a started booking holds the home before it is released. */
    holdMinutes: integer('hold_minutes').notNull(),
    /** The booking agreement's terms, in the site's language. */
    contractTerms: text('contract_terms').notNull(),
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
    bookingFee: integer('booking_fee').notNull(),
    currency: text('currency', { enum: ['SEK', 'NOK', 'EUR'] }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
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
    // The release task reads the holds that lapse.
    index('residence_bookings_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} in ('pending', 'held')`),
  ],
);
