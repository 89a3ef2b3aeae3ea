import { cookieTableIn } from '../../../shared/consent/cookie-descriptions';
import {
  CONTENT_TEMPLATE_SCHEMAS,
  type ContentPageViewModel,
  isContentTemplate,
} from '../../../shared/page/content-blocks';
import {
  type BrowserConfig,
  bannerInForce,
  type CrisisBanner,
  type Footer,
  isErrorTemplate,
  type Navigation,
  type PagePayload,
  type Seo,
} from '../../../shared/page/page-payload';
import { siblingCountryLinks } from '../../../shared/sites/country-links';
import { EVERY_FEATURE_BUILT, withoutUnbuiltLinks } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import type { Environment, Locale, SiteConfig, SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { deepFreeze } from './content-row-cache';
import type { PageRow, SiteChromeRow } from './pages-repository';
import { withShareBlocks } from './share-blocks';

export interface PageContent {
  id: string;
  template: string;
  viewModel: Record<string, unknown>;
  seo: Seo;
  breadcrumbs: PageRow['breadcrumbs'];
  /** HTTP status of a resolver's page; 200 when absent (a not-found variant answers 404). */
  statusCode?: number;
}

export interface Chrome {
  navigation: Navigation;
  footer: Footer;
  careerNavigation: SiteChromeRow['careerNavigation'];
  popularSearches: SiteChromeRow['popularSearches'];
  crisisBanner: CrisisBanner | null;
  siteVersion: string;
}

const CORPORATE_TEMPLATES = new Set([
  'corporate-about',
  'corporate-contact',
  'corporate-news',
  'corporate-search',
  'corporate-start',
]);

const parsedContentViewModels = new WeakMap<object, Record<string, unknown>>();

const siteOf = (siteKey: string): SiteConfig =>
  Object.hasOwn(SITES, siteKey) ? SITES[siteKey as SiteKey] : SITES.se;

/**
 * A content template's view model as its schema reads it, defaults filled in: the browser
 * renders it as sent and needs no zod for it. Parsed once per cached row. The stored view
 * models are valid (a test parses every seeded page); one that still does not parse is sent
 * as stored, so the page shows what it has rather than failing.
 */
function contentViewModel(
  template: string,
  viewModel: Record<string, unknown>,
  site: SiteConfig,
): Record<string, unknown> {
  if (!isContentTemplate(template)) return viewModel;
  let parsed = parsedContentViewModels.get(viewModel);
  if (!parsed) {
    const result = CONTENT_TEMPLATE_SCHEMAS[template].safeParse(viewModel);
    parsed = result.success
      ? deepFreeze(
          withShareBlocks(withCookieTables(result.data as ContentPageViewModel, site.locale), site) as Record<
            string,
            unknown
          >,
        )
      : viewModel;
    parsedContentViewModels.set(viewModel, parsed);
  }
  return parsed;
}

/** A cookie-table block lists the code's cookie table, in the page's language, not stored rows. */
function withCookieTables(viewModel: ContentPageViewModel, locale: Locale): ContentPageViewModel {
  if (!viewModel.blocks.some((block) => block.type === 'cookieTable')) return viewModel;
  const table = cookieTableIn(locale);
  return {
    ...viewModel,
    blocks: viewModel.blocks.map((block) => (block.type === 'cookieTable' ? { ...block, ...table } : block)),
  };
}

export function pageContentFromRow(row: PageRow): PageContent {
  return {
    id: row.id,
    template: row.template,
    viewModel: contentViewModel(row.template, row.viewModel, siteOf(row.siteKey)),
    seo: row.seo,
    breadcrumbs: row.breadcrumbs,
  };
}

// When the database cannot be read, the 500 page still needs a frame to stand in.
export function fallbackChrome(site: SiteConfig): Chrome {
  return {
    navigation: { quickLinks: [], menu: [] },
    footer: {
      company: [],
      discover: [],
      help: [],
      social: [],
      countries: [],
      copyright: `© ${site.brand.companyName}`,
      organisationNumber: site.brand.organisationNumber,
    },
    careerNavigation: [],
    popularSearches: [],
    crisisBanner: null,
    siteVersion: 'fallback',
  };
}

/** Swedish and English are two languages of one site; the others have one each (flows §2.4). */
function availableLanguages(site: SiteConfig): PagePayload['global']['availableLanguages'] {
  const pair = site.key === 'se' || site.key === 'en' ? [SITES.se, SITES.en] : [site];
  return pair.map((candidate) => ({
    locale: candidate.locale,
    label: candidate.locale === 'en' ? 'English' : candidate.key === 'se' ? 'Svenska' : candidate.siteName,
    url: routeFor(candidate.key, 'home') ?? candidate.basePath,
    current: candidate.key === site.key,
  }));
}

export interface BuildPayloadInput {
  site: SiteConfig;
  environment: Environment;
  /** The dev menu and developer BankID form are shown (see SiteContext.devTools). */
  devTools: boolean;
  path: string;
  query: Record<string, string>;
  statusCode: number;
  page: PageContent;
  chrome: Chrome;
  /** Port of the request's host (local hosts), for links to the sibling sites. */
  port?: number;
  /** Server settings the page hands to the browser (AppConfig.browser). */
  browserConfig?: BrowserConfig;
}

/** The chrome's footer with its country links pointing into the request's environment. */
export function footerForRequest(footer: Footer, environment: Environment, port?: number): Footer {
  return { ...footer, countries: siblingCountryLinks(footer.countries, environment, port) };
}

// Content from the row cache is frozen and shared by every request that reads it; its copy
// without unbuilt links is then made once per site, and shared (frozen) too.
const prunedContent = new WeakMap<object, Map<SiteKey, unknown>>();
function withoutUnbuiltLinksOnce<T>(site: SiteKey, value: T): T {
  if (EVERY_FEATURE_BUILT || typeof value !== 'object' || value === null) return value;
  if (!Object.isFrozen(value) && Array.isArray(value)) return withoutUnbuiltLinks(site, value);
  if (!Object.isFrozen(value)) {
    // A request's own object around shared parts (a decorated view model): each frozen part is
    // pruned once, as above; only this shell is copied per request.
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      copy[key] =
        key === 'linkUrl'
          ? withoutUnbuiltLinks(site, { linkUrl: entry }).linkUrl
          : withoutUnbuiltLinksOnce(site, entry);
    }
    return copy as T;
  }
  let bySite = prunedContent.get(value);
  if (!bySite) {
    bySite = new Map();
    prunedContent.set(value, bySite);
  }
  if (!bySite.has(site)) bySite.set(site, deepFreeze(withoutUnbuiltLinks(site, value)));
  return bySite.get(site) as T;
}

export function buildPagePayload(input: BuildPayloadInput): PagePayload {
  const { site, environment, page, chrome, path, statusCode } = input;
  const dataLayer: PagePayload['dataLayer'] = [
    {
      event: 'page_view',
      pageType: page.template,
      pageId: page.id,
      site: site.key,
      language: site.locale,
      environment,
    },
  ];
  // platform §4: loading a 404 or 500 template records an error entry in the data layer.
  if (isErrorTemplate(page.template)) {
    dataLayer.push({ event: 'error', errorType: page.template, path });
  }
  const aboutUs = routeFor(site.key, 'aboutUs');
  return {
    dataLayer,
    template: {
      currentComponent: page.template,
      // Content may link to features not built yet (feature-availability.ts): those links go.
      viewModel: withoutUnbuiltLinksOnce(site.key, page.viewModel),
      breadcrumbs: page.breadcrumbs,
      navigation: withoutUnbuiltLinksOnce(site.key, chrome.navigation),
      footer: withoutUnbuiltLinks(site.key, footerForRequest(chrome.footer, environment, input.port)),
      careerNavigation: withoutUnbuiltLinksOnce(site.key, chrome.careerNavigation),
      popularSearches: withoutUnbuiltLinksOnce(site.key, chrome.popularSearches),
      crisisBanner: withoutUnbuiltLinksOnce(site.key, bannerInForce(chrome.crisisBanner, new Date())),
      pageId: page.id,
      isEditMode: false,
      isInEditMode: false,
    },
    seo: page.seo,
    global: {
      availableLanguages: availableLanguages(site),
      cookiesPageUrl: routeFor(site.key, 'cookies') ?? site.basePath,
    },
    isCorporate:
      CORPORATE_TEMPLATES.has(page.template) || (aboutUs !== undefined && path.startsWith(aboutUs)),
    siteVersion: chrome.siteVersion,
    context: {
      site: site.key,
      environment,
      devTools: input.devTools,
      path,
      statusCode,
      query: input.query,
      ...(input.browserConfig ? { browserConfig: input.browserConfig } : {}),
    },
  };
}
