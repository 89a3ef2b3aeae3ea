import type { pages, siteChrome } from '../../src/server/db/schema';
import { SITE_KEYS, type SiteKey } from '../../src/shared/sites/site-types';
import { SITE_CONTENT } from './all-sites';
import { FEATURE_PAGE_SOURCES } from './feature-pages';
import { SEED_TIMESTAMP, type SiteContent, seedPageId } from './seed-types';

export type PageInsert = typeof pages.$inferInsert;
export type SiteChromeInsert = typeof siteChrome.$inferInsert;

// Turns the per-site content into table rows, in a fixed order (site order, then page
// order), with ids derived from site and path: the same rows on every run and machine.

export function buildPageRows(content: Record<SiteKey, SiteContent> = SITE_CONTENT): PageInsert[] {
  return SITE_KEYS.flatMap((siteKey) =>
    [...content[siteKey].pages, ...FEATURE_PAGE_SOURCES.flatMap((source) => source(siteKey))].map(
      (page): PageInsert => ({
        id: seedPageId(siteKey, page.path),
        siteKey,
        path: page.path,
        template: page.template,
        viewModel: page.viewModel,
        seo: page.seo,
        breadcrumbs: page.breadcrumbs,
        requiresLogin: page.requiresLogin ?? false,
        publishState: 'published',
        createdAt: SEED_TIMESTAMP,
        updatedAt: SEED_TIMESTAMP,
      }),
    ),
  );
}

export function buildSiteChromeRows(
  content: Record<SiteKey, SiteContent> = SITE_CONTENT,
): SiteChromeInsert[] {
  return SITE_KEYS.map((siteKey) => {
    const { chrome } = content[siteKey];
    return {
      siteKey,
      navigation: chrome.navigation,
      footer: chrome.footer,
      careerNavigation: chrome.careerNavigation,
      popularSearches: chrome.popularSearches,
      crisisBanner: chrome.crisisBanner,
      siteVersion: chrome.siteVersion,
      updatedAt: SEED_TIMESTAMP,
    };
  });
}
