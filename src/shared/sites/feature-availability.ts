import { isUnderRoute, type RoutePurpose, routeFor } from './routes';
import type { SiteKey } from './site-types';

// Features of the specification whose pages are not built yet. Their routes stay in the route
// table (they are where the links will point), but no link to them is shown while the feature
// is off here: a visitor never follows a link into a 404. When a feature's issue lands, set it
// to true and every menu, footer, banner, login link and content link to it comes back.
export const FEATURE_AVAILABLE = {
  faultReport: true,
  clickToBuy: true,
  premises: true,
  succession: true,
  myHomes: true,
  myDocuments: true,
  myContacts: true,
  myNews: true,
  myResidence: true,
  myTimeline: true,
  mySettings: true,
  mySavedSearches: true,
  myVip: true,
  myPayments: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURE_AVAILABLE;

/** The route purposes each feature serves. */
const FEATURE_PURPOSES: Readonly<Record<Feature, readonly RoutePurpose[]>> = {
  faultReport: ['faultReport', 'myErrands'],
  clickToBuy: ['clickToBuy', 'clickToBuyInfo', 'clickToBuyContract', 'clickToBuySuccess', 'clickToBuyError'],
  premises: ['premises'],
  succession: ['succession'],
  myHomes: ['myHomes'],
  myDocuments: ['myDocuments'],
  myContacts: ['myContacts'],
  myNews: ['myNews'],
  myResidence: ['myResidence'],
  myTimeline: ['myTimeline'],
  mySettings: ['mySettings'],
  mySavedSearches: ['mySavedSearches'],
  myVip: ['myVip', 'myVipShowings'],
  myPayments: ['myPayments'],
};

const UNBUILT_PURPOSES: ReadonlySet<RoutePurpose> = new Set(
  (Object.keys(FEATURE_PURPOSES) as Feature[])
    .filter((feature) => !FEATURE_AVAILABLE[feature])
    .flatMap((feature) => FEATURE_PURPOSES[feature]),
);

/**
 * Nothing to drop from any content: callers skip the walk and its copy, which cost every page
 * render some 3 % of the server's time (docs/performance.md, "stop 46").
 */
export const EVERY_FEATURE_BUILT = UNBUILT_PURPOSES.size === 0;

export function isPurposeAvailable(purpose: RoutePurpose): boolean {
  return !UNBUILT_PURPOSES.has(purpose);
}

/** The path to link to for a purpose, or undefined when the site lacks it or it is not built. */
export function linkFor(site: SiteKey, purpose: RoutePurpose): string | undefined {
  return isPurposeAvailable(purpose) ? routeFor(site, purpose) : undefined;
}

/** Whether a same-site link points into a feature that is not built yet. */
export function isUnbuiltLink(site: SiteKey, url: string): boolean {
  if (!url.startsWith('/')) return false;
  for (const purpose of UNBUILT_PURPOSES) {
    if (isUnderRoute(site, purpose, url)) return true;
  }
  return false;
}

/**
 * A copy of content (menus, footers, banners, page view models) without links into unbuilt
 * features: list entries that are links ({url} or {href}) are dropped, `linkUrl` fields emptied.
 * While no feature is unbuilt, the value itself.
 */
export function withoutUnbuiltLinks<T>(site: SiteKey, value: T): T {
  if (EVERY_FEATURE_BUILT) return value;
  return prune(site, value) as T;
}

function linkTarget(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const target = record.url ?? record.href;
  return typeof target === 'string' ? target : undefined;
}

function prune(site: SiteKey, value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((entry) => {
        const target = linkTarget(entry);
        return target === undefined || !isUnbuiltLink(site, target);
      })
      .map((entry) => prune(site, entry));
  }
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'linkUrl' && typeof entry === 'string' && isUnbuiltLink(site, entry)) copy[key] = null;
    else copy[key] = prune(site, entry);
  }
  return copy;
}
