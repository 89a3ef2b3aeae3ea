import { type SQL, sql } from 'drizzle-orm';
import type { SortKey } from '../../../../shared/residence/search-schemas';
import type { Country } from '../../../../shared/sites/site-types';
import { areaHitsJson, objectHitsJson, stageHitsJson } from './hit-projections';
import type { SearchCriteria } from './search-criteria';
import {
  type GeoOrigin,
  type MatchMode,
  matchingCtes,
  objectOrder,
  type SearchScope,
  stageOrder,
  uuidArray,
} from './search-sql';

// One statement per call: the matching CTEs, the page, the hits as JSON and the facet
// counts (count(*) over the same CTEs). Each returns exactly one row.

export interface PageRequest {
  sort: SortKey;
  limit: number;
  offset: number;
  /** geo=auto: the visitor's position orders "recommended" by distance. */
  origin: GeoOrigin | null;
}

const SEARCH: MatchMode = { kind: 'search' };

const FACET_COUNTS = sql`
  (SELECT count(*) FROM matching_objects)::int AS object_count,
  (SELECT count(*) FROM matching_stages)::int AS stage_count,
  (SELECT count(DISTINCT area_id) FROM matching_stages)::int AS area_count`;

export function objectSearchStatement(criteria: SearchCriteria, scope: SearchScope, page: PageRequest): SQL {
  const order = objectOrder(page.sort, page.origin);
  // Top-N sort of the page first; the row numbers then only order those rows.
  return sql`WITH ${matchingCtes(criteria, scope, SEARCH)},
  object_page AS (
    SELECT mo.*, row_number() OVER (ORDER BY ${order}) AS ord
    FROM (
      SELECT mo.* FROM matching_objects mo ORDER BY ${order}
      LIMIT ${page.limit}::int OFFSET ${page.offset}::int
    ) mo
  )
  SELECT ${FACET_COUNTS}, ${objectHitsJson(sql`SELECT * FROM object_page`, scope)} AS object_hits`;
}

/**
 * Stages in sort order, then (withAreas) the areas of those stages, each area where its
 * first stage stands; limit and offset page through that one list. Positions run on from
 * the stages to the areas, so the page is a window [offset, offset + limit) of both.
 */
export function stageSearchStatement(
  criteria: SearchCriteria,
  scope: SearchScope,
  page: PageRequest,
  withAreas: boolean,
): SQL {
  const first = sql`${page.offset}::int`;
  const last = sql`(${page.offset}::int + ${page.limit}::int)`;
  const areaPage = withAreas
    ? sql`SELECT id, rn AS ord FROM (
        SELECT area_id AS id, row_number() OVER (ORDER BY min(rn)) + (SELECT count(*) FROM ranked_stages) AS rn
        FROM ranked_stages WHERE area_id IS NOT NULL GROUP BY area_id
      ) ar WHERE ar.rn > ${first} AND ar.rn <= ${last}`
    : sql`SELECT NULL::uuid AS id, 0::bigint AS ord WHERE false`;
  return sql`WITH ${matchingCtes(criteria, scope, SEARCH)},
  ranked_stages AS MATERIALIZED (
    SELECT ms.*, row_number() OVER (ORDER BY ${stageOrder(page.sort, page.origin)}) AS rn
    FROM matching_stages ms
  )
  SELECT ${FACET_COUNTS},
    ${stageHitsJson(sql`SELECT rs.*, rs.rn AS ord FROM ranked_stages rs WHERE rs.rn > ${first} AND rs.rn <= ${last}`, scope)}
      AS stage_hits,
    ${areaHitsJson(areaPage, sql`ranked_stages`, scope)} AS area_hits`;
}

/** Counties with the number of matching stages in each, most first. */
export function countySearchStatement(
  criteria: SearchCriteria,
  scope: SearchScope,
  country: Country,
  limit: number,
  offset: number,
): SQL {
  return sql`WITH ${matchingCtes(criteria, scope, SEARCH)},
  county_counts AS (
    SELECT m.county_id, count(*)::int AS count
    FROM matching_stages ms JOIN municipalities m ON m.id = ms.municipality_id
    GROUP BY m.county_id
  )
  SELECT (SELECT count(*) FROM county_counts)::int AS total,
    COALESCE((SELECT json_agg(h ORDER BY h.count DESC, h.name COLLATE "C", h.id) FROM (
      SELECT c.id, c.name, c.lat, c.lng, cc.count,
        COALESCE((SELECT t.url FROM residence_tags t
          WHERE t.country = ${country} AND t.kind = 'county' AND t.name = c.name LIMIT 1), c.slug) AS url
      FROM county_counts cc JOIN counties c ON c.id = cc.county_id
      ORDER BY cc.count DESC, c.name COLLATE "C", c.id
      LIMIT ${limit}::int OFFSET ${offset}::int
    ) h), '[]'::json) AS county_hits`;
}

/** Stages or objects by id, whatever their site and status, in the order asked. */
export function byIdsStatement(
  kind: 'stage' | 'object',
  ids: readonly string[],
  criteria: SearchCriteria,
  scope: SearchScope,
): SQL {
  const order = sql`array_position(${uuidArray(ids)}, x.id)`;
  if (kind === 'stage') {
    return sql`WITH ${matchingCtes(criteria, scope, { kind: 'stageIds', ids })}
    SELECT ${stageHitsJson(sql`SELECT x.*, ${order} AS ord FROM matching_stages x`, scope)} AS stage_hits`;
  }
  return sql`WITH ${matchingCtes(criteria, scope, { kind: 'objectIds', ids })}
  SELECT ${objectHitsJson(sql`SELECT x.*, ${order} AS ord FROM matching_objects x`, scope)} AS object_hits`;
}
