import { PREMISES_FILTERS_COOKIE } from '../../../shared/premises/premises-constants';
import {
  type AreaRange,
  cleanPremisesFilters,
  PREMISES_QUERY_NAMES,
  type PremisesFilters,
  premisesFilterQuery,
  type RawPremisesFilters,
} from '../../../shared/premises/premises-filter-state';
import { readCookie, writeCookie } from '../../browser/cookies';

// Where the premises filters live outside the page (flows §4.6, platform §9, issue 33 item 7):
// the address shows them, replaced on every change so a link can be shared and the back button
// leaves the page rather than stepping through filters; the premises--filters cookie keeps
// them for the next visit to an address without any. The cookie is read by hand rather than
// with the request schema, so zod stays out of the page.

/** The stored filters, within the page's range and known values; null when none or unreadable. */
export function storedFilters(range: AreaRange, knownTags: readonly string[]): PremisesFilters | null {
  const text = readCookie(PREMISES_FILTERS_COOKIE);
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  return cleanPremisesFilters(value as RawPremisesFilters, range, knownTags);
}

export function storeFilters(filters: PremisesFilters): void {
  writeCookie(PREMISES_FILTERS_COOKIE, JSON.stringify(filters), 30);
}

/**
 * Puts the filters in the address without a navigation: the page keeps its state and its view
 * model, and the router's history entry (its state) is kept, as the contact dialog does with
 * #modal. The hash stays.
 */
export function showFiltersInAddress(filters: PremisesFilters, range: AreaRange): void {
  const { pathname, search, hash } = window.location;
  // Parameters of others (a campaign's utm_…) stay; the filters' own are written anew.
  const others = new URLSearchParams(search);
  for (const name of PREMISES_QUERY_NAMES) others.delete(name);
  const query = [premisesFilterQuery(filters, range), others.toString()].filter(Boolean).join('&');
  const next = query ? `?${query}` : '';
  if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
