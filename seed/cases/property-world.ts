import { ROOM_TYPES, type RoomTypeKey } from '../../src/shared/cases/case-constants';
import { foldForSearch } from '../../src/shared/residence/fold-text';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { demoAssociationId, demoUserId } from '../accounts/demo-accounts';
import { deterministicUuid } from '../content/seed-types';

// The demo property world (issue 13 item 1): properties with buildings, stairwells and homes,
// the residents' agreements, and the rooms cases are filed against. Ids are name-based, so
// every machine seeds the same rows.

export interface SeedApartment {
  key: string;
  homeNumber: string;
  governmentObjectId: string;
  stair: number;
  floor: number;
}

export interface SeedBuilding {
  key: string;
  name: string;
  street: string;
  number: number;
  stairs: string[];
  homesPerStair: number;
}

export interface SeedProperty {
  key: string;
  siteKey: SiteKey;
  designation: string;
  association: string | null;
  municipality: string;
  zipCode: string;
  city: string;
  rental: boolean;
  buildings: SeedBuilding[];
}

export const SEED_PROPERTIES: readonly SeedProperty[] = [
  {
    key: 'ekbacken',
    siteKey: 'se',
    designation: 'Ekbacken 1',
    association: 'ekbacken',
    municipality: 'Solna',
    zipCode: '169 70',
    city: 'Solna',
    rental: false,
    buildings: [
      {
        key: 'a',
        name: 'Ekbacken hus A',
        street: 'Ekbacksvägen',
        number: 2,
        stairs: ['A', 'B'],
        homesPerStair: 4,
      },
      {
        key: 'b',
        name: 'Ekbacken hus B',
        street: 'Ekbacksvägen',
        number: 4,
        stairs: ['A'],
        homesPerStair: 4,
      },
    ],
  },
  {
    key: 'sjoutsikten',
    siteKey: 'se',
    designation: 'Sjöutsikten 3',
    association: 'sjoutsikten',
    municipality: 'Nacka',
    zipCode: '131 50',
    city: 'Nacka',
    rental: false,
    buildings: [
      {
        key: 'a',
        name: 'Sjöutsikten',
        street: 'Strandpromenaden',
        number: 11,
        stairs: ['A'],
        homesPerStair: 4,
      },
    ],
  },
  {
    key: 'tallasen',
    siteKey: 'se',
    designation: 'Tallåsen 7',
    association: 'tallasen',
    municipality: 'Uppsala',
    zipCode: '752 36',
    city: 'Uppsala',
    rental: false,
    buildings: [
      { key: 'a', name: 'Tallåsen', street: 'Tallåsvägen', number: 7, stairs: ['A'], homesPerStair: 4 },
    ],
  },
  {
    key: 'lindgarden',
    siteKey: 'se',
    designation: 'Lindgården 12',
    association: null,
    municipality: 'Stockholm',
    zipCode: '117 43',
    city: 'Stockholm',
    rental: true,
    buildings: [
      { key: 'a', name: 'Lindgården', street: 'Lindvägen', number: 12, stairs: ['A', 'B'], homesPerStair: 4 },
    ],
  },
  {
    key: 'fjellsiden',
    siteKey: 'no',
    designation: 'Gnr. 12 bnr. 40',
    association: 'fjellsiden',
    municipality: 'Bærum',
    zipCode: '1337',
    city: 'Sandvika',
    rental: false,
    buildings: [
      { key: 'a', name: 'Fjellsiden', street: 'Fjellsideveien', number: 5, stairs: ['A'], homesPerStair: 4 },
    ],
  },
];

export const propertyId = (property: string) => deterministicUuid(`cases:property:${property}`);
export const buildingId = (property: string, building: string) =>
  deterministicUuid(`cases:building:${property}:${building}`);
export const stairId = (property: string, building: string, stair: string) =>
  deterministicUuid(`cases:stair:${property}:${building}:${stair}`);
export const apartmentId = (property: string, building: string, homeNumber: string) =>
  deterministicUuid(`cases:apartment:${property}:${building}:${homeNumber}`);
export const roomId = (owner: string, room: string) => deterministicUuid(`cases:room:${owner}:${room}`);
export const generalRoomId = (type: RoomTypeKey) => deterministicUuid(`cases:room:general:${type}`);

const BUILDING_ROOMS: [RoomTypeKey, sv: string, no: string][] = [
  ['stairs', 'Trapphus', 'Trapperom'],
  ['laundry', 'Tvättstuga', 'Vaskeri'],
  ['waste', 'Soprum', 'Avfallsrom'],
  ['garage', 'Garage', 'Garasje'],
  ['outdoorSpace', 'Gård och utemiljö', 'Uteområde'],
  ['technicalRoom', 'Undercentral', 'Teknisk rom'],
  ['storage', 'Förrådsgång', 'Bodgang'],
];
const APARTMENT_ROOMS: [RoomTypeKey, sv: string, no: string][] = [
  ['kitchen', 'Kök', 'Kjøkken'],
  ['wetRoom', 'Badrum', 'Bad'],
  ['general', 'Vardagsrum', 'Stue'],
  ['general', 'Sovrum', 'Soverom'],
  ['general', 'Hall', 'Gang'],
  ['balcony', 'Balkong', 'Balkong'],
  ['storage', 'Förråd', 'Bod'],
  ['other', 'Övrigt', 'Annet'],
];
const GENERAL_ROOM_NAMES: Record<RoomTypeKey, string> = {
  general: 'Allmänt',
  waste: 'Soprum',
  balcony: 'Balkong',
  storage: 'Förråd',
  garage: 'Garage',
  kitchen: 'Kök',
  technicalRoom: 'Teknikrum',
  stairs: 'Trapphus',
  laundry: 'Tvättstuga',
  outdoorSpace: 'Utemiljö',
  wetRoom: 'Våtrum',
  other: 'Övrigt',
};

/** Home numbers by the tax authority's scheme: floor 10 + floor, then the door on the floor. */
function homesOf(building: SeedBuilding): SeedApartment[] {
  return building.stairs.flatMap((stair, stairIndex) =>
    Array.from({ length: building.homesPerStair }, (_, index) => {
      const floor = Math.floor(index / 2);
      const homeNumber = `${10 + floor + stairIndex * 2}${String((index % 2) + 1).padStart(2, '0')}`;
      return { key: `${stair}${homeNumber}`, homeNumber, governmentObjectId: '', stair: stairIndex, floor };
    }),
  );
}

export function propertyWorldRows() {
  let objectSerial = 0;
  const rows = {
    properties: [] as Record<string, unknown>[],
    buildings: [] as Record<string, unknown>[],
    buildingParts: [] as Record<string, unknown>[],
    apartments: [] as Record<string, unknown>[],
    rooms: [] as Record<string, unknown>[],
  };
  for (const property of SEED_PROPERTIES) {
    const norwegian = property.siteKey === 'no';
    rows.properties.push({
      id: propertyId(property.key),
      siteKey: property.siteKey,
      designation: property.designation,
      associationId: property.association ? demoAssociationId(property.association) : null,
      municipality: property.municipality,
    });
    for (const building of property.buildings) {
      const address = `${building.street} ${building.number}`;
      const bId = buildingId(property.key, building.key);
      rows.buildings.push({
        id: bId,
        propertyId: propertyId(property.key),
        name: building.name,
        address,
        zipCode: property.zipCode,
        city: property.city,
        searchName: foldForSearch(`${building.name} ${address} ${property.designation}`),
      });
      for (const [type, sv, no] of BUILDING_ROOMS) {
        rows.rooms.push({
          id: roomId(bId, type),
          buildingId: bId,
          apartmentId: null,
          name: norwegian ? no : sv,
          roomType: ROOM_TYPES[type],
        });
      }
      for (const stair of building.stairs) {
        rows.buildingParts.push({
          id: stairId(property.key, building.key, stair),
          buildingId: bId,
          name: norwegian ? `Oppgang ${stair}` : `Trappuppgång ${stair}`,
          address: `${address}${stair}`,
        });
      }
      for (const home of homesOf(building)) {
        objectSerial += 1;
        const stair = building.stairs[home.stair] ?? 'A';
        const aId = apartmentId(property.key, building.key, home.homeNumber);
        const governmentObjectId = norwegian
          ? `H0${home.homeNumber}-${String(objectSerial).padStart(4, '0')}`
          : `${String(140_000_000 + objectSerial * 7919)}`;
        const homeAddress = `${address}${stair}, lgh ${home.homeNumber}`;
        rows.apartments.push({
          id: aId,
          buildingPartId: stairId(property.key, building.key, stair),
          buildingId: bId,
          propertyId: propertyId(property.key),
          homeNumber: home.homeNumber,
          governmentObjectId,
          address: norwegian ? `${address}${stair}, ${home.homeNumber}` : homeAddress,
          zipCode: property.zipCode,
          city: property.city,
          objectTypeId: 1,
          rentalBuilding: property.rental,
          searchName: foldForSearch(`${homeAddress} ${home.homeNumber} ${governmentObjectId}`),
        });
        APARTMENT_ROOMS.forEach(([type, sv, no], index) => {
          rows.rooms.push({
            id: roomId(aId, `${type}-${index}`),
            buildingId: null,
            apartmentId: aId,
            name: norwegian ? no : sv,
            roomType: ROOM_TYPES[type],
          });
        });
      }
    }
  }
  for (const [type, code] of Object.entries(ROOM_TYPES) as [RoomTypeKey, number][]) {
    rows.rooms.push({
      id: generalRoomId(type),
      buildingId: null,
      apartmentId: null,
      name: GENERAL_ROOM_NAMES[type],
      roomType: code,
    });
  }
  return rows;
}

/** The id of a home's room of a type (its first of that type). */
export function apartmentRoomId(apartment: string, type: RoomTypeKey): string {
  const index = APARTMENT_ROOMS.findIndex(([candidate]) => candidate === type);
  return roomId(apartment, `${type}-${index}`);
}

export const buildingRoomId = (building: string, type: RoomTypeKey) => roomId(building, type);

/** Who lives where: the demo residents' agreements. */
export const SEED_AGREEMENTS = [
  {
    key: 'resident-owner',
    user: 'resident',
    home: ['ekbacken', 'a', '1102'],
    kind: 'ownership',
    start: '2021-06-01',
  },
  {
    key: 'resident-garage',
    user: 'resident',
    home: ['lindgarden', 'a', '1001'],
    kind: 'tenancy',
    start: '2019-02-01',
    end: '2021-05-31',
  },
  {
    key: 'neighbour-tenant',
    user: 'neighbour',
    home: ['lindgarden', 'a', '1101'],
    kind: 'tenancy',
    start: '2022-09-01',
  },
  {
    key: 'norway-owner',
    user: 'norway',
    home: ['fjellsiden', 'a', '1101'],
    kind: 'ownership',
    start: '2023-03-15',
  },
  {
    key: 'board-owner',
    user: 'board',
    home: ['ekbacken', 'b', '1001'],
    kind: 'ownership',
    start: '2018-01-01',
  },
] as const;

export function agreementRows() {
  return SEED_AGREEMENTS.map((agreement) => ({
    id: deterministicUuid(`cases:agreement:${agreement.key}`),
    userId: demoUserId(agreement.user),
    apartmentId: apartmentId(agreement.home[0], agreement.home[1], agreement.home[2]),
    kind: agreement.kind,
    startDate: agreement.start,
    endDate: 'end' in agreement ? agreement.end : null,
  }));
}
