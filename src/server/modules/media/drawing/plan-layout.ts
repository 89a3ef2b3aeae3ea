import { OUTDOOR_SPACE } from '../../../../shared/residence/residence-enums';

// Partition of a home's footprint into rooms, in metres. A believable Nordic layout: a front
// band with kitchen and living room (the side with the balcony), a back band with hall,
// bathroom and bedrooms, and one bedroom in the front band when the back band is too short.

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'alcove' | 'bath' | 'sauna' | 'hall';

export interface PlanRoom {
  kind: RoomKind;
  x: number;
  y: number;
  width: number;
  depth: number;
}

export interface PlanLayout {
  width: number;
  depth: number;
  rooms: PlanRoom[];
  outdoor?: { kind: 'balcony' | 'terrace' | 'patio'; x: number; width: number; depth: number };
}

export interface PlanInput {
  rooms: number;
  livingArea: number;
  outdoorSpaces: readonly number[];
}

const HALL_WIDTH = 2.1;
const MIN_BEDROOM_WIDTH = 2.6;

export function layoutPlan(input: PlanInput): PlanLayout {
  const area = Math.min(400, Math.max(18, input.livingArea));
  const bedrooms = Math.max(0, Math.min(7, Math.round(input.rooms) - 1));
  const hasSauna = input.outdoorSpaces.includes(OUTDOOR_SPACE.sauna);
  const small = area < 50;
  const hallWidth = small ? 1.7 : HALL_WIDTH;
  const bathWidth = small ? 1.9 : area > 90 ? 2.8 : 2.3;
  const saunaWidth = hasSauna ? 1.8 : 0;

  let depth = Math.min(10.5, Math.max(5.5, Math.sqrt(area / 1.45)));
  let width = area / depth;
  // The back band must fit hall, bathroom and the bedrooms that live there (all but one,
  // which may move to the front), or a studio's sleeping alcove.
  const sleeping = bedrooms === 0 ? 2 : Math.max(1, bedrooms - 1) * MIN_BEDROOM_WIDTH;
  const backNeeded = hallWidth + bathWidth + saunaWidth + sleeping;
  if (width < backNeeded) {
    width = backNeeded;
    depth = Math.max(5.5, area / width);
  }
  const backDepth = Math.max(3, depth * 0.42);
  const frontDepth = depth - backDepth;
  const rooms: PlanRoom[] = [];

  // Back band, left to right: hall, bathroom (sauna), bedrooms.
  let x = 0;
  rooms.push({ kind: 'hall', x, y: frontDepth, width: hallWidth, depth: backDepth });
  x += hallWidth;
  rooms.push({ kind: 'bath', x, y: frontDepth, width: bathWidth, depth: backDepth });
  x += bathWidth;
  if (hasSauna) {
    rooms.push({ kind: 'sauna', x, y: frontDepth, width: saunaWidth, depth: backDepth });
    x += saunaWidth;
  }
  const rest = width - x;
  let backBedrooms = bedrooms;
  let frontBedroom = false;
  if (bedrooms > 0 && rest / bedrooms < MIN_BEDROOM_WIDTH) {
    backBedrooms = bedrooms - 1;
    frontBedroom = true;
  }
  if (backBedrooms === 0) {
    // A studio sleeps in an alcove open to the living room.
    rooms.push({
      kind: frontBedroom ? 'bedroom' : 'alcove',
      x,
      y: frontDepth,
      width: rest,
      depth: backDepth,
    });
    frontBedroom = false;
  } else {
    const each = rest / backBedrooms;
    for (let i = 0; i < backBedrooms; i++) {
      rooms.push({ kind: 'bedroom', x: x + i * each, y: frontDepth, width: each, depth: backDepth });
    }
  }

  // Front band: kitchen above hall and bath, then the living room, then maybe a bedroom.
  const kitchenWidth = Math.min(4.2, Math.max(2.6, width * 0.3));
  const frontBedroomWidth = frontBedroom ? Math.max(MIN_BEDROOM_WIDTH, width * 0.25) : 0;
  rooms.push({ kind: 'kitchen', x: 0, y: 0, width: kitchenWidth, depth: frontDepth });
  rooms.push({
    kind: 'living',
    x: kitchenWidth,
    y: 0,
    width: width - kitchenWidth - frontBedroomWidth,
    depth: frontDepth,
  });
  if (frontBedroom) {
    rooms.push({
      kind: 'bedroom',
      x: width - frontBedroomWidth,
      y: 0,
      width: frontBedroomWidth,
      depth: frontDepth,
    });
  }

  const layout: PlanLayout = { width, depth, rooms };
  const outdoorKind =
    input.outdoorSpaces.includes(OUTDOOR_SPACE.terrace) || input.outdoorSpaces.includes(OUTDOOR_SPACE.roofTop)
      ? 'terrace'
      : input.outdoorSpaces.includes(OUTDOOR_SPACE.balcony)
        ? 'balcony'
        : input.outdoorSpaces.includes(OUTDOOR_SPACE.patio) ||
            input.outdoorSpaces.includes(OUTDOOR_SPACE.porch)
          ? 'patio'
          : undefined;
  if (outdoorKind) {
    const living = rooms.find((room) => room.kind === 'living' && room.y === 0) as PlanRoom;
    const outdoorWidth = Math.min(living.width - 0.4, outdoorKind === 'balcony' ? 4.2 : 6);
    layout.outdoor = {
      kind: outdoorKind,
      x: living.x + (living.width - outdoorWidth) / 2,
      width: outdoorWidth,
      depth: outdoorKind === 'balcony' ? 1.7 : 2.6,
    };
  }
  return layout;
}
