import type { SiteKey } from '../../src/shared/sites/site-types';
import { accountPages } from './account-pages';
import { boardPages } from './board-pages';
import { bookingPages } from './booking-pages';
import { caseHandlerPages } from './case-handler-pages';
import { contentTemplatePages } from './content-pages';
import { errandsPages } from './errands-pages';
import { faultReportPages } from './fault-report-pages';
import { myDocumentsPages } from './my-documents-pages';
import { myHomesPages } from './my-homes-pages';
import { myPagesExtraPages } from './my-pages-extra-pages';
import { myPagesPages } from './my-pages-pages';
import { myPaymentsPages } from './my-payments-pages';
import { myResidencePages } from './my-residence-pages';
import { publicTemplatePages } from './public-template-pages';
import type { FeatureSeedPage } from './seed-types';
import { settingsPages } from './settings-pages';
import { textSearchPages } from './text-search-pages';

/**
 * Pages seeded by feature modules beside the per-site content files (text search pages,
 * …). Each source returns the pages of one site; an empty list where the site has none.
 */
export const FEATURE_PAGE_SOURCES: ReadonlyArray<(site: SiteKey) => FeatureSeedPage[]> = [
  contentTemplatePages,
  textSearchPages,
  accountPages,
  errandsPages,
  settingsPages,
  caseHandlerPages,
  faultReportPages,
  myHomesPages,
  myPagesPages,
  myPagesExtraPages,
  myResidencePages,
  myPaymentsPages,
  bookingPages,
  myDocumentsPages,
  boardPages,
  publicTemplatePages,
];
