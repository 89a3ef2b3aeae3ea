import { sql } from 'drizzle-orm';
import { localShowingTime } from '../../../../shared/format/showing-time';
import { OBJECT_STATUS, TENURE } from '../../../../shared/residence/residence-enums';
import type { Showing } from '../../../../shared/residence/residence-page-view-models';
import type { Country } from '../../../../shared/sites/site-types';
import { residenceAreas, residenceObjects, residenceStages } from '../../../db/schema';

// Correlated sub-selects that fold a stage's homes and showings into JSON, so each page is
// read in one query with its joins. Timestamps leave the database as UTC ISO strings, the
// same on PGlite and on a PostgreSQL server whatever its time zone.

const utcIso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface ObjectJson {
  id: string;
  objectNumber: string;
  path: string;
  status: number;
  homeType: number;
  disposalForm: number;
  rooms: number;
  livingArea: number;
  floor: number;
  buildingFloors: number;
  /** Null for a rental home (no sale price). */
  price: number | null;
  totalPrice: number | null;
  monthlyFee: number;
}

/** Every home of the stage, whatever its status, ordered by home number. */
export const stageObjectsJson = sql<ObjectJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', o.id, 'objectNumber', o.object_number, 'path', o.path, 'status', o.status,
    'homeType', o.home_type, 'disposalForm', o.disposal_form, 'rooms', o.rooms,
    'livingArea', o.living_area, 'floor', o.floor, 'buildingFloors', o.building_floors,
    'price', o.price, 'totalPrice', o.total_price, 'monthlyFee', o.monthly_fee
  ) order by o.object_number)
  from ${residenceObjects} o where o.stage_id = ${residenceStages.id}
), '[]'::json)`;

export interface ShowingJson {
  startsAt: string;
  endsAt: string;
  objectId: string | null;
}

/** The showings with their local day and hours, which the pages show without Intl. */
export function withLocalTimes(showings: readonly ShowingJson[], country: Country): Showing[] {
  return showings.map((showing) => ({
    ...showing,
    local: localShowingTime(showing.startsAt, showing.endsAt, country),
  }));
}

const UPCOMING_SHOWINGS = 8;

/** Showings not yet over; objectId narrows them to the stage's own and that home's. */
export function upcomingShowingsJson(objectId?: typeof residenceObjects.id) {
  const objectFilter = objectId
    ? sql`and (s.object_id is null or s.object_id = ${objectId})`
    : sql`and s.object_id is null`;
  return sql<ShowingJson[]>`coalesce((
    select json_agg(json_build_object('startsAt', u.starts_at, 'endsAt', u.ends_at, 'objectId', u.object_id)
      order by u.starts_at)
    from (
      select ${sql.raw(utcIso('s.starts_at'))} as starts_at, ${sql.raw(utcIso('s.ends_at'))} as ends_at,
        s.object_id
      from residence_showings s
      where s.stage_id = ${residenceStages.id} and s.ends_at >= now() ${objectFilter}
      order by s.starts_at
      limit ${UPCOMING_SHOWINGS}
    ) u
  ), '[]'::json)`;
}

export interface AreaStageJson {
  id: string;
  name: string;
  path: string;
  status: number;
  shortDescription: string;
  lat: number;
  lng: number;
  minPrice: number | null;
  maxPrice: number | null;
  minRooms: number | null;
  maxRooms: number | null;
  homesForSale: number;
}

/**
 * The site's stages in an area with a short fact line: prices and rooms of their homes on
 * sale (for sale, reserved, pre-selling), or the announced ranges before any are released.
 */
export function areaStagesJson(siteId: string, searchedObjectStatuses: readonly number[]) {
  const statuses = sql.raw(searchedObjectStatuses.map(Number).join(', '));
  return sql<AreaStageJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', st.id, 'name', st.name, 'path', st.path, 'status', st.stage_status,
      'shortDescription', st.short_description, 'lat', st.lat, 'lng', st.lng,
      'minPrice', coalesce(agg.min_price, st.planned_min_price),
      'maxPrice', coalesce(agg.max_price, st.planned_max_price),
      'minRooms', coalesce(agg.min_rooms, st.planned_min_rooms),
      'maxRooms', coalesce(agg.max_rooms, st.planned_max_rooms),
      'homesForSale', coalesce(agg.homes, 0)
    ) order by st.sort_rank, st.name)
    from residence_stages st
    left join lateral (
      select min(o.price) as min_price, max(o.price) as max_price, min(o.rooms) as min_rooms,
        max(o.rooms) as max_rooms,
        -- For sale as home-availability.ts counts it: for-sale status, not a rental.
        count(*) filter (where o.status = ${OBJECT_STATUS.forSale} and o.disposal_form <> ${TENURE.tenancy})::int as homes
      from residence_objects o
      where o.stage_id = st.id and o.status in (${statuses})
      having count(*) > 0
    ) agg on true
    where st.area_id = ${residenceAreas.id} and st.site_id = ${siteId}
  ), '[]'::json)`;
}
