import {
  HOME_TYPE,
  type HomeType,
  OUTDOOR_SPACE,
  type OutdoorSpace,
  PARKING,
  type Parking,
  TENURE,
  type Tenure,
} from '../../src/shared/residence/residence-enums';
import type { Country } from '../../src/shared/sites/site-types';
import type { Random } from './random';

// The facts of one home: rooms, living area, plot, price, monthly fee, outdoor spaces and
// parking, drawn so that they fit each other and the country (new-build levels of 2026).

const HOUSE_TYPES: readonly HomeType[] = [
  HOME_TYPE.townHouse,
  HOME_TYPE.semiDetachedHouse,
  HOME_TYPE.detachedHouse,
  HOME_TYPE.house,
];

export function isHouse(homeType: HomeType): boolean {
  return HOUSE_TYPES.includes(homeType);
}

const ROOM_WEIGHTS: Record<HomeType, readonly (readonly [number, number])[]> = {
  [HOME_TYPE.apartment]: [
    [1, 14],
    [2, 30],
    [3, 30],
    [4, 17],
    [5, 7],
    [6, 2],
  ],
  [HOME_TYPE.townHouse]: [
    [3, 20],
    [4, 45],
    [5, 28],
    [6, 7],
  ],
  [HOME_TYPE.semiDetachedHouse]: [
    [4, 45],
    [5, 45],
    [6, 10],
  ],
  [HOME_TYPE.detachedHouse]: [
    [4, 25],
    [5, 50],
    [6, 25],
  ],
  [HOME_TYPE.house]: [
    [3, 15],
    [4, 40],
    [5, 35],
    [6, 10],
  ],
  // A plot is sold with the house drawn for it; its rooms and area are that house's.
  [HOME_TYPE.plot]: [
    [4, 40],
    [5, 45],
    [6, 15],
  ],
};

/** Senior apartments: two and three rooms, some one and four. */
const SENIOR_ROOMS: readonly (readonly [number, number])[] = [
  [1, 8],
  [2, 45],
  [3, 37],
  [4, 10],
];

export function roomsFor(random: Random, homeType: HomeType, senior: boolean): number {
  return random.weighted(senior ? SENIOR_ROOMS : ROOM_WEIGHTS[homeType]);
}

/** Living area in m² by rooms: [min, max] for apartments and for houses. */
const APARTMENT_AREAS: Record<number, readonly [number, number]> = {
  1: [27, 42],
  2: [44, 62],
  3: [64, 84],
  4: [84, 108],
  5: [104, 132],
  6: [128, 168],
};
const HOUSE_AREAS: Record<number, readonly [number, number]> = {
  3: [82, 100],
  4: [100, 128],
  5: [122, 152],
  6: [145, 195],
};

export function livingAreaRange(homeType: HomeType, rooms: number): readonly [number, number] {
  const table = homeType === HOME_TYPE.apartment ? APARTMENT_AREAS : HOUSE_AREAS;
  return table[rooms] ?? (homeType === HOME_TYPE.apartment ? [60, 80] : [100, 130]);
}

export function livingAreaFor(random: Random, homeType: HomeType, rooms: number): number {
  const [min, max] = livingAreaRange(homeType, rooms);
  return Math.round(random.between(min, max) * 2) / 2;
}

export function plotAreaFor(random: Random, homeType: HomeType): number | null {
  switch (homeType) {
    case HOME_TYPE.townHouse:
      return random.int(120, 320);
    case HOME_TYPE.semiDetachedHouse:
      return random.int(250, 520);
    case HOME_TYPE.detachedHouse:
    case HOME_TYPE.house:
      return random.int(450, 1100);
    case HOME_TYPE.plot:
      return random.int(550, 1500);
    default:
      return null;
  }
}

export interface PriceInput {
  country: Country;
  /** Price per m² of a typical apartment in the municipality. */
  priceLevel: number;
  homeType: HomeType;
  tenure: Tenure;
  livingArea: number;
  plotArea: number | null;
  floor: number;
}

export interface PriceFacts {
  /** Sales price; null for a rental, whose monthly rent is the monthly fee. */
  price: number | null;
  /** Finland: debt-free price; null elsewhere. */
  totalPrice: number | null;
  monthlyFee: number;
}

const FINNISH_PRICE_RANGE = [150_000, 600_000] as const;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The price of the home before a random spread: per m² with small homes dearer per m². */
export function basePrice(input: Omit<PriceInput, 'tenure'>): number {
  const smallHomeFactor = 1 + Math.max(0, 70 - input.livingArea) / 260;
  if (input.homeType === HOME_TYPE.apartment) {
    const floorFactor = 1 + Math.min(input.floor - 1, 10) * 0.012;
    return input.livingArea * input.priceLevel * smallHomeFactor * floorFactor;
  }
  const plotValue = (input.plotArea ?? 0) * input.priceLevel * 0.018;
  if (input.homeType === HOME_TYPE.plot) return (input.plotArea ?? 800) * input.priceLevel * 0.045;
  return input.livingArea * input.priceLevel * 0.82 + plotValue;
}

export function priceFacts(random: Random, input: PriceInput): PriceFacts {
  const spread = random.between(0.9, 1.1);
  const value = basePrice(input) * spread;
  if (input.country === 'FI') {
    const [low, high] = FINNISH_PRICE_RANGE;
    // Outside the range, redraw near its edge rather than pile homes up on the limit.
    const inRange =
      value > high
        ? random.between(high * 0.86, high)
        : value < low
          ? random.between(low, low * 1.15)
          : value;
    const totalPrice = roundTo(inRange, 100);
    // New Finnish homes carry a share of the housing company's loan: the sales price is
    // the debt-free price minus that share.
    const loanShare =
      isHouse(input.homeType) || input.homeType === HOME_TYPE.plot
        ? random.between(0.1, 0.3)
        : random.between(0.3, 0.7);
    const price = roundTo(totalPrice * (1 - loanShare), 100);
    const maintenance = input.livingArea * random.between(4.2, 5.8);
    const financing = input.livingArea * loanShare * random.between(14, 19);
    const monthlyFee =
      input.homeType === HOME_TYPE.plot ? random.int(20, 60) : Math.round(maintenance + financing);
    return { price, totalPrice, monthlyFee };
  }
  if (input.tenure === TENURE.tenancy) {
    // A rented home has no purchase price; the fee is the monthly rent.
    return {
      price: null,
      totalPrice: null,
      monthlyFee: roundTo(input.livingArea * random.between(165, 210), 10),
    };
  }
  const price = roundTo(value, input.country === 'SE' ? 5_000 : 10_000);
  return { price, totalPrice: null, monthlyFee: monthlyFee(random, input) };
}

function monthlyFee(random: Random, input: PriceInput): number {
  if (input.homeType === HOME_TYPE.plot) return random.int(2, 6) * 100;
  if (input.country === 'NO') {
    // Felleskostnader; a co-operative (borettslag) home also pays its share of the common loan.
    const perSquareMetre =
      input.tenure === TENURE.condominium ? random.between(60, 95) : random.between(28, 45);
    return isHouse(input.homeType) && input.tenure !== TENURE.condominium
      ? roundTo(random.between(900, 2600), 10)
      : roundTo(input.livingArea * perSquareMetre, 10);
  }
  if (input.tenure === TENURE.condominium) return roundTo(input.livingArea * random.between(48, 76), 10);
  if (input.tenure === TENURE.ownershipApartment) return roundTo(random.between(1_400, 3_200), 10);
  // Owned houses pay the joint facility (samfällighet).
  return roundTo(random.between(350, 1_400), 10);
}

export function outdoorSpacesFor(
  random: Random,
  country: Country,
  homeType: HomeType,
  rooms: number,
  floor: number,
  buildingFloors: number,
): OutdoorSpace[] {
  const spaces = new Set<OutdoorSpace>();
  if (homeType === HOME_TYPE.plot) return [];
  if (homeType === HOME_TYPE.apartment) {
    if (floor === 1 && random.chance(0.75)) spaces.add(OUTDOOR_SPACE.patio);
    else if (floor === buildingFloors && buildingFloors > 3 && random.chance(0.6)) {
      spaces.add(random.chance(0.55) ? OUTDOOR_SPACE.terrace : OUTDOOR_SPACE.roofTop);
      if (random.chance(0.4)) spaces.add(OUTDOOR_SPACE.balcony);
    } else if (random.chance(0.86)) spaces.add(OUTDOOR_SPACE.balcony);
    if (random.chance(rooms === 1 ? 0.35 : 0.1)) spaces.add(OUTDOOR_SPACE.frenchBalcony);
    if (country === 'FI' && rooms >= 2 && random.chance(0.55)) spaces.add(OUTDOOR_SPACE.sauna);
  } else {
    if (random.chance(0.7)) spaces.add(OUTDOOR_SPACE.patio);
    if (random.chance(0.3)) spaces.add(OUTDOOR_SPACE.porch);
    if (random.chance(0.3)) spaces.add(OUTDOOR_SPACE.terrace);
    if (random.chance(0.2)) spaces.add(OUTDOOR_SPACE.balcony);
    if (random.chance(country === 'FI' ? 0.9 : 0.1)) spaces.add(OUTDOOR_SPACE.sauna);
  }
  if (rooms >= 3 && random.chance(0.2)) spaces.add(OUTDOOR_SPACE.walkInCloset);
  return [...spaces].sort((a, b) => a - b);
}

export function parkingFor(random: Random, homeType: HomeType): Parking {
  if (homeType === HOME_TYPE.plot) return random.chance(0.7) ? PARKING.unknown : PARKING.twoIncluded;
  if (homeType === HOME_TYPE.apartment) {
    return random.weighted([
      [PARKING.canPurchase, 52],
      [PARKING.included, 12],
      [PARKING.unknown, 12],
      [PARKING.cannotPurchase, 12],
      [PARKING.canPurchaseTwo, 10],
      [PARKING.twoIncluded, 2],
    ]);
  }
  return random.weighted([
    [PARKING.included, 42],
    [PARKING.twoIncluded, 36],
    [PARKING.canPurchase, 12],
    [PARKING.canPurchaseTwo, 10],
  ]);
}
