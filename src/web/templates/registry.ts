import { ACCOUNT_TEMPLATE_SOURCES } from './account-templates';
import { CONTENT_TEMPLATE_SOURCES } from './content-templates';
import { NotFoundTemplate, ServerErrorTemplate, ServiceUnavailableTemplate } from './error-templates';
import type { TemplateComponent, TemplateSource } from './template-source';
import { TEXT_SEARCH_TEMPLATE_SOURCES } from './text-search-templates';
import { UnknownTemplate } from './unknown-template';

// Template key → page component (flows §2.2). Each template file is its own chunk, loaded
// before a page renders: by the server before it streams, by the browser before it hydrates
// and, on navigation, before the new page's payload is shown (fetch-view-model.ts). Later
// features add their templates here.
const SOURCES: Readonly<Record<string, TemplateSource>> = {
  ...CONTENT_TEMPLATE_SOURCES,
  ...TEXT_SEARCH_TEMPLATE_SOURCES,
  ...ACCOUNT_TEMPLATE_SOURCES,
  start: ['start-template.tsx', 'StartTemplate'],
  article: ['article-template.tsx', 'ArticleTemplate'],
  search: ['search-template.tsx', 'SearchTemplate'],
  stage: ['stage-template.tsx', 'StageTemplate'],
  area: ['area-template.tsx', 'AreaTemplate'],
  object: ['object-template.tsx', 'ObjectTemplate'],
  'stage-not-found': ['residence-not-found-template.tsx', 'ResidenceNotFoundTemplate'],
  'object-not-found': ['residence-not-found-template.tsx', 'ResidenceNotFoundTemplate'],
  'residence-index': ['residence-index-template.tsx', 'ResidenceIndexTemplate'],
  'case-handler': ['case-handler-template.tsx', 'CaseHandlerTemplate'],
  'fault-report': ['fault-report-template.tsx', 'FaultReportTemplate'],
  // Premises, rental and succession (issue 16): one chunk and one component for all eight keys,
  // written compactly because every byte here is in every page's shell.
  ...Object.fromEntries(
    'premises-start premises-object premises-not-found rental-start rental-project succession succession-stage external-objects'
      .split(' ')
      .map((key) => [key, ['premises-templates.tsx', 'ListingsTemplate'] as const]),
  ),
  // One key for the click-to-buy steps and info page (the view model's kind): each key costs shell bytes.
  'buy-residence': ['booking-templates.tsx', 'BuyResidenceTemplate'],
  'click-to-buy-contract': ['booking-templates.tsx', 'ClickToBuyContractTemplate'],
  // Issue 35 item 4: the areas list, the purchase notification and the payment page, a chunk each.
  areas: ['areas-template.tsx', 'AreasTemplate'],
  'purchase-notification': ['purchase-notification-template.tsx', 'PurchaseNotificationTemplate'],
  payment: ['payment-template.tsx', 'PaymentTemplate'],
  // Issue 35 item 4: the booking's success and error pages and the board member's page.
  'buy-residence-success': ['booking-success-template.tsx', 'BuyResidenceSuccessTemplate'],
  'buy-residence-error': ['booking-error-template.tsx', 'BuyResidenceErrorTemplate'],
  'my-board': ['my-board-template.tsx', 'MyBoardTemplate'],
};

// The error pages are part of the shell: a failed load must be able to show one at once.
const BUILT_IN: Readonly<Record<string, TemplateComponent>> = {
  '404': NotFoundTemplate,
  '500': ServerErrorTemplate,
  '503': ServiceUnavailableTemplate,
};

const MODULES = import.meta.glob<Record<string, TemplateComponent | undefined>>([
  './*-template{,s}.tsx',
  '!./error-templates.tsx',
  '!./unknown-template.tsx',
]);
const loaded = new Map<string, TemplateComponent>(Object.entries(BUILT_IN));

export function hasTemplate(key: string): boolean {
  return Object.hasOwn(SOURCES, key) || Object.hasOwn(BUILT_IN, key);
}

/** The source file of a template key, as the build's manifest names it (undefined: in the shell). */
export function templateModulePath(key: string): string | undefined {
  const source = Object.hasOwn(SOURCES, key) ? SOURCES[key] : undefined;
  return source ? `src/web/templates/${source[0]}` : undefined;
}

/** Loads the chunk of a template (once); an unknown key needs nothing. */
export async function loadTemplate(key: string): Promise<void> {
  if (loaded.has(key) || !Object.hasOwn(SOURCES, key)) return;
  const [file, exportName] = SOURCES[key] as TemplateSource;
  const load = MODULES[`./${file}`];
  const component = load ? (await load())[exportName] : undefined;
  if (!component) throw new Error(`Template ${key}: ${file} does not export ${exportName}`);
  loaded.set(key, component);
}

/** An unknown key is an error page, never a blank screen. Call after loadTemplate(key). */
export function resolveTemplate(key: string): TemplateComponent {
  if (!hasTemplate(key)) return UnknownTemplate;
  const component = loaded.get(key);
  if (!component) throw new Error(`Template ${key} is rendered before it was loaded`);
  return component;
}

/** Every template key the registry knows (tests load each one). */
export const TEMPLATE_KEYS: readonly string[] = [...Object.keys(SOURCES), ...Object.keys(BUILT_IN)];
