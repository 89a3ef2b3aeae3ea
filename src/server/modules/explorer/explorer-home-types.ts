import type {
  Archetype,
  ExplorerHomeType,
  Furniture,
  PlanRoom,
  View360,
} from '../../../shared/explorer/explorer-contracts';
import { panoramaImagePath } from '../../../shared/explorer/explorer-endpoints';

// Home types of the explorer: homes with the same number of rooms share a floor plan (drawn to
// their median area), a 360° view with a camera in each kind of room, and furnishing
// archetypes placed on that plan. All of it follows from rooms and area, so it is the same on
// every request. Plans are in metres; y = 0 is the facade with the windows.

export const MAX_PLAN_ROOMS = 6;
const DEPTH = 8.4;
const FRONT_SHARE = 0.6;
const BALCONY = 1.6;

export function homeTypeIdOf(rooms: number): string {
  return `rooms-${Math.min(MAX_PLAN_ROOMS, Math.max(1, Math.round(rooms)))}`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function planOf(rooms: number, area: number): { width: number; plan: PlanRoom[] } {
  const width = round1(Math.max(5, area / DEPTH));
  const front = round1(DEPTH * FRONT_SHARE);
  const back = round1(DEPTH - front);
  const plan: PlanRoom[] = [];
  const bedrooms = rooms - 1;
  const livingWidth = round1(bedrooms === 0 ? width : width * (bedrooms >= 3 ? 0.36 : 0.46));
  plan.push({ kind: 'living', x: 0, y: 0, width: livingWidth, height: front });
  const bedroomWidth = bedrooms > 0 ? (width - livingWidth) / bedrooms : 0;
  for (let index = 0; index < bedrooms; index += 1)
    plan.push({
      kind: 'bedroom',
      x: round1(livingWidth + index * bedroomWidth),
      y: 0,
      width: round1(bedroomWidth),
      height: front,
    });
  const kitchen = round1(width * 0.42);
  const bathroom = round1(Math.min(3.2, width * 0.25));
  plan.push(
    { kind: 'kitchen', x: 0, y: front, width: kitchen, height: back },
    { kind: 'hall', x: kitchen, y: front, width: round1(width - kitchen - bathroom), height: back },
    { kind: 'bathroom', x: round1(width - bathroom), y: front, width: bathroom, height: back },
    {
      kind: 'balcony',
      x: round1(livingWidth * 0.15),
      y: -BALCONY,
      width: round1(livingWidth * 0.7),
      height: BALCONY,
    },
  );
  return { width, plan };
}

export function homeTypeOf(rooms: number, medianArea: number): ExplorerHomeType {
  const count = Math.min(MAX_PLAN_ROOMS, Math.max(1, Math.round(rooms)));
  const { width, plan } = planOf(count, medianArea);
  return { id: homeTypeIdOf(count), rooms: count, width, depth: DEPTH, plan };
}

const centre = (room: PlanRoom) => ({
  x: round1(room.x + room.width / 2),
  y: round1(room.y + room.height / 2),
});

/** The 360° view of a home type: a camera in the living room, the kitchen and one bedroom. */
export function view360Of(stageId: string, type: ExplorerHomeType): View360 {
  const wanted: PlanRoom['kind'][] = ['living', 'kitchen', 'bedroom'];
  const cameras = wanted.flatMap((kind) => {
    const room = type.plan.find((candidate) => candidate.kind === kind);
    if (!room) return [];
    return [{ id: kind, room: kind, ...centre(room), imageUrl: panoramaImagePath(stageId, type.id, kind) }];
  });
  return { id: type.id, homeTypeId: type.id, cameras };
}

type Item = Furniture;
const item = (kind: Item['kind'], x: number, y: number, width: number, height: number): Item => ({
  kind,
  x: round1(x),
  y: round1(y),
  width: round1(width),
  height: round1(height),
});

function livingSet(room: PlanRoom, large: boolean): Item[] {
  const sofa = Math.min(room.width - 1, large ? 2.8 : 2.1);
  return [
    item('rug', room.x + room.width / 2 - 1.2, room.y + 1.4, 2.4, 1.7),
    item('sofa', room.x + room.width / 2 - sofa / 2, room.y + room.height - 1.1, sofa, 0.9),
    item('table', room.x + room.width / 2 - 0.5, room.y + 1.9, 1, 0.6),
    item('shelf', room.x + 0.2, room.y + 0.3, 0.4, 1.6),
  ];
}

function bedroomSet(room: PlanRoom, double: boolean): Item[] {
  const bed = double ? 1.6 : 0.9;
  return [
    item('bed', room.x + room.width / 2 - bed / 2, room.y + room.height - 2.2, bed, 2),
    item('wardrobe', room.x + 0.1, room.y + room.height - 0.7, Math.min(1.8, room.width / 2 - 0.2), 0.6),
  ];
}

/** Furnishing archetypes of a home type: each a way to live in the same plan. */
export function archetypesOf(type: ExplorerHomeType): Archetype[] {
  const living = type.plan.find((room) => room.kind === 'living');
  const kitchen = type.plan.find((room) => room.kind === 'kitchen');
  const bedrooms = type.plan.filter((room) => room.kind === 'bedroom');
  if (!living || !kitchen) return [];
  const dining = (seats: number) =>
    item('table', kitchen.x + kitchen.width / 2 - seats * 0.3, kitchen.y + 0.9, seats * 0.6, 0.9);
  const [main, ...others] = bedrooms;
  const bedroomsWith = (second: (room: PlanRoom) => Item[]) => [
    ...(main ? bedroomSet(main, true) : [item('bed', living.x + 0.2, living.y + 0.3, 1.4, 2)]),
    ...others.flatMap((room, index) => (index === 0 ? second(room) : bedroomSet(room, false))),
  ];
  const desk = (room: PlanRoom) => [
    item('desk', room.x + 0.2, room.y + 0.2, Math.min(1.6, room.width - 0.4), 0.7),
    item('shelf', room.x + room.width - 0.6, room.y + room.height - 1.8, 0.4, 1.6),
  ];
  const archetypes: Archetype[] = [];
  if (type.rooms <= 2)
    archetypes.push({
      id: 'compact',
      homeTypeId: type.id,
      items: [...livingSet(living, false), dining(2), ...bedroomsWith((room) => bedroomSet(room, false))],
    });
  archetypes.push({
    id: 'workFromHome',
    homeTypeId: type.id,
    items: [
      ...livingSet(living, false),
      dining(4),
      ...(others[0] ? [] : desk({ ...living, x: living.x + living.width - 1.8, width: 1.8 })),
      ...bedroomsWith(desk),
    ],
  });
  archetypes.push({
    id: 'entertaining',
    homeTypeId: type.id,
    items: [
      ...livingSet(living, true),
      item('armchair', living.x + living.width - 1.1, living.y + 1.2, 0.8, 0.8),
      item('plant', living.x + 0.3, living.y + living.height - 0.8, 0.5, 0.5),
      dining(Math.min(8, Math.max(4, Math.floor(kitchen.width / 0.6)))),
      ...bedroomsWith((room) => bedroomSet(room, true)),
    ],
  });
  if (type.rooms >= 3)
    archetypes.push({
      id: 'family',
      homeTypeId: type.id,
      items: [
        ...livingSet(living, true),
        dining(6),
        ...bedroomsWith((room) => [
          ...bedroomSet(room, false),
          item('cot', room.x + room.width - 0.9, room.y + 0.3, 0.7, 1.2),
        ]),
      ],
    });
  return archetypes;
}
