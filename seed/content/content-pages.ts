import type { SiteKey } from '../../src/shared/sites/site-types';
import { contractorPages } from './contractor-pages';
import { corporatePages } from './corporate-pages';
import { editorialPages } from './editorial-pages';
import type { FeatureSeedPage } from './seed-types';
import { sitePages } from './site-pages';

/** Every content-template page of one site (issue 5), for FEATURE_PAGE_SOURCES. */
export function contentTemplatePages(site: SiteKey): FeatureSeedPage[] {
  return [...sitePages(site), ...corporatePages(site), ...editorialPages(site), ...contractorPages(site)];
}
