import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_ALERT_FREQUENCY,
  SAVED_SEARCH_ALERT_FREQUENCIES,
} from '../../../shared/validation/form-rules';
import { users } from './identity';
import { residenceObjects, residenceShowings } from './residence';

// ---- My pages: saved searches and VIP showing places (issue 15 items 8 and 12) ---------------

/** A residence search a person saved: the search page's URL state, renamed as they like. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    name: text('name').notNull(),
    /** The search page's query string (filters, sort, view) as the page wrote it. */
    query: text('query').notNull(),
    /** How often the job alerts the person of new homes (issue 33 item 12). */
    alertFrequency: text('alert_frequency', { enum: SAVED_SEARCH_ALERT_FREQUENCIES })
      .notNull()
      .default(DEFAULT_ALERT_FREQUENCY),
    /** When the job last mailed (and rang) new homes: a daily or weekly search waits from here. */
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_site_idx').on(table.userId, table.siteKey),
    check(
      'saved_searches_alert_frequency_check',
      sql`${table.alertFrequency} in ('immediately', 'daily', 'weekly', 'never')`,
    ),
  ],
);

/**
 * Homes a saved search knows of: those matching when it was saved, and each one the job found
 * since. `notified_at` is when a home stopped being news: at the save (the person saw it), when
 * it was mailed, or when a search that alerts `never` found it. A row without it waits for the
 * next alert of a daily or weekly search.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    objectId: uuid('object_id')
      .notNull()
      .references(() => residenceObjects.id),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.objectId] })],
);

/** A place booked on a VIP showing; the showing's capacity bounds how many rows it may have. */
export const showingRegistrations = pgTable(
  'showing_registrations',
  {
    showingId: uuid('showing_id')
      .notNull()
      .references(() => residenceShowings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.showingId, table.userId] }),
    uniqueIndex('showing_registrations_user_idx').on(table.userId, table.showingId),
  ],
);
