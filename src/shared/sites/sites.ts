// The seven site variants and their configuration (platform §1, §3 "Site configuration").
//
// Flag choices (the spec names the flags but does not give a table; platform §3, §6). What
// each flag shows or hides, and the site that has it off, so both states exist and are tested
// (tests/e2e/site-flags.test.ts):
//   search: the residence search page, the start page's projects, the header's search-homes
//     link and quick links (two with search, three without; flows §2.4). On for every site
//     that sells homes; off on the English sub-site and the contractor site, which sell none.
//   advancedSearch: the search page's finer filter groups (home type, move-in, project status,
//     tenure, outdoor space, concept, viewing) beside the basic ones (place, price, rooms,
//     area); off, the page shows the basic ones only and ignores the finer ones in its URL.
//     Off on the seniors' site: it searches only its own homes and its own concept is not
//     a choice of the concept filter (platform §9), so the finer groups offer it little; it
//     keeps the simple search.
//   simpleSearch: the compact place search box in the start page's hero, which opens the
//     search page for the place typed. Off on the co-operative brand's site: its start page
//     leads with its buying guide, and its homes are also found from the main Swedish site
//     (platform §9). The spec names no such site; this is a choice.
//   corporateSearch: search of corporate pages (/om-oss/sok/, /en/about-us/search/,
//     /tietoa-jmsta/hae/, platform §2). On where the group's corporate pages live: se, en,
//     no, fi. The brand sites (senior, brf) and contractor have no corporate section.
//   login: off on en and contractor (platform §2). My pages follow login (flows §6).
//   vip, newNotification, myPagesNews: need a logged-in user, so off wherever login is off.
//     Finland additionally has no VIP and no my-pages news (reduced feature set).
//   newNotification: the header's notification bell and its foldout (platform §2 "Header",
//     §6: logged-in users only); off, the page neither shows nor asks for them (the
//     notifications API still answers). Off on Finland: two of the bell's three kinds of
//     notice, payments and errands, lead to pages Finland does not have (flows §2.4). The spec
//     does not switch the bell off there in so many words; this is a choice.
//   stock: the group's share block (listing, ticker, ISIN, a link to the share's page) on the
//     corporate pages whose content holds one (the investor start of se and en, flows §2.2;
//     the contact page of no and fi); its facts come from shared/sites/group-share.ts. On for
//     se, en and no; off for Finland and the brands, where the block is left out of the page.

import type { SiteConfig, SiteFlags, SiteKey } from './site-types';

// Fixed identifiers of the sites in the content and search back ends. Deterministic so
// that seeds, tests and the search index agree.
const SITE_IDS = {
  se: '953d02fd-c137-4e7f-9034-62a926e7721c',
  en: '628abe70-fd53-48f7-b33e-dd20940090b4',
  senior: '2fd95a56-df70-422f-9dc0-b4a328b2acc7',
  brf: '01cdfbdc-a8c1-410e-ad85-3762f2093272',
  no: '9a9a77ec-c7b5-461c-8fbc-e21e53b8be26',
  fi: 'e00eced8-4aea-4b22-bacd-1552eb95a7d9',
  contractor: 'fc570df1-3cc0-4831-8470-924f85ae7a21',
} as const satisfies Record<SiteKey, string>;

const SITE_ORG_IDS = {
  se: '4bada7e6-48e7-417b-b7b2-3f1fc5daa797',
  en: 'bee71ec1-1168-442e-8f9e-96e6f4954b75',
  senior: '1243372b-d47b-42d6-8cf3-e786d428f3c1',
  brf: 'f1be30e4-2d5a-4f9f-b3dc-2d2f3d0e192f',
  no: '0295ccd3-64a2-49c8-9603-e9f665a505f2',
  fi: '91d3fc40-3727-4784-b9df-92e68c88527a',
  contractor: 'c114ea64-303a-43e9-a19f-71446fadc2e1',
} as const satisfies Record<SiteKey, string>;

const ALL_ON: SiteFlags = {
  search: true,
  advancedSearch: true,
  simpleSearch: true,
  corporateSearch: true,
  login: true,
  vip: true,
  stock: true,
  newNotification: true,
  myPagesNews: true,
};

/** Flags of a site that sells homes but has no corporate section (senior, brf). */
const BRAND_FLAGS: SiteFlags = { ...ALL_ON, corporateSearch: false, stock: false };

/** Everything that needs a residence search or a logged-in user, switched off. */
const NO_SEARCH_NO_LOGIN: SiteFlags = {
  ...ALL_ON,
  search: false,
  advancedSearch: false,
  simpleSearch: false,
  login: false,
  vip: false,
  newNotification: false,
  myPagesNews: false,
};

// Organisation numbers are invented but checksum-valid in each country's format:
// Swedish NNNNNN-NNNN (Luhn), Norwegian NNN NNN NNN (mod 11), Finnish NNNNNNN-N (mod 11).
const HEMVIST_SE_BRAND = {
  name: 'Hemvist',
  companyName: 'Hemvist Bostad AB',
  organisationNumber: '556712-3483',
  theme: 'hemvist',
} as const;

/** Frozen all the way down: flags objects are shared between sites, so a stray write must fail. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const SITES: Readonly<Record<SiteKey, SiteConfig>> = deepFreeze({
  se: {
    key: 'se',
    locale: 'sv',
    htmlLang: 'sv-SE',
    country: 'SE',
    siteId: SITE_IDS.se,
    siteOrgId: SITE_ORG_IDS.se,
    siteName: 'Hemvist',
    notificationSiteKey: 'Jmse',
    isLocalizedSubSite: false,
    basePath: '/',
    flags: ALL_ON,
    brand: HEMVIST_SE_BRAND,
    // The Swedish site also lists the seniors' and co-operative brands' homes (platform §9).
    searchSiteIds: [SITE_IDS.se, SITE_IDS.senior, SITE_IDS.brf],
  },
  en: {
    key: 'en',
    locale: 'en',
    htmlLang: 'en',
    country: 'SE',
    siteId: SITE_IDS.en,
    siteOrgId: SITE_ORG_IDS.en,
    siteName: 'Hemvist English',
    notificationSiteKey: 'JmseEn',
    // Lives under /en/ on the Swedish hosts (platform §1).
    isLocalizedSubSite: true,
    basePath: '/en/',
    // Corporate pages only: no residence search, no login or my pages (platform §2).
    flags: { ...NO_SEARCH_NO_LOGIN, corporateSearch: true, stock: true },
    brand: HEMVIST_SE_BRAND,
    searchSiteIds: [],
  },
  senior: {
    key: 'senior',
    locale: 'sv',
    htmlLang: 'sv-SE',
    country: 'SE',
    siteId: SITE_IDS.senior,
    siteOrgId: SITE_ORG_IDS.senior,
    siteName: 'Hemvist Senior',
    notificationSiteKey: 'Seniorgarden',
    isLocalizedSubSite: false,
    basePath: '/',
    // Simple search only (see the flag choices above).
    flags: { ...BRAND_FLAGS, advancedSearch: false },
    brand: {
      name: 'Hemvist Senior',
      companyName: 'Hemvist Senior AB',
      organisationNumber: '556834-5192',
      theme: 'senior',
    },
    // Seniors' housing searches only its own homes (platform §9).
    searchSiteIds: [SITE_IDS.senior],
  },
  brf: {
    key: 'brf',
    locale: 'sv',
    htmlLang: 'sv-SE',
    country: 'SE',
    siteId: SITE_IDS.brf,
    siteOrgId: SITE_ORG_IDS.brf,
    siteName: 'Hemvist Bostadsrätt',
    notificationSiteKey: 'Boratt',
    isLocalizedSubSite: false,
    basePath: '/',
    // No start-page search box (see the flag choices above).
    flags: { ...BRAND_FLAGS, simpleSearch: false },
    brand: {
      name: 'Hemvist Bostadsrätt',
      companyName: 'Hemvist Bostadsrätt AB',
      organisationNumber: '556901-2742',
      theme: 'brf',
    },
    searchSiteIds: [SITE_IDS.brf],
  },
  no: {
    key: 'no',
    locale: 'no',
    htmlLang: 'nb-NO',
    country: 'NO',
    siteId: SITE_IDS.no,
    siteOrgId: SITE_ORG_IDS.no,
    siteName: 'Hemvist Norge',
    notificationSiteKey: 'Jmno',
    isLocalizedSubSite: false,
    basePath: '/',
    flags: ALL_ON,
    brand: {
      name: 'Hemvist Norge',
      companyName: 'Hemvist Bolig AS',
      organisationNumber: '987 654 325',
      theme: 'hemvist',
    },
    searchSiteIds: [SITE_IDS.no],
  },
  fi: {
    key: 'fi',
    locale: 'fi',
    htmlLang: 'fi-FI',
    country: 'FI',
    siteId: SITE_IDS.fi,
    siteOrgId: SITE_ORG_IDS.fi,
    siteName: 'Hemvist Suomi',
    notificationSiteKey: 'Jmoy',
    isLocalizedSubSite: false,
    basePath: '/',
    // Finland's reduced feature set: no VIP, no my-pages news, no stock, no notification bell
    // (flows §2.4; see the flag choices above).
    flags: { ...ALL_ON, vip: false, myPagesNews: false, stock: false, newNotification: false },
    brand: {
      name: 'Hemvist Suomi',
      companyName: 'Hemvist Asunnot Oy',
      organisationNumber: '2345678-0',
      theme: 'hemvist',
    },
    searchSiteIds: [SITE_IDS.fi],
  },
  contractor: {
    key: 'contractor',
    locale: 'sv',
    htmlLang: 'sv-SE',
    country: 'SE',
    siteId: SITE_IDS.contractor,
    siteOrgId: SITE_ORG_IDS.contractor,
    siteName: 'Hemvist Entreprenad',
    notificationSiteKey: 'JmEntreprenad',
    isLocalizedSubSite: false,
    basePath: '/',
    // Builds for others: sells no homes, no login or my pages (platform §2, ADR 0020); its
    // route table has no login or my-pages path at all (routes.ts).
    flags: { ...NO_SEARCH_NO_LOGIN, corporateSearch: false, stock: false },
    brand: {
      name: 'Hemvist Entreprenad',
      companyName: 'Hemvist Entreprenad AB',
      organisationNumber: '556645-8930',
      theme: 'contractor',
    },
    searchSiteIds: [SITE_IDS.contractor],
  },
} satisfies Record<SiteKey, SiteConfig>);

/** The site a siteId (as API bodies carry it) belongs to, if any. */
export function findSiteBySiteId(siteId: string): SiteConfig | undefined {
  return Object.values(SITES).find((site) => site.siteId === siteId);
}

export function getSite(key: SiteKey): SiteConfig {
  const site = SITES[key];
  // Guards against unchecked input (a cookie, a header) cast to SiteKey.
  if (!site) throw new Error(`Unknown site key: ${String(key)}`);
  return site;
}

/** My pages need a logged-in user (flows §6), so they exist exactly where login does (platform §2). */
export function hasMyPages(site: SiteConfig): boolean {
  return site.flags.login;
}
