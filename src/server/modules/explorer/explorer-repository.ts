import { and, asc, eq, inArray } from 'drizzle-orm';
import { EXPLORER_OBJECT_LIMIT } from '../../../shared/explorer/explorer-filter';
import { OBJECT_STATUS, type ObjectStatus } from '../../../shared/residence/residence-enums';
import type { Database } from '../../db/client';
import { residenceObjects, residenceStages } from '../../db/schema';

// What the explorer reads of the catalogue: a stage of the caller's site and its homes with the
// statuses the explorer shows (flows §4.6), at most 200 (§9), in apartment-number order.

export const EXPLORER_STATUSES: readonly ObjectStatus[] = [
  OBJECT_STATUS.forSale,
  OBJECT_STATUS.booked,
  OBJECT_STATUS.reserved,
  OBJECT_STATUS.preSelling,
  OBJECT_STATUS.showingApartment,
  OBJECT_STATUS.sold,
];

/** flows §7.3 isEditMode: an editor in edit mode sees the homes not available as well. */
export const EDIT_MODE_EXPLORER_STATUSES: readonly ObjectStatus[] = [
  ...EXPLORER_STATUSES,
  OBJECT_STATUS.notAvailable,
];

export async function findExplorerStage(db: Database, siteId: string, stageId: string) {
  const [stage] = await db
    .select({
      id: residenceStages.id,
      name: residenceStages.name,
      path: residenceStages.path,
      lat: residenceStages.lat,
      lng: residenceStages.lng,
      imageStyle: residenceStages.imageStyle,
    })
    .from(residenceStages)
    .where(and(eq(residenceStages.id, stageId), eq(residenceStages.siteId, siteId)));
  return stage;
}
export type ExplorerStageRow = NonNullable<Awaited<ReturnType<typeof findExplorerStage>>>;

export function explorerObjectsOf(
  db: Database,
  stageId: string,
  statuses: readonly ObjectStatus[] = EXPLORER_STATUSES,
) {
  return db
    .select({
      id: residenceObjects.id,
      objectNumber: residenceObjects.objectNumber,
      path: residenceObjects.path,
      status: residenceObjects.status,
      homeType: residenceObjects.homeType,
      rooms: residenceObjects.rooms,
      livingArea: residenceObjects.livingArea,
      price: residenceObjects.price,
      monthlyFee: residenceObjects.monthlyFee,
      floor: residenceObjects.floor,
      buildingFloors: residenceObjects.buildingFloors,
      direction: residenceObjects.direction,
    })
    .from(residenceObjects)
    .where(
      and(
        eq(residenceObjects.stageId, stageId),
        inArray(residenceObjects.status, statuses as ObjectStatus[]),
      ),
    )
    .orderBy(asc(residenceObjects.objectNumber))
    .limit(EXPLORER_OBJECT_LIMIT);
}
export type ExplorerObjectRow = Awaited<ReturnType<typeof explorerObjectsOf>>[number];
