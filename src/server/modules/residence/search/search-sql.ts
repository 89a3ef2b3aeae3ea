import { type SQL, sql } from 'drizzle-orm';
import {
  SEARCHED_OBJECT_STATUSES,
  SEARCHED_STAGE_STATUSES,
  STAGE_STATUS,
} from '../../../../shared/residence/residence-enums';
import { latestInhabitDate, type SearchCriteria, viewingWindowDays } from './search-criteria';

// The matching rules of shared/residence/search-schemas.ts as SQL, for the statements that
// still run in the database: tag suggestions and counts (tag-statements.ts) and saved
// favourites (search-statements.ts). Object, stage, area and county searches apply the same
// rules in memory (snapshot-matching.ts); the property tests hold both to one oracle.
// Each statement starts `WITH stage_base, matching_objects, object_stats, matching_stages`:
//
//   stage_base        stages of the searched sites and statuses that meet the stage-level
//                     criteria (tags, concepts, status, stage ids, geo)
//   matching_objects  searched objects of those stages that meet the object-level criteria
//   object_stats      per stage: count and ranges of its matching objects
//   matching_stages   stage_base rows with a matching object, or planned/VIP stages without
//                     searchable objects whose announced ranges overlap the criteria;
//                     eff_* columns hold the ranges a hit shows and sorts by

export interface SearchScope {
  /** Sites whose homes are searched (the site's searchSiteIds). */
  siteIds: readonly string[];
  /** The request time; showings and move-in dates are compared with it. */
  now: Date;
  /** yyyy-mm-dd of `now` (UTC). */
  today: string;
}

export interface GeoOrigin {
  lat: number;
  lng: number;
}

export function uuidArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::uuid[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::uuid[]`;
}

export function smallintArray(values: readonly number[]): SQL {
  if (values.length === 0) return sql`'{}'::smallint[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  )}]::smallint[]`;
}

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

/** Great-circle distance in km (haversine): plain trigonometry, the same on both engines. */
export function haversineSql(lat: SQL, lng: SQL, origin: GeoOrigin): SQL {
  return sql`(12742.0 * asin(least(1.0, sqrt(
    power(sin(radians(${lat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${origin.lng}::float8) / 2), 2)))))`;
}

function stageLevelConditions(criteria: SearchCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.tagIds.length > 0) {
    conditions.push(sql`EXISTS (SELECT 1 FROM residence_stage_tags stt
      WHERE stt.stage_id = s.id AND stt.tag_id = ANY(${uuidArray(criteria.tagIds)}))`);
  }
  if (criteria.concepts.length > 0) {
    conditions.push(sql`s.concept = ANY(${smallintArray(criteria.concepts)})`);
  }
  if (criteria.projectStatus.length > 0) {
    conditions.push(sql`s.stage_status = ANY(${smallintArray(criteria.projectStatus)})`);
  }
  if (criteria.stageIds.length > 0) conditions.push(sql`s.id = ANY(${uuidArray(criteria.stageIds)})`);
  const geo = criteria.geoSearch;
  if (geo?.type === 'radius') {
    conditions.push(sql`${haversineSql(sql`s.lat`, sql`s.lng`, geo)} <= ${geo.radiusKm}::float8`);
  } else if (geo?.type === 'bounds') {
    conditions.push(sql`s.lat BETWEEN ${geo.south}::float8 AND ${geo.north}::float8`);
    // Bounds that cross the antimeridian have west > east.
    conditions.push(
      geo.west <= geo.east
        ? sql`s.lng BETWEEN ${geo.west}::float8 AND ${geo.east}::float8`
        : sql`(s.lng >= ${geo.west}::float8 OR s.lng <= ${geo.east}::float8)`,
    );
  }
  return conditions;
}

/** A showing counts while it has not ended; the 7/30-day filters also bound its start. */
function showingCondition(criteria: SearchCriteria, scope: SearchScope, ofObject: SQL | null): SQL {
  const days = viewingWindowDays(criteria.viewing);
  const within =
    days === null
      ? sql``
      : sql` AND sh.starts_at <= ${scope.now.toISOString()}::timestamptz + ${`${days} days`}::interval`;
  const target = ofObject
    ? sql`sh.stage_id = ${ofObject}.stage_id AND (sh.object_id IS NULL OR sh.object_id = ${ofObject}.id)`
    : sql`sh.stage_id = s.id`;
  return sql`EXISTS (SELECT 1 FROM residence_showings sh WHERE ${target}
    AND sh.ends_at >= ${scope.now.toISOString()}::timestamptz${within})`;
}

function range(column: SQL, min: number | null, max: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (min !== null) conditions.push(sql`${column} >= ${min}::float8`);
  if (max !== null) conditions.push(sql`${column} <= ${max}::float8`);
  return conditions;
}

function objectLevelConditions(criteria: SearchCriteria, scope: SearchScope): SQL[] {
  const conditions = [
    ...range(sql`o.price`, criteria.minPrice, criteria.maxPrice),
    ...range(sql`o.rooms`, criteria.minRooms, criteria.maxRooms),
    ...range(sql`o.living_area`, criteria.minArea, criteria.maxArea),
  ];
  if (criteria.outdoorArea.length > 0) {
    conditions.push(sql`o.outdoor_spaces && ${smallintArray(criteria.outdoorArea)}`);
  }
  if (criteria.residenceType.length > 0) {
    conditions.push(sql`o.home_type = ANY(${smallintArray(criteria.residenceType)})`);
  }
  if (criteria.disposalForm.length > 0) {
    conditions.push(sql`o.disposal_form = ANY(${smallintArray(criteria.disposalForm)})`);
  }
  const latest = latestInhabitDate(criteria.inhabitDate, scope.today);
  if (latest !== null) conditions.push(sql`o.inhabit_date <= ${latest}::date`);
  if (criteria.viewing !== 'IncludeAll') conditions.push(showingCondition(criteria, scope, sql`o`));
  return conditions;
}

/** Announced range [low, high] of a planned stage overlaps [min, max]; unknown bounds pass. */
function plannedOverlap(low: SQL, high: SQL, min: number | null, max: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (max !== null)
    conditions.push(sql`(COALESCE(${low}, ${high}) IS NULL OR COALESCE(${low}, ${high}) <= ${max}::float8)`);
  if (min !== null)
    conditions.push(sql`(COALESCE(${high}, ${low}) IS NULL OR COALESCE(${high}, ${low}) >= ${min}::float8)`);
  return conditions;
}

function plannedStageConditions(criteria: SearchCriteria, scope: SearchScope): SQL[] {
  const conditions = [
    sql`s.stage_status IN (${STAGE_STATUS.planned}::int, ${STAGE_STATUS.vip}::int)`,
    sql`NOT EXISTS (SELECT 1 FROM residence_objects ox WHERE ox.stage_id = s.id
      AND ox.status = ANY(${smallintArray(SEARCHED_OBJECT_STATUSES)}))`,
    ...plannedOverlap(
      sql`s.planned_min_price`,
      sql`s.planned_max_price`,
      criteria.minPrice,
      criteria.maxPrice,
    ),
    ...plannedOverlap(
      sql`s.planned_min_rooms`,
      sql`s.planned_max_rooms`,
      criteria.minRooms,
      criteria.maxRooms,
    ),
    ...plannedOverlap(sql`s.planned_min_area`, sql`s.planned_max_area`, criteria.minArea, criteria.maxArea),
  ];
  // An empty announced list means "not announced yet" and does not exclude the stage.
  if (criteria.residenceType.length > 0) {
    conditions.push(sql`(cardinality(s.planned_home_types) = 0
      OR s.planned_home_types && ${smallintArray(criteria.residenceType)})`);
  }
  if (criteria.disposalForm.length > 0) {
    conditions.push(sql`(cardinality(s.planned_disposal_forms) = 0
      OR s.planned_disposal_forms && ${smallintArray(criteria.disposalForm)})`);
  }
  const latest = latestInhabitDate(criteria.inhabitDate, scope.today);
  if (latest !== null) conditions.push(sql`s.inhabit_date <= ${latest}::date`);
  if (criteria.viewing !== 'IncludeAll') conditions.push(showingCondition(criteria, scope, null));
  return conditions;
}

export type MatchMode =
  /** Search: searched sites and statuses, every criterion. */
  | { kind: 'search' }
  /** Saved favourites: the given stages or objects whatever their site and status. */
  | { kind: 'stageIds'; ids: readonly string[] }
  | { kind: 'objectIds'; ids: readonly string[] };

/** The CTE list (without the WITH keyword) every search statement starts with. */
export function matchingCtes(criteria: SearchCriteria, scope: SearchScope, mode: MatchMode): SQL {
  const searchedObjects = smallintArray(SEARCHED_OBJECT_STATUSES);
  const stageWhere =
    mode.kind === 'search'
      ? and([
          sql`s.site_id = ANY(${uuidArray(scope.siteIds)})`,
          sql`s.stage_status = ANY(${smallintArray(SEARCHED_STAGE_STATUSES)})`,
          ...stageLevelConditions(criteria),
        ])
      : mode.kind === 'stageIds'
        ? sql`s.id = ANY(${uuidArray(mode.ids)})`
        : sql`s.id IN (SELECT stage_id FROM residence_objects WHERE id = ANY(${uuidArray(mode.ids)}))`;
  const objectWhere =
    mode.kind === 'search'
      ? and([sql`o.status = ANY(${searchedObjects})`, ...objectLevelConditions(criteria, scope)])
      : mode.kind === 'stageIds'
        ? sql`o.status = ANY(${searchedObjects})`
        : sql`o.id = ANY(${uuidArray(mode.ids)})`;
  // Stages without object hits: planned/VIP ones judged by their announcement (search), or
  // any asked stage (by ids).
  const otherStages =
    mode.kind === 'search'
      ? and(plannedStageConditions(criteria, scope))
      : mode.kind === 'stageIds'
        ? sql`NOT EXISTS (SELECT 1 FROM object_stats st2 WHERE st2.stage_id = s.id)`
        : sql`false`;
  // object_stats is MATERIALIZED and joined to the stage table by its key, so a fresh
  // database without planner statistics still computes it once (no nested re-aggregation).
  return sql`
  stage_base AS (
    SELECT s.* FROM residence_stages s WHERE ${stageWhere}
  ),
  matching_objects AS (
    SELECT o.*, s.sort_rank AS stage_sort_rank, s.lat AS stage_lat, s.lng AS stage_lng
    FROM residence_objects o JOIN stage_base s ON s.id = o.stage_id
    WHERE ${objectWhere}
  ),
  object_stats AS MATERIALIZED (
    SELECT stage_id, count(*)::int AS object_count,
      min(price) AS min_price, max(price) AS max_price,
      min(total_price) AS min_total_price, max(total_price) AS max_total_price,
      min(rooms) AS min_rooms, max(rooms) AS max_rooms,
      min(living_area) AS min_area, max(living_area) AS max_area,
      array_agg(DISTINCT home_type ORDER BY home_type) AS home_types,
      array_agg(DISTINCT disposal_form ORDER BY disposal_form) AS disposal_forms
    FROM matching_objects GROUP BY stage_id
  ),
  matching_stages AS (
    SELECT s.*, st.object_count,
      st.min_price AS eff_min_price, st.max_price AS eff_max_price,
      st.min_total_price AS eff_min_total_price, st.max_total_price AS eff_max_total_price,
      st.min_rooms AS eff_min_rooms, st.max_rooms AS eff_max_rooms,
      st.min_area::float8 AS eff_min_area, st.max_area::float8 AS eff_max_area,
      st.home_types AS eff_home_types, st.disposal_forms AS eff_disposal_forms
    FROM object_stats st JOIN residence_stages s ON s.id = st.stage_id
    UNION ALL
    SELECT s.*, 0,
      s.planned_min_price, s.planned_max_price, NULL::int, NULL::int,
      s.planned_min_rooms, s.planned_max_rooms,
      s.planned_min_area::float8, s.planned_max_area::float8,
      s.planned_home_types, s.planned_disposal_forms
    FROM stage_base s WHERE ${otherStages}
  )`;
}
