import type { ConsentCategory } from './consent-setting';

// Every cookie the portal sets, with its lifetime and the consent it needs (issue 35 item 2): the
// code writes each by its entry here, the cookies page lists this table (a block the server fills
// in, cookie-descriptions.ts), and a browser test fails on any cookie set that is not here. The
// spec's pid-answered and case-management are left out: nothing of the portal sets them. The
// spec gives "6 units" and "1 unit" without the unit: read as months. Cookies the visitor's own
// action sets for the site to work (search state, consent answer, session, a flow's progress) are
// essential. Every cookie is written Secure except on local hosts (plain http) with SameSite lax.

export type CookieCategory = 'essential' | ConsentCategory;

export type CookieLifetime =
  | { days: number }
  | { minutes: number }
  | 'session'
  /** Lives until the booking's hold ends (at most the hold's length). */
  | 'hold';

export interface CookieSpec {
  name: string;
  category: CookieCategory;
  /** Lifetime in days; minutes where days would round badly. */
  lifetime: CookieLifetime;
  /**
   * Who writes it: the server (Set-Cookie) or the page's script; 'api' for a cookie the server
   * sets only when an API client calls its route, which no page of the portal calls.
   */
  setBy: 'server' | 'page' | 'api';
}

const MONTH_DAYS = 30;

// Each cookie is a constant of its own, so a page's bundle carries only the cookies it writes;
// COOKIES gathers them for the server, the cookies page and the tests.
/** The logged-in session token (HttpOnly: page scripts cannot read it). */
export const jwtTokenCookie = {
  name: 'jwtToken',
  category: 'essential',
  lifetime: { minutes: 60 },
  setBy: 'server',
} as const satisfies CookieSpec;
/** Set and cleared with jwtToken; holds no token, only tells the page to ask for its session. */
export const loggedInCookie = {
  name: 'logged-in',
  category: 'essential',
  lifetime: { minutes: 60 },
  setBy: 'server',
} as const satisfies CookieSpec;
/** Binds a BankID login to the browser that started it (HttpOnly, account service only). */
export const bankIdSessionCookie = {
  name: 'bankid_session',
  category: 'essential',
  lifetime: { minutes: 4 },
  setBy: 'server',
} as const satisfies CookieSpec;
/** Binds a Norwegian or Finnish e-identification to the browser that started it (HttpOnly). */
export const eidentSessionCookie = {
  name: 'eident_session',
  category: 'essential',
  lifetime: { minutes: 15 },
  setBy: 'server',
} as const satisfies CookieSpec;
/** A browser that logged in to an account before keeps its own login attempts during an attack. */
export const knownDeviceCookie = {
  name: 'hvDevice',
  category: 'essential',
  lifetime: { days: 6 * MONTH_DAYS },
  setBy: 'server',
} as const satisfies CookieSpec;
/** Anonymous visitor id (anon- plus a random id): last-visited residences and geo=auto ordering. */
export const jmuidCookie = {
  name: 'jmuid',
  category: 'statistics',
  lifetime: { days: 6 * MONTH_DAYS },
  setBy: 'page',
} as const satisfies CookieSpec;
/** The visitor's cookie choice, so the question is not asked again. */
export const consentSettingsCookie = {
  name: 'user-consent-settings',
  category: 'essential',
  lifetime: { days: 6 * MONTH_DAYS },
  setBy: 'page',
} as const satisfies CookieSpec;
/** The homes the visitor registered interest in, to show them as registered. */
export const interestCookie = {
  name: 'interest',
  category: 'essential',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** 'source,medium' of the campaign link the visitor came from (utm_source, utm_medium). */
export const sourceMediumCookie = {
  name: 'source-medium',
  category: 'marketing',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** The result type last chosen in residence search (default stage). */
export const residenceTypeCookie = {
  name: 'user-residence-type',
  category: 'essential',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** Scroll offset of the search result list, restored on return. */
export const scrollPositionCookie = {
  name: 'scroll-position',
  category: 'essential',
  lifetime: { days: 1 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** How many search results were loaded. */
export const searchResultItemsCookie = {
  name: 'searchresult-items',
  category: 'essential',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** The residence picked in the result list. */
export const selectedResidenceCookie = {
  name: 'selected-residence',
  category: 'essential',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** The premises search filters. */
export const premisesFiltersCookie = {
  name: 'premises--filters',
  category: 'essential',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** Remembers that the favourites notice was seen. */
export const favoriteNoticeCookie = {
  name: 'favorite-notice',
  category: 'essential',
  lifetime: { days: 30 },
  setBy: 'page',
} as const satisfies CookieSpec;
/** The booking in progress, so a reload finds it again. */
export const buyResidenceCookie = {
  name: 'buy-residence',
  category: 'essential',
  lifetime: { days: 7 },
  setBy: 'server',
} as const satisfies CookieSpec;
/** When the booking's hold ends, for the flow's countdown. */
export const buyResidenceExpireCookie = {
  name: 'buy-residence-expire',
  category: 'essential',
  lifetime: 'hold',
  // GET buyresidenceexpire (flows §4.5); the portal's own countdown reads the booking instead.
  setBy: 'api',
} as const satisfies CookieSpec;
/** The agreement being signed, so the sign step resumes after the BankID app. */
export const buyResidenceSignCookie = {
  name: 'buy-residence-sign',
  category: 'essential',
  lifetime: { minutes: 30 },
  setBy: 'server',
} as const satisfies CookieSpec;
/** The fault report being written (without its photos), so a reload or a login keeps it. */
export const faultReportDraftCookie = {
  name: 'faultReportDraft',
  category: 'essential',
  lifetime: { minutes: 120 },
  setBy: 'page',
} as const satisfies CookieSpec;

export const COOKIES = {
  jwtToken: jwtTokenCookie,
  loggedIn: loggedInCookie,
  bankIdSession: bankIdSessionCookie,
  eidentSession: eidentSessionCookie,
  knownDevice: knownDeviceCookie,
  jmuid: jmuidCookie,
  consentSettings: consentSettingsCookie,
  interest: interestCookie,
  sourceMedium: sourceMediumCookie,
  residenceType: residenceTypeCookie,
  scrollPosition: scrollPositionCookie,
  searchResultItems: searchResultItemsCookie,
  selectedResidence: selectedResidenceCookie,
  premisesFilters: premisesFiltersCookie,
  favoriteNotice: favoriteNoticeCookie,
  buyResidence: buyResidenceCookie,
  buyResidenceExpire: buyResidenceExpireCookie,
  buyResidenceSign: buyResidenceSignCookie,
  faultReportDraft: faultReportDraftCookie,
} satisfies Record<string, CookieSpec>;

export type CookieKey = keyof typeof COOKIES;

/** Lifetime in days as writeCookie takes it (fractions for minutes); null for session cookies. */
export function lifetimeDays(spec: CookieSpec): number | null {
  if (spec.lifetime === 'session' || spec.lifetime === 'hold') return null;
  return 'days' in spec.lifetime ? spec.lifetime.days : spec.lifetime.minutes / (24 * 60);
}

/** Max-Age in seconds of a cookie with a fixed lifetime (the server's Set-Cookie). */
export function maxAgeSeconds(spec: CookieSpec): number {
  const days = lifetimeDays(spec);
  if (days === null) throw new Error(`${spec.name} has no fixed lifetime`);
  return Math.round(days * 24 * 60 * 60);
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
