// Site variants and their configuration (platform §1, §3 "Site configuration").

/** The seven site variants served by one code base. */
export const SITE_KEYS = ['se', 'en', 'senior', 'brf', 'no', 'fi', 'contractor'] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

/** UI languages (platform §1). */
export const LOCALES = ['sv', 'no', 'fi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Environments are derived from the host name (platform §1). */
export const ENVIRONMENTS = ['local', 'dev', 'test', 'preprod', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Country a site sells in; drives currency, date format and slider bounds. */
export type Country = 'SE' | 'NO' | 'FI';

/** Keys the notification service uses for a site (platform §7, notifications). */
export type NotificationSiteKey =
  | 'Jmse'
  | 'JmseEn'
  | 'Seniorgarden'
  | 'Boratt'
  | 'Jmno'
  | 'Jmoy'
  | 'JmEntreprenad';

export interface SiteFlags {
  search: boolean;
  advancedSearch: boolean;
  simpleSearch: boolean;
  corporateSearch: boolean;
  login: boolean;
  vip: boolean;
  stock: boolean;
  newNotification: boolean;
  myPagesNews: boolean;
}

export interface SiteBrand {
  /** Name shown in the header, copyright and page titles. */
  name: string;
  /** Legal company name for the footer copyright line. */
  companyName: string;
  /** Organisation number printed in the footer. */
  organisationNumber: string;
  /** Theme key: selects the CSS token set in web/ui/themes. */
  theme: 'hemvist' | 'senior' | 'brf' | 'contractor';
}

export interface SiteConfig {
  key: SiteKey;
  locale: Locale;
  /** The `lang` attribute of the HTML document (BCP 47). */
  htmlLang: string;
  country: Country;
  siteId: string;
  siteOrgId: string;
  siteName: string;
  notificationSiteKey: NotificationSiteKey;
  /** The English sub-site lives under a path prefix of the Swedish host. */
  isLocalizedSubSite: boolean;
  /** Path prefix of the site: '/' or '/en/'. */
  basePath: string;
  flags: SiteFlags;
  brand: SiteBrand;
  /** Sites whose residences this site's search covers (platform §9). */
  searchSiteIds: readonly string[];
}
