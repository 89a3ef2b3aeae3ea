import type { SortKey } from '../../../../shared/residence/search-schemas';
import type { CatalogueSnapshot, SnapshotObject, SnapshotStage } from './catalogue-snapshot';
import { compareText } from './catalogue-snapshot';
import type { GeoOrigin } from './search-sql';
import { haversine, type MatchingStage } from './snapshot-matching';

// The sort orders of object and stage hits: the asked key with NULLS LAST in both
// directions, then "recommended" (sort rank, stage id, object number, id). Object orders over
// the whole copy are built once per sort key and then filtered per search.

type Direction = 1 | -1;

function parseSort(sort: SortKey): { field: string; direction: Direction } | null {
  if (sort === '') return null;
  const [field = '', direction = 'asc'] = sort.split(':');
  return { field, direction: direction === 'desc' ? -1 : 1 };
}

/** A key comparison with NULLS LAST in both directions; 0 when equal. */
function compareKeys<K extends number | string>(a: K | null, b: K | null, direction: Direction): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * direction;
}

function objectKey(field: string): (object: SnapshotObject) => number | string | null {
  if (field === 'price') return (object) => object.totalPrice ?? object.price;
  if (field === 'inhabitDateTimeStamp') return (object) => object.inhabitDate;
  return (object) => object.livingArea; // livingArea, area and size all sort by living area
}

function stageKey(field: string): (stage: MatchingStage) => number | string | null {
  if (field === 'price') return (hit) => hit.minTotalPrice ?? hit.minPrice;
  if (field === 'inhabitDateTimeStamp') return (hit) => hit.stage.inhabitDate;
  return (hit) => hit.minArea;
}

/** Every searched object in "recommended" order: stage order, then number and id. */
function recommendedOrder(snapshot: CatalogueSnapshot): Int32Array {
  let order = snapshot.objectOrders.get('');
  if (!order) {
    order = Int32Array.from(snapshot.stages.flatMap((stage) => stage.searchedObjects));
    snapshot.objectOrders.set('', order);
  }
  return order;
}

/** Every searched object in the order of a sort key, ties in recommended order (built once). */
function sortedOrder(snapshot: CatalogueSnapshot, sort: SortKey, field: string, direction: Direction) {
  let order = snapshot.objectOrders.get(sort);
  if (!order) {
    const key = objectKey(field);
    const keyed = Array.from(recommendedOrder(snapshot), (index, position) => ({
      index,
      position,
      key: key(snapshot.objects[index] as SnapshotObject),
    }));
    keyed.sort((a, b) => compareKeys(a.key, b.key, direction) || a.position - b.position);
    order = Int32Array.from(keyed, (entry) => entry.index);
    snapshot.objectOrders.set(sort, order);
  }
  return order;
}

/** The page [offset, offset + limit) of the matching objects (recommended order) in the asked order. */
export function objectPage(
  snapshot: CatalogueSnapshot,
  objects: readonly SnapshotObject[],
  sort: SortKey,
  origin: GeoOrigin | null,
  offset: number,
  limit: number,
): SnapshotObject[] {
  const parsed = parseSort(sort);
  if (!parsed && !origin) return objects.slice(offset, offset + limit);
  if (parsed) {
    const matched = new Uint8Array(snapshot.objects.length);
    for (const object of objects) matched[object.index] = 1;
    const page: SnapshotObject[] = [];
    let position = 0;
    for (const index of sortedOrder(snapshot, sort, parsed.field, parsed.direction)) {
      if (matched[index] === 0) continue;
      if (position >= offset) page.push(snapshot.objects[index] as SnapshotObject);
      position += 1;
      if (page.length === limit) break;
    }
    return page;
  }
  // geo=auto: by the distance of the object's stage, ties in recommended order.
  const distances = new Map<number, number>();
  const distance = (object: SnapshotObject) => {
    let value = distances.get(object.stageIndex);
    if (value === undefined) {
      const stage = snapshot.stages[object.stageIndex] as SnapshotStage;
      value = haversine(stage.lat, stage.lng, origin as GeoOrigin);
      distances.set(object.stageIndex, value);
    }
    return value;
  };
  const keyed = objects.map((object, position) => ({ object, position, key: distance(object) }));
  keyed.sort((a, b) => a.key - b.key || a.position - b.position);
  return keyed.slice(offset, offset + limit).map((entry) => entry.object);
}

/** Matching stages in the asked order (recommended: sort rank, then id). */
export function orderStages(stages: readonly MatchingStage[], sort: SortKey, origin: GeoOrigin | null) {
  const recommended = (a: MatchingStage, b: MatchingStage) =>
    a.stage.sortRank - b.stage.sortRank || compareText(a.stage.id, b.stage.id);
  const parsed = parseSort(sort);
  if (!parsed && !origin) return [...stages].sort(recommended);
  const key = parsed
    ? stageKey(parsed.field)
    : (hit: MatchingStage) => haversine(hit.stage.lat, hit.stage.lng, origin as GeoOrigin);
  const direction = parsed ? parsed.direction : 1;
  const keyed = stages.map((hit) => ({ hit, key: key(hit) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key, direction) || recommended(a.hit, b.hit));
  return keyed.map((entry) => entry.hit);
}
