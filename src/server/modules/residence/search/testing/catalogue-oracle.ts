import type { SearchFilterInput } from '../../../../../shared/residence/search-schemas';
import type { Country, SiteConfig } from '../../../../../shared/sites/site-types';
import type { Database } from '../../../../db/client';
import {
  counties,
  municipalities,
  residenceAreas,
  residenceObjects,
  residenceShowings,
  residenceStages,
  residenceStageTags,
  residenceTags,
} from '../../../../db/schema';

// The API tests' own reading of the matching rules (search-schemas.ts header), in plain
// TypeScript over every catalogue row read with simple selects. It shares no code with the
// SQL builder, so a hit that breaks a rule, or a count the SQL gets wrong, shows up as a
// difference between the two.

export type StageRow = typeof residenceStages.$inferSelect;
export type ObjectRow = typeof residenceObjects.$inferSelect;
export type ShowingRow = typeof residenceShowings.$inferSelect;
export type TagRow = typeof residenceTags.$inferSelect;

export interface Catalogue {
  stages: StageRow[];
  objects: ObjectRow[];
  showings: ShowingRow[];
  tags: TagRow[];
  areas: (typeof residenceAreas.$inferSelect)[];
  municipalities: (typeof municipalities.$inferSelect)[];
  counties: (typeof counties.$inferSelect)[];
  tagIdsByStage: Map<string, Set<string>>;
  stageById: Map<string, StageRow>;
  showingsByStage: Map<string, ShowingRow[]>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? [];
    group.push(row);
    groups.set(key(row), group);
  }
  return groups;
}

export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [stages, objects, showings, tags, stageTags, areas, municipalityRows, countyRows] = await Promise.all(
    [
      db.select().from(residenceStages),
      db.select().from(residenceObjects),
      db.select().from(residenceShowings),
      db.select().from(residenceTags),
      db.select().from(residenceStageTags),
      db.select().from(residenceAreas),
      db.select().from(municipalities),
      db.select().from(counties),
    ],
  );
  const tagIdsByStage = new Map<string, Set<string>>();
  for (const { stageId, tagId } of stageTags) {
    const set = tagIdsByStage.get(stageId) ?? new Set<string>();
    set.add(tagId);
    tagIdsByStage.set(stageId, set);
  }
  return {
    stages,
    objects,
    showings,
    tags,
    areas,
    municipalities: municipalityRows,
    counties: countyRows,
    tagIdsByStage,
    stageById: new Map(stages.map((stage) => [stage.id, stage])),
    showingsByStage: groupBy(showings, (showing) => showing.stageId),
  };
}

// Ids written out here on purpose (platform §3/§9), not imported from the code under test.
const SEARCHED_STAGE = [1, 2, 3, 5, 6];
const SEARCHED_OBJECT = [1, 2, 5];
const PLANNED_OR_VIP = [1, 2];
const DAY_MS = 86_400_000;

function expandedTypes(types: number[], country: Country): Set<number> {
  const result = new Set(types);
  // Home types: 1 detached, 2 semi-detached, 4 house, 5 town house.
  if (country !== 'NO' && result.has(5)) {
    result.add(2);
    result.add(1);
  }
  if (country === 'NO' && result.has(4)) result.add(1);
  return result;
}

function expandedTenures(forms: number[]): Set<number> {
  const result = new Set(forms);
  if (result.has(2)) result.add(3); // ownership → ownership apartment
  return result;
}

function expandedOutdoor(spaces: number[]): Set<number> {
  const result = new Set(spaces);
  if (result.has(2)) result.add(4); // terrace → roof top
  if (result.has(3)) result.add(6); // patio → porch
  return result;
}

function latestMoveIn(level: number, now: Date): string | null {
  if (level >= 3) return null;
  const months = [0, 6, 12][level] ?? 0;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
  day.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return day.toISOString().slice(0, 10);
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Expected {
  objects: ObjectRow[];
  stages: StageRow[];
  areaIds: Set<string>;
}

/** Every object, stage and area the filter should find on `site`, at time `now`. */
export function expectedMatches(
  catalogue: Catalogue,
  filter: SearchFilterInput,
  site: SiteConfig,
  now: Date,
): Expected {
  const country = site.country;
  const types = expandedTypes(filter.residenceType ?? [], country);
  const tenures = expandedTenures(filter.disposalForm ?? []);
  const outdoor = expandedOutdoor(filter.outdoorArea ?? []);
  const concepts = new Set((filter.concepts ?? []).filter((concept) => concept !== 1));
  const statuses = new Set(filter.projectStatus ?? []);
  const stageIds = new Set(filter.stageIds ?? []);
  const tagIds = new Set((filter.tags ?? []).map((tag) => tag.id));
  const latest = latestMoveIn(filter.inhabitDate ?? 3, now);
  const viewing = filter.viewing ?? 'IncludeAll';
  const windowEnd =
    viewing === 'InSevenDays'
      ? now.getTime() + 7 * DAY_MS
      : viewing === 'In30Days'
        ? now.getTime() + 30 * DAY_MS
        : Infinity;
  const showingFits = (showing: ShowingRow) =>
    showing.endsAt.getTime() >= now.getTime() && showing.startsAt.getTime() <= windowEnd;
  // A missing value (a rental's sale price) meets no bound, as in SQL.
  const inRange = (value: number | null, min?: number | null, max?: number | null) =>
    (min == null || (value !== null && value >= min)) && (max == null || (value !== null && value <= max));
  const overlaps = (low: number | null, high: number | null, min?: number | null, max?: number | null) => {
    const lower = low ?? high;
    const upper = high ?? low;
    return (max == null || lower === null || lower <= max) && (min == null || upper === null || upper >= min);
  };

  const stageMatches = (stage: StageRow): boolean => {
    if (!site.searchSiteIds.includes(stage.siteId) || !SEARCHED_STAGE.includes(stage.stageStatus))
      return false;
    if (tagIds.size > 0 && ![...(catalogue.tagIdsByStage.get(stage.id) ?? [])].some((id) => tagIds.has(id))) {
      return false;
    }
    if (concepts.size > 0 && (stage.concept === null || !concepts.has(stage.concept))) return false;
    if (statuses.size > 0 && !statuses.has(stage.stageStatus)) return false;
    if (stageIds.size > 0 && !stageIds.has(stage.id)) return false;
    const geo = filter.geoSearch;
    if (geo?.type === 'radius' && distanceKm(stage.lat, stage.lng, geo.lat, geo.lng) > geo.radiusKm)
      return false;
    if (geo?.type === 'bounds') {
      if (stage.lat < geo.south || stage.lat > geo.north) return false;
      const inLng =
        geo.west <= geo.east
          ? stage.lng >= geo.west && stage.lng <= geo.east
          : stage.lng >= geo.west || stage.lng <= geo.east;
      if (!inLng) return false;
    }
    return true;
  };

  const objectMatches = (object: ObjectRow): boolean => {
    if (!SEARCHED_OBJECT.includes(object.status)) return false;
    if (!inRange(object.price, filter.minPrice, filter.maxPrice)) return false;
    if (!inRange(object.rooms, filter.minRooms, filter.maxRooms)) return false;
    if (!inRange(object.livingArea, filter.minArea, filter.maxArea)) return false;
    if (outdoor.size > 0 && !object.outdoorSpaces.some((space) => outdoor.has(space))) return false;
    if (types.size > 0 && !types.has(object.homeType)) return false;
    if (tenures.size > 0 && !tenures.has(object.disposalForm)) return false;
    if (latest !== null && object.inhabitDate > latest) return false;
    if (viewing !== 'IncludeAll') {
      const has = (catalogue.showingsByStage.get(object.stageId) ?? []).some(
        (showing) =>
          showing.stageId === object.stageId &&
          (showing.objectId === null || showing.objectId === object.id) &&
          showingFits(showing),
      );
      if (!has) return false;
    }
    return true;
  };

  const plannedStageMatches = (stage: StageRow, hasSearchableObjects: boolean): boolean => {
    if (!PLANNED_OR_VIP.includes(stage.stageStatus) || hasSearchableObjects) return false;
    if (!overlaps(stage.plannedMinPrice, stage.plannedMaxPrice, filter.minPrice, filter.maxPrice))
      return false;
    if (!overlaps(stage.plannedMinRooms, stage.plannedMaxRooms, filter.minRooms, filter.maxRooms))
      return false;
    if (!overlaps(stage.plannedMinArea, stage.plannedMaxArea, filter.minArea, filter.maxArea)) return false;
    if (
      types.size > 0 &&
      stage.plannedHomeTypes.length > 0 &&
      !stage.plannedHomeTypes.some((t) => types.has(t))
    ) {
      return false;
    }
    if (
      tenures.size > 0 &&
      stage.plannedDisposalForms.length > 0 &&
      !stage.plannedDisposalForms.some((t) => tenures.has(t))
    ) {
      return false;
    }
    if (latest !== null && stage.inhabitDate > latest) return false;
    if (viewing !== 'IncludeAll' && !(catalogue.showingsByStage.get(stage.id) ?? []).some(showingFits)) {
      return false;
    }
    return true;
  };

  const stagesMatching = catalogue.stages.filter(stageMatches);
  const stageIdSet = new Set(stagesMatching.map((stage) => stage.id));
  const objects = catalogue.objects.filter(
    (object) => stageIdSet.has(object.stageId) && objectMatches(object),
  );
  const withObjectHits = new Set(objects.map((object) => object.stageId));
  const withSearchable = new Set(
    catalogue.objects
      .filter((object) => SEARCHED_OBJECT.includes(object.status))
      .map((object) => object.stageId),
  );
  const stages = stagesMatching.filter(
    (stage) => withObjectHits.has(stage.id) || plannedStageMatches(stage, withSearchable.has(stage.id)),
  );
  const areaIds = new Set(stages.flatMap((stage) => (stage.areaId ? [stage.areaId] : [])));
  return { objects, stages, areaIds };
}
