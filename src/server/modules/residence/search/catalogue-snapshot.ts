import { type SQL, sql } from 'drizzle-orm';
import { SEARCHED_OBJECT_STATUSES } from '../../../../shared/residence/residence-enums';
import type { Database } from '../../../db/client';
import { isoTimestamp } from './hit-projections';

/** Strings in byte order (COLLATE "C"): code unit order, the same for the text stored here. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// The residence catalogue as the search reads it, loaded whole into memory (in one snapshot
// of the database: catalogue-cache.ts). Names of places are resolved and rows are linked by array index, so a search is
// plain loops over arrays. Dates are yyyy-mm-dd text and timestamps carry both their epoch
// milliseconds (for comparing with the request time) and the ISO text hits show, formatted
// by the database exactly as the SQL projections did.

export interface SnapshotShowing {
  id: string;
  objectId: string | null;
  startsMs: number;
  endsMs: number;
  startsAt: string;
  endsAt: string;
}

export interface SnapshotStage {
  index: number;
  id: string;
  siteId: string;
  siteOrgId: string;
  areaIndex: number | null;
  areaId: string | null;
  areaName: string | null;
  municipalityName: string;
  countyIndex: number;
  name: string;
  path: string;
  stageStatus: number;
  projectLifecycle: number;
  concept: number | null;
  label: string | null;
  shortDescription: string;
  lat: number;
  lng: number;
  inhabitDate: string;
  inhabitDateEnd: string | null;
  inhabitDetermined: boolean;
  vipStart: string | null;
  vipEnd: string | null;
  hasExtraShowingsInfo: boolean;
  plannedHomeTypes: number[];
  plannedDisposalForms: number[];
  plannedMinPrice: number | null;
  plannedMaxPrice: number | null;
  plannedMinRooms: number | null;
  plannedMaxRooms: number | null;
  plannedMinArea: number | null;
  plannedMaxArea: number | null;
  sortRank: number;
  tagIds: Set<string>;
  /** Indexes of the stage's objects whose status is searched. */
  searchedObjects: number[];
  /** Every showing of the stage (object showings too), by start and id. */
  showings: SnapshotShowing[];
}

export interface SnapshotObject {
  index: number;
  id: string;
  stageIndex: number;
  objectNumber: string;
  path: string;
  status: number;
  homeType: number;
  disposalForm: number;
  rooms: number;
  livingArea: number;
  price: number | null;
  totalPrice: number | null;
  monthlyFee: number;
  floor: number;
  outdoorSpaces: number[];
  parking: number;
  inhabitDate: string;
  inhabitDetermined: boolean;
  lat: number;
  lng: number;
}

export interface SnapshotArea {
  id: string;
  siteId: string;
  name: string;
  path: string;
  shortDescription: string;
  lat: number;
  lng: number;
  municipalityName: string;
  countyName: string;
}

export interface SnapshotCounty {
  id: string;
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

export interface CatalogueSnapshot {
  stages: SnapshotStage[];
  objects: SnapshotObject[];
  areas: SnapshotArea[];
  counties: SnapshotCounty[];
  /** Indexes of each site's stages. */
  stagesBySite: Map<string, number[]>;
  /** Url of the county tag of a country by county name ("SE|Stockholms län"). */
  countyTagUrls: Map<string, string>;
  /** Searched objects in the order of a sort key, built when first asked (snapshot-matching.ts). */
  objectOrders: Map<string, Int32Array>;
}

async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

interface StageRow {
  id: string;
  site_id: string;
  site_org_id: string;
  area_id: string | null;
  municipality_id: string;
  name: string;
  path: string;
  stage_status: number;
  project_lifecycle: number;
  concept: number | null;
  label: string | null;
  short_description: string;
  lat: number;
  lng: number;
  inhabit_date: string;
  inhabit_date_end: string | null;
  inhabit_determined: boolean;
  vip_start: string | null;
  vip_end: string | null;
  has_extra_showings_info: boolean;
  planned_home_types: number[];
  planned_disposal_forms: number[];
  planned_min_price: number | null;
  planned_max_price: number | null;
  planned_min_rooms: number | null;
  planned_max_rooms: number | null;
  planned_min_area: number | null;
  planned_max_area: number | null;
  sort_rank: number;
}

interface ObjectRow {
  id: string;
  stage_id: string;
  object_number: string;
  path: string;
  status: number;
  home_type: number;
  disposal_form: number;
  rooms: number;
  living_area: number;
  price: number | null;
  total_price: number | null;
  monthly_fee: number;
  floor: number;
  outdoor_spaces: number[];
  parking: number;
  inhabit_date: string;
  inhabit_determined: boolean;
  lat: number;
  lng: number;
}

interface ShowingRow {
  id: string;
  stage_id: string;
  object_id: string | null;
  starts_ms: number;
  ends_ms: number;
  starts_at: string;
  ends_at: string;
}

interface PlaceRow {
  id: string;
  name: string;
  county_id: string;
}

/** Reads every catalogue table (the caller holds them in one snapshot: catalogue-cache.ts). */
async function readTables(db: Database) {
  const run = <T>(statement: SQL) => rows<T>(db, statement);
  const stages = await run<StageRow>(sql`SELECT id, site_id, site_org_id, area_id, municipality_id,
    name, path, stage_status, project_lifecycle, concept, label, short_description, lat, lng,
    inhabit_date::text AS inhabit_date, inhabit_date_end::text AS inhabit_date_end, inhabit_determined,
    ${isoTimestamp(sql`vip_start`)} AS vip_start, ${isoTimestamp(sql`vip_end`)} AS vip_end,
    has_extra_showings_info, planned_home_types, planned_disposal_forms,
    planned_min_price, planned_max_price, planned_min_rooms, planned_max_rooms,
    planned_min_area, planned_max_area, sort_rank
    FROM residence_stages ORDER BY sort_rank, id`);
  const objects = await run<ObjectRow>(sql`SELECT id, stage_id, object_number, path, status,
    home_type, disposal_form, rooms, living_area, price, total_price, monthly_fee, floor,
    outdoor_spaces, parking, inhabit_date::text AS inhabit_date, inhabit_determined, lat, lng
    FROM residence_objects`);
  const showings = await run<ShowingRow>(sql`SELECT id, stage_id, object_id,
    ${epochMs(sql`starts_at`)} AS starts_ms, ${epochMs(sql`ends_at`)} AS ends_ms,
    ${isoTimestamp(sql`starts_at`)} AS starts_at, ${isoTimestamp(sql`ends_at`)} AS ends_at
    FROM residence_showings ORDER BY starts_at, id`);
  const stageTags = await run<{ stage_id: string; tag_id: string }>(
    sql`SELECT stage_id, tag_id FROM residence_stage_tags`,
  );
  const countyTags = await run<{ country: string; name: string; url: string }>(
    sql`SELECT country, name, url FROM residence_tags WHERE kind = 'county'`,
  );
  const areas = await run<SnapshotArea & { municipality_id: string; short_description: string }>(
    sql`SELECT id, site_id AS "siteId", municipality_id, name, path, short_description, lat, lng
      FROM residence_areas`,
  );
  const municipalityRows = await run<PlaceRow>(sql`SELECT id, name, county_id FROM municipalities`);
  const countyRows = await run<SnapshotCounty>(sql`SELECT id, name, slug, lat, lng FROM counties`);
  return {
    stages,
    objects,
    showings,
    stageTags,
    countyTags,
    areas,
    municipalityRows,
    countyRows,
  };
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The catalogue names a missing ${what} ${key}`);
  return value;
}

export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const tables = await readTables(db);
  const countyIndex = new Map(tables.countyRows.map((county, index) => [county.id, index]));
  const municipalityById = new Map(tables.municipalityRows.map((row) => [row.id, row]));
  const areas: SnapshotArea[] = tables.areas.map((row) => {
    const municipality = required(municipalityById, row.municipality_id, 'municipality');
    const county = tables.countyRows[
      required(countyIndex, municipality.county_id, 'county')
    ] as SnapshotCounty;
    return {
      id: row.id,
      siteId: row.siteId,
      name: row.name,
      path: row.path,
      shortDescription: row.short_description,
      lat: row.lat,
      lng: row.lng,
      municipalityName: municipality.name,
      countyName: county.name,
    };
  });
  const areaIndex = new Map(areas.map((area, index) => [area.id, index]));
  const stages: SnapshotStage[] = tables.stages.map((row, index) => {
    const municipality = required(municipalityById, row.municipality_id, 'municipality');
    const area = row.area_id === null ? null : required(areaIndex, row.area_id, 'area');
    return {
      index,
      id: row.id,
      siteId: row.site_id,
      siteOrgId: row.site_org_id,
      areaIndex: area,
      areaId: row.area_id,
      areaName: area === null ? null : (areas[area] as SnapshotArea).name,
      municipalityName: municipality.name,
      countyIndex: required(countyIndex, municipality.county_id, 'county'),
      name: row.name,
      path: row.path,
      stageStatus: row.stage_status,
      projectLifecycle: row.project_lifecycle,
      concept: row.concept,
      label: row.label,
      shortDescription: row.short_description,
      lat: row.lat,
      lng: row.lng,
      inhabitDate: row.inhabit_date,
      inhabitDateEnd: row.inhabit_date_end,
      inhabitDetermined: row.inhabit_determined,
      vipStart: row.vip_start,
      vipEnd: row.vip_end,
      hasExtraShowingsInfo: row.has_extra_showings_info,
      plannedHomeTypes: row.planned_home_types,
      plannedDisposalForms: row.planned_disposal_forms,
      plannedMinPrice: row.planned_min_price,
      plannedMaxPrice: row.planned_max_price,
      plannedMinRooms: row.planned_min_rooms,
      plannedMaxRooms: row.planned_max_rooms,
      plannedMinArea: row.planned_min_area,
      plannedMaxArea: row.planned_max_area,
      sortRank: row.sort_rank,
      tagIds: new Set(),
      searchedObjects: [],
      showings: [],
    };
  });
  const stageIndex = new Map(stages.map((stage) => [stage.id, stage.index]));
  const stageOf = (id: string) => stages[required(stageIndex, id, 'stage')] as SnapshotStage;
  const searched = new Set<number>(SEARCHED_OBJECT_STATUSES);
  const objects: SnapshotObject[] = tables.objects.map((row, index) => {
    const stage = stageOf(row.stage_id);
    if (searched.has(row.status)) stage.searchedObjects.push(index);
    return {
      index,
      id: row.id,
      stageIndex: stage.index,
      objectNumber: row.object_number,
      path: row.path,
      status: row.status,
      homeType: row.home_type,
      disposalForm: row.disposal_form,
      rooms: row.rooms,
      livingArea: row.living_area,
      price: row.price,
      totalPrice: row.total_price,
      monthlyFee: row.monthly_fee,
      floor: row.floor,
      outdoorSpaces: row.outdoor_spaces,
      parking: row.parking,
      inhabitDate: row.inhabit_date,
      inhabitDetermined: row.inhabit_determined,
      lat: row.lat,
      lng: row.lng,
    };
  });
  for (const row of tables.showings) {
    stageOf(row.stage_id).showings.push({
      id: row.id,
      objectId: row.object_id,
      startsMs: row.starts_ms,
      endsMs: row.ends_ms,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    });
  }
  for (const row of tables.stageTags) stageOf(row.stage_id).tagIds.add(row.tag_id);
  // Within a stage, "recommended" orders objects by number (bytes, COLLATE "C"), then id.
  const byNumber = (a: number, b: number) => {
    const [left, right] = [objects[a] as SnapshotObject, objects[b] as SnapshotObject];
    return compareText(left.objectNumber, right.objectNumber) || compareText(left.id, right.id);
  };
  for (const stage of stages) stage.searchedObjects.sort(byNumber);
  const stagesBySite = new Map<string, number[]>();
  for (const stage of stages) {
    const list = stagesBySite.get(stage.siteId) ?? [];
    list.push(stage.index);
    stagesBySite.set(stage.siteId, list);
  }
  const countyTagUrls = new Map<string, string>();
  for (const tag of tables.countyTags) {
    const key = `${tag.country}|${tag.name}`;
    if (!countyTagUrls.has(key)) countyTagUrls.set(key, tag.url);
  }
  return {
    stages,
    objects,
    areas,
    counties: tables.countyRows,
    stagesBySite,
    countyTagUrls,
    objectOrders: new Map(),
  };
}
