import {
  HOME_TYPE,
  type HomeType,
  OBJECT_STATUS,
  SEARCHED_OBJECT_STATUSES,
  STAGE_STATUS,
  STAGE_STATUSES,
  type StageStatus,
  type Tenure,
} from '../../src/shared/residence/residence-enums';
import { areaPath, slugify, stagePath } from '../../src/shared/residence/residence-paths';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { deterministicUuid } from '../content/seed-types';
import type { AreaRow, ObjectRow, Place, ShowingRow, StagePlacement, StageRow } from './catalogue-types';
import { addDays, atTime } from './dates';
import type { AreaData } from './geography';
import { basePrice, isHouse, livingAreaRange } from './home-model';
import {
  areaDescriptions,
  type CatalogueLanguage,
  nextStageName,
  projectName,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  staffMember,
  stageDescriptions,
  stageLabel,
} from './names';
import { buildObjects, round6, type StageForObjects } from './object-builder';
import { stagePhasesFor } from './project-phase-plan';
import type { Random } from './random';
import {
  type Brand,
  conceptFor,
  finnishPlotTypeFor,
  hasObjects,
  KIND_HOME_TYPES,
  moveInFor,
  objectCountFor,
  stageKindFor,
  stageStatusFor,
  tenureFor,
  vipWindowFor,
} from './stage-plan';

// One site's share of the catalogue: its areas, stages, homes and showings.

export interface SitePlan {
  key: SiteKey;
  brand: Brand;
  language: CatalogueLanguage;
  /** Share of all homes. */
  share: number;
}

export interface SiteWorld {
  areas: AreaRow[];
  stages: StageRow[];
  objects: ObjectRow[];
  showings: ShowingRow[];
  placements: StagePlacement[];
}

const SORT_PRIORITY: Record<StageStatus, number> = {
  [STAGE_STATUS.forSale]: 1,
  [STAGE_STATUS.preSelling]: 2,
  [STAGE_STATUS.vip]: 3,
  [STAGE_STATUS.moveInReady]: 4,
  [STAGE_STATUS.planned]: 5,
  [STAGE_STATUS.soldOut]: 6,
  [STAGE_STATUS.succession]: 7,
  [STAGE_STATUS.reference]: 8,
};

const SHOWING_STATUSES: readonly StageStatus[] = [
  STAGE_STATUS.forSale,
  STAGE_STATUS.preSelling,
  STAGE_STATUS.moveInReady,
];

/** Where the site builds: every municipality of the country first, then by weight. */
function placeChooser(random: Random, places: readonly Place[], brand: Brand): () => Place {
  const candidates = brand === 'main' ? places : places.filter((place) => place.municipality.weight >= 2);
  const firstRound = brand === 'main' ? random.shuffle(candidates) : [];
  const weights = candidates.map((place) => [place, place.municipality.weight] as const);
  return () => firstRound.shift() ?? random.weighted(weights);
}

function staffFor(random: Random, language: CatalogueLanguage, status: StageStatus): StaffMember[] {
  if (status === STAGE_STATUS.reference) return [];
  const lead: StaffRole = status === STAGE_STATUS.planned ? 'salesManager' : 'realEstateAgent';
  const others = random
    .shuffle(STAFF_ROLES.filter((role) => role !== lead && !role.endsWith('2')))
    .slice(0, random.int(0, 3));
  const roles: StaffRole[] = [lead, ...others];
  for (const role of [...roles]) {
    const second = `${role}2` as StaffRole;
    if (STAFF_ROLES.includes(second) && random.chance(0.3)) roles.push(second);
  }
  return roles.map((role) => staffMember(random, language, role));
}

interface AnnouncedRanges {
  plannedHomeTypes: HomeType[];
  plannedDisposalForms: Tenure[];
  plannedMinPrice: number | null;
  plannedMaxPrice: number | null;
  plannedMinRooms: number | null;
  plannedMaxRooms: number | null;
  plannedMinArea: number | null;
  plannedMaxArea: number | null;
}

const NO_RANGES: AnnouncedRanges = {
  plannedHomeTypes: [],
  plannedDisposalForms: [],
  plannedMinPrice: null,
  plannedMaxPrice: null,
  plannedMinRooms: null,
  plannedMaxRooms: null,
  plannedMinArea: null,
  plannedMaxArea: null,
};

/** What a planned or VIP stage announces: home types, tenures and ranges of rooms, area and price. */
function announcedRanges(
  random: Random,
  site: SitePlan,
  homeTypes: HomeType[],
  tenures: Map<HomeType, Tenure>,
  priceLevel: number,
): AnnouncedRanges {
  const country = SITES[site.key].country;
  const hasApartments = homeTypes.includes(HOME_TYPE.apartment);
  const hasHouses = homeTypes.some((type) => type !== HOME_TYPE.apartment);
  const minRooms = hasApartments ? (site.brand === 'senior' ? 2 : random.int(1, 2)) : random.int(3, 4);
  const maxRooms = hasHouses ? random.int(5, 6) : random.int(minRooms + 2, 5);
  const smallest = hasApartments ? HOME_TYPE.apartment : (homeTypes[0] ?? HOME_TYPE.townHouse);
  const largest = homeTypes[homeTypes.length - 1] ?? HOME_TYPE.apartment;
  const minArea = Math.floor(livingAreaRange(smallest, minRooms)[0]);
  const maxArea = Math.ceil(livingAreaRange(largest, maxRooms)[1]);
  const step = country === 'FI' ? 10_000 : 100_000;
  const priceOf = (homeType: HomeType, area: number, top: boolean) =>
    basePrice({
      country,
      priceLevel,
      homeType,
      livingArea: area,
      plotArea: isHouse(homeType) ? 500 : null,
      floor: top ? 6 : 1,
    });
  let minPrice = Math.floor((priceOf(smallest, minArea, false) * 0.95) / step) * step;
  let maxPrice = Math.ceil((priceOf(largest, maxArea, true) * 1.05) / step) * step;
  // Finland announces debt-free prices, inside the range its homes are drawn from.
  if (country === 'FI') {
    minPrice = Math.max(150_000, Math.min(minPrice, 500_000));
    maxPrice = Math.min(600_000, Math.max(maxPrice, minPrice + 50_000));
  }
  return {
    plannedHomeTypes: [...homeTypes],
    plannedDisposalForms: [...new Set(tenures.values())].sort((a, b) => a - b),
    plannedMinPrice: minPrice,
    plannedMaxPrice: maxPrice,
    plannedMinRooms: minRooms,
    plannedMaxRooms: maxRooms,
    plannedMinArea: minArea,
    plannedMaxArea: maxArea,
  };
}

/** Stage-wide showings about weekly for ten weeks around the reference day, plus some per home. */
function buildShowings(random: Random, stageId: string, objects: ObjectRow[], reference: Date): ShowingRow[] {
  const rows: ShowingRow[] = [];
  const add = (day: Date, objectId: string | null) => {
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const startsAt = weekend
      ? atTime(day, 10, random.chance(0.5) ? 0 : 30)
      : atTime(day, 16, random.chance(0.5) ? 0 : 30);
    rows.push({
      id: deterministicUuid(`catalogue:showing:${stageId}:${rows.length}`),
      stageId,
      objectId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (weekend ? 90 : 60) * 60_000),
    });
  };
  if (random.chance(0.75)) {
    for (let day = -random.int(6, 12); day < 70; day += random.int(5, 9)) add(addDays(reference, day), null);
  }
  for (const object of objects) {
    const searched = SEARCHED_OBJECT_STATUSES.includes(object.status as never);
    if ((searched && random.chance(0.1)) || object.status === OBJECT_STATUS.showingApartment) {
      const id = object.id;
      if (!id) continue;
      for (let count = random.int(1, 2); count > 0; count -= 1)
        add(addDays(reference, random.int(0, 60)), id);
    }
  }
  return rows;
}

export function buildSite(
  random: Random,
  site: SitePlan,
  places: readonly Place[],
  targetObjects: number,
  reference: Date,
): SiteWorld {
  const config = SITES[site.key];
  const country = config.country;
  const vipAllowed = config.flags.vip;
  const world: SiteWorld = { areas: [], stages: [], objects: [], showings: [], placements: [] };
  const areaIds = new Map<string, string>();
  const usedSlugs = new Set<string>();
  const namesInArea = new Map<string, string[]>();
  const nextPlace = placeChooser(random, places, site.brand);
  // Every status once first, so even the smallest site shows each of them.
  const guaranteed = random.shuffle(
    STAGE_STATUSES.filter((status) => vipAllowed || status !== STAGE_STATUS.vip),
  );
  const ranked: { row: StageRow; priority: number; tieBreak: number }[] = [];
  let objectCount = 0;

  const areaFor = (place: Place, area: AreaData): string => {
    const key = `${place.municipalitySlug}/${slugify(area.name)}`;
    const existing = areaIds.get(key);
    if (existing) return existing;
    const path = areaPath(country, place.municipalitySlug, slugify(area.name));
    const id = deterministicUuid(`catalogue:area:${site.key}:${path}`);
    areaIds.set(key, id);
    world.areas.push({
      id,
      siteId: config.siteId,
      municipalityId: place.municipalityId,
      name: area.name,
      slug: slugify(area.name),
      path,
      ...areaDescriptions(random, site.language, area.name, place.municipality.name),
      lat: area.lat,
      lng: area.lng,
      imageStyle: random.int(0, 7),
    });
    return id;
  };

  while (objectCount < targetObjects || guaranteed.length > 0) {
    const status = guaranteed.shift() ?? stageStatusFor(random, vipAllowed);
    const place = nextPlace();
    const area =
      place.municipality.areas.length > 0 && random.chance(0.75)
        ? random.pick(place.municipality.areas)
        : null;
    const kind =
      site.brand === 'senior' ? 'apartment' : stageKindFor(random, site.key, place.municipality.weight);
    const homeTypes = KIND_HOME_TYPES[kind];
    const announced = !hasObjects(status);
    const tenures = new Map(
      homeTypes.map((type) => [type, tenureFor(random, site.key, type, announced)] as const),
    );

    // Name: new, or the next stage of a project already in the same area.
    const nameKey = `${place.municipalitySlug}/${area?.name ?? ''}`;
    const earlier = namesInArea.get(nameKey) ?? [];
    const baseName =
      earlier.length > 0 && random.chance(0.25)
        ? random.pick(earlier)
        : projectName(random, site.language, area?.name ?? null);
    let name = baseName;
    for (let stageNumber = 2; usedSlugs.has(`${place.municipalitySlug}/${slugify(name)}`); stageNumber += 1) {
      name = nextStageName(site.language, baseName, stageNumber);
    }
    usedSlugs.add(`${place.municipalitySlug}/${slugify(name)}`);
    if (!earlier.includes(baseName)) namesInArea.set(nameKey, [...earlier, baseName]);

    const slug = slugify(name);
    const path = stagePath(country, place.municipalitySlug, slug);
    const id = deterministicUuid(`catalogue:stage:${site.key}:${path}`);
    const centre = area ?? place.municipality;
    const spread = area ? 0.006 : 0.02;
    const lat = round6(centre.lat + random.between(-spread, spread));
    const lng = round6(centre.lng + random.between(-spread * 1.8, spread * 1.8));
    const moveIn = moveInFor(random, status, reference);
    const bigCity = place.municipality.weight >= 4;
    const buildingFloors =
      site.brand === 'senior' ? random.int(3, 6) : bigCity ? random.int(5, 12) : random.int(3, 7);

    // Drawn first of the stage's fields, as it was when drawn inside the row below.
    const concept = conceptFor(random, site.brand);
    const stage: StageRow = {
      id,
      siteId: config.siteId,
      siteOrgId: config.siteOrgId,
      areaId: area ? areaFor(place, area) : null,
      municipalityId: place.municipalityId,
      name,
      slug,
      path,
      stageStatus: status,
      concept,
      label: stageLabel(random, site.language, status),
      ...stageDescriptions(random, site.language, {
        name,
        municipality: place.municipality.name,
        area: area?.name ?? null,
        homeTypes,
        senior: site.brand === 'senior',
      }),
      lat,
      lng,
      ...moveIn,
      ...vipWindowFor(random, status, reference, vipAllowed),
      hasExtraShowingsInfo: false,
      plotType: country === 'FI' ? finnishPlotTypeFor(random) : null,
      ...(announced
        ? announcedRanges(random, site, homeTypes, tenures, place.municipality.priceLevel)
        : NO_RANGES),
      staff: staffFor(random, site.language, status),
      sortRank: 0,
      imageStyle: random.int(0, 7),
      ...stagePhasesFor({ id, status, inhabitDate: moveIn.inhabitDate, reference, homeTypes, concept }),
    };

    if (!announced) {
      const wanted = objectCountFor(random, kind, site.brand);
      const count = Math.max(1, Math.min(wanted, targetObjects - objectCount));
      const stageInput: StageForObjects = {
        id,
        siteId: config.siteId,
        path,
        country,
        status,
        homeTypes,
        tenures,
        priceLevel: place.municipality.priceLevel,
        senior: site.brand === 'senior',
        lat,
        lng,
        moveIn,
        buildingFloors,
        apartmentsPerFloor: random.int(2, 6),
      };
      const objects = buildObjects(random, stageInput, count, reference);
      world.objects.push(...objects);
      objectCount += objects.length;
      if (SHOWING_STATUSES.includes(status)) {
        const showings = buildShowings(random, id, objects, reference);
        world.showings.push(...showings);
        stage.hasExtraShowingsInfo = random.chance(showings.length > 0 ? 0.25 : 0.3);
      }
    }

    world.stages.push(stage);
    world.placements.push({ stageId: id, siteKey: site.key, place, area });
    ranked.push({ row: stage, priority: SORT_PRIORITY[status], tieBreak: random.next() });
  }

  // Editorial order: projects on sale first, finished ones last, shuffled within.
  ranked
    .sort((a, b) => a.priority - b.priority || a.tieBreak - b.tieBreak)
    .forEach((entry, index) => {
      entry.row.sortRank = index + 1;
    });
  return world;
}
