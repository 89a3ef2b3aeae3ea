import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../../shared/payments/payment-status';
import { residenceBookings } from './booking';
import { users } from './identity';

// ---- Payments (flows §3.2, §3.6; issue 14 item 6, issue 15 item 5) ---------------------------
// A payment is what a person owes (a VIP fee, a booking fee); an attempt is one try to pay it
// through a provider. Amounts are integers in minor units (öre, cents) end to end.

export const PAYMENT_PURPOSES = ['vip', 'booking-fee'] as const;
export const PAYMENT_PROVIDERS = ['swish', 'card', 'bank'] as const;
/**
 * `opening`: claimed by a start that is asking the provider (no provider reference yet);
 * `created`: open at the provider, waiting for the payer. Both are open; the rest are final.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'opening',
  'created',
  'paid',
  'declined',
  'error',
  'cancelled',
] as const;
export const OPEN_ATTEMPT_STATUSES = ['opening', 'created'] as const;
export const CURRENCIES = ['SEK', 'NOK', 'EUR'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    /** flows §3.2; Reminder1 counts as active (unpaid) only on the Norwegian site. */
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    payedWithCode: boolean('payed_with_code').notNull().default(false),
    /** Minor units of `currency`; a bigint, so no amount over 21.4 million kronor overflows. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('SEK'),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('vip'),
    /** The booking whose fee this is (purpose booking-fee). */
    bookingId: uuid('booking_id').references(() => residenceBookings.id),
    dueDate: date('due_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidWith: text('paid_with', { enum: PAYMENT_PROVIDERS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_site_idx').on(table.userId, table.siteKey),
    // One fee per booking: a second start of the payment step reuses it.
    uniqueIndex('payments_booking_purpose_idx')
      .on(table.bookingId, table.purpose)
      .where(sql`${table.bookingId} is not null`),
    check('payments_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * One try to pay a payment through Swish, card (Svea-style checkout) or bank (Nordea-style
 * initiation). `providerReference` is the provider's id of the request (Swish instruction UUID,
 * the card checkout's client order number, the bank's payment id): unique per provider, so a
 * retried start or a callback that comes twice finds the same row. At most one attempt of a
 * payment is open: a start claims its row under the payment's row lock (claimAttempt in
 * modules/payments/payment-claim-repository.ts) after closing the open one at its provider.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Null while the attempt is `opening`: the provider has not answered the start yet. */
    providerReference: text('provider_reference'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull(),
    /** The provider's error code (Swish RP06, BANKIDCL …) when declined or failed. */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_attempts_provider_reference_idx').on(table.provider, table.providerReference),
    // A payment is recorded once, however many callbacks and polls report it paid.
    uniqueIndex('payment_attempts_one_paid_idx').on(table.paymentId).where(sql`${table.status} = 'paid'`),
    index('payment_attempts_payment_idx').on(table.paymentId),
    // The reconcile job reads the open attempts, oldest first.
    index('payment_attempts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('opening', 'created')`),
    check('payment_attempts_amount_check', sql`${table.amount} > 0`),
  ],
);
