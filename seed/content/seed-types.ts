import { createHash } from 'node:crypto';
import type {
  ArticleViewModel,
  ErrorPageViewModel,
  StartViewModel,
} from '../../src/shared/page/content-view-models';
import type {
  Breadcrumb,
  CareerNavigation,
  CrisisBanner,
  Footer,
  Navigation,
  PopularSearch,
} from '../../src/shared/page/page-payload';

// Shapes of the demo content seed, and the deterministic page ids. Every machine seeds the
// same rows: no random values, no clock.

/** What one site shows around every page (the `site_chrome` row). */
export interface SeedChrome {
  navigation: Navigation;
  footer: Footer;
  careerNavigation: CareerNavigation;
  popularSearches: PopularSearch[];
  crisisBanner: CrisisBanner | null;
  siteVersion: string;
}

interface SeedPageBase {
  /** Page path with a trailing slash, e.g. '/om-oss/' or '/en/about-us/'. */
  path: string;
  seo: { title: string; description: string; noIndex?: boolean };
  breadcrumbs: Breadcrumb[];
  requiresLogin?: boolean;
}

/** One content page (a `pages` row); the template key decides the shape of the view model. */
export type SeedPage =
  | (SeedPageBase & { template: 'start'; viewModel: StartViewModel })
  | (SeedPageBase & { template: 'article'; viewModel: ArticleViewModel })
  | (SeedPageBase & { template: '404' | '500'; viewModel: ErrorPageViewModel })
  | (SeedPageBase & { template: 'my-pages'; viewModel: Record<string, never> });

export type SeedTemplate = SeedPage['template'];

/**
 * A page a feature seeds from its own module (seed/content/feature-pages.ts): the feature's
 * view-model schema checks it, so the content union above need not list every template.
 */
export type FeatureSeedPage = SeedPageBase & { template: string; viewModel: Record<string, unknown> };

export interface SiteContent {
  chrome: SeedChrome;
  pages: SeedPage[];
}

/** The client contract version every seeded site starts on. */
export const SEED_SITE_VERSION = '2026.11.1';

/** Fixed created/updated time of seeded rows, so two seeded databases hold the same data. */
export const SEED_TIMESTAMP = new Date('2026-11-01T07:00:00.000Z');

// Fixed namespace of the demo seed's name-based (version 5) UUIDs (RFC 9562 §5.5).
const SEED_NAMESPACE = '6f1c2b7e-4d9a-5e3b-8c21-0a7d5e9f4b13';

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex');
}

/** A version 5 UUID of `name` in the seed namespace: the same name always gives the same id. */
export function deterministicUuid(name: string): string {
  const hash = createHash('sha1').update(uuidBytes(SEED_NAMESPACE)).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a seeded page: derived from its site and path, the table's unique key. */
export function seedPageId(siteKey: string, path: string): string {
  return deterministicUuid(`${siteKey}:${path}`);
}
