import type { ResidenceHit } from '../../../../shared/residence/search-schemas';
import type {
  CatalogueSnapshot,
  SnapshotArea,
  SnapshotCounty,
  SnapshotObject,
  SnapshotShowing,
  SnapshotStage,
} from './catalogue-snapshot';
import { compareText } from './catalogue-snapshot';
import type { RawHitRow } from './hit-mapping';
import type { MatchingStage } from './snapshot-matching';

// Hit rows (RawHitRow, completed by hit-mapping.ts) of the in-memory catalogue, field for
// field what hit-projections.ts selects in SQL.

const MAX_SHOWINGS = 3;

/** Up to three showings that have not ended, the first by start and id, then listed by start text and id. */
function upcomingShowings(showings: Iterable<SnapshotShowing>, nowMs: number): ResidenceHit['showings'] {
  const upcoming = [...showings]
    .filter((showing) => showing.endsMs >= nowMs)
    .sort((a, b) => a.startsMs - b.startsMs || compareText(a.id, b.id))
    .slice(0, MAX_SHOWINGS)
    .sort((a, b) => compareText(a.startsAt, b.startsAt) || compareText(a.id, b.id));
  return upcoming.map((showing) => ({
    id: showing.id,
    startsAt: showing.startsAt,
    endsAt: showing.endsAt,
    objectId: showing.objectId,
  }));
}

/** Fields of object hits that stages and areas leave empty. */
const NO_OBJECT_FIELDS = {
  stageId: null,
  stageName: null,
  objectNumber: null,
  floor: null,
  monthlyFee: null,
  outdoorSpaces: [],
  parking: null,
} satisfies Partial<RawHitRow>;

function countyName(snapshot: CatalogueSnapshot, stage: SnapshotStage): string {
  return (snapshot.counties[stage.countyIndex] as SnapshotCounty).name;
}

export function stageHitRow(snapshot: CatalogueSnapshot, hit: MatchingStage, nowMs: number): RawHitRow {
  const { stage } = hit;
  return {
    id: stage.id,
    type: 'stage',
    name: stage.name,
    path: stage.path,
    siteId: stage.siteId,
    siteOrg: stage.siteOrgId,
    area: stage.areaName,
    municipality: stage.municipalityName,
    county: countyName(snapshot, stage),
    minRooms: hit.minRooms,
    maxRooms: hit.maxRooms,
    minPrice: hit.minPrice,
    maxPrice: hit.maxPrice,
    minTotalPrice: hit.minTotalPrice,
    maxTotalPrice: hit.maxTotalPrice,
    minLivingArea: hit.minArea,
    maxLivingArea: hit.maxArea,
    status: stage.stageStatus,
    stageStatus: stage.stageStatus,
    projectLifecycle: stage.projectLifecycle,
    concept: stage.concept,
    residenceType: hit.homeTypes,
    disposalForm: hit.disposalForms,
    inhabitDate: stage.inhabitDate,
    inhabitDateEnd: stage.inhabitDateEnd,
    inhabitDetermined: stage.inhabitDetermined,
    label: stage.label,
    vipStart: stage.vipStart,
    vipEnd: stage.vipEnd,
    shortDescription: stage.shortDescription,
    lat: stage.lat,
    lng: stage.lng,
    objectCount: hit.objectCount,
    hasExtraShowingsInfo: stage.hasExtraShowingsInfo,
    showings: upcomingShowings(stage.showings, nowMs),
    ...NO_OBJECT_FIELDS,
  };
}

const minOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : Math.min(...known);
};
const maxOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : Math.max(...known);
};
const unionSorted = (lists: readonly number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/**
 * An area hit over its matching stages (`stages`, in the sort order): their ranges, and the
 * status, concept and brand of the first of them.
 */
export function areaHitRow(area: SnapshotArea, stages: readonly MatchingStage[], nowMs: number): RawHitRow {
  const first = stages[0] as MatchingStage;
  const inhabitDate = stages.map((hit) => hit.stage.inhabitDate).reduce((a, b) => (b < a ? b : a));
  const inhabitEnd = stages
    .map((hit) => hit.stage.inhabitDateEnd ?? hit.stage.inhabitDate)
    .reduce((a, b) => (b > a ? b : a));
  return {
    id: area.id,
    type: 'area',
    name: area.name,
    path: area.path,
    siteId: area.siteId,
    siteOrg: first.stage.siteOrgId,
    area: area.name,
    municipality: area.municipalityName,
    county: area.countyName,
    minRooms: minOf(stages.map((hit) => hit.minRooms)),
    maxRooms: maxOf(stages.map((hit) => hit.maxRooms)),
    minPrice: minOf(stages.map((hit) => hit.minPrice)),
    maxPrice: maxOf(stages.map((hit) => hit.maxPrice)),
    minTotalPrice: minOf(stages.map((hit) => hit.minTotalPrice)),
    maxTotalPrice: maxOf(stages.map((hit) => hit.maxTotalPrice)),
    minLivingArea: minOf(stages.map((hit) => hit.minArea)),
    maxLivingArea: maxOf(stages.map((hit) => hit.maxArea)),
    status: first.stage.stageStatus,
    stageStatus: first.stage.stageStatus,
    projectLifecycle: null,
    concept: first.stage.concept,
    residenceType: unionSorted(stages.map((hit) => hit.homeTypes)),
    disposalForm: unionSorted(stages.map((hit) => hit.disposalForms)),
    inhabitDate,
    inhabitDateEnd: inhabitEnd > inhabitDate ? inhabitEnd : null,
    inhabitDetermined: stages.every((hit) => hit.stage.inhabitDetermined),
    label: null,
    vipStart: null,
    vipEnd: null,
    shortDescription: area.shortDescription,
    lat: area.lat,
    lng: area.lng,
    objectCount: stages.reduce((sum, hit) => sum + hit.objectCount, 0),
    hasExtraShowingsInfo: stages.some((hit) => hit.stage.hasExtraShowingsInfo),
    showings: upcomingShowings(
      stages.flatMap((hit) => hit.stage.showings),
      nowMs,
    ),
    ...NO_OBJECT_FIELDS,
  };
}

export function objectHitRow(snapshot: CatalogueSnapshot, object: SnapshotObject, nowMs: number): RawHitRow {
  const stage = snapshot.stages[object.stageIndex] as SnapshotStage;
  return {
    id: object.id,
    type: 'object',
    name: `${stage.name} ${object.objectNumber}`,
    path: object.path,
    siteId: stage.siteId,
    siteOrg: stage.siteOrgId,
    area: stage.areaName,
    municipality: stage.municipalityName,
    county: countyName(snapshot, stage),
    minRooms: object.rooms,
    maxRooms: object.rooms,
    minPrice: object.price,
    maxPrice: object.price,
    minTotalPrice: object.totalPrice,
    maxTotalPrice: object.totalPrice,
    minLivingArea: object.livingArea,
    maxLivingArea: object.livingArea,
    status: object.status,
    stageStatus: stage.stageStatus,
    projectLifecycle: stage.projectLifecycle,
    concept: stage.concept,
    residenceType: [object.homeType],
    disposalForm: [object.disposalForm],
    inhabitDate: object.inhabitDate,
    inhabitDateEnd: null,
    inhabitDetermined: object.inhabitDetermined,
    label: stage.label,
    vipStart: stage.vipStart,
    vipEnd: stage.vipEnd,
    shortDescription: stage.shortDescription,
    lat: object.lat,
    lng: object.lng,
    objectCount: 1,
    hasExtraShowingsInfo: stage.hasExtraShowingsInfo,
    showings: upcomingShowings(
      stage.showings.filter((showing) => showing.objectId === null || showing.objectId === object.id),
      nowMs,
    ),
    stageId: stage.id,
    stageName: stage.name,
    objectNumber: object.objectNumber,
    floor: object.floor,
    monthlyFee: object.monthlyFee,
    outdoorSpaces: object.outdoorSpaces,
    parking: object.parking,
  };
}
