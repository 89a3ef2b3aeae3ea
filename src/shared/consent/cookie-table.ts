import type { ConsentCategory } from './consent-setting';

// Every cookie of platform §9 with its lifetime and the consent it needs. The spec gives
// "6 units" and "1 unit" without the unit: we read them as months and a year (the usual consent
// lifetimes; the 30 of interest is read as days). Cookies the visitor's own action sets for the
// site to work (search state, consent answer, session token) are essential. Every cookie is
// written Secure except on local hosts (plain http) with SameSite lax and path / (web
// browser/cookies.ts).

export type CookieCategory = 'essential' | ConsentCategory;

export interface CookieSpec {
  name: string;
  category: CookieCategory;
  /** Lifetime in days; 'session' ends with the browser session. Minutes where days would round badly. */
  lifetime: { days: number } | { minutes: number } | 'session';
}

const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

export const COOKIES = Object.freeze({
  /** The logged-in session token (HttpOnly: page scripts cannot read it). */
  jwtToken: {
    name: 'jwtToken',
    category: 'essential',
    lifetime: { minutes: 60 },
  },
  /** Set and cleared with jwtToken; holds no token, only tells the page to ask for its session. */
  loggedIn: {
    name: 'logged-in',
    category: 'essential',
    lifetime: { minutes: 60 },
  },
  /** Binds a BankID login to the browser that started it (HttpOnly, account service only). */
  bankIdSession: {
    name: 'bankid_session',
    category: 'essential',
    lifetime: { minutes: 4 },
  },
  /** Anonymous visitor id (anon- plus a random id): last-visited residences and geo=auto ordering. */
  jmuid: {
    name: 'jmuid',
    category: 'statistics',
    lifetime: { days: 6 * MONTH_DAYS },
  },
  /** The visitor's cookie choice, so the question is not asked again. */
  consentSettings: {
    name: 'user-consent-settings',
    category: 'essential',
    lifetime: { days: 6 * MONTH_DAYS },
  },
  /** Remembers that the visitor answered a question, so it is not asked again. */
  pidAnswered: {
    name: 'pid-answered',
    category: 'essential',
    lifetime: { days: YEAR_DAYS },
  },
  /** The interest registrations the visitor made, to show them as registered. */
  interest: {
    name: 'interest',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** 'source,medium' of the campaign link the visitor came from (utm_source, utm_medium). */
  sourceMedium: {
    name: 'source-medium',
    category: 'marketing',
    lifetime: { days: 30 },
  },
  /** The result type last chosen in residence search (default stage). */
  residenceType: {
    name: 'user-residence-type',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** Scroll offset of the search result list, restored on return. */
  scrollPosition: {
    name: 'scroll-position',
    category: 'essential',
    lifetime: { days: 1 },
  },
  /** How many search results were loaded. */
  searchResultItems: {
    name: 'searchresult-items',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** The residence picked in the result list. */
  selectedResidence: {
    name: 'selected-residence',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** The premises search filters. */
  premisesFilters: {
    name: 'premises--filters',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** Remembers that the favourites notice was seen. */
  favoriteNotice: {
    name: 'favorite-notice',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** Progress of a residence purchase. */
  buyResidence: {
    name: 'buy-residence',
    category: 'essential',
    lifetime: { days: 30 },
  },
  /** State of a case-management form. */
  caseManagement: {
    name: 'case-management',
    category: 'essential',
    lifetime: 'session',
  },
} satisfies Record<string, CookieSpec>);

export type CookieKey = keyof typeof COOKIES;

/** Lifetime in days as writeCookie takes it (fractions for minutes); null for session cookies. */
export function lifetimeDays(spec: CookieSpec): number | null {
  if (spec.lifetime === 'session') return null;
  return 'days' in spec.lifetime ? spec.lifetime.days : spec.lifetime.minutes / (24 * 60);
}

/** Names of the cookies that must not exist without consent for their category. */
export function nonEssentialCookieNames(): string[] {
  return Object.values(COOKIES as Record<string, CookieSpec>)
    .filter((spec) => spec.category !== 'essential')
    .map((spec) => spec.name);
}

/** The anonymous visitor id: "anon-" and a random id, the form the server also checks. */
export const VISITOR_ID_PATTERN = /^anon-[0-9a-f-]{8,64}$/;

export function newVisitorId(randomUuid: () => string): string {
  return `anon-${randomUuid()}`;
}

/** 'source,medium' from the landing URL's utm_source and utm_medium; null when neither is present. */
export function sourceMediumFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  const source = params.get('utm_source')?.trim() ?? '';
  const medium = params.get('utm_medium')?.trim() ?? '';
  if (!source && !medium) return null;
  return `${source},${medium}`;
}
