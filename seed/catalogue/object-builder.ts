import {
  HOME_TYPE,
  type HomeType,
  OBJECT_STATUS,
  type ObjectStatus,
  STAGE_STATUS,
  type StageStatus,
  type Tenure,
} from '../../src/shared/residence/residence-enums';
import { objectPath } from '../../src/shared/residence/residence-paths';
import type { Country } from '../../src/shared/sites/site-types';
import { deterministicUuid } from '../content/seed-types';
import type { ObjectRow } from './catalogue-types';
import { addDays, isoDay } from './dates';
import { livingAreaFor, outdoorSpacesFor, parkingFor, plotAreaFor, priceFacts, roomsFor } from './home-model';
import type { Random } from './random';
import type { MoveIn } from './stage-plan';

// The homes of one stage: numbered the way each country numbers them, laid out floor by
// floor and building by building, with statuses that fit the stage's status.

export interface StageForObjects {
  id: string;
  siteId: string;
  path: string;
  country: Country;
  status: StageStatus;
  homeTypes: HomeType[];
  tenures: Map<HomeType, Tenure>;
  priceLevel: number;
  senior: boolean;
  lat: number;
  lng: number;
  moveIn: MoveIn;
  /** Floors of the apartment buildings. */
  buildingFloors: number;
  apartmentsPerFloor: number;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVXYZ';

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function objectStatusFor(
  random: Random,
  status: StageStatus,
  index: number,
  isApartment: boolean,
): ObjectStatus {
  switch (status) {
    case STAGE_STATUS.forSale:
      // Every stage for sale has a home for sale and a reserved one; apartment stages a show home.
      if (index === 0) return OBJECT_STATUS.forSale;
      if (index === 1) return OBJECT_STATUS.reserved;
      if (index === 2 && isApartment) return OBJECT_STATUS.showingApartment;
      return random.weighted([
        [OBJECT_STATUS.forSale, 52],
        [OBJECT_STATUS.reserved, 10],
        [OBJECT_STATUS.booked, 9],
        [OBJECT_STATUS.sold, 22],
        [OBJECT_STATUS.notAvailable, 7],
      ]);
    case STAGE_STATUS.preSelling:
      if (index === 0) return OBJECT_STATUS.preSelling;
      return random.weighted([
        [OBJECT_STATUS.preSelling, 72],
        [OBJECT_STATUS.reserved, 10],
        [OBJECT_STATUS.booked, 8],
        [OBJECT_STATUS.notAvailable, 10],
      ]);
    case STAGE_STATUS.moveInReady:
      if (index === 0) return OBJECT_STATUS.forSale;
      return random.weighted([
        [OBJECT_STATUS.forSale, 48],
        [OBJECT_STATUS.sold, 36],
        [OBJECT_STATUS.reserved, 8],
        [OBJECT_STATUS.booked, 4],
        [OBJECT_STATUS.showingApartment, 4],
      ]);
    case STAGE_STATUS.succession:
      return random.chance(0.65) ? OBJECT_STATUS.succession : OBJECT_STATUS.sold;
    default:
      return OBJECT_STATUS.sold;
  }
}

function apartmentNumber(
  country: Country,
  building: number,
  floor: number,
  onFloor: number,
  inBuilding: number,
): string {
  const letter = LETTERS[building % LETTERS.length] ?? 'A';
  // Sweden: four digits, the first two the floor counted from 10 at the entrance.
  if (country === 'SE') return `${letter}-${9 + floor}${pad2(onFloor)}`;
  // Norway: H-number, floor and door.
  if (country === 'NO') return `${letter}-H${pad2(floor)}${pad2(onFloor)}`;
  // Finland: staircase letter and a running number.
  return `${letter} ${inBuilding}`;
}

/** Houses after `firstLetter` apartment staircases (Finland letters its row houses too). */
function houseNumber(country: Country, homeType: HomeType, sequence: number, firstLetter: number): string {
  if (homeType === HOME_TYPE.plot) return `${country === 'FI' ? 'Tontti' : 'Tomt'} ${sequence}`;
  if (country === 'SE') return `Hus ${sequence}`;
  if (country === 'NO') return `Bolig ${sequence}`;
  return `${LETTERS[(firstLetter + Math.floor((sequence - 1) / 6)) % LETTERS.length]} ${sequence}`;
}

/** Move-in of one home: spread over the stage's move-in span in building order. */
function objectMoveIn(stage: StageForObjects, index: number, count: number, reference: Date): MoveIn {
  const { moveIn } = stage;
  if (!moveIn.inhabitDateEnd) return moveIn;
  const start = new Date(`${moveIn.inhabitDate}T00:00:00Z`).getTime();
  const end = new Date(`${moveIn.inhabitDateEnd}T00:00:00Z`).getTime();
  const share = count <= 1 ? 0 : index / (count - 1);
  const date = new Date(start + Math.round(((end - start) * share) / 86_400_000) * 86_400_000);
  // The later homes of a span are often not fixed yet.
  const determined = moveIn.inhabitDetermined && date.getTime() <= addDays(reference, 120).getTime();
  return { inhabitDate: isoDay(date), inhabitDateEnd: null, inhabitDetermined: determined };
}

export function buildObjects(
  random: Random,
  stage: StageForObjects,
  count: number,
  reference: Date,
): ObjectRow[] {
  const rows: ObjectRow[] = [];
  const apartmentCount =
    stage.homeTypes[0] === HOME_TYPE.apartment
      ? stage.homeTypes.length > 1
        ? Math.round(count * 0.65)
        : count
      : 0;
  const perBuilding = stage.buildingFloors * stage.apartmentsPerFloor;
  const apartmentBuildings = Math.ceil(apartmentCount / perBuilding);
  let houseSequence = 0;
  for (let index = 0; index < count; index += 1) {
    const isApartment = index < apartmentCount;
    const homeType = isApartment
      ? HOME_TYPE.apartment
      : (stage.homeTypes[stage.homeTypes.length - 1] ?? HOME_TYPE.townHouse);
    let objectNumber: string;
    let floor = 1;
    let buildingFloors: number;
    if (isApartment) {
      const building = Math.floor(index / perBuilding);
      const inBuilding = index % perBuilding;
      floor = Math.floor(inBuilding / stage.apartmentsPerFloor) + 1;
      buildingFloors = stage.buildingFloors;
      objectNumber = apartmentNumber(
        stage.country,
        building,
        floor,
        (inBuilding % stage.apartmentsPerFloor) + 1,
        inBuilding + 1,
      );
    } else {
      houseSequence += 1;
      objectNumber = houseNumber(stage.country, homeType, houseSequence, apartmentBuildings);
      buildingFloors =
        homeType === HOME_TYPE.plot
          ? 1
          : homeType === HOME_TYPE.townHouse
            ? random.chance(0.2)
              ? 3
              : 2
            : homeType === HOME_TYPE.semiDetachedHouse
              ? 2
              : random.int(1, 2);
    }
    const rooms = roomsFor(random, homeType, stage.senior);
    const livingArea = livingAreaFor(random, homeType, rooms);
    const plotArea = plotAreaFor(random, homeType);
    const tenure = stage.tenures.get(homeType) ?? stage.tenures.values().next().value;
    if (tenure === undefined) throw new Error(`stage ${stage.path} has no tenure`);
    const facts = priceFacts(random, {
      country: stage.country,
      priceLevel: stage.priceLevel,
      homeType,
      tenure,
      livingArea,
      plotArea,
      floor,
    });
    const moveIn = objectMoveIn(stage, index, count, reference);
    rows.push({
      id: deterministicUuid(`catalogue:object:${stage.id}:${objectNumber}`),
      stageId: stage.id,
      siteId: stage.siteId,
      objectNumber,
      path: objectPath(stage.path, objectNumber),
      status: objectStatusFor(random, stage.status, index, isApartment),
      homeType,
      disposalForm: tenure,
      rooms,
      livingArea,
      plotArea,
      price: facts.price,
      totalPrice: facts.totalPrice,
      monthlyFee: facts.monthlyFee,
      floor,
      buildingFloors,
      outdoorSpaces: outdoorSpacesFor(random, stage.country, homeType, rooms, floor, buildingFloors),
      parking: parkingFor(random, homeType),
      direction: random.int(1, 8),
      inhabitDate: moveIn.inhabitDate,
      inhabitDetermined: moveIn.inhabitDetermined,
      lat: round6(stage.lat + random.between(-0.0012, 0.0012)),
      lng: round6(stage.lng + random.between(-0.0022, 0.0022)),
    });
  }
  return rows;
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
