import {
  PREMISES_LIMIT,
  PREMISES_SORTS,
  PREMISES_TYPES,
  type PremisesSort,
  type PremisesType,
} from './premises-constants';
import type { PremisesSearchRequest } from './premises-schemas';

// The premises filters as the start page holds them (flows §2.8, §4.6) and their two outside
// forms: the query string (issue 33 item 7), which the server reads to render the first hits,
// and the premises--filters cookie (platform §9), the fallback when the address has none. Both
// are read forgivingly: an unknown type, a tag the site does not have, an area that is not a
// number or an unknown sort is left out, never an error. Free of zod, so pages read it cheaply.

export interface AreaRange {
  min: number;
  max: number;
}

export interface PremisesFilters {
  types: PremisesType[];
  tags: string[];
  minArea: number;
  /** At the range's top: no upper bound ("200 m² or more"). */
  maxArea: number;
  sort: PremisesSort;
}

export function defaultPremisesFilters(range: AreaRange): PremisesFilters {
  return { types: [], tags: [], minArea: range.min, maxArea: range.max, sort: '' };
}

/** Loosely typed filters, as a cookie's JSON or a query string gives them. */
export interface RawPremisesFilters {
  types?: unknown;
  tags?: unknown;
  minArea?: unknown;
  maxArea?: unknown;
  sort?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string'))] : [];

function area(value: unknown, range: AreaRange): number | null {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(range.max, Math.max(range.min, Math.round(value)))
    : null;
}

function knownSort(value: unknown): PremisesSort | null {
  return (PREMISES_SORTS as readonly unknown[]).includes(value) ? (value as PremisesSort) : null;
}

/** The parts of raw filters that can be used, within the range and the known values. */
function usableParts(raw: RawPremisesFilters, range: AreaRange, knownTags: readonly string[]) {
  return {
    types: strings(raw.types).filter((type): type is PremisesType =>
      (PREMISES_TYPES as readonly string[]).includes(type),
    ),
    tags: strings(raw.tags).filter((tag) => knownTags.includes(tag)),
    minArea: area(raw.minArea, range),
    maxArea: area(raw.maxArea, range),
    sort: knownSort(raw.sort),
  };
}

function withDefaults(parts: ReturnType<typeof usableParts>, range: AreaRange): PremisesFilters {
  return {
    types: parts.types,
    tags: parts.tags,
    minArea: parts.minArea ?? range.min,
    maxArea: parts.maxArea ?? range.max,
    sort: parts.sort ?? '',
  };
}

/** Filters from loosely typed values (the cookie): what cannot be used is left at its default. */
export function cleanPremisesFilters(
  raw: RawPremisesFilters,
  range: AreaRange,
  knownTags: readonly string[],
): PremisesFilters {
  return withDefaults(usableParts(raw, range, knownTags), range);
}

/** The query parameters of the filters, as premisesFilterQuery writes them. */
export const PREMISES_QUERY_NAMES = ['type', 'tags', 'minArea', 'maxArea', 'sort'] as const;

const areaOf = (text: string | null) =>
  text !== null && /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null;
const listOf = (text: string | null, separator: string) =>
  text === null ? [] : text.split(separator).map((item) => item.trim());

/**
 * The filters of a query string (`?type=office,retail&tags=Centralt;Parkering&minArea=50&
 * maxArea=150&sort=rent:asc`), or null when it gives none that can be used: then the cookie's
 * filters apply.
 */
export function premisesFiltersFromQuery(
  params: URLSearchParams,
  range: AreaRange,
  knownTags: readonly string[],
): PremisesFilters | null {
  const parts = usableParts(
    {
      types: listOf(params.get('type'), ','),
      // Tag names may hold a comma ("Kungsholmen, Stockholm"), never a semicolon.
      tags: listOf(params.get('tags'), ';'),
      minArea: areaOf(params.get('minArea')),
      maxArea: areaOf(params.get('maxArea')),
      sort: params.get('sort'),
    },
    range,
    knownTags,
  );
  const given =
    parts.types.length > 0 ||
    parts.tags.length > 0 ||
    parts.minArea !== null ||
    parts.maxArea !== null ||
    (parts.sort !== null && parts.sort !== '');
  return given ? withDefaults(parts, range) : null;
}

/** The query string of filters, without '?', defaults left out: '' for the default filters. */
export function premisesFilterQuery(filters: PremisesFilters, range: AreaRange): string {
  const params = new URLSearchParams();
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(';'));
  if (filters.minArea !== range.min) params.set('minArea', String(filters.minArea));
  if (filters.maxArea !== range.max) params.set('maxArea', String(filters.maxArea));
  if (filters.sort) params.set('sort', filters.sort);
  // Commas, semicolons and colons stay readable in a shared link, as in the residence search.
  return params.toString().replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%3A/g, ':');
}

export function samePremisesFilters(a: PremisesFilters, b: PremisesFilters): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** flows §7.3: filter, sort [sortOrder asc, chosen sort], limit 500. */
export function premisesSearchRequest(
  filters: PremisesFilters,
  siteId: string,
  range: AreaRange,
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
    limit: PREMISES_LIMIT,
  };
}
