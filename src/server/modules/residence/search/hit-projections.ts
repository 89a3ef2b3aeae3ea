import { type SQL, sql } from 'drizzle-orm';
import type { SearchScope } from './search-sql';

// SELECT lists that turn matched rows into hit rows, aggregated to one JSON array so a
// statement answers in a single row. Only the rows of the asked page are projected; the
// joins to names and the showings run for those rows alone. Column names are the
// RawHitRow fields that hit-mapping.ts completes into ResidenceHit.

const MAX_SHOWINGS = 3;

/** ISO-8601 UTC text, the same on both engines whatever the session time zone. */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

function isoDate(column: SQL): SQL {
  return sql`to_char(${column}, 'YYYY-MM-DD')`;
}

/** Up to three upcoming showings (not yet ended) that match `where` (alias sh). */
function upcomingShowings(where: SQL, scope: SearchScope): SQL {
  return sql`COALESCE((SELECT json_agg(x ORDER BY x."startsAt", x.id) FROM (
      SELECT sh.id, ${isoTimestamp(sql`sh.starts_at`)} AS "startsAt", ${isoTimestamp(sql`sh.ends_at`)} AS "endsAt",
        sh.object_id AS "objectId"
      FROM residence_showings sh
      WHERE ${where} AND sh.ends_at >= ${scope.now.toISOString()}::timestamptz
      ORDER BY sh.starts_at, sh.id LIMIT ${MAX_SHOWINGS}::int) x), '[]'::json)`;
}

/** Fields of object hits that stages and areas leave empty. */
const NO_OBJECT_FIELDS = sql`NULL::uuid AS "stageId", NULL::text AS "stageName", NULL::text AS "objectNumber",
  NULL::int AS floor, NULL::int AS "monthlyFee", '{}'::smallint[] AS "outdoorSpaces", NULL::int AS parking`;

/** JSON array of stage hits; `page` yields matching_stages rows with an `ord` column. */
export function stageHitsJson(page: SQL, scope: SearchScope): SQL {
  return sql`COALESCE((SELECT json_agg(h ORDER BY h.ord) FROM (
    SELECT ms.ord, ms.id, 'stage' AS type, ms.name, ms.path, ms.site_id AS "siteId", ms.site_org_id AS "siteOrg",
      a.name AS area, m.name AS municipality, c.name AS county,
      ms.eff_min_rooms AS "minRooms", ms.eff_max_rooms AS "maxRooms",
      ms.eff_min_price AS "minPrice", ms.eff_max_price AS "maxPrice",
      ms.eff_min_total_price AS "minTotalPrice", ms.eff_max_total_price AS "maxTotalPrice",
      ms.eff_min_area AS "minLivingArea", ms.eff_max_area AS "maxLivingArea",
      ms.stage_status AS status, ms.stage_status AS "stageStatus", ms.project_lifecycle AS "projectLifecycle",
      ms.concept,
      ms.eff_home_types AS "residenceType", ms.eff_disposal_forms AS "disposalForm",
      ${isoDate(sql`ms.inhabit_date`)} AS "inhabitDate", ${isoDate(sql`ms.inhabit_date_end`)} AS "inhabitDateEnd",
      ms.inhabit_determined AS "inhabitDetermined", ms.label,
      ${isoTimestamp(sql`ms.vip_start`)} AS "vipStart", ${isoTimestamp(sql`ms.vip_end`)} AS "vipEnd",
      ms.short_description AS "shortDescription", ms.lat, ms.lng, ms.object_count AS "objectCount",
      ms.has_extra_showings_info AS "hasExtraShowingsInfo",
      ${upcomingShowings(sql`sh.stage_id = ms.id`, scope)} AS showings,
      ${NO_OBJECT_FIELDS}
    FROM (${page}) ms
    JOIN municipalities m ON m.id = ms.municipality_id
    JOIN counties c ON c.id = m.county_id
    LEFT JOIN residence_areas a ON a.id = ms.area_id
  ) h), '[]'::json)`;
}

/** JSON array of object hits; `page` yields matching_objects rows with an `ord` column. */
export function objectHitsJson(page: SQL, scope: SearchScope): SQL {
  return sql`COALESCE((SELECT json_agg(h ORDER BY h.ord) FROM (
    SELECT mo.ord, mo.id, 'object' AS type, s.name || ' ' || mo.object_number AS name, mo.path,
      s.site_id AS "siteId", s.site_org_id AS "siteOrg",
      a.name AS area, m.name AS municipality, c.name AS county,
      mo.rooms AS "minRooms", mo.rooms AS "maxRooms", mo.price AS "minPrice", mo.price AS "maxPrice",
      mo.total_price AS "minTotalPrice", mo.total_price AS "maxTotalPrice",
      mo.living_area AS "minLivingArea", mo.living_area AS "maxLivingArea",
      mo.status, s.stage_status AS "stageStatus", s.project_lifecycle AS "projectLifecycle", s.concept,
      ARRAY[mo.home_type] AS "residenceType", ARRAY[mo.disposal_form] AS "disposalForm",
      ${isoDate(sql`mo.inhabit_date`)} AS "inhabitDate", NULL::text AS "inhabitDateEnd",
      mo.inhabit_determined AS "inhabitDetermined", s.label,
      ${isoTimestamp(sql`s.vip_start`)} AS "vipStart", ${isoTimestamp(sql`s.vip_end`)} AS "vipEnd",
      s.short_description AS "shortDescription", mo.lat, mo.lng, 1 AS "objectCount",
      s.has_extra_showings_info AS "hasExtraShowingsInfo",
      ${upcomingShowings(sql`sh.stage_id = mo.stage_id AND (sh.object_id IS NULL OR sh.object_id = mo.id)`, scope)}
        AS showings,
      s.id AS "stageId", s.name AS "stageName", mo.object_number AS "objectNumber", mo.floor,
      mo.monthly_fee AS "monthlyFee", mo.outdoor_spaces AS "outdoorSpaces", mo.parking
    FROM (${page}) mo
    JOIN residence_stages s ON s.id = mo.stage_id
    JOIN municipalities m ON m.id = s.municipality_id
    JOIN counties c ON c.id = m.county_id
    LEFT JOIN residence_areas a ON a.id = s.area_id
  ) h), '[]'::json)`;
}
