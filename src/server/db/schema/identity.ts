import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// ---- Identity and accounts (platform §3, §4, §7; flows §3.1; issue 4) ----------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased; null for a person known only by personal number. */
    email: text('email'),
    /** argon2id; null until the user sets a password (BankID-only accounts). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    /** Swedish personal number, 12 digits (YYYYMMDDNNNN). */
    securityNumber: text('security_number'),
    /** Norwegian national identity number or Finnish henkilötunnus, with its country. */
    nationalId: text('national_id'),
    nationalIdCountry: text('national_id_country', { enum: ['NO', 'FI'] }),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    countryId: integer('country_id').notNull().default(0),
    birthDate: date('birth_date'),
    newsLetter: boolean('news_letter').notNull().default(false),
    deceased: boolean('deceased').notNull().default(false),
    /** Has completed registration (an account, not only a person in registration data). */
    hasAccount: boolean('has_account').notNull().default(true),
    firstSsnLogin: boolean('first_ssn_login').notNull().default(true),
    /** The personal number must be activated before bank-identity login (MustActivatePid). */
    pidActivated: boolean('pid_activated').notNull().default(true),
    /** Only BankID may be used for this account (MustLoginWithBankId). */
    bankIdOnly: boolean('bank_id_only').notNull().default(false),
    /** An editor sees pages in edit mode (flows §6 "edit-mode user"); granted in the database only. */
    isEditor: boolean('is_editor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_security_number_idx').on(table.securityNumber),
    uniqueIndex('users_national_id_idx').on(table.nationalIdCountry, table.nationalId),
  ],
);

/** Housing associations (brfAccount) and their board members. */
export const associations = pgTable('associations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  organisationNumber: text('organisation_number').notNull(),
  siteKey: text('site_key').notNull(),
  /** Technical management by the company: the board may register and follow cases. */
  activeFinancialManagement: boolean('active_financial_management').notNull(),
  boardEmail: text('board_email').notNull().default(''),
});

export const boardMembers = pgTable(
  'board_members',
  {
    associationId: uuid('association_id')
      .notNull()
      .references(() => associations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.associationId, table.userId] })],
);

export const vipMemberships = pgTable(
  'vip_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    campaignCode: text('campaign_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteKey] })],
);

export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteKey] })],
);

export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  objectId: uuid('object_id').notNull(),
  objectNumber: text('object_number').notNull(),
  siteKey: text('site_key').notNull(),
  objectPageExists: boolean('object_page_exists').notNull().default(true),
  /** ongoing bookings make registration answer HasOngoingBusiness. */
  status: text('status', { enum: ['ongoing', 'completed', 'cancelled'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Favourites, interests and purchases: a user's relation to a stage or object. */
export const userResidences = pgTable(
  'user_residences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    relation: text('relation', { enum: ['favourite', 'interest', 'purchase'] }).notNull(),
    stageId: uuid('stage_id').notNull(),
    objectId: uuid('object_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_residences_user_idx').on(table.userId, table.relation)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    notificationType: text('notification_type', {
      enum: ['VipPayment', 'DocumentSigning', 'Case', 'SavedSearch'],
    }).notNull(),
    /** DocumentSigning: 'awaiting_signature' (signing) or another name (approval). */
    name: text('name').notNull(),
    /** The payment, document or errand the notification points to. */
    targetId: uuid('target_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_site_idx').on(table.userId, table.siteKey)],
);

/** Issued login tokens: logout revokes one, and a revoked token is refused. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/** Single-use links: password reset, set password, change email. Only a hash is stored. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['reset-password', 'set-password', 'change-email'] }).notNull(),
  newEmail: text('new_email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Mail the portal sends; without SMTP configured it stays here and a dev page lists it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate-limit counters shared by every server instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * A bank-identity login in progress (BankID order, or an OIDC authorization with its PKCE
 * verifier, state and nonce). Kept in the database so polling works across instances.
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider', { enum: ['bank_id', 'eident', 'signicat'] }).notNull(),
    purpose: text('purpose', {
      enum: ['login', 'loginBoardMember', 'register', 'update', 'booking'],
    }).notNull(),
    context: text('context', {
      enum: ['private', 'board-member', 'private-case', 'board-member-case'],
    }).notNull(),
    siteKey: text('site_key').notNull(),
    environment: text('environment').notNull(),
    returnUrl: text('return_url').notNull().default(''),
    /** BankID: orderRef, autoStartToken, qrStartToken, qrStartSecret, order time. */
    orderRef: text('order_ref'),
    autoStartToken: text('auto_start_token'),
    qrStartToken: text('qr_start_token'),
    qrStartSecret: text('qr_start_secret'),
    /** BankID: SHA-256 of the browser-binding cookie set at start; status and cancel need it. */
    bindingHash: text('binding_hash'),
    /** OIDC: state, nonce and PKCE code verifier. */
    oidcState: text('oidc_state'),
    oidcNonce: text('oidc_nonce'),
    codeVerifier: text('code_verifier'),
    status: text('status', { enum: ['pending', 'complete', 'failed', 'cancelled'] }).notNull(),
    hintCode: text('hint_code'),
    /** The identified person once complete: personal number or national id, names. */
    identity: jsonb('identity').$type<Record<string, string>>(),
    /** The login outcome handed to the client (platform §4 "Login outcomes"). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    lastCollectAt: timestamp('last_collect_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('identity_sessions_order_ref_idx').on(table.orderRef)],
);

/** The BankID simulator's own orders (it stands in for the BankID service, not the portal). */
export const bankIdSimulatorOrders = pgTable('bankid_simulator_orders', {
  orderRef: uuid('order_ref').primaryKey(),
  kind: text('kind', { enum: ['auth', 'sign'] }).notNull(),
  personalNumber: text('personal_number'),
  endUserIp: text('end_user_ip').notNull(),
  autoStartToken: uuid('auto_start_token').notNull(),
  qrStartToken: uuid('qr_start_token').notNull(),
  qrStartSecret: uuid('qr_start_secret').notNull(),
  userVisibleData: text('user_visible_data'),
  status: text('status', { enum: ['pending', 'failed', 'complete'] }).notNull(),
  hintCode: text('hint_code').notNull(),
  /** Set when a tester approves: the person who signed. */
  completedPersonalNumber: text('completed_personal_number'),
  /** When the relying party collected the order in its final state: it cannot be collected again. */
  finalCollectedAt: timestamp('final_collected_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
