// The explorer's filters (flows §4.6, §9): rooms from 1, price from 0, area from 0; the maxima
// are the stage's own. Filtering happens in the browser over the (at most 200) homes the
// explorer data carries; a home that does not match is dimmed, not removed.

export const EXPLORER_OBJECT_LIMIT = 200;

export interface ExplorerFilter {
  minRooms: number;
  maxRooms: number;
  minPrice: number;
  maxPrice: number;
  minArea: number;
  maxArea: number;
}

export interface FilterableHome {
  rooms: number;
  price: number | null;
  primaryArea: number;
}

export interface FilterBounds {
  maxRooms: number;
  maxPrice: number;
  maxArea: number;
}

/** The largest rooms, price and area of the homes (at least 1, 0 and 0). */
export function filterBoundsOf(homes: readonly FilterableHome[]): FilterBounds {
  let maxRooms = 1;
  let maxPrice = 0;
  let maxArea = 0;
  for (const home of homes) {
    maxRooms = Math.max(maxRooms, Math.ceil(home.rooms));
    if (home.price !== null) maxPrice = Math.max(maxPrice, home.price);
    maxArea = Math.max(maxArea, Math.ceil(home.primaryArea));
  }
  return { maxRooms, maxPrice, maxArea };
}

/** flows §9: rooms from 1, price from 0, area from 0, each up to the stage's maximum. */
export function defaultFilter(bounds: FilterBounds): ExplorerFilter {
  return {
    minRooms: 1,
    maxRooms: bounds.maxRooms,
    minPrice: 0,
    maxPrice: bounds.maxPrice,
    minArea: 0,
    maxArea: bounds.maxArea,
  };
}

/** flows §4.6: the room filter counts as changed unless it is 1 to max. */
export function isRoomFilterChanged(filter: ExplorerFilter, bounds: FilterBounds): boolean {
  return !(filter.minRooms === 1 && filter.maxRooms === bounds.maxRooms);
}

export function isPriceFilterChanged(filter: ExplorerFilter, bounds: FilterBounds): boolean {
  return !(filter.minPrice === 0 && filter.maxPrice === bounds.maxPrice);
}

export function isAreaFilterChanged(filter: ExplorerFilter, bounds: FilterBounds): boolean {
  return !(filter.minArea === 0 && filter.maxArea === bounds.maxArea);
}

/** How many of the three filters are changed (the filter button's count). */
export function changedFilterCount(filter: ExplorerFilter, bounds: FilterBounds): number {
  return [isRoomFilterChanged, isPriceFilterChanged, isAreaFilterChanged].filter((changed) =>
    changed(filter, bounds),
  ).length;
}

/**
 * Whether a home passes the filter. A rental home has no price: it passes while the price
 * filter is untouched and drops out once a price range is chosen.
 */
export function matchesFilter(home: FilterableHome, filter: ExplorerFilter, bounds: FilterBounds): boolean {
  if (home.rooms < filter.minRooms || home.rooms > filter.maxRooms) return false;
  if (home.primaryArea < filter.minArea || home.primaryArea > filter.maxArea) return false;
  if (home.price === null) return !isPriceFilterChanged(filter, bounds);
  return home.price >= filter.minPrice && home.price <= filter.maxPrice;
}

/** The ids of the homes that pass. */
export function matchingIds<T extends FilterableHome & { id: string }>(
  homes: readonly T[],
  filter: ExplorerFilter,
  bounds: FilterBounds,
): Set<string> {
  return new Set(homes.filter((home) => matchesFilter(home, filter, bounds)).map((home) => home.id));
}
