import type {
  Archetype,
  ExplorerData,
  ExplorerHomeType,
  ExplorerObject,
  View360,
} from '../../../shared/explorer/explorer-contracts';
import { localTime } from '../../../shared/format/showing-time';
import { timeZoneOf } from '../../../shared/format/site-time-zone';
import type { Country } from '../../../shared/sites/site-types';
import { facadeViews } from './explorer-facades';
import { archetypesOf, homeTypeIdOf, homeTypeOf, view360Of } from './explorer-home-types';
import type { ExplorerObjectRow, ExplorerStageRow } from './explorer-repository';

// The explorer data of a stage (flows §3.8) from its catalogue rows: nothing here is stored, so
// the same homes give the same answer on every instance.

/** Sun-study frames: every quarter of an hour from 05:00 to 22:00 local time. */
export const SUN_FRAMES: readonly number[] = Array.from(
  { length: (22 - 5) * 4 + 1 },
  (_, index) => 5 * 60 + index * 15,
);

/** A home with more than this many m² per room has space for one more (possibleRooms). */
const SPACE_FOR_A_ROOM = 30;

export function explorerObjectOf(row: ExplorerObjectRow, country: Country): ExplorerObject {
  const rooms = Number(row.rooms);
  return {
    id: row.id,
    apartmentNumber: row.objectNumber,
    rooms,
    possibleRooms: row.livingArea / rooms > SPACE_FOR_A_ROOM ? [rooms, rooms + 1] : [rooms],
    price: row.price,
    monthlyFee: row.monthlyFee,
    primaryArea: row.livingArea,
    // Norway states the internal usable area (BRA-i), which the catalogue's living area is there.
    jmnoBraInternal: country === 'NO' ? row.livingArea : null,
    objectStatus: row.status,
    homeType: row.homeType,
    floor: row.floor,
    direction: row.direction,
    url: row.path,
    homeTypeId: homeTypeIdOf(rooms),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface HomeTypeParts {
  homeTypes: ExplorerHomeType[];
  views360: View360[];
  archetypes: Archetype[];
}

/** The home types of the homes, each with its 360° view and archetypes. */
export function homeTypePartsOf(stageId: string, apts: readonly ExplorerObject[]): HomeTypeParts {
  const areasByType = new Map<string, { rooms: number; areas: number[] }>();
  for (const apt of apts) {
    const entry = areasByType.get(apt.homeTypeId) ?? { rooms: apt.rooms, areas: [] };
    entry.areas.push(apt.primaryArea);
    areasByType.set(apt.homeTypeId, entry);
  }
  const homeTypes = [...areasByType.values()]
    .map(({ rooms, areas }) => homeTypeOf(rooms, median(areas)))
    .sort((a, b) => a.rooms - b.rooms);
  return {
    homeTypes,
    views360: homeTypes.map((type) => view360Of(stageId, type)),
    archetypes: homeTypes.flatMap(archetypesOf),
  };
}

export function explorerDataOf(
  stage: ExplorerStageRow,
  rows: readonly ExplorerObjectRow[],
  country: Country,
  now: Date,
): ExplorerData {
  const apts = rows.map((row) => explorerObjectOf(row, country));
  const views = facadeViews(rows);
  return {
    stageId: stage.id,
    stageName: stage.name,
    views,
    apts,
    settings: { firstView: views[0]?.id ?? null, projectDataUrl: stage.path },
    sunStudy: {
      lat: stage.lat,
      lng: stage.lng,
      timeZone: timeZoneOf(country),
      date: localTime(now.toISOString(), country).date,
      frames: [...SUN_FRAMES],
    },
    ...homeTypePartsOf(stage.id, apts),
    noViews: views.length === 0,
  };
}
