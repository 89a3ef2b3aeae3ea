import type { ClickArea, ExplorerRect, ExplorerView } from '../../../shared/explorer/explorer-contracts';
import { compareObjectNumbers } from '../../../shared/residence/object-number-order';
import { HOME_TYPE } from '../../../shared/residence/residence-enums';

// The facade drawings of the explorer (issue 16 item 3), drawn from the catalogue alone so the
// same homes always give the same picture: one view per apartment building (its staircase
// letter, floors × homes per floor, each home a click area) and rows of the stage's houses. The browser paints them and lays the sun study's light and shadow over them.

export interface FacadeHome {
  id: string;
  objectNumber: string;
  homeType: number;
  floor: number;
  buildingFloors: number;
  direction: number;
}

const UNIT = 100;
const FLOOR = 72;
const SIDE = 28;
const SKY = 70;
const GROUND = 46;
const PARAPET = 14;
const HOUSE = 116;
const HOUSE_GAP = 26;
const HOUSE_ROOF = 46;
/** Houses are drawn in rows of this many, so a row stays legible on a phone. */
const HOUSES_PER_VIEW = 6;

type Point = [number, number];
const rectangle = (x: number, y: number, width: number, height: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

/** The building a flat belongs to: its staircase letter ("A-1203", "B-H0201", "C 14"). */
export function buildingOf(objectNumber: string): string {
  const match = /^([A-ZÅÄÖ])[\s-]/i.exec(objectNumber.trim());
  return match?.[1]?.toUpperCase() ?? 'A';
}

/** The direction most of the homes face (the lowest code on a tie): the facade's. */
function facadeDirection(homes: readonly FacadeHome[]): number {
  const counts = new Map<number, number>();
  for (const home of homes) counts.set(home.direction, (counts.get(home.direction) ?? 0) + 1);
  let best = 5;
  let bestCount = 0;
  for (const [direction, count] of [...counts].sort(([a], [b]) => a - b))
    if (count > bestCount) [best, bestCount] = [direction, count];
  return best;
}

/** The stage page's order of homes (shared/residence/object-number-order.ts), on the facades too. */
const byNumber = (a: FacadeHome, b: FacadeHome) => compareObjectNumbers(a.objectNumber, b.objectNumber);

function apartmentView(letter: string, homes: readonly FacadeHome[]): ExplorerView {
  const floorOf = (home: FacadeHome) => Math.max(1, home.floor);
  const floors = Math.max(...homes.map((home) => Math.max(floorOf(home), home.buildingFloors)));
  const perFloor = new Map<number, FacadeHome[]>();
  for (const home of [...homes].sort(byNumber)) {
    const list = perFloor.get(floorOf(home)) ?? [];
    list.push(home);
    perFloor.set(floorOf(home), list);
  }
  const columns = Math.max(...[...perFloor.values()].map((list) => list.length));
  const bodyWidth = columns * UNIT + 2 * SIDE;
  const x0 = SKY;
  const top = SKY + PARAPET;
  const groundY = top + floors * FLOOR;
  const windows: ExplorerRect[] = [];
  const balconies: ExplorerRect[] = [];
  const clickAreas: ClickArea[] = [];
  for (let floor = 1; floor <= floors; floor += 1) {
    const y = top + (floors - floor) * FLOOR;
    const list = perFloor.get(floor) ?? [];
    for (let column = 0; column < columns; column += 1) {
      const x = x0 + SIDE + column * UNIT;
      // Every bay has its windows, also where no home of the explorer is (sold elsewhere, a
      // staircase): the building looks whole.
      windows.push(
        { x: x + 14, y: y + 14, width: 24, height: 38 },
        { x: x + 62, y: y + 14, width: 24, height: 38 },
      );
      if (floor > 1) balconies.push({ x: x + 40, y: y + FLOOR - 22, width: 52, height: 22 });
      const home = list[column];
      if (home) clickAreas.push({ objectId: home.id, points: rectangle(x + 3, y + 3, UNIT - 6, FLOOR - 6) });
    }
  }
  return {
    id: `building-${letter.toLowerCase()}`,
    kind: 'apartments',
    name: letter,
    direction: facadeDirection(homes),
    width: bodyWidth + 2 * SKY,
    height: groundY + GROUND,
    groundY,
    walls: [rectangle(x0, top, bodyWidth, floors * FLOOR)],
    roofs: [rectangle(x0 - 6, top - PARAPET, bodyWidth + 12, PARAPET)],
    windows,
    balconies,
    clickAreas,
  };
}

function houseView(sorted: readonly FacadeHome[], row: number): ExplorerView {
  const tallest = Math.max(...sorted.map((home) => Math.max(1, home.buildingFloors)));
  const groundY = SKY + HOUSE_ROOF + tallest * FLOOR;
  const walls: Point[][] = [];
  const roofs: Point[][] = [];
  const windows: ExplorerRect[] = [];
  const balconies: ExplorerRect[] = [];
  const clickAreas: ClickArea[] = [];
  sorted.forEach((home, index) => {
    const x = SKY + index * (HOUSE + HOUSE_GAP);
    const plot = home.homeType === HOME_TYPE.plot;
    const floors = plot ? 0 : Math.max(1, home.buildingFloors);
    const top = groundY - floors * FLOOR;
    if (plot) {
      // A plot: its fenced ground, clickable like a house.
      const fence = rectangle(x, groundY - 16, HOUSE, 16);
      walls.push(fence);
      clickAreas.push({ objectId: home.id, points: rectangle(x, groundY - 30, HOUSE, 30) });
      return;
    }
    walls.push(rectangle(x, top, HOUSE, floors * FLOOR));
    const roof: Point[] = [
      [x - 8, top],
      [x + HOUSE / 2, top - HOUSE_ROOF],
      [x + HOUSE + 8, top],
    ];
    roofs.push(roof);
    // The eaves shade the wall below them.
    balconies.push({ x: x - 8, y: top - 4, width: HOUSE + 16, height: 4 });
    for (let floor = 0; floor < floors; floor += 1) {
      const y = top + floor * FLOOR;
      windows.push(
        { x: x + 16, y: y + 16, width: 30, height: 36 },
        { x: x + 70, y: y + 16, width: 30, height: 36 },
      );
    }
    clickAreas.push({
      objectId: home.id,
      points: [
        [x - 8, top],
        [x + HOUSE / 2, top - HOUSE_ROOF],
        [x + HOUSE + 8, top],
        [x + HOUSE, top],
        [x + HOUSE, groundY],
        [x, groundY],
        [x, top],
      ],
    });
  });
  return {
    id: `houses-${row}`,
    kind: 'houses',
    name: String(row),
    direction: facadeDirection(sorted),
    width: 2 * SKY + sorted.length * HOUSE + (sorted.length - 1) * HOUSE_GAP,
    height: groundY + GROUND,
    groundY,
    walls,
    roofs,
    windows,
    balconies,
    clickAreas,
  };
}

/** The views of a stage: its apartment buildings by letter, then its houses; none without homes. */
export function facadeViews(homes: readonly FacadeHome[]): ExplorerView[] {
  const buildings = new Map<string, FacadeHome[]>();
  const houses: FacadeHome[] = [];
  for (const home of homes) {
    if (home.homeType !== HOME_TYPE.apartment) {
      houses.push(home);
      continue;
    }
    const letter = buildingOf(home.objectNumber);
    buildings.set(letter, [...(buildings.get(letter) ?? []), home]);
  }
  const views = [...buildings.keys()]
    .sort()
    .map((letter) => apartmentView(letter, buildings.get(letter) ?? []));
  const sorted = houses.sort(byNumber);
  for (let start = 0; start < sorted.length; start += HOUSES_PER_VIEW)
    views.push(houseView(sorted.slice(start, start + HOUSES_PER_VIEW), start / HOUSES_PER_VIEW + 1));
  return views;
}
