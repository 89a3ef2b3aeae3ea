// The route table: every internal link is built from here, never typed inline, because the
// same page has a different path per site and language (platform §2, §3 "Site configuration").
// Paths given by platform §2 are copied exactly; the rest are natural paths in the site's
// language. The English sub-site lists every purpose under /en/, even those switched off by
// its flags (login, my pages): flags decide whether a link is shown, not where it points.

import type { SiteKey } from './site-types';

export const ROUTE_PURPOSES = [
  'home',
  'aboutUs',
  'searchHomes',
  'textSearch',
  'corporateSearch',
  'premises',
  'residencePages',
  'clickToBuy',
  'clickToBuyInfo',
  'clickToBuyContract',
  // The booking's landing pages after it succeeds or fails at a provider (issue 35 item 4).
  'clickToBuySuccess',
  'clickToBuyError',
  'login',
  'createAccount',
  'forgotPassword',
  'consent',
  'career',
  'openJobs',
  'succession',
  'aboutVip',
  'ecoLabel',
  'cookies',
  'personalData',
  'faultReport',
  'myPages',
  'myHomes',
  'myResidence',
  'mySettings',
  'myNews',
  'myDocuments',
  'mySavedSearches',
  'myPayments',
  'myErrands',
  'myTimeline',
  'myContacts',
  'myVip',
  'myVipShowings',
  // The board member's page of the association's buildings and errands (flows §2.2, §6).
  'myBoard',
  // Beyond the spec (issue 13 item 7): the case handler's view, for staff only.
  'caseHandler',
  // Public templates of flows §2.2 (issue 35 item 4): the areas list, purchase notification, payment page.
  'areas',
  'purchaseNotification',
  'payment',
] as const;
export type RoutePurpose = (typeof ROUTE_PURPOSES)[number];

export type RouteTable = { readonly [P in RoutePurpose]?: string };

/** Step sub-paths of my timeline (flows §2.4); the spec names them, so they are not translated. */
export const TIMELINE_STEPS = ['contract', 'interior', 'inspection', 'payment', 'move-in'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

// Only the Finnish site has residence pages for search engines (platform §2).
type CommonPurpose = Exclude<RoutePurpose, 'residencePages'>;

const SWEDISH = {
  home: '/',
  aboutUs: '/om-oss/',
  searchHomes: '/sok-bostad/',
  textSearch: '/sok/',
  corporateSearch: '/om-oss/sok/',
  premises: '/lokaler/',
  clickToBuy: '/boka/',
  clickToBuyInfo: '/boka/info/',
  clickToBuyContract: '/boka/bokningsavtal/',
  clickToBuySuccess: '/boka/klart/',
  clickToBuyError: '/boka/fel/',
  login: '/logga-in/',
  createAccount: '/skapa-konto/',
  forgotPassword: '/glomt-losenord/',
  consent: '/samtycke/',
  career: '/karriar/',
  openJobs: '/karriar/lediga-jobb/',
  succession: '/maklar-objekt/',
  aboutVip: '/om-vip/',
  ecoLabel: '/miljomarkning/',
  cookies: '/cookies/',
  personalData: '/personuppgifter/',
  faultReport: '/kontakt/felanmalan/',
  myPages: '/mina-sidor/',
  myHomes: '/mina-sidor/mina-bostader/',
  myResidence: '/mina-sidor/min-bostad/',
  mySettings: '/mina-sidor/installningar/',
  myNews: '/mina-sidor/nyheter/',
  myDocuments: '/mina-sidor/mina-dokument/',
  mySavedSearches: '/mina-sidor/sparade-sokningar/',
  myPayments: '/mina-sidor/betalningar/',
  myErrands: '/mina-sidor/arenden/',
  myTimeline: '/mina-sidor/tidslinje/',
  myContacts: '/mina-sidor/kontakter/',
  myVip: '/mina-sidor/vip/',
  myVipShowings: '/mina-sidor/vip-visningar/',
  myBoard: '/mina-sidor/styrelse/',
  caseHandler: '/mina-sidor/arendehantering/',
  areas: '/omraden/',
  purchaseNotification: '/kopanmalan/',
  payment: '/betala/',
} as const satisfies Record<CommonPurpose, string>;

const ENGLISH = {
  home: '/en/',
  aboutUs: '/en/about-us/',
  searchHomes: '/en/search-homes/',
  textSearch: '/en/search/',
  corporateSearch: '/en/about-us/search/',
  premises: '/en/premises/',
  clickToBuy: '/en/book/',
  clickToBuyInfo: '/en/book/info/',
  clickToBuyContract: '/en/book/booking-agreement/',
  clickToBuySuccess: '/en/book/complete/',
  clickToBuyError: '/en/book/error/',
  login: '/en/login/',
  createAccount: '/en/create-account/',
  forgotPassword: '/en/forgot-password/',
  consent: '/en/consent/',
  career: '/en/career/',
  openJobs: '/en/career/open-jobs/',
  succession: '/en/broker-objects/',
  aboutVip: '/en/about-vip/',
  ecoLabel: '/en/eco-label/',
  cookies: '/en/cookies/',
  personalData: '/en/personal-data/',
  faultReport: '/en/contact/fault-report/',
  myPages: '/en/my-pages/',
  myHomes: '/en/my-pages/my-homes/',
  myResidence: '/en/my-pages/my-residence/',
  mySettings: '/en/my-pages/settings/',
  myNews: '/en/my-pages/news/',
  myDocuments: '/en/my-pages/documents/',
  mySavedSearches: '/en/my-pages/saved-searches/',
  myPayments: '/en/my-pages/payments/',
  myErrands: '/en/my-pages/errands/',
  myTimeline: '/en/my-pages/timeline/',
  myContacts: '/en/my-pages/contacts/',
  myVip: '/en/my-pages/vip/',
  myVipShowings: '/en/my-pages/vip-showings/',
  myBoard: '/en/my-pages/board/',
  caseHandler: '/en/my-pages/case-handling/',
  areas: '/en/areas/',
  purchaseNotification: '/en/purchase-notification/',
  payment: '/en/pay/',
} as const satisfies Record<CommonPurpose, string>;

// Norway reuses the Swedish corporate search, premises and click-to-buy paths (platform §2).
const NORWEGIAN = {
  home: '/',
  aboutUs: '/om-oss/',
  searchHomes: '/finn-din-bolig/',
  textSearch: '/sok/',
  corporateSearch: '/om-oss/sok/',
  premises: '/lokaler/',
  clickToBuy: '/boka/',
  clickToBuyInfo: '/boka/info/',
  clickToBuyContract: '/boka/bokningsavtal/',
  clickToBuySuccess: '/boka/fullfort/',
  clickToBuyError: '/boka/feil/',
  login: '/logg-inn/',
  createAccount: '/registrer-deg/',
  forgotPassword: '/glemt-passord/',
  consent: '/samtykke/',
  career: '/karriere/',
  openJobs: '/karriere/ledige-stillinger/',
  succession: '/meglerobjekter/',
  aboutVip: '/om-vip/',
  ecoLabel: '/miljomerking/',
  cookies: '/informasjonskapsler/',
  personalData: '/personvern/',
  faultReport: '/kontakt/feilmelding/',
  myPages: '/mine-sider/',
  myHomes: '/mine-sider/mine-boliger/',
  myResidence: '/mine-sider/min-bolig/',
  mySettings: '/mine-sider/innstillinger/',
  myNews: '/mine-sider/nyheter/',
  myDocuments: '/mine-sider/mine-dokumenter/',
  mySavedSearches: '/mine-sider/lagrede-sok/',
  myPayments: '/mine-sider/betalinger/',
  myErrands: '/mine-sider/saker/',
  myTimeline: '/mine-sider/tidslinje/',
  myContacts: '/mine-sider/kontakter/',
  myVip: '/mine-sider/vip/',
  myVipShowings: '/mine-sider/vip-visninger/',
  myBoard: '/mine-sider/styret/',
  caseHandler: '/mine-sider/saksbehandling/',
  areas: '/omrader/',
  purchaseNotification: '/kjopsmelding/',
  payment: '/betaling/',
} as const satisfies Record<CommonPurpose, string>;

// The about-us root follows the spec's corporate search path /tietoa-jmsta/hae/.
const FINNISH = {
  home: '/',
  aboutUs: '/tietoa-jmsta/',
  searchHomes: '/myytavat-asunnot/',
  textSearch: '/hae/',
  corporateSearch: '/tietoa-jmsta/hae/',
  premises: '/liiketilat/',
  residencePages: '/asunnot/',
  clickToBuy: '/varaus/',
  clickToBuyInfo: '/varaus/info/',
  clickToBuyContract: '/varaus/varaussopimus/',
  clickToBuySuccess: '/varaus/valmis/',
  clickToBuyError: '/varaus/virhe/',
  login: '/kirjaudu-sisaan/',
  createAccount: '/luo-tili/',
  forgotPassword: '/unohtuiko-salasana/',
  consent: '/suostumus/',
  career: '/ura/',
  openJobs: '/ura/avoimet-tyopaikat/',
  succession: '/valittajakohteet/',
  aboutVip: '/tietoa-vipista/',
  ecoLabel: '/ymparistomerkki/',
  cookies: '/evasteet/',
  personalData: '/tietosuoja/',
  faultReport: '/ota-yhteytta/vikailmoitus/',
  myPages: '/sivuni/',
  myHomes: '/sivuni/asuntoni/',
  myResidence: '/sivuni/kotini/',
  mySettings: '/sivuni/asetukset/',
  myNews: '/sivuni/uutiset/',
  myDocuments: '/sivuni/asiakirjat/',
  mySavedSearches: '/sivuni/tallennetut-haut/',
  myPayments: '/sivuni/maksut/',
  myErrands: '/sivuni/palvelupyynnot/',
  myTimeline: '/sivuni/aikajana/',
  myContacts: '/sivuni/yhteystiedot/',
  myVip: '/sivuni/vip/',
  myVipShowings: '/sivuni/vip-esittelyt/',
  myBoard: '/sivuni/hallitus/',
  caseHandler: '/sivuni/asioiden-kasittely/',
  areas: '/alueet/',
  purchaseNotification: '/ostoilmoitus/',
  payment: '/maksu/',
} as const satisfies Record<RoutePurpose, string>;

/** My pages, its subpages and the case handler's view beneath it: pages for a logged-in user. */
export const MY_PAGES_PURPOSES: readonly RoutePurpose[] = ROUTE_PURPOSES.filter(
  (purpose) => purpose.startsWith('my') || purpose === 'caseHandler',
);

/** The account pages that exist only to log in or to become someone who can. */
export const LOGIN_PURPOSES = [
  'login',
  'createAccount',
  'forgotPassword',
  'consent',
] as const satisfies readonly RoutePurpose[];

/**
 * What the contractor site has none of (ADR 0020): login is off there (platform §2), and my
 * pages need a login, so neither the login pages nor any my-pages page has a path. The
 * spec's reduced my-pages list for the site describes pages no visitor could reach.
 */
export const CONTRACTOR_MISSING_PURPOSES: readonly RoutePurpose[] = [...LOGIN_PURPOSES, ...MY_PAGES_PURPOSES];

function without(table: RouteTable, omit: readonly RoutePurpose[]): RouteTable {
  return Object.fromEntries(Object.entries(table).filter(([p]) => !omit.includes(p as RoutePurpose)));
}

const ROUTES: Readonly<Record<SiteKey, RouteTable>> = Object.freeze({
  se: Object.freeze(SWEDISH),
  en: Object.freeze(ENGLISH),
  senior: Object.freeze(SWEDISH),
  brf: Object.freeze(SWEDISH),
  no: Object.freeze(NORWEGIAN),
  fi: Object.freeze(FINNISH),
  contractor: Object.freeze(without(SWEDISH, CONTRACTOR_MISSING_PURPOSES)),
});

export function routesOf(site: SiteKey): RouteTable {
  return ROUTES[site];
}

export function routeFor(site: SiteKey, purpose: RoutePurpose): string | undefined {
  return ROUTES[site]?.[purpose];
}

export function requireRoute(site: SiteKey, purpose: RoutePurpose): string {
  const path = routeFor(site, purpose);
  if (path === undefined) throw new Error(`Site '${site}' has no route for '${purpose}'`);
  return path;
}

/** Path of one my-timeline step, e.g. /mina-sidor/tidslinje/contract/ (flows §2.4). */
export function timelineStepPath(site: SiteKey, step: TimelineStep): string | undefined {
  const timeline = routeFor(site, 'myTimeline');
  return timeline === undefined ? undefined : `${timeline}${step}/`;
}

/**
 * Whether `path` is the route itself or a page below it, e.g. any path under my pages
 * (flows §2.1 picks the my-pages layout this way). Query and hash are ignored, a missing
 * trailing slash is tolerated, and '/mina-sidorna/' is not under '/mina-sidor/'.
 */
export function isUnderRoute(site: SiteKey, purpose: RoutePurpose, path: string): boolean {
  const route = routeFor(site, purpose);
  if (route === undefined) return false;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const normalized = bare.endsWith('/') ? bare : `${bare}/`;
  return normalized.startsWith(route);
}

export type QueryValue = string | number | boolean | null | undefined;

/** Appends query parameters (URLSearchParams encoding); undefined and null are skipped. */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const base = hashAt === -1 ? path : path.slice(0, hashAt);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (query === '') return path;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}
