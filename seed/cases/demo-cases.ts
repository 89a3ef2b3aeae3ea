import {
  CASE_TYPES,
  type CaseTypeKey,
  ROOM_TYPES,
  type RoomTypeKey,
} from '../../src/shared/cases/case-constants';
import {
  CASE_STATUS,
  type CaseStatusId,
  cancelledStatusFor,
  canMoveCase,
  registeredStatusFor,
} from '../../src/shared/cases/case-statuses';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { demoAssociationId, demoUserId } from '../accounts/demo-accounts';
import { deterministicUuid, SEED_TIMESTAMP } from '../content/seed-types';
import { detailCode, SEED_PROBLEM_AREAS } from './problem-areas';
import {
  apartmentId,
  apartmentRoomId,
  buildingId,
  buildingRoomId,
  generalRoomId,
  propertyId,
  roomId,
  stairId,
} from './property-world';

// The demo cases (issue 13 item 1): for the demo resident, both Swedish board members, the
// Norwegian resident and the Norwegian board member, one case of every case type each, their
// status groups rotated so every person has every group and every type meets every group
// across the people; a few cases for a second resident. Some carry files; rounds-remark cases
// of a board belong to its association's inspection round.

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(SEED_TIMESTAMP.getTime() - days * DAY);

type Place =
  | { kind: 'home'; property: string; building: string; homeNumber: string }
  | { kind: 'building'; property: string; building: string }
  | { kind: 'manual'; address: string; zipCode: string; city: string; governmentObjectId: string };

interface Reporter {
  key: string;
  siteKey: SiteKey;
  association: string | null;
  compound?: { name: string; number: string };
  places: Place[];
  /** The seeded notifications of seed/accounts point at these ids: the first cases use them. */
  knownIds: string[];
  round?: string;
}

const REPORTERS: Reporter[] = [
  {
    key: 'resident',
    siteKey: 'se',
    association: null,
    places: [
      { kind: 'home', property: 'ekbacken', building: 'a', homeNumber: '1102' },
      { kind: 'building', property: 'ekbacken', building: 'a' },
    ],
    knownIds: ['account:errand:1', 'account:errand:2'],
  },
  {
    key: 'board',
    siteKey: 'se',
    association: 'ekbacken',
    places: [
      { kind: 'building', property: 'ekbacken', building: 'a' },
      { kind: 'home', property: 'ekbacken', building: 'a', homeNumber: '1201' },
      { kind: 'building', property: 'ekbacken', building: 'b' },
    ],
    knownIds: ['account:errand:board'],
    round: 'ekbacken-spring',
  },
  {
    key: 'board-unmanaged',
    siteKey: 'se',
    association: 'tallasen',
    compound: { name: 'Brf Tallåsen', number: '769645-0913' },
    places: [
      {
        kind: 'manual',
        address: 'Tallåsvägen 7',
        zipCode: '75236',
        city: 'Uppsala',
        governmentObjectId: '1001',
      },
    ],
    knownIds: [],
    round: 'tallasen-2026',
  },
  {
    key: 'norway',
    siteKey: 'no',
    association: null,
    places: [
      { kind: 'home', property: 'fjellsiden', building: 'a', homeNumber: '1101' },
      { kind: 'building', property: 'fjellsiden', building: 'a' },
    ],
    knownIds: ['account:errand:no'],
  },
  {
    key: 'norway-board',
    siteKey: 'no',
    association: 'fjellsiden',
    compound: { name: 'Fjellsiden Borettslag', number: '987654325' },
    places: [
      {
        kind: 'manual',
        address: 'Fjellsideveien 5',
        zipCode: '1337',
        city: 'Sandvika',
        governmentObjectId: '1002',
      },
    ],
    knownIds: [],
    round: 'fjellsiden-2026',
  },
];

const TYPE_KEYS = Object.keys(CASE_TYPES) as CaseTypeKey[];
const GROUPS = ['registered', 'ongoing', 'executed', 'completed'] as const;
const ONGOING_SUBSTATUSES: CaseStatusId[] = [
  CASE_STATUS.ongoing,
  CASE_STATUS.waitingMaterial,
  CASE_STATUS.booked,
  CASE_STATUS.waitingCustomer,
  CASE_STATUS.subcontractor,
  CASE_STATUS.reference,
];

/** A path through the status table from registration to the group's status. */
function statusPath(group: (typeof GROUPS)[number], siteKey: SiteKey, variant: number): CaseStatusId[] {
  const registered = registeredStatusFor(siteKey);
  const norwegian = siteKey === 'no';
  let path: CaseStatusId[];
  if (group === 'registered') path = [registered];
  else if (group === 'ongoing') {
    const sub =
      norwegian && variant % 3 === 2
        ? CASE_STATUS.executedNo
        : ONGOING_SUBSTATUSES[variant % ONGOING_SUBSTATUSES.length];
    path =
      sub === CASE_STATUS.ongoing
        ? [registered, sub]
        : [registered, CASE_STATUS.ongoing, sub as CaseStatusId];
  } else if (group === 'executed') path = [registered, CASE_STATUS.ongoing, CASE_STATUS.executed];
  else {
    const ends: CaseStatusId[][] = [
      [registered, CASE_STATUS.ongoing, CASE_STATUS.executed, CASE_STATUS.completed],
      [registered, cancelledStatusFor(siteKey)],
      [registered, CASE_STATUS.ongoing, CASE_STATUS.completed, CASE_STATUS.shredded],
    ];
    path = ends[variant % ends.length] as CaseStatusId[];
  }
  for (let index = 1; index < path.length; index += 1) {
    if (!canMoveCase(path[index - 1] as number, path[index] as number)) {
      throw new Error(`seed: status path ${path.join(' → ')} breaks the status table`);
    }
  }
  return path;
}

const PUBLIC_DETAILS = [
  detailCode('Elevator', 1, 'public'),
  detailCode('Lights', 1, 'public'),
  detailCode('Doors', 1, 'public'),
  detailCode('Trash', 1, 'public'),
  detailCode('Yard', 2, 'public'),
  detailCode('Ventilation', 1, 'public'),
  detailCode('Facade', 1, 'public'),
];
const HOME_DETAILS = [
  detailCode('Bathroom', 2, 'apartment'),
  detailCode('Kitchen', 1, 'apartment'),
  detailCode('Living room', 2, 'apartment'),
  detailCode('Hallway', 1, 'apartment'),
  detailCode('Balcony', 1, 'apartment'),
  detailCode('Bathroom', 1, 'apartment'),
];

function roomTypeOf(code: number): RoomTypeKey {
  const area = SEED_PROBLEM_AREAS.find((candidate) => code > candidate.code && code < candidate.code + 10);
  if (!area) throw new Error(`seed: no area for ${code}`);
  return area.room;
}

const DESCRIPTIONS: Record<'sv' | 'no', string[]> = {
  sv: [
    'Det droppar från taket i badrummet sedan i går kväll.',
    'Kylskåpet håller inte temperaturen, maten blir varm.',
    'Elementet i vardagsrummet blir inte varmt.',
    'Ytterdörren är svår att låsa, nyckeln tar emot.',
    'Räcket på balkongen sitter löst i ena hörnet.',
    'Hissen stannar mellan våningarna ibland.',
    'Lampan i trapphuset på plan 2 är trasig.',
    'Porten till gatan går inte i lås.',
    'Soprummet har inte tömts på en vecka.',
  ],
  no: [
    'Det drypper fra taket på badet siden i går kveld.',
    'Kjøleskapet holder ikke temperaturen.',
    'Ovnen i stua blir ikke varm.',
    'Inngangsdøren er tung å låse.',
    'Rekkverket på balkongen sitter løst.',
    'Heisen stopper av og til mellom etasjene.',
    'Lyset i trapperommet i 2. etasje er ødelagt.',
    'Porten mot gaten går ikke i lås.',
    'Avfallsrommet er ikke tømt på en uke.',
  ],
};

export interface SeedCase {
  row: Record<string, unknown> & { id: string; statusId: number; createdAt: Date };
  history: { caseId: string; statusId: number; changedAt: Date }[];
  files: ('photo' | 'pdf')[];
}

export const roundId = (key: string) => deterministicUuid(`cases:round:${key}`);

export function demoCases(): SeedCase[] {
  const result: SeedCase[] = [];
  let ticket = 100_001;
  REPORTERS.forEach((reporter, personIndex) => {
    TYPE_KEYS.forEach((type, typeIndex) => {
      const group = GROUPS[(typeIndex + personIndex) % GROUPS.length] ?? 'registered';
      const place = reporter.places[typeIndex % reporter.places.length] as Place;
      result.push(
        buildCase(reporter, type, group, place, {
          index: typeIndex,
          ticket: ticket++,
          ageDays: 5 + typeIndex * 9 + personIndex * 2,
        }),
      );
    });
  });
  // The second resident's own cases: the authorisation tests probe them.
  const neighbour: Reporter = {
    key: 'neighbour',
    siteKey: 'se',
    association: null,
    places: [{ kind: 'home', property: 'lindgarden', building: 'a', homeNumber: '1101' }],
    knownIds: [],
  };
  result.push(
    buildCase(neighbour, 'management', 'registered', neighbour.places[0] as Place, {
      index: 0,
      ticket: ticket++,
      ageDays: 3,
    }),
  );
  result.push(
    buildCase(neighbour, 'management', 'ongoing', neighbour.places[0] as Place, {
      index: 1,
      ticket: ticket++,
      ageDays: 12,
    }),
  );
  return result;
}

function buildCase(
  reporter: Reporter,
  type: CaseTypeKey,
  group: (typeof GROUPS)[number],
  place: Place,
  at: { index: number; ticket: number; ageDays: number },
): SeedCase {
  const knownName = reporter.knownIds[at.index];
  const id = deterministicUuid(knownName ?? `cases:case:${reporter.key}:${at.index}`);
  const path = statusPath(group, reporter.siteKey, at.index);
  const createdAt = daysBefore(at.ageDays);
  const history = path.map((statusId, step) => ({
    caseId: id,
    statusId,
    changedAt: new Date(createdAt.getTime() + step * DAY),
  }));
  const code =
    place.kind === 'home'
      ? (HOME_DETAILS[at.index % HOME_DETAILS.length] as number)
      : (PUBLIC_DETAILS[at.index % PUBLIC_DETAILS.length] as number);
  const roomType = roomTypeOf(code);
  const language = reporter.siteKey === 'no' ? 'no' : 'sv';
  let placement: Record<string, unknown>;
  if (place.kind === 'home') {
    const home = apartmentId(place.property, place.building, place.homeNumber);
    const stair = place.homeNumber.startsWith('12') || place.homeNumber.startsWith('13') ? 'B' : 'A';
    placement = {
      propertyId: propertyId(place.property),
      buildingId: buildingId(place.property, place.building),
      buildingPartId: stairId(place.property, place.building, stair),
      apartmentId: home,
      roomId: apartmentRoomId(home, roomType),
    };
  } else if (place.kind === 'building') {
    const building = buildingId(place.property, place.building);
    const buildingRoom = [
      'stairs',
      'laundry',
      'waste',
      'garage',
      'outdoorSpace',
      'technicalRoom',
      'storage',
    ].includes(roomType)
      ? buildingRoomId(building, roomType)
      : roomId(building, 'stairs');
    placement = { propertyId: propertyId(place.property), buildingId: building, roomId: buildingRoom };
  } else {
    placement = {
      roomId: generalRoomId(roomType in ROOM_TYPES ? roomType : 'general'),
      address: place.address,
      zipCode: place.zipCode,
      city: place.city,
      governmentObjectId: place.governmentObjectId,
      compoundName: reporter.compound?.name ?? null,
      compoundNumber: reporter.compound?.number ?? null,
      isMember: true,
      boardEmail: null,
    };
  }
  // A resident's public-area case on an association's property is the board's to follow too.
  const propertyAssociation =
    place.kind === 'building' &&
    ['ekbacken', 'sjoutsikten', 'tallasen', 'fjellsiden'].includes(place.property)
      ? place.property
      : null;
  const association = reporter.association ?? propertyAssociation;
  const descriptions = DESCRIPTIONS[language];
  return {
    row: {
      id,
      ticketNumber: at.ticket,
      siteKey: reporter.siteKey,
      caseTypeId: CASE_TYPES[type].id,
      statusId: path[path.length - 1] as number,
      reporterUserId: demoUserId(reporter.key),
      associationId: association ? demoAssociationId(association) : null,
      problemAreaCode: code,
      assetTypeId: code === detailCode('Kitchen', 1, 'apartment') ? 101 : null,
      description: descriptions[at.index % descriptions.length] as string,
      roundId: type === 'roundsRemark' && reporter.round ? roundId(reporter.round) : null,
      alternativeContact:
        reporter.association && at.index === 1
          ? {
              firstName: 'Greta',
              lastName: 'Vaktmästare',
              email: 'greta@demo.hemvist.se',
              phone: '070-765 43 21',
            }
          : null,
      createdAt,
      updatedAt: history[history.length - 1]?.changedAt ?? createdAt,
      ...placement,
    },
    history,
    files: at.index === 0 ? ['photo', 'pdf'] : at.index === 3 ? ['photo'] : [],
  };
}

export const SEED_ROUNDS = [
  {
    key: 'ekbacken-spring',
    property: 'ekbacken',
    association: 'ekbacken',
    siteKey: 'se',
    title: 'Rondering vår 2026',
    performedOn: '2026-04-14',
    points: ['Trasig armatur vid entré', 'Fuktfläck i källargång', 'Lös list i trapphus B'],
    file: true,
  },
  {
    key: 'ekbacken-autumn',
    property: 'ekbacken',
    association: 'ekbacken',
    siteKey: 'se',
    title: 'Rondering höst 2026',
    performedOn: '2026-10-06',
    points: [],
    file: false,
  },
  {
    key: 'sjoutsikten-2026',
    property: 'sjoutsikten',
    association: 'sjoutsikten',
    siteKey: 'se',
    title: 'Rondering 2026',
    performedOn: '2026-05-20',
    points: ['Skadad skylt vid garageinfart'],
    file: false,
  },
  {
    key: 'tallasen-2026',
    property: 'tallasen',
    association: 'tallasen',
    siteKey: 'se',
    title: 'Egenkontroll 2026',
    performedOn: '2026-06-02',
    points: ['Igensatt dagvattenbrunn', 'Sprucken kantsten'],
    file: false,
  },
  {
    key: 'fjellsiden-2026',
    property: 'fjellsiden',
    association: 'fjellsiden',
    siteKey: 'no',
    title: 'Befaring 2026',
    performedOn: '2026-05-11',
    points: ['Løs takrenne', 'Sprukket flis i inngangsparti'],
    file: true,
  },
] as const;

export function roundRows() {
  return {
    rounds: SEED_ROUNDS.map((round) => ({
      id: roundId(round.key),
      propertyId: propertyId(round.property),
      associationId: demoAssociationId(round.association),
      siteKey: round.siteKey,
      title: round.title,
      performedOn: round.performedOn,
      createdAt: new Date(`${round.performedOn}T12:00:00.000Z`),
    })),
    points: SEED_ROUNDS.flatMap((round) =>
      round.points.map((description, index) => ({
        id: deterministicUuid(`cases:round-point:${round.key}:${index}`),
        roundId: roundId(round.key),
        description,
        roomId: index === 0 ? roomId(buildingId(round.property, 'a'), 'outdoorSpace') : null,
        resolved: index === 0,
      })),
    ),
  };
}
