import {
  CONCEPT,
  HOME_TYPE,
  INHABIT_DATE,
  type InhabitDateFilter,
  OUTDOOR_SPACE,
  TENURE,
  type ViewingFilter,
} from '../../../../shared/residence/residence-enums';
import type { GeoSearch, SearchFilter } from '../../../../shared/residence/search-schemas';
import type { Country } from '../../../../shared/sites/site-types';

// A search filter after the expansions of platform §9, ready for the SQL builder. Empty
// lists and nulls mean "no constraint". The API tests recheck hits against the same rules
// with their own predicate, so this module stays free of SQL.

export interface SearchCriteria {
  tagIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
  minRooms: number | null;
  maxRooms: number | null;
  minArea: number | null;
  maxArea: number | null;
  concepts: number[];
  projectStatus: number[];
  disposalForm: number[];
  outdoorArea: number[];
  viewing: ViewingFilter;
  residenceType: number[];
  stageIds: string[];
  geoSearch: GeoSearch | null;
  inhabitDate: InhabitDateFilter;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Adds `extra` when `trigger` is asked for (the spec's "X also adds Y"). */
function expand(values: readonly number[], trigger: number, extra: readonly number[]): number[] {
  return values.includes(trigger) ? [...values, ...extra] : [...values];
}

/** Home types after the country's expansions (platform §9). */
export function expandResidenceTypes(types: readonly number[], country: Country): number[] {
  let expanded = [...types];
  if (country === 'NO') {
    // Norway: "house" also means detached house; the town-house rule does not apply.
    expanded = expand(expanded, HOME_TYPE.house, [HOME_TYPE.detachedHouse]);
  } else {
    expanded = expand(expanded, HOME_TYPE.townHouse, [HOME_TYPE.semiDetachedHouse, HOME_TYPE.detachedHouse]);
  }
  return unique(expanded);
}

export function expandDisposalForms(forms: readonly number[]): number[] {
  return unique(expand(forms, TENURE.ownership, [TENURE.ownershipApartment]));
}

export function expandOutdoorAreas(spaces: readonly number[]): number[] {
  const withRoofTop = expand(spaces, OUTDOOR_SPACE.terrace, [OUTDOOR_SPACE.roofTop]);
  return unique(expand(withRoofTop, OUTDOOR_SPACE.patio, [OUTDOOR_SPACE.porch]));
}

/**
 * The seniors' concept is dropped from the concept filter on every site (platform §9): the
 * seniors' homes are found through their own site and brand, not as a concept chip. A filter
 * of only the seniors' concept therefore becomes no concept constraint at all.
 */
export function conceptsWithoutSenior(concepts: readonly number[]): number[] {
  return unique(concepts.filter((concept) => concept !== CONCEPT.senior));
}

export function toSearchCriteria(filter: SearchFilter, country: Country): SearchCriteria {
  return {
    tagIds: unique(filter.tags.map((tag) => tag.id)),
    minPrice: filter.minPrice ?? null,
    maxPrice: filter.maxPrice ?? null,
    minRooms: filter.minRooms ?? null,
    maxRooms: filter.maxRooms ?? null,
    minArea: filter.minArea ?? null,
    maxArea: filter.maxArea ?? null,
    concepts: conceptsWithoutSenior(filter.concepts),
    projectStatus: unique(filter.projectStatus),
    disposalForm: expandDisposalForms(filter.disposalForm),
    outdoorArea: expandOutdoorAreas(filter.outdoorArea),
    viewing: filter.viewing,
    residenceType: expandResidenceTypes(filter.residenceType, country),
    stageIds: unique(filter.stageIds),
    geoSearch: filter.geoSearch ?? null,
    inhabitDate: filter.inhabitDate as InhabitDateFilter,
  };
}

/** The latest move-in date (yyyy-mm-dd) an inhabitDate level admits; null: no limit. */
export function latestInhabitDate(level: InhabitDateFilter, today: string): string | null {
  const monthsByLevel: Partial<Record<InhabitDateFilter, number>> = {
    [INHABIT_DATE.Now]: 0,
    [INHABIT_DATE.InSixMonths]: 6,
    [INHABIT_DATE.InOneYear]: 12,
  };
  const months = monthsByLevel[level];
  if (months === undefined) return null;
  return addMonths(today, months);
}

/** Calendar months on a yyyy-mm-dd date, clamped to the month's end as PostgreSQL does. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Upper bound of a showing's start for the viewing filter; null: any upcoming showing. */
export function viewingWindowDays(viewing: ViewingFilter): number | null {
  if (viewing === 'InSevenDays') return 7;
  if (viewing === 'In30Days') return 30;
  return null;
}

/** Great-circle distance in km; the SQL uses the same formula. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * toRad) / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(((lng2 - lng1) * toRad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}
