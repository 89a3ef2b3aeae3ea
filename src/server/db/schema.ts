import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
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
import type {
  Breadcrumb,
  CareerNavigation,
  CrisisBanner,
  Footer,
  Navigation,
  PopularSearch,
  Seo,
} from '../../shared/page/page-payload';

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

// ---- Residence catalogue (platform §3, §4; issue 3) ----------------------------------------
// Enumerated columns hold the fixed ids of shared/residence/residence-enums.ts.
// `search_name` columns are lower-cased and accent-folded in code (unaccent() is not
// immutable, so it cannot back an index); trigram indexes serve typo-tolerant lookups.

const coordinates = {
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
};

export const counties = pgTable(
  'counties',
  {
    id: uuid('id').primaryKey(),
    country: text('country', { enum: ['SE', 'NO', 'FI'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...coordinates,
  },
  (table) => [uniqueIndex('counties_country_slug_idx').on(table.country, table.slug)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: uuid('id').primaryKey(),
    countyId: uuid('county_id')
      .notNull()
      .references(() => counties.id),
    country: text('country', { enum: ['SE', 'NO', 'FI'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...coordinates,
  },
  (table) => [uniqueIndex('municipalities_country_slug_idx').on(table.country, table.slug)],
);

export const residenceAreas = pgTable(
  'residence_areas',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    ...coordinates,
    /** Picks the look of the generated pictures. */
    imageStyle: integer('image_style').notNull().default(0),
  },
  (table) => [
    uniqueIndex('residence_areas_site_path_idx').on(table.siteId, table.path),
    index('residence_areas_municipality_idx').on(table.municipalityId),
  ],
);

export const residenceStages = pgTable(
  'residence_stages',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    siteOrgId: uuid('site_org_id').notNull(),
    areaId: uuid('area_id').references(() => residenceAreas.id),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    stageStatus: smallint('stage_status').notNull(),
    concept: smallint('concept'),
    /** Label printed on the card, e.g. "Sista bostaden" or "Ny etapp". */
    label: text('label'),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    ...coordinates,
    inhabitDate: date('inhabit_date').notNull(),
    inhabitDateEnd: date('inhabit_date_end'),
    inhabitDetermined: boolean('inhabit_determined').notNull(),
    vipStart: timestamp('vip_start', { withTimezone: true }),
    vipEnd: timestamp('vip_end', { withTimezone: true }),
    hasExtraShowingsInfo: boolean('has_extra_showings_info').notNull().default(false),
    /** Finnish plot type (own, optional rental, rental). */
    plotType: smallint('plot_type'),
    // Announced ranges of a stage with no objects on sale yet (planned, VIP); null once
    // objects exist, whose own values then count.
    plannedHomeTypes: smallint('planned_home_types').array().notNull().default(sql`'{}'::smallint[]`),
    plannedDisposalForms: smallint('planned_disposal_forms').array().notNull().default(sql`'{}'::smallint[]`),
    plannedMinPrice: integer('planned_min_price'),
    plannedMaxPrice: integer('planned_max_price'),
    plannedMinRooms: smallint('planned_min_rooms'),
    plannedMaxRooms: smallint('planned_max_rooms'),
    plannedMinArea: integer('planned_min_area'),
    plannedMaxArea: integer('planned_max_area'),
    /** Staff of the project: role and name (platform §3 "Staff roles"). */
    staff: jsonb('staff')
      .$type<{ role: string; name: string; phone: string; email: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Editorial order of "recommended": lower comes first. */
    sortRank: integer('sort_rank').notNull(),
    imageStyle: integer('image_style').notNull().default(0),
  },
  (table) => [
    uniqueIndex('residence_stages_site_path_idx').on(table.siteId, table.path),
    index('residence_stages_site_status_idx').on(table.siteId, table.stageStatus),
    index('residence_stages_area_idx').on(table.areaId),
    index('residence_stages_municipality_idx').on(table.municipalityId),
  ],
);

export const residenceObjects = pgTable(
  'residence_objects',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => residenceStages.id),
    siteId: uuid('site_id').notNull(),
    objectNumber: text('object_number').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    homeType: smallint('home_type').notNull(),
    disposalForm: smallint('disposal_form').notNull(),
    rooms: smallint('rooms').notNull(),
    livingArea: doublePrecision('living_area').notNull(),
    plotArea: integer('plot_area'),
    price: integer('price').notNull(),
    /** Finland: debt-free price (velaton hinta); the sales price is `price`. */
    totalPrice: integer('total_price'),
    monthlyFee: integer('monthly_fee').notNull(),
    floor: smallint('floor').notNull(),
    buildingFloors: smallint('building_floors').notNull(),
    outdoorSpaces: smallint('outdoor_spaces').array().notNull().default(sql`'{}'::smallint[]`),
    parking: smallint('parking').notNull(),
    direction: smallint('direction').notNull(),
    inhabitDate: date('inhabit_date').notNull(),
    inhabitDetermined: boolean('inhabit_determined').notNull(),
    ...coordinates,
  },
  (table) => [
    uniqueIndex('residence_objects_stage_number_idx').on(table.stageId, table.objectNumber),
    index('residence_objects_site_status_idx').on(table.siteId, table.status),
    // Matching objects are read per stage and searched status.
    index('residence_objects_stage_status_idx').on(table.stageId, table.status),
    index('residence_objects_price_idx').on(table.price),
    uniqueIndex('residence_objects_site_path_idx').on(table.siteId, table.path),
  ],
);

export const residenceShowings = pgTable(
  'residence_showings',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => residenceStages.id),
    /** null: a showing of the stage (its show apartment), open for all its objects. */
    objectId: uuid('object_id').references(() => residenceObjects.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('residence_showings_stage_idx').on(table.stageId, table.startsAt),
    // The viewing filter asks for showings that have not ended yet.
    index('residence_showings_stage_end_idx').on(table.stageId, table.endsAt),
  ],
);

export const residenceTags = pgTable(
  'residence_tags',
  {
    id: uuid('id').primaryKey(),
    country: text('country', { enum: ['SE', 'NO', 'FI'] }).notNull(),
    kind: text('kind', { enum: ['county', 'municipality', 'area', 'stage', 'keyword'] }).notNull(),
    name: text('name').notNull(),
    /** Lower case, accents folded: what typed text is compared with. */
    searchName: text('search_name').notNull(),
    url: text('url').notNull(),
    /** Weight of the tag among suggestions with equal match (counties before keywords). */
    rank: smallint('rank').notNull().default(0),
  },
  (table) => [
    uniqueIndex('residence_tags_country_url_idx').on(table.country, table.url),
    index('residence_tags_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
  ],
);

export const residenceStageTags = pgTable(
  'residence_stage_tags',
  {
    stageId: uuid('stage_id')
      .notNull()
      .references(() => residenceStages.id),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => residenceTags.id),
  },
  (table) => [
    primaryKey({ columns: [table.stageId, table.tagId] }),
    index('residence_stage_tags_tag_idx').on(table.tagId),
  ],
);

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
  ],
);

/** What visitors send with the forms on pages (showing form, order form, modal contact). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteKey: text('site_key').notNull(),
    form: text('form', { enum: ['showing', 'order', 'contact'] }).notNull(),
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

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  siteKey: text('site_key').notNull(),
  /** flows §3.2 payment statuses, e.g. Unpaid, Paid, Refunded. */
  status: text('status').notNull(),
  payedWithCode: boolean('payed_with_code').notNull().default(false),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
      enum: ['VipPayment', 'DocumentSigning', 'Case'],
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
  /** null: stored only (no SMTP); otherwise when SMTP accepted it. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
