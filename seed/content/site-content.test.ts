import { describe, expect, it } from 'vitest';
import {
  articleViewModelSchema,
  errorPageViewModelSchema,
  startViewModelSchema,
} from '../../src/shared/page/content-view-models';
import {
  careerNavigationSchema,
  crisisBannerSchema,
  footerSchema,
  type Link,
  navigationSchema,
  popularSearchSchema,
  seoSchema,
} from '../../src/shared/page/page-payload';
import { type RoutePurpose, requireRoute, routeFor, routesOf } from '../../src/shared/sites/routes';
import { SITE_KEYS, type SiteFlags, type SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { SITE_CONTENT } from './all-sites';
import { FEATURE_PAGE_SOURCES } from './feature-pages';
import { buildPageRows, buildSiteChromeRows } from './seed-rows';
import { type SeedPage, type SiteContent, seedPageId } from './seed-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Route purposes that only make sense when a site flag is on. */
function featureOf(purpose: RoutePurpose): keyof SiteFlags | undefined {
  if (purpose === 'searchHomes' || purpose.startsWith('clickToBuy')) return 'search';
  if (purpose === 'corporateSearch') return 'corporateSearch';
  if (purpose === 'aboutVip' || purpose.startsWith('myVip')) return 'vip';
  if (purpose === 'myNews') return 'myPagesNews';
  if (['login', 'createAccount', 'forgotPassword', 'consent'].includes(purpose) || purpose.startsWith('my')) {
    return 'login';
  }
  return undefined;
}

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

function pagesWith<T extends SeedPage['template']>(content: SiteContent, template: T) {
  return content.pages.filter(
    (page): page is Extract<SeedPage, { template: T }> => page.template === template,
  );
}

/** Every link the site's content carries, with where it was found. */
function allLinks(content: SiteContent): Array<{ where: string; url: string }> {
  const { chrome } = content;
  const found: Array<{ where: string; url: string }> = [];
  const add = (where: string, links: readonly Link[]) => {
    for (const { url } of links) found.push({ where, url });
  };
  add('quick links', chrome.navigation.quickLinks);
  for (const group of chrome.navigation.menu) add(`menu "${group.heading}"`, group.links);
  add('footer company', chrome.footer.company);
  add('footer discover', chrome.footer.discover);
  add('footer help', chrome.footer.help);
  add('career navigation', chrome.careerNavigation);
  add('popular searches', chrome.popularSearches);
  if (chrome.crisisBanner?.linkUrl) found.push({ where: 'crisis banner', url: chrome.crisisBanner.linkUrl });
  for (const page of content.pages) {
    add(`${page.path} breadcrumbs`, page.breadcrumbs);
    if (page.template === 'start') {
      const { hero, teasers } = page.viewModel;
      add(
        `${page.path} hero`,
        [hero.cta, hero.secondaryCta].filter((cta): cta is Link => cta !== undefined),
      );
      add(
        `${page.path} teasers`,
        teasers.map((teaser) => teaser.link),
      );
    }
    if (page.template === 'article') add(`${page.path} related`, page.viewModel.related);
    if (page.template === '404' || page.template === '500')
      add(`${page.path} links`, page.viewModel.links ?? []);
  }
  return found;
}

describe.each(SITE_KEYS)('demo content of %s', (siteKey: SiteKey) => {
  const site = SITES[siteKey];
  const content = SITE_CONTENT[siteKey];
  const home = requireRoute(siteKey, 'home');
  const seededPaths = new Set(content.pages.map((page) => page.path));
  const purposeByPath = new Map(
    Object.entries(routesOf(siteKey)).map(([purpose, path]) => [path, purpose as RoutePurpose]),
  );

  it('has a start page at the home path', () => {
    const starts = pagesWith(content, 'start');
    expect(starts).toHaveLength(1);
    expect(starts[0]?.path).toBe(home);
  });

  it('has at least two articles, one 404 page and one 500 page', () => {
    expect(pagesWith(content, 'article').length).toBeGreaterThanOrEqual(2);
    expect(pagesWith(content, '404')).toHaveLength(1);
    expect(pagesWith(content, '500')).toHaveLength(1);
  });

  it('has the about-us page as an article', () => {
    const aboutUs = content.pages.find((page) => page.path === requireRoute(siteKey, 'aboutUs'));
    expect(aboutUs?.template).toBe('article');
  });

  it('has unique page paths, all ending with a slash and under the site base path', () => {
    expect(seededPaths.size).toBe(content.pages.length);
    for (const page of content.pages) {
      expect(page.path.endsWith('/'), page.path).toBe(true);
      expect(page.path.startsWith(site.basePath), page.path).toBe(true);
    }
  });

  it('has view models that parse with their template schemas', () => {
    for (const page of content.pages) {
      const schema =
        page.template === 'start'
          ? startViewModelSchema
          : page.template === 'article'
            ? articleViewModelSchema
            : page.template === '404' || page.template === '500'
              ? errorPageViewModelSchema
              : undefined;
      if (schema) expect(schema.safeParse(page.viewModel).error, page.path).toBeUndefined();
      else expect(page.viewModel, page.path).toEqual({});
      expect(seoSchema.safeParse(page.seo).error, page.path).toBeUndefined();
    }
  });

  it('numbers article blocks block-1..N in order, with 5 to 9 blocks', () => {
    for (const page of pagesWith(content, 'article')) {
      const ids = page.viewModel.blocks.map((block) => block.id);
      expect(ids, page.path).toEqual(ids.map((_, index) => `block-${index + 1}`));
      expect(ids.length, page.path).toBeGreaterThanOrEqual(5);
      expect(ids.length, page.path).toBeLessThanOrEqual(9);
      expect(page.viewModel.publishedDate.startsWith('2026-'), page.path).toBe(true);
      expect(page.viewModel.related.length, page.path).toBeGreaterThan(0);
    }
  });

  it('has a start page with three teasers to seeded pages and three or four facts', () => {
    const [start] = pagesWith(content, 'start');
    expect(start?.viewModel.teasers).toHaveLength(3);
    for (const teaser of start?.viewModel.teasers ?? [])
      expect(seededPaths.has(teaser.link.url), teaser.link.url).toBe(true);
    expect(start?.viewModel.facts.length).toBeGreaterThanOrEqual(3);
    expect(start?.viewModel.facts.length).toBeLessThanOrEqual(4);
    expect(start?.viewModel.hero.cta).toBeDefined();
    expect(start?.viewModel.hero.secondaryCta).toBeDefined();
  });

  it('titles pages "<page> | <brand>" and describes start and article pages in 120 to 160 characters', () => {
    for (const page of content.pages) {
      expect(page.seo.title.endsWith(` | ${site.brand.name}`), page.seo.title).toBe(true);
      if (page.template === 'start' || page.template === 'article') {
        const length = page.seo.description.length;
        expect(length >= 120 && length <= 160, `${page.path}: ${length} characters`).toBe(true);
      }
    }
  });

  it('gives articles the breadcrumbs home → page', () => {
    for (const page of pagesWith(content, 'article')) {
      expect(
        page.breadcrumbs.map((crumb) => crumb.url),
        page.path,
      ).toEqual([home, page.path]);
    }
  });

  it('has valid chrome: navigation, footer, career navigation, popular searches, banner', () => {
    const { chrome } = content;
    expect(navigationSchema.safeParse(chrome.navigation).error).toBeUndefined();
    expect(footerSchema.safeParse(chrome.footer).error).toBeUndefined();
    expect(careerNavigationSchema.safeParse(chrome.careerNavigation).error).toBeUndefined();
    for (const search of chrome.popularSearches)
      expect(popularSearchSchema.safeParse(search).error).toBeUndefined();
    expect(crisisBannerSchema.nullable().safeParse(chrome.crisisBanner).error).toBeUndefined();
    expect(chrome.siteVersion).toBe('2026.11.1');
  });

  it('has exactly three quick links and three menu groups of three to five links', () => {
    expect(content.chrome.navigation.quickLinks).toHaveLength(3);
    expect(content.chrome.navigation.menu).toHaveLength(3);
    for (const group of content.chrome.navigation.menu) {
      expect(group.links.length, group.heading).toBeGreaterThanOrEqual(3);
      expect(group.links.length, group.heading).toBeLessThanOrEqual(5);
    }
  });

  it('has a footer with three to five links per group, social and country links and the brand line', () => {
    const { footer } = content.chrome;
    for (const group of [footer.company, footer.discover, footer.help]) {
      expect(group.length).toBeGreaterThanOrEqual(3);
      expect(group.length).toBeLessThanOrEqual(5);
    }
    expect(footer.social.map((social) => social.network)).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'youtube',
    ]);
    for (const social of footer.social) expect(social.url.startsWith('https://')).toBe(true);
    expect(footer.countries.map((country) => country.country)).toEqual(['SE', 'NO', 'FI']);
    expect(footer.copyright).toBe(`© 2026 ${site.brand.companyName}`);
    expect(footer.organisationNumber).toBe(site.brand.organisationNumber);
  });

  it('has career navigation to career and open jobs', () => {
    expect(content.chrome.careerNavigation.map((entry) => entry.url)).toEqual([
      routeFor(siteKey, 'career'),
      routeFor(siteKey, 'openJobs'),
    ]);
  });

  it('has four to six popular searches on the residence search (?q=) or the text search (?s=)', () => {
    const searches = content.chrome.popularSearches;
    expect(searches.length).toBeGreaterThanOrEqual(4);
    expect(searches.length).toBeLessThanOrEqual(6);
    const [target, param] = site.flags.search
      ? (['searchHomes', 'q'] as const)
      : (['textSearch', 's'] as const);
    for (const search of searches) {
      const url = new URL(search.url, 'https://www.hemvist.se');
      expect(url.pathname, search.url).toBe(requireRoute(siteKey, target));
      expect(url.searchParams.get(param), search.url).toBeTruthy();
    }
  });

  it('links internally only to seeded pages or to routes of the site', () => {
    for (const { where, url } of allLinks(content)) {
      if (!url.startsWith('/')) continue;
      const path = pathOf(url);
      expect(seededPaths.has(path) || purposeByPath.has(path), `${where}: ${url}`).toBe(true);
    }
  });

  it('links to no feature the site has switched off', () => {
    for (const { where, url } of allLinks(content)) {
      const purpose = purposeByPath.get(pathOf(url));
      const feature = purpose && featureOf(purpose);
      if (feature) expect(site.flags[feature], `${where}: ${url} needs ${feature}`).toBe(true);
    }
  });

  it('has the my-pages start behind login exactly when login is on', () => {
    const myPages = pagesWith(content, 'my-pages');
    const loginPages = content.pages.filter((page) => page.requiresLogin);
    if (site.flags.login) {
      expect(myPages).toHaveLength(1);
      expect(myPages[0]?.path).toBe(requireRoute(siteKey, 'myPages'));
      expect(loginPages).toEqual(myPages);
    } else {
      expect(myPages).toHaveLength(0);
      expect(loginPages).toHaveLength(0);
    }
  });
});

describe('crisis banners', () => {
  it('shows a home-page-only, non-emergency banner on se that links to the fault report', () => {
    expect(SITE_CONTENT.se.chrome.crisisBanner).toMatchObject({
      bannerEnabled: true,
      isGlobal: false,
      isEmergency: false,
      linkUrl: requireRoute('se', 'faultReport'),
    });
  });

  it('shows a global banner on no', () => {
    expect(SITE_CONTENT.no.chrome.crisisBanner).toMatchObject({ bannerEnabled: true, isGlobal: true });
  });

  it('shows no banner on the other sites', () => {
    for (const siteKey of SITE_KEYS.filter((key) => key !== 'se' && key !== 'no')) {
      expect(SITE_CONTENT[siteKey].chrome.crisisBanner?.bannerEnabled ?? false, siteKey).toBe(false);
    }
  });
});

describe('seed rows', () => {
  it('are the same on every build, ids included', () => {
    expect(buildPageRows()).toEqual(buildPageRows());
    expect(buildSiteChromeRows()).toEqual(buildSiteChromeRows());
  });

  it('give every page a unique version 5 uuid derived from site and path', () => {
    const rows = buildPageRows();
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.id, row.path).toMatch(UUID);
      expect(row.id).toBe(seedPageId(row.siteKey, row.path));
    }
    // Pinned, so a change to the id scheme (which would duplicate pages in seeded databases) is noticed.
    expect(seedPageId('se', '/')).toBe('c7e17081-af74-5a3b-a0ab-c5d7adb17369');
    expect(seedPageId('en', '/en/')).toBe('cab4ddde-bac1-5f2e-9ee0-e0f09049ce29');
  });

  it('hold one chrome row per site and every page of every site', () => {
    expect(buildSiteChromeRows().map((row) => row.siteKey)).toEqual([...SITE_KEYS]);
    const total = SITE_KEYS.reduce(
      (sum, key) =>
        sum +
        SITE_CONTENT[key].pages.length +
        FEATURE_PAGE_SOURCES.reduce((count, source) => count + source(key).length, 0),
      0,
    );
    expect(buildPageRows()).toHaveLength(total);
  });
});
