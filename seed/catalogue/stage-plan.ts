import {
  CONCEPT,
  type Concept,
  FINNISH_PLOT_TYPE,
  type FinnishPlotType,
  HOME_TYPE,
  type HomeType,
  STAGE_STATUS,
  type StageStatus,
  TENURE,
  type Tenure,
} from '../../src/shared/residence/residence-enums';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { addDays, addMonths, atTime, isoDay } from './dates';
import type { Random } from './random';

// The decisions about one stage before its rows are written: what it builds, how many
// homes, for which tenure, when people move in and when VIP sale runs.

export type Brand = 'main' | 'senior' | 'brf';

export type StageKind = 'apartment' | 'mixed' | 'townHouse' | 'semiDetached' | 'detached' | 'house' | 'plot';

export const KIND_HOME_TYPES: Record<StageKind, HomeType[]> = {
  apartment: [HOME_TYPE.apartment],
  mixed: [HOME_TYPE.apartment, HOME_TYPE.townHouse],
  townHouse: [HOME_TYPE.townHouse],
  semiDetached: [HOME_TYPE.semiDetachedHouse],
  detached: [HOME_TYPE.detachedHouse],
  house: [HOME_TYPE.house],
  plot: [HOME_TYPE.plot],
};

const KIND_WEIGHTS: Record<SiteKey, readonly (readonly [StageKind, number])[]> = {
  se: [
    ['apartment', 52],
    ['mixed', 7],
    ['townHouse', 14],
    ['semiDetached', 8],
    ['detached', 9],
    ['house', 3],
    ['plot', 5],
  ],
  senior: [['apartment', 1]],
  brf: [
    ['apartment', 82],
    ['townHouse', 18],
  ],
  no: [
    ['apartment', 58],
    ['mixed', 4],
    ['townHouse', 12],
    ['semiDetached', 8],
    ['detached', 7],
    ['house', 8],
    ['plot', 3],
  ],
  fi: [
    ['apartment', 60],
    ['mixed', 4],
    ['townHouse', 16],
    ['semiDetached', 8],
    ['detached', 6],
    ['house', 4],
    ['plot', 2],
  ],
  en: [['apartment', 1]],
  contractor: [['apartment', 1]],
};

export function stageKindFor(random: Random, siteKey: SiteKey, cityWeight: number): StageKind {
  const kind = random.weighted(KIND_WEIGHTS[siteKey]);
  // Big cities build mostly apartments.
  if (cityWeight >= 4 && kind !== 'apartment' && random.chance(0.5)) return 'apartment';
  return kind;
}

const OBJECT_COUNTS: Record<StageKind, readonly [number, number]> = {
  apartment: [12, 40],
  mixed: [16, 34],
  townHouse: [6, 18],
  semiDetached: [4, 12],
  detached: [4, 12],
  house: [4, 10],
  plot: [4, 14],
};

export function objectCountFor(random: Random, kind: StageKind, brand: Brand): number {
  if (brand === 'senior') return random.int(16, 36);
  const [min, max] = OBJECT_COUNTS[kind];
  return random.int(min, max);
}

const STATUS_WEIGHTS: readonly (readonly [StageStatus, number])[] = [
  [STAGE_STATUS.planned, 9],
  [STAGE_STATUS.vip, 7],
  [STAGE_STATUS.forSale, 38],
  [STAGE_STATUS.soldOut, 8],
  [STAGE_STATUS.preSelling, 10],
  [STAGE_STATUS.moveInReady, 12],
  [STAGE_STATUS.succession, 5],
  [STAGE_STATUS.reference, 9],
];

export function stageStatusFor(random: Random, vipAllowed: boolean): StageStatus {
  return random.weighted(STATUS_WEIGHTS.filter(([status]) => vipAllowed || status !== STAGE_STATUS.vip));
}

/** Planned and VIP stages have no homes for sale yet: only announced ranges. */
export function hasObjects(status: StageStatus): boolean {
  return status !== STAGE_STATUS.planned && status !== STAGE_STATUS.vip;
}

export function tenureFor(random: Random, siteKey: SiteKey, homeType: HomeType, announced: boolean): Tenure {
  const isApartment = homeType === HOME_TYPE.apartment;
  switch (siteKey) {
    case 'brf':
      return TENURE.condominium;
    case 'senior':
      return announced || random.chance(0.75) ? TENURE.condominium : TENURE.tenancy;
    case 'no':
      return random.chance(isApartment ? 0.8 : 0.85) ? TENURE.ownership : TENURE.condominium;
    case 'fi':
      return random.chance(isApartment ? 0.85 : 0.9) ? TENURE.ownership : TENURE.condominium;
    default:
      if (isApartment) {
        return random.weighted([
          [TENURE.condominium, 78],
          [TENURE.ownershipApartment, 8],
          [TENURE.tenancy, announced ? 0 : 14],
        ]);
      }
      if (homeType === HOME_TYPE.townHouse)
        return random.chance(0.55) ? TENURE.condominium : TENURE.ownership;
      return TENURE.ownership;
  }
}

export function conceptFor(random: Random, brand: Brand): Concept | null {
  if (brand === 'senior') return CONCEPT.senior;
  return random.weighted<Concept | null>([
    [null, 40],
    [CONCEPT.original, 30],
    [CONCEPT.premium, 15],
    [CONCEPT.smartSquare, 15],
  ]);
}

export function finnishPlotTypeFor(random: Random): FinnishPlotType {
  return random.weighted([
    [FINNISH_PLOT_TYPE.ownPlot, 60],
    [FINNISH_PLOT_TYPE.rentalPlot, 25],
    [FINNISH_PLOT_TYPE.optionalRentalPlot, 15],
  ]);
}

export interface MoveIn {
  inhabitDate: string;
  inhabitDateEnd: string | null;
  inhabitDetermined: boolean;
}

function dayIn(random: Random, reference: Date, months: number): Date {
  return addDays(addMonths(reference, months), random.int(0, 27));
}

/** Move-in dates by status: past for finished projects, future for coming ones. */
export function moveInFor(random: Random, status: StageStatus, reference: Date): MoveIn {
  const single = (months: number, determined: boolean): MoveIn => ({
    inhabitDate: isoDay(dayIn(random, reference, months)),
    inhabitDateEnd: null,
    inhabitDetermined: determined,
  });
  const spanning = (startMonths: number, lengthMonths: number, determined: boolean): MoveIn => {
    const start = dayIn(random, reference, startMonths);
    return {
      inhabitDate: isoDay(start),
      inhabitDateEnd: isoDay(addMonths(start, lengthMonths)),
      inhabitDetermined: determined,
    };
  };
  switch (status) {
    case STAGE_STATUS.planned:
      return random.chance(0.5)
        ? spanning(random.int(18, 36), random.int(4, 10), false)
        : single(random.int(18, 36), false);
    case STAGE_STATUS.vip:
      return random.chance(0.4)
        ? spanning(random.int(12, 26), random.int(3, 8), false)
        : single(random.int(12, 26), false);
    case STAGE_STATUS.preSelling:
      return random.chance(0.4)
        ? spanning(random.int(8, 20), random.int(3, 8), false)
        : single(random.int(8, 20), false);
    case STAGE_STATUS.forSale: {
      const roll = random.next();
      // Move-ins already under way: started before the reference day, ending after it.
      if (roll < 0.25) return spanning(-random.int(1, 3), random.int(4, 9), true);
      if (roll < 0.4) return single(random.int(1, 4), true);
      return single(random.int(2, 18), random.chance(0.5));
    }
    case STAGE_STATUS.soldOut:
      return random.chance(0.5)
        ? single(-random.int(2, 18), true)
        : single(random.int(3, 12), random.chance(0.6));
    case STAGE_STATUS.moveInReady:
      return single(-random.int(1, 10), true);
    case STAGE_STATUS.succession:
      return single(-random.int(14, 60), true);
    default:
      return single(-random.int(24, 120), true);
  }
}

export interface VipWindow {
  vipStart: Date | null;
  vipEnd: Date | null;
}

/**
 * VIP sale windows. An active window spans the whole reference month; a future one opens
 * more than a month after the reference day, so both hold for every day of that month.
 */
export function vipWindowFor(
  random: Random,
  status: StageStatus,
  reference: Date,
  vipAllowed: boolean,
): VipWindow {
  const none = { vipStart: null, vipEnd: null };
  if (!vipAllowed) return none;
  const window = (startDays: number, lengthDays: number): VipWindow => {
    const start = atTime(addDays(reference, startDays), 7);
    return { vipStart: start, vipEnd: atTime(addDays(start, lengthDays), 21, 59) };
  };
  if (status === STAGE_STATUS.vip) {
    return random.chance(0.55)
      ? window(-random.int(5, 40), random.int(80, 130))
      : window(random.int(35, 80), random.int(21, 60));
  }
  // Stages past their VIP sale keep the window they had.
  if (status === STAGE_STATUS.preSelling && random.chance(0.5))
    return window(-random.int(60, 120), random.int(20, 40));
  if (status === STAGE_STATUS.forSale && random.chance(0.2))
    return window(-random.int(150, 300), random.int(20, 40));
  return none;
}
