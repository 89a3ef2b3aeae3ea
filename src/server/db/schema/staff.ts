import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { users } from './identity';

// ---- The other side of the desk (issue 13 item 7): case handlers and their comments --------

/**
 * A user who handles the cases of a site. A row per site keeps authorisation one lookup: the
 * staff routes see exactly the cases whose site the caller handles, and no row means no access.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    role: text('role', { enum: ['caseHandler'] })
      .notNull()
      .default('caseHandler'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteKey] })],
);

/** A case handler's comment on a case; the reporter (and the association's board) reads it. */
export const caseComments = pgTable(
  'case_comments',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('case_comments_case_idx').on(table.caseId, table.createdAt)],
);
