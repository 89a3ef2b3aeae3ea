import {
  PREMISES_FILTERS_COOKIE,
  PREMISES_SORTS,
  PREMISES_TYPES,
  type PremisesSort,
  type PremisesType,
} from '../../../shared/premises/premises-constants';
import type { PremisesSearchRequest } from '../../../shared/premises/premises-schemas';
import { readCookie, writeCookie } from '../../browser/cookies';

// The premises filters (flows §2.8, §4.6) and their cookie, premises--filters (platform §9):
// every change is stored, and the stored filters come back on the next visit. The cookie is
// read by hand rather than with the request schema, so zod stays out of the page.

export interface PremisesFilters {
  types: PremisesType[];
  tags: string[];
  minArea: number;
  /** At the range's top: no upper bound ("200 m² or more"). */
  maxArea: number;
  sort: PremisesSort;
}

export function defaultFilters(range: { min: number; max: number }): PremisesFilters {
  return { types: [], tags: [], minArea: range.min, maxArea: range.max, sort: '' };
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;
}

/** The stored filters, within the page's range and known values; null when none or unreadable. */
export function storedFilters(
  range: { min: number; max: number },
  knownTags: readonly string[],
): PremisesFilters | null {
  const text = readCookie(PREMISES_FILTERS_COOKIE);
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const list = (entry: unknown) =>
    Array.isArray(entry) ? entry.filter((item) => typeof item === 'string') : [];
  return {
    types: list(stored.types).filter((type): type is PremisesType =>
      (PREMISES_TYPES as readonly string[]).includes(type),
    ),
    tags: list(stored.tags).filter((tag) => knownTags.includes(tag)),
    minArea: clamp(stored.minArea, range.min, range.max, range.min),
    maxArea: clamp(stored.maxArea, range.min, range.max, range.max),
    sort: (PREMISES_SORTS as readonly unknown[]).includes(stored.sort) ? (stored.sort as PremisesSort) : '',
  };
}

export function storeFilters(filters: PremisesFilters): void {
  writeCookie(PREMISES_FILTERS_COOKIE, JSON.stringify(filters), 30);
}

export function sameFilters(a: PremisesFilters, b: PremisesFilters): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** flows §7.3: filter, sort [sortOrder asc, chosen sort], limit 500. */
export function searchRequest(
  filters: PremisesFilters,
  siteId: string,
  range: { min: number; max: number },
): PremisesSearchRequest {
  // Bounds typed the wrong way round are read the right way round.
  const low = Math.min(filters.minArea, filters.maxArea);
  const high = Math.max(filters.minArea, filters.maxArea);
  return {
    filter: {
      siteId,
      minArea: low,
      maxArea: high >= range.max ? undefined : high,
      tags: filters.tags,
      type: filters.types,
    },
    sort: filters.sort ? ['sortOrder:asc', filters.sort] : ['sortOrder:asc'],
    limit: 500,
  };
}
