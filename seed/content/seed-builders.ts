import type {
  ArticleBlock,
  ArticleViewModel,
  StartViewModel,
} from '../../src/shared/page/content-view-models';
import type { Breadcrumb, Footer, Link, PopularSearch } from '../../src/shared/page/page-payload';
import { type RoutePurpose, requireRoute, withQuery } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { HOME_CRUMB } from '../../src/shared/texts/common/home-crumb';
import type { SeedPage } from './seed-types';

// Small builders shared by the per-site content files. Internal URLs come from the route
// table (requireRoute) or from the path of a page this seed creates (pagePath).

export function link(label: string, url: string): Link {
  return { label, url };
}

/** Path of a seeded page that has no route purpose, below the site's home: '/hallbarhet/', '/en/sustainability/'. */
export function pagePath(site: SiteKey, slug: string): string {
  return `${requireRoute(site, 'home')}${slug}/`;
}

/** Default link labels per language; a site passes its own label where its brand words it differently. */
const ROUTE_LABELS: Record<Locale, Partial<Record<RoutePurpose, string>>> = {
  sv: {
    home: HOME_CRUMB.sv,
    aboutUs: 'Om oss',
    searchHomes: 'Sök bostad',
    textSearch: 'Sök på webbplatsen',
    corporateSearch: 'Sök på företagssidorna',
    premises: 'Lokaler',
    succession: 'Mäklarobjekt',
    clickToBuyInfo: 'Så fungerar bokningen',
    createAccount: 'Skapa konto',
    career: 'Karriär',
    openJobs: 'Lediga jobb',
    aboutVip: 'Om VIP',
    ecoLabel: 'Miljömärkning',
    cookies: 'Cookies',
    personalData: 'Personuppgifter',
    faultReport: 'Felanmälan',
    myPages: 'Mina sidor',
  },
  en: {
    home: HOME_CRUMB.en,
    aboutUs: 'About us',
    textSearch: 'Search the site',
    corporateSearch: 'Search corporate pages',
    premises: 'Commercial premises',
    succession: 'Broker listings',
    career: 'Careers',
    openJobs: 'Open positions',
    ecoLabel: 'Eco-labelling',
    cookies: 'Cookies',
    personalData: 'Personal data',
    faultReport: 'Report a fault',
  },
  no: {
    home: HOME_CRUMB.no,
    aboutUs: 'Om oss',
    searchHomes: 'Finn din bolig',
    textSearch: 'Søk på nettstedet',
    corporateSearch: 'Søk i selskapssidene',
    premises: 'Næringslokaler',
    succession: 'Meglerobjekter',
    clickToBuyInfo: 'Slik reserverer du bolig',
    createAccount: 'Registrer deg',
    career: 'Karriere',
    openJobs: 'Ledige stillinger',
    aboutVip: 'Om VIP',
    ecoLabel: 'Miljømerking',
    cookies: 'Informasjonskapsler',
    personalData: 'Personvern',
    faultReport: 'Feilmelding',
    myPages: 'Mine sider',
  },
  fi: {
    home: HOME_CRUMB.fi,
    aboutUs: 'Tietoa meistä',
    searchHomes: 'Myytävät asunnot',
    textSearch: 'Hae sivustolta',
    corporateSearch: 'Hae yrityssivuilta',
    premises: 'Liiketilat',
    succession: 'Välittäjäkohteet',
    clickToBuyInfo: 'Näin varaat asunnon',
    createAccount: 'Luo tili',
    career: 'Ura',
    openJobs: 'Avoimet työpaikat',
    ecoLabel: 'Ympäristömerkki',
    cookies: 'Evästeet',
    personalData: 'Tietosuoja',
    faultReport: 'Vikailmoitus',
    myPages: 'Omat sivut',
  },
};

/** A link to a route purpose of the site, labelled in the site's language unless `label` is given. */
export function routeLink(site: SiteKey, purpose: RoutePurpose, label?: string): Link {
  const text = label ?? ROUTE_LABELS[SITES[site].locale][purpose];
  if (text === undefined) throw new Error(`No default label for '${purpose}' in ${SITES[site].locale}`);
  return link(text, requireRoute(site, purpose));
}

/** '<Page> | <brand>': the brand name is the one the site shows in page titles. */
export function pageTitle(site: SiteKey, page: string): string {
  return `${page} | ${SITES[site].brand.name}`;
}

export function homeCrumb(site: SiteKey): Breadcrumb {
  return routeLink(site, 'home');
}

/** Popular search: the residence search with ?q= where the site sells homes, else the text search with ?s=. */
export function popularSearch(site: SiteKey, label: string, query: string): PopularSearch {
  const url = SITES[site].flags.search
    ? withQuery(requireRoute(site, 'searchHomes'), { q: query })
    : withQuery(requireRoute(site, 'textSearch'), { s: query });
  return link(label, url);
}

export function careerNavigation(site: SiteKey): Link[] {
  return [routeLink(site, 'career'), routeLink(site, 'openJobs')];
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type BlockInput = DistributiveOmit<ArticleBlock, 'id'>;

/** Numbers the blocks 'block-1', 'block-2', … in order, so `#block-N` links stay stable. */
export function numberBlocks(blocks: readonly BlockInput[]): ArticleBlock[] {
  return blocks.map((block, index) => ({ ...block, id: `block-${index + 1}` }) as ArticleBlock);
}

export interface StartPageInput {
  title: string;
  description: string;
  viewModel: StartViewModel;
}

export function startPage(site: SiteKey, input: StartPageInput): SeedPage {
  return {
    path: requireRoute(site, 'home'),
    template: 'start',
    viewModel: input.viewModel,
    seo: { title: pageTitle(site, input.title), description: input.description },
    breadcrumbs: [],
  };
}

export interface ArticlePageInput {
  path: string;
  /** Short page name: breadcrumb label and the first part of the SEO title. */
  title: string;
  description: string;
  heading: string;
  preamble: string;
  publishedDate: string;
  blocks: readonly BlockInput[];
  related: Link[];
}

export function articlePage(site: SiteKey, input: ArticlePageInput): SeedPage {
  const viewModel: ArticleViewModel = {
    heading: input.heading,
    preamble: input.preamble,
    publishedDate: input.publishedDate,
    blocks: numberBlocks(input.blocks),
    related: input.related,
  };
  return {
    path: input.path,
    template: 'article',
    viewModel,
    seo: { title: pageTitle(site, input.title), description: input.description },
    breadcrumbs: [homeCrumb(site), link(input.title, input.path)],
  };
}

const SOCIAL_LABELS: Record<
  Locale,
  Record<Footer['social'][number]['network'], (brand: string) => string>
> = {
  sv: {
    facebook: (brand) => `${brand} på Facebook`,
    instagram: (brand) => `${brand} på Instagram`,
    linkedin: (brand) => `${brand} på LinkedIn`,
    youtube: (brand) => `${brand} på YouTube`,
  },
  en: {
    facebook: (brand) => `${brand} on Facebook`,
    instagram: (brand) => `${brand} on Instagram`,
    linkedin: (brand) => `${brand} on LinkedIn`,
    youtube: (brand) => `${brand} on YouTube`,
  },
  no: {
    facebook: (brand) => `${brand} på Facebook`,
    instagram: (brand) => `${brand} på Instagram`,
    linkedin: (brand) => `${brand} på LinkedIn`,
    youtube: (brand) => `${brand} på YouTube`,
  },
  fi: {
    facebook: (brand) => `${brand} Facebookissa`,
    instagram: (brand) => `${brand} Instagramissa`,
    linkedin: (brand) => `${brand} LinkedInissä`,
    youtube: (brand) => `${brand} YouTubessa`,
  },
};

/** Social, country, copyright and organisation-number part of the footer (flows §2.4). */
export function footerFrame(
  site: SiteKey,
  /** The brand's account name on the social networks, e.g. 'hemvist'. */
  handle: string,
): Pick<Footer, 'social' | 'countries' | 'copyright' | 'organisationNumber'> {
  const { brand, locale } = SITES[site];
  const labels = SOCIAL_LABELS[locale];
  return {
    social: [
      { network: 'facebook', url: `https://www.facebook.com/${handle}`, label: labels.facebook(brand.name) },
      {
        network: 'instagram',
        url: `https://www.instagram.com/${handle}`,
        label: labels.instagram(brand.name),
      },
      {
        network: 'linkedin',
        url: `https://www.linkedin.com/company/${handle}`,
        label: labels.linkedin(brand.name),
      },
      { network: 'youtube', url: `https://www.youtube.com/@${handle}`, label: labels.youtube(brand.name) },
    ],
    // Each country is named in its own language, as in a country picker.
    countries: [
      { label: 'Sverige', url: 'https://www.hemvist.se/', country: 'SE' },
      { label: 'Norge', url: 'https://www.hemvist.no/', country: 'NO' },
      { label: 'Suomi', url: 'https://www.hemvist.fi/', country: 'FI' },
    ],
    copyright: `© 2026 ${brand.companyName}`,
    organisationNumber: brand.organisationNumber,
  };
}
