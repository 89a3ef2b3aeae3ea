import { type SQL, sql } from 'drizzle-orm';
import { SEARCHED_OBJECT_STATUSES } from '../../../../shared/residence/residence-enums';

// Saved favourites in SQL (search/by_ids): the asked stages, or the stages of the asked
// objects, whatever their site and status, with the ranges of their searched objects (or of
// the asked objects) in the eff_* columns the hit projections read. Searches apply the
// matching rules of shared/residence/search-schemas.ts in memory (snapshot-matching.ts).
//
//   stage_base        the asked stages, or the stages of the asked objects
//   matching_objects  their searched objects, or the asked objects
//   object_stats      per stage: count and ranges of those objects
//   matching_stages   stages with such objects, and asked stages without any

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

export type MatchMode =
  /** Saved favourites: the given stages or objects whatever their site and status. */
  { kind: 'stageIds'; ids: readonly string[] } | { kind: 'objectIds'; ids: readonly string[] };

/** The CTE list (without the WITH keyword) of a by-ids statement. */
export function matchingCtes(mode: MatchMode): SQL {
  const searchedObjects = smallintArray(SEARCHED_OBJECT_STATUSES);
  const stageWhere =
    mode.kind === 'stageIds'
      ? sql`s.id = ANY(${uuidArray(mode.ids)})`
      : sql`s.id IN (SELECT stage_id FROM residence_objects WHERE id = ANY(${uuidArray(mode.ids)}))`;
  const objectWhere =
    mode.kind === 'stageIds'
      ? sql`o.status = ANY(${searchedObjects})`
      : sql`o.id = ANY(${uuidArray(mode.ids)})`;
  // An asked stage without searched objects still shows, with its announced ranges.
  const otherStages =
    mode.kind === 'stageIds'
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
