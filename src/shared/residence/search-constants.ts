import {
  jmuidCookie,
  residenceTypeCookie,
  scrollPositionCookie,
  searchResultItemsCookie,
  selectedResidenceCookie,
} from '../consent/cookie-table';
import type { Country } from '../sites/site-types';
import { INHABIT_DATE, type InhabitDateFilter, type ViewingFilter } from './residence-enums';

// Business constants of residence search (platform §9, flows §9).

export interface SliderBounds {
  price: { min: number; max: number; step: number };
  rooms: { min: number; max: number; step: number };
  area: { min: number; max: number; step: number };
}

/** Slider bounds per country: price 0–10 000 000 (Finland 1 000 000), rooms 1–5 (4), area 0–300 (150). */
export const SLIDER_BOUNDS: Readonly<Record<Country, SliderBounds>> = Object.freeze({
  SE: {
    price: { min: 0, max: 10_000_000, step: 100_000 },
    rooms: { min: 1, max: 5, step: 1 },
    area: { min: 0, max: 300, step: 5 },
  },
  NO: {
    price: { min: 0, max: 10_000_000, step: 100_000 },
    rooms: { min: 1, max: 5, step: 1 },
    area: { min: 0, max: 300, step: 5 },
  },
  FI: {
    price: { min: 0, max: 1_000_000, step: 10_000 },
    rooms: { min: 1, max: 4, step: 1 },
    area: { min: 0, max: 150, step: 5 },
  },
});

/**
 * The top of a slider means "and above": a maximum at the slider's upper bound is no limit
 * (a 6-room house still shows when rooms are set to 1–5+). Filters carry null for "no limit".
 */
export const DEFAULT_FILTER_VALUES = Object.freeze({
  minPrice: 0,
  minRooms: 1,
  minArea: 0,
  inhabitDate: INHABIT_DATE.InMoreThenOneYear as InhabitDateFilter,
  viewing: 'IncludeAll' as ViewingFilter,
});

/** Result sizes (platform §9). */
export const RESULT_SIZES = Object.freeze({
  /** Objects per page of the result list, unless the visitor stored another setting. */
  objectPage: 30,
  /** Objects fetched when a stage is selected. */
  stageObjects: 300,
  /** Hits per map fetch. */
  map: 400,
  /** Stage and area hits in a server-rendered search page; the browser loads the rest (lean HTML). */
  firstStages: 30,
  /** Tag suggestions of the autocomplete. */
  tagSuggestions: 20,
});

/** Largest limit each call accepts; above it the API answers 400 INVALID_LIMIT. */
export const MAX_LIMITS = Object.freeze({
  objects: RESULT_SIZES.map,
  stages: RESULT_SIZES.map,
  tags: RESULT_SIZES.tagSuggestions,
  ids: RESULT_SIZES.map,
});

/** Cookies of the search page (platform §9). Secure except on local, SameSite lax. */
export const SEARCH_COOKIES = Object.freeze({
  /** The last chosen result type: area, stage or object. Default stage. */
  residenceType: residenceTypeCookie.name,
  /** Scroll offset of the result list, restored on return; the header's search link resets it. */
  scrollPosition: scrollPositionCookie.name,
  /** Stored objects-per-page setting. */
  resultItems: searchResultItemsCookie.name,
  /** The stage picked in the result list, so returning shows its objects again. */
  selectedResidence: selectedResidenceCookie.name,
  /** Anonymous visitor id; its presence with inhabitDate Now adds geo=auto. */
  userId: jmuidCookie.name,
  /** "lat,lng" of the visitor, read by geo=auto when present; the portal itself never sets it. */
  userLocation: 'user-location',
});

/** Debounce of text input in the search page and header (platform §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Sort keys (platform §3). The empty key is "recommended". */
export const SORT_KEYS = [
  '',
  'livingArea:desc',
  'inhabitDateTimeStamp:asc',
  'inhabitDateTimeStamp:desc',
  'price:asc',
  'price:desc',
  'area:asc',
  'area:desc',
  'size:asc',
  'size:desc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
