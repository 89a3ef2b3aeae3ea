import { ACCOUNT_TEMPLATE_SOURCES } from './account-templates';
import { CONTENT_TEMPLATE_SOURCES } from './content-templates';
import type { TemplateSource } from './template-source';
import { TEXT_SEARCH_TEMPLATE_SOURCES } from './text-search-templates';

// Template key → the file and component of its page (flows §2.2). The server's table: it puts
// a page's source into the page's payload (render-page.ts), and the browser loads the file it
// names (registry.ts), so this table stays out of every page's first load. Later features add
// their templates here.
const SOURCES: Readonly<Record<string, TemplateSource>> = {
  ...CONTENT_TEMPLATE_SOURCES,
  ...TEXT_SEARCH_TEMPLATE_SOURCES,
  ...ACCOUNT_TEMPLATE_SOURCES,
  start: ['start-template.tsx', 'StartTemplate', ['residenceSearch']],
  article: ['article-template.tsx', 'ArticleTemplate'],
  search: ['search-template.tsx', 'SearchTemplate', ['residenceSearch', 'projectPhaseNames']],
  stage: ['stage-template.tsx', 'StageTemplate', ['residencePages', 'projectPhaseNames']],
  area: ['area-template.tsx', 'AreaTemplate', ['residencePages']],
  object: ['object-template.tsx', 'ObjectTemplate', ['residencePages']],
  'stage-not-found': ['residence-not-found-template.tsx', 'ResidenceNotFoundTemplate', ['residencePages']],
  'object-not-found': ['residence-not-found-template.tsx', 'ResidenceNotFoundTemplate', ['residencePages']],
  'residence-index': ['residence-index-template.tsx', 'ResidenceIndexTemplate', ['residencePages']],
  'case-handler': ['case-handler-template.tsx', 'CaseHandlerTemplate'],
  'fault-report': ['fault-report-template.tsx', 'FaultReportTemplate'],
  // Premises, rental and succession (issue 16): one chunk and one component for all eight keys.
  ...Object.fromEntries(
    'premises-start premises-object premises-not-found rental-start rental-project succession succession-stage external-objects'
      .split(' ')
      .map((key) => [key, ['premises-templates.tsx', 'ListingsTemplate'] as const]),
  ),
  // One key for the click-to-buy steps and info page (the view model's kind).
  'buy-residence': ['booking-templates.tsx', 'BuyResidenceTemplate'],
  'click-to-buy-contract': ['booking-templates.tsx', 'ClickToBuyContractTemplate'],
  // Issue 35 item 4: the areas list, the purchase notification and the payment page, a chunk each.
  areas: ['areas-template.tsx', 'AreasTemplate', ['residencePages']],
  'purchase-notification': ['purchase-notification-template.tsx', 'PurchaseNotificationTemplate'],
  payment: ['payment-template.tsx', 'PaymentTemplate'],
  // Issue 35 item 4: the booking's success and error pages and the board member's page.
  'buy-residence-success': ['booking-success-template.tsx', 'BuyResidenceSuccessTemplate'],
  'buy-residence-error': ['booking-error-template.tsx', 'BuyResidenceErrorTemplate'],
  'my-board': ['my-board-template.tsx', 'MyBoardTemplate'],
};

/** The error pages, which are part of the shell (registry.ts). */
const BUILT_IN_KEYS = ['404', '500', '503'];

export function hasTemplate(key: string): boolean {
  return Object.hasOwn(SOURCES, key) || BUILT_IN_KEYS.includes(key);
}

/** Where a template key's component lives (undefined: in the shell, or no such template). */
export function templateSourceOf(key: string): TemplateSource | undefined {
  return Object.hasOwn(SOURCES, key) ? SOURCES[key] : undefined;
}

/** The source file of a template key, as the build's manifest names it (undefined: in the shell). */
export function templateModulePath(key: string): string | undefined {
  const source = templateSourceOf(key);
  return source ? `src/web/templates/${source[0]}` : undefined;
}

/** Every template key there is (tests load each one). */
export const TEMPLATE_KEYS: readonly string[] = [...Object.keys(SOURCES), ...BUILT_IN_KEYS];
