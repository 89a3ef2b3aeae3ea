import { premisesFiltersCookie } from '../consent/cookie-table';
import type { Country } from '../sites/site-types';

// Premises and succession constants (flows §9), free of zod so pages read them cheaply.

export const PREMISES_TYPES = ['office', 'retail', 'storage', 'restaurant'] as const;
export type PremisesType = (typeof PREMISES_TYPES)[number];
export const PREMISES_OFFERS = ['sale', 'rent'] as const;
export type PremisesOffer = (typeof PREMISES_OFFERS)[number];
/** platform §4: premises and rental statuses. */
export const PREMISES_STATUSES = ['forSale', 'rented', 'booked', 'sold'] as const;
export type PremisesStatus = (typeof PREMISES_STATUSES)[number];

/** flows §9: the premises result limit. */
export const PREMISES_LIMIT = 500;

/** flows §9: the default area range of the premises filter, m² (Finland 0–150). */
export const PREMISES_AREA_RANGE: Readonly<Record<Country, { min: number; max: number }>> = Object.freeze({
  SE: { min: 0, max: 200 },
  NO: { min: 0, max: 200 },
  FI: { min: 0, max: 150 },
});

/**
 * flows §7.3: the search sorts by [sortOrder asc, chosen sort]. sortOrder is availability: premises
 * that can be had (for sale, or to rent and not let) come first, booked next, rented and sold last.
 */
export const PREMISES_SORT_ORDER: Readonly<Record<PremisesStatus, number>> = Object.freeze({
  forSale: 0,
  booked: 1,
  rented: 2,
  sold: 2,
});

/**
 * The chosen sorts (platform §3: size asc/desc for premises), '' for the recommended order.
 * A price is a sale price or a yearly rent (issue 33 item 7): the two are never compared. `rent`
 * sorts the premises to rent by their yearly rent and puts those for sale after them; `price`
 * sorts those for sale by their price and puts those to rent after them (each by its own
 * figure), as the residence search puts rental homes after the homes for sale (issue 12).
 */
export const PREMISES_SORTS = [
  '',
  'size:asc',
  'size:desc',
  'rent:asc',
  'rent:desc',
  'price:asc',
  'price:desc',
] as const;
export type PremisesSort = (typeof PREMISES_SORTS)[number];

/** The cookie that keeps the premises filters (platform §9). */
export const PREMISES_FILTERS_COOKIE = premisesFiltersCookie.name;

/** flows §9: the key of "all municipalities" on the succession page. */
export const ALL_MUNICIPALITIES = 'alla-kommuner';
