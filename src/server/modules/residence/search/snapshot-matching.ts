import { SEARCHED_STAGE_STATUSES, STAGE_STATUS } from '../../../../shared/residence/residence-enums';
import type { CatalogueSnapshot, SnapshotObject, SnapshotStage } from './catalogue-snapshot';
import { latestInhabitDate, type SearchCriteria, viewingWindowDays } from './search-criteria';
import type { GeoOrigin, SearchScope } from './search-sql';

// The matching rules of shared/residence/search-schemas.ts over the in-memory catalogue
// (until 2026-11 they ran as one SQL statement per search; results are the same):
//   stage base        stages of the searched sites and statuses meeting the stage criteria
//   matching objects  searched objects of those stages meeting the object criteria
//   matching stages   stages with a matching object (their ranges from those objects), and
//                     planned/VIP stages without searched objects whose announcement overlaps
// Orders: NULLS LAST both ways, ties by the recommended order (sort rank, stage id, object
// number, id), ids and object numbers compared as bytes (COLLATE "C"; code unit order here).

const DAY_MS = 86_400_000;
const SEARCHED_STAGES = new Set<number>(SEARCHED_STAGE_STATUSES);

/** Great-circle distance in km (haversine), operation for operation as the SQL search had it. */
export function haversine(lat: number, lng: number, origin: GeoOrigin): number {
  const radians = Math.PI / 180;
  return (
    12742.0 *
    Math.asin(
      Math.min(
        1.0,
        Math.sqrt(
          Math.sin(((lat - origin.lat) * radians) / 2) ** 2 +
            Math.cos(origin.lat * radians) *
              Math.cos(lat * radians) *
              Math.sin(((lng - origin.lng) * radians) / 2) ** 2,
        ),
      ),
    )
  );
}

/** Ranges a stage hit shows and sorts by: of its matching objects, or as announced. */
export interface MatchingStage {
  stage: SnapshotStage;
  objectCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  minTotalPrice: number | null;
  maxTotalPrice: number | null;
  minRooms: number | null;
  maxRooms: number | null;
  minArea: number | null;
  maxArea: number | null;
  homeTypes: number[];
  disposalForms: number[];
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const sortedNumbers = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

function inRange(value: number | null, min: number | null, max: number | null): boolean {
  if (min !== null && (value === null || value < min)) return false;
  if (max !== null && (value === null || value > max)) return false;
  return true;
}

/** An announced range [low, high] overlaps [min, max]; unknown bounds pass. */
function plannedOverlap(low: number | null, high: number | null, min: number | null, max: number | null) {
  if (max !== null) {
    const bottom = low ?? high;
    if (bottom !== null && bottom > max) return false;
  }
  if (min !== null) {
    const top = high ?? low;
    if (top !== null && top < min) return false;
  }
  return true;
}

const overlaps = (values: readonly number[], wanted: readonly number[]) =>
  values.some((value) => wanted.includes(value));

export class SnapshotMatcher {
  readonly stageBase: SnapshotStage[] = [];
  private readonly nowMs: number;
  private readonly windowEndMs: number | null;
  private readonly latest: string | null;
  private readonly tagIds: ReadonlySet<string>;
  private matchedObjects: SnapshotObject[] | null = null;
  private matchingStageList: MatchingStage[] | null = null;
  private planned: SnapshotStage[] | null = null;
  /** Answers built on this match, valid while the request time is at most `validUntilMs`. */
  readonly answers = new Map<string, { fromMs: number; validUntilMs: number; answer: unknown }>();
  private readonly showingsByStage = new Map<
    number,
    { stageWide: boolean; any: boolean; objects: Set<string> }
  >();
  private counts: { objects: number; stages: number; areas: number } | null = null;

  constructor(
    readonly snapshot: CatalogueSnapshot,
    readonly criteria: SearchCriteria,
    scope: SearchScope,
  ) {
    this.nowMs = scope.now.getTime();
    const days = viewingWindowDays(criteria.viewing);
    this.windowEndMs = days === null ? null : this.nowMs + days * DAY_MS;
    this.latest = latestInhabitDate(criteria.inhabitDate, scope.today);
    this.tagIds = new Set(criteria.tagIds);
    const stages: number[] = [];
    for (const siteId of new Set(scope.siteIds)) stages.push(...(snapshot.stagesBySite.get(siteId) ?? []));
    // Stage indexes follow "recommended" (sort rank, id), so the base is in that order.
    stages.sort((a, b) => a - b);
    for (const index of stages) {
      const stage = snapshot.stages[index] as SnapshotStage;
      if (SEARCHED_STAGES.has(stage.stageStatus) && this.stageLevelMatch(stage)) this.stageBase.push(stage);
    }
  }

  private stageLevelMatch(stage: SnapshotStage): boolean {
    const { criteria } = this;
    if (this.tagIds.size > 0 && ![...stage.tagIds].some((id) => this.tagIds.has(id))) return false;
    if (
      criteria.concepts.length > 0 &&
      (stage.concept === null || !criteria.concepts.includes(stage.concept))
    )
      return false;
    if (criteria.projectStatus.length > 0 && !criteria.projectStatus.includes(stage.stageStatus))
      return false;
    if (criteria.stageIds.length > 0 && !criteria.stageIds.includes(stage.id)) return false;
    const geo = criteria.geoSearch;
    if (geo?.type === 'radius') return haversine(stage.lat, stage.lng, geo) <= geo.radiusKm;
    if (geo?.type === 'bounds') {
      if (stage.lat < geo.south || stage.lat > geo.north) return false;
      // Bounds that cross the antimeridian have west > east.
      return geo.west <= geo.east
        ? stage.lng >= geo.west && stage.lng <= geo.east
        : stage.lng >= geo.west || stage.lng <= geo.east;
    }
    return true;
  }

  /**
   * Showings of the stage that have not ended (and start within the viewing window): whether
   * one is for the whole stage, and the objects that have one of their own. Once per stage.
   */
  private openShowings(stage: SnapshotStage): { stageWide: boolean; any: boolean; objects: Set<string> } {
    let open = this.showingsByStage.get(stage.index);
    if (!open) {
      open = { stageWide: false, any: false, objects: new Set() };
      for (const showing of stage.showings) {
        if (showing.endsMs < this.nowMs) continue;
        if (this.windowEndMs !== null && showing.startsMs > this.windowEndMs) continue;
        open.any = true;
        if (showing.objectId === null) open.stageWide = true;
        else open.objects.add(showing.objectId);
      }
      this.showingsByStage.set(stage.index, open);
    }
    return open;
  }

  /** A showing that has not ended (and starts within the viewing window), for `objectId` or any. */
  private hasShowing(stage: SnapshotStage, objectId: string | null): boolean {
    const open = this.openShowings(stage);
    return objectId === null ? open.any : open.stageWide || open.objects.has(objectId);
  }

  private objectLevelMatch(object: SnapshotObject, stage: SnapshotStage): boolean {
    const { criteria } = this;
    if (!inRange(object.price, criteria.minPrice, criteria.maxPrice)) return false;
    if (!inRange(object.rooms, criteria.minRooms, criteria.maxRooms)) return false;
    if (!inRange(object.livingArea, criteria.minArea, criteria.maxArea)) return false;
    if (criteria.outdoorArea.length > 0 && !overlaps(object.outdoorSpaces, criteria.outdoorArea))
      return false;
    if (criteria.residenceType.length > 0 && !criteria.residenceType.includes(object.homeType)) return false;
    if (criteria.disposalForm.length > 0 && !criteria.disposalForm.includes(object.disposalForm))
      return false;
    if (this.latest !== null && object.inhabitDate > this.latest) return false;
    if (criteria.viewing !== 'IncludeAll' && !this.hasShowing(stage, object.id)) return false;
    return true;
  }

  private plannedMatch(stage: SnapshotStage): boolean {
    const { criteria } = this;
    if (stage.stageStatus !== STAGE_STATUS.planned && stage.stageStatus !== STAGE_STATUS.vip) return false;
    if (stage.searchedObjects.length > 0) return false;
    if (!plannedOverlap(stage.plannedMinPrice, stage.plannedMaxPrice, criteria.minPrice, criteria.maxPrice))
      return false;
    if (!plannedOverlap(stage.plannedMinRooms, stage.plannedMaxRooms, criteria.minRooms, criteria.maxRooms))
      return false;
    if (!plannedOverlap(stage.plannedMinArea, stage.plannedMaxArea, criteria.minArea, criteria.maxArea))
      return false;
    // An empty announced list means "not announced yet" and does not exclude the stage.
    if (
      criteria.residenceType.length > 0 &&
      stage.plannedHomeTypes.length > 0 &&
      !overlaps(stage.plannedHomeTypes, criteria.residenceType)
    )
      return false;
    if (
      criteria.disposalForm.length > 0 &&
      stage.plannedDisposalForms.length > 0 &&
      !overlaps(stage.plannedDisposalForms, criteria.disposalForm)
    )
      return false;
    if (this.latest !== null && stage.inhabitDate > this.latest) return false;
    if (criteria.viewing !== 'IncludeAll' && !this.hasShowing(stage, null)) return false;
    return true;
  }

  /** Planned and VIP stages without searched objects whose announcement matches. */
  private plannedStages(): SnapshotStage[] {
    this.planned ??= this.stageBase.filter((stage) => this.plannedMatch(stage));
    return this.planned;
  }

  /** Matching objects in the recommended order (stage order, then object number and id). */
  objects(): SnapshotObject[] {
    if (this.matchedObjects) return this.matchedObjects;
    const matched: SnapshotObject[] = [];
    for (const stage of this.stageBase) {
      for (const index of stage.searchedObjects) {
        const object = this.snapshot.objects[index] as SnapshotObject;
        if (this.objectLevelMatch(object, stage)) matched.push(object);
      }
    }
    this.matchedObjects = matched;
    return matched;
  }

  /** Matching stages: those with matching objects (stage order), then the planned ones. */
  stages(): MatchingStage[] {
    if (this.matchingStageList) return this.matchingStageList;
    const withObjects = new Map<number, MatchingStage>();
    for (const object of this.objects()) {
      const stage = this.snapshot.stages[object.stageIndex] as SnapshotStage;
      let entry = withObjects.get(stage.index);
      if (!entry) {
        entry = {
          stage,
          objectCount: 0,
          minPrice: null,
          maxPrice: null,
          minTotalPrice: null,
          maxTotalPrice: null,
          minRooms: null,
          maxRooms: null,
          minArea: null,
          maxArea: null,
          homeTypes: [],
          disposalForms: [],
        };
        withObjects.set(stage.index, entry);
      }
      entry.objectCount += 1;
      entry.minPrice = minOf(entry.minPrice, object.price);
      entry.maxPrice = maxOf(entry.maxPrice, object.price);
      entry.minTotalPrice = minOf(entry.minTotalPrice, object.totalPrice);
      entry.maxTotalPrice = maxOf(entry.maxTotalPrice, object.totalPrice);
      entry.minRooms = minOf(entry.minRooms, object.rooms);
      entry.maxRooms = maxOf(entry.maxRooms, object.rooms);
      entry.minArea = minOf(entry.minArea, object.livingArea);
      entry.maxArea = maxOf(entry.maxArea, object.livingArea);
      entry.homeTypes.push(object.homeType);
      entry.disposalForms.push(object.disposalForm);
    }
    const list = [...withObjects.values()];
    for (const entry of list) {
      entry.homeTypes = sortedNumbers(entry.homeTypes);
      entry.disposalForms = sortedNumbers(entry.disposalForms);
    }
    for (const stage of this.plannedStages()) {
      list.push({
        stage,
        objectCount: 0,
        minPrice: stage.plannedMinPrice,
        maxPrice: stage.plannedMaxPrice,
        minTotalPrice: null,
        maxTotalPrice: null,
        minRooms: stage.plannedMinRooms,
        maxRooms: stage.plannedMaxRooms,
        minArea: stage.plannedMinArea,
        maxArea: stage.plannedMaxArea,
        homeTypes: stage.plannedHomeTypes,
        disposalForms: stage.plannedDisposalForms,
      });
    }
    this.matchingStageList = list;
    return list;
  }

  /** Facet counts: matching objects, matching stages, distinct areas of matching stages. */
  facetCounts(): { objects: number; stages: number; areas: number } {
    if (this.counts) return this.counts;
    const stages = new Set<SnapshotStage>();
    for (const object of this.objects()) stages.add(this.snapshot.stages[object.stageIndex] as SnapshotStage);
    for (const stage of this.plannedStages()) stages.add(stage);
    const areas = new Set<string>();
    for (const stage of stages) if (stage.areaId !== null) areas.add(stage.areaId);
    this.counts = { objects: this.objects().length, stages: stages.size, areas: areas.size };
    return this.counts;
  }
}

const CACHED_MATCHES = 128;

/**
 * Until when (ms) a viewing filter's matches stay as at `nowMs`: until a showing of the stage
 * base that has not ended ends, or one starts to fall within the viewing window.
 */
function viewingStableUntil(
  stages: readonly SnapshotStage[],
  nowMs: number,
  windowMs: number | null,
): number {
  let until = Number.POSITIVE_INFINITY;
  for (const stage of stages) {
    for (const showing of stage.showings) {
      if (showing.endsMs >= nowMs) until = Math.min(until, showing.endsMs);
      if (windowMs !== null && showing.startsMs - windowMs > nowMs) {
        until = Math.min(until, showing.startsMs - windowMs - 1);
      }
    }
  }
  return until;
}

/**
 * The matcher of a search, shared by later searches with the same criteria, sites and day
 * on the same snapshot (a visitor's first page, then "load more", then the map). A viewing
 * filter compares showings with the request's instant: its matcher is shared only from the
 * instant it was made until a showing ends or enters the viewing window.
 */
/** Recent searches' matchers per snapshot; a replaced snapshot takes its own with it. */
const matchesBySnapshot = new WeakMap<
  CatalogueSnapshot,
  Map<string, { matcher: SnapshotMatcher; fromMs: number; untilMs: number }>
>();

function matchesOf(snapshot: CatalogueSnapshot) {
  let matches = matchesBySnapshot.get(snapshot);
  if (!matches) {
    matches = new Map();
    matchesBySnapshot.set(snapshot, matches);
  }
  return matches;
}

export function matcherFor(
  snapshot: CatalogueSnapshot,
  criteria: SearchCriteria,
  scope: SearchScope,
): SnapshotMatcher {
  const nowMs = scope.now.getTime();
  const key = JSON.stringify([criteria, scope.siteIds, scope.today]);
  const matches = matchesOf(snapshot);
  const cached = matches.get(key);
  if (cached && cached.fromMs <= nowMs && nowMs <= cached.untilMs) {
    // Most recently used last: the first entry is the one to evict.
    matches.delete(key);
    matches.set(key, cached);
    return cached.matcher;
  }
  const matcher = new SnapshotMatcher(snapshot, criteria, scope);
  const days = viewingWindowDays(criteria.viewing);
  const untilMs =
    criteria.viewing === 'IncludeAll'
      ? Number.POSITIVE_INFINITY
      : viewingStableUntil(matcher.stageBase, nowMs, days === null ? null : days * DAY_MS);
  const fromMs = criteria.viewing === 'IncludeAll' ? Number.NEGATIVE_INFINITY : nowMs;
  matches.delete(key);
  matches.set(key, { matcher, fromMs, untilMs });
  if (matches.size > CACHED_MATCHES) {
    const oldest = matches.keys().next().value;
    if (oldest !== undefined) matches.delete(oldest);
  }
  return matcher;
}
