// Enumerations of the residence catalogue with fixed ids (platform §3 "Enumerations with
// fixed ids", §4 "Project stage identifiers", flows §3.9). The ids are stored in the
// database and travel in URLs and API payloads, so they never change; names are for code.

function valuesOf<T extends Record<string, number>>(table: T): readonly T[keyof T][] {
  return Object.freeze(Object.values(table) as T[keyof T][]);
}

/** Stage (project) status shown on cards and used by the projectStatus filter. */
export const STAGE_STATUS = Object.freeze({
  planned: 1,
  vip: 2,
  forSale: 3,
  soldOut: 4,
  preSelling: 5,
  moveInReady: 6,
  succession: 7,
  reference: 8,
} as const);
export type StageStatus = (typeof STAGE_STATUS)[keyof typeof STAGE_STATUS];
export const STAGE_STATUSES = valuesOf(STAGE_STATUS);

/** Stage statuses that appear in residence search (the rest have their own pages). */
export const SEARCHED_STAGE_STATUSES: readonly StageStatus[] = Object.freeze([
  STAGE_STATUS.planned,
  STAGE_STATUS.vip,
  STAGE_STATUS.forSale,
  STAGE_STATUS.preSelling,
  STAGE_STATUS.moveInReady,
]);

export const OBJECT_STATUS = Object.freeze({
  forSale: 1,
  reserved: 2,
  booked: 3,
  sold: 4,
  preSelling: 5,
  showingApartment: 6,
  notAvailable: 7,
  succession: 8,
} as const);
export type ObjectStatus = (typeof OBJECT_STATUS)[keyof typeof OBJECT_STATUS];
export const OBJECT_STATUSES = valuesOf(OBJECT_STATUS);

/** Only these object statuses are searched (platform §9). */
export const SEARCHED_OBJECT_STATUSES: readonly ObjectStatus[] = Object.freeze([
  OBJECT_STATUS.forSale,
  OBJECT_STATUS.reserved,
  OBJECT_STATUS.preSelling,
]);

export const HOME_TYPE = Object.freeze({
  detachedHouse: 1,
  semiDetachedHouse: 2,
  apartment: 3,
  house: 4,
  townHouse: 5,
  plot: 6,
} as const);
export type HomeType = (typeof HOME_TYPE)[keyof typeof HOME_TYPE];
export const HOME_TYPES = valuesOf(HOME_TYPE);

/** Tenure (disposal form). `all` exists for the filter UI only; no home has it. */
export const TENURE = Object.freeze({
  all: 0,
  condominium: 1,
  ownership: 2,
  ownershipApartment: 3,
  tenancy: 4,
} as const);
export type Tenure = (typeof TENURE)[keyof typeof TENURE];
export const TENURES = valuesOf(TENURE);

export const CONCEPT = Object.freeze({
  senior: 1,
  premium: 2,
  original: 3,
  smartSquare: 4,
} as const);
export type Concept = (typeof CONCEPT)[keyof typeof CONCEPT];
export const CONCEPTS = valuesOf(CONCEPT);

export const OUTDOOR_SPACE = Object.freeze({
  balcony: 1,
  terrace: 2,
  patio: 3,
  roofTop: 4,
  frenchBalcony: 5,
  porch: 6,
  sauna: 7,
  walkInCloset: 8,
} as const);
export type OutdoorSpace = (typeof OUTDOOR_SPACE)[keyof typeof OUTDOOR_SPACE];
export const OUTDOOR_SPACES = valuesOf(OUTDOOR_SPACE);

export const PARKING = Object.freeze({
  included: 1,
  twoIncluded: 2,
  canPurchase: 3,
  unknown: 4,
  cannotPurchase: 5,
  canPurchaseTwo: 6,
} as const);
export type Parking = (typeof PARKING)[keyof typeof PARKING];
export const PARKINGS = valuesOf(PARKING);

export const FINNISH_PLOT_TYPE = Object.freeze({
  ownPlot: 1,
  optionalRentalPlot: 2,
  rentalPlot: 3,
} as const);
export type FinnishPlotType = (typeof FINNISH_PLOT_TYPE)[keyof typeof FINNISH_PLOT_TYPE];
export const FINNISH_PLOT_TYPES = valuesOf(FINNISH_PLOT_TYPE);

/** Compass direction of the main facade or balcony (flows §3.9 "Directions"). */
export const DIRECTION = Object.freeze({
  north: 1,
  northEast: 2,
  east: 3,
  southEast: 4,
  south: 5,
  southWest: 6,
  west: 7,
  northWest: 8,
} as const);
export type Direction = (typeof DIRECTION)[keyof typeof DIRECTION];
export const DIRECTIONS = valuesOf(DIRECTION);

/** Viewing (showing) filter names, as they travel (platform §3). */
export const VIEWING_FILTERS = ['IncludeAll', 'HasAny', 'InSevenDays', 'In30Days'] as const;
export type ViewingFilter = (typeof VIEWING_FILTERS)[number];

/**
 * Move-in filter: 0 now, 1 within six months, 2 within a year, 3 also later (no limit).
 * The levels widen: each includes every home of the levels before it.
 */
export const INHABIT_DATE = Object.freeze({
  Now: 0,
  InSixMonths: 1,
  InOneYear: 2,
  InMoreThenOneYear: 3,
} as const);
export type InhabitDateFilter = (typeof INHABIT_DATE)[keyof typeof INHABIT_DATE];

/** Result types of the search page (platform §2); premises belong to the premises search. */
export const RESULT_TYPES = ['area', 'stage', 'object'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
