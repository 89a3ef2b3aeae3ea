import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/shared/residence/fold-text';
import {
  CONCEPT,
  CONCEPTS,
  DIRECTIONS,
  FINNISH_PLOT_TYPES,
  HOME_TYPE,
  HOME_TYPES,
  OBJECT_STATUSES,
  OUTDOOR_SPACES,
  PARKINGS,
  SEARCHED_OBJECT_STATUSES,
  SEARCHED_STAGE_STATUSES,
  STAGE_STATUS,
  STAGE_STATUSES,
  TENURE,
  TENURES,
} from '../../src/shared/residence/residence-enums';
import { residenceIndexPath } from '../../src/shared/residence/residence-paths';
import type { Country, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { buildCatalogue, CATALOGUE_SITES, DEFAULT_CATALOGUE_OBJECTS } from './build-catalogue';
import type { ObjectRow, StageRow } from './catalogue-types';
import { addDays, catalogueReferenceDate, isoDay } from './dates';
import { COUNTRY_BOUNDS } from './geography';

// The demo catalogue as rows, without a database: its shape, its variety and its rules.

const REFERENCE = catalogueReferenceDate(new Date('2026-11-21T10:00:00Z'));
const world = buildCatalogue({ referenceDate: REFERENCE });

const siteKeyById = new Map(Object.values(SITES).map((site) => [site.siteId, site.key] as const));
const siteOf = (row: { siteId: string }): SiteKey => siteKeyById.get(row.siteId) ?? 'contractor';
const countryOf = (row: { siteId: string }): Country => SITES[siteOf(row)].country;
const stagesById = new Map(world.stages.map((stage) => [stage.id, stage] as const));
const searchingSites = CATALOGUE_SITES.map((site) => site.key);

function distinct<T>(values: Iterable<T>): Set<T> {
  return new Set(values);
}

describe('buildCatalogue', () => {
  it('builds the same rows every time for the same month', () => {
    const again = buildCatalogue({ referenceDate: catalogueReferenceDate(new Date('2026-11-03T23:00:00Z')) });
    expect(again).toEqual(world);
  });

  it('has at least 3 000 homes in 150–250 projects, shared among the sites', () => {
    expect(world.objects.length).toBe(DEFAULT_CATALOGUE_OBJECTS);
    expect(world.objects.length).toBeGreaterThanOrEqual(3000);
    expect(world.stages.length).toBeGreaterThanOrEqual(150);
    expect(world.stages.length).toBeLessThanOrEqual(250);
    for (const site of CATALOGUE_SITES) {
      const homes = world.objects.filter((object) => siteOf(object) === site.key).length;
      expect(homes / world.objects.length).toBeCloseTo(site.share, 1);
    }
  });

  it('uses every value of every enumeration', () => {
    const { objects, stages } = world;
    expect(distinct(stages.map((stage) => stage.stageStatus))).toEqual(distinct(STAGE_STATUSES));
    expect(distinct(objects.map((object) => object.status))).toEqual(distinct(OBJECT_STATUSES));
    expect(distinct(objects.map((object) => object.homeType))).toEqual(distinct(HOME_TYPES));
    expect(distinct(objects.map((object) => object.disposalForm))).toEqual(
      distinct(TENURES.filter((tenure) => tenure !== TENURE.all)),
    );
    expect(distinct(stages.map((stage) => stage.concept).filter((concept) => concept != null))).toEqual(
      distinct(CONCEPTS),
    );
    expect(distinct(objects.flatMap((object) => object.outdoorSpaces ?? []))).toEqual(
      distinct(OUTDOOR_SPACES),
    );
    expect(distinct(objects.map((object) => object.parking))).toEqual(distinct(PARKINGS));
    expect(distinct(objects.map((object) => object.direction))).toEqual(distinct(DIRECTIONS));
    expect(distinct(objects.map((object) => object.rooms))).toEqual(distinct([1, 2, 3, 4, 5, 6]));
    expect(distinct(stages.map((stage) => stage.plotType).filter((type) => type != null))).toEqual(
      distinct(FINNISH_PLOT_TYPES),
    );
    expect(distinct(stages.map((stage) => stage.imageStyle))).toEqual(distinct([0, 1, 2, 3, 4, 5, 6, 7]));
  });

  it('gives every searching site each searched stage and object status', () => {
    for (const key of searchingSites) {
      const stageStatuses = distinct(
        world.stages.filter((stage) => siteOf(stage) === key).map((s) => s.stageStatus),
      );
      const objectStatuses = distinct(
        world.objects.filter((object) => siteOf(object) === key).map((o) => o.status),
      );
      for (const status of SEARCHED_STAGE_STATUSES) {
        // Finland has no VIP sale (its site flag is off), so no VIP stages.
        expect(stageStatuses.has(status)).toBe(status !== STAGE_STATUS.vip || SITES[key].flags.vip);
      }
      for (const status of SEARCHED_OBJECT_STATUSES) expect(objectStatuses.has(status)).toBe(true);
    }
  });

  it('places everything inside its own country', () => {
    const inside = (country: Country, row: { lat: number; lng: number }) => {
      const box = COUNTRY_BOUNDS[country];
      return row.lat > box.south && row.lat < box.north && row.lng > box.west && row.lng < box.east;
    };
    for (const row of [...world.counties, ...world.municipalities])
      expect(inside(row.country, row)).toBe(true);
    for (const row of [...world.areas, ...world.stages, ...world.objects])
      expect(inside(countryOf(row), row)).toBe(true);
  });

  it('prices homes per country: Finnish debt-free price above the sales price, Stockholm dearer than elsewhere', () => {
    for (const object of world.objects) {
      if (countryOf(object) === 'FI') {
        expect(object.totalPrice).toBeGreaterThan(object.price ?? 0);
        expect(object.totalPrice).toBeGreaterThanOrEqual(150_000);
        expect(object.totalPrice).toBeLessThanOrEqual(600_000);
      } else {
        expect(object.totalPrice).toBeNull();
        if (object.disposalForm === TENURE.tenancy) expect(object.price).toBeNull();
        else expect(object.price).toBeGreaterThan(500_000);
      }
      expect(object.monthlyFee).toBeGreaterThan(0);
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const stockholm = world.stages.filter((stage) => stage.path.startsWith('/bostader/stockholm/'));
    const threeRooms = (stages: StageRow[]) =>
      world.objects
        .filter((o) => o.rooms === 3 && o.homeType === HOME_TYPE.apartment)
        .filter((o) => stages.some((stage) => stage.id === o.stageId))
        .flatMap((o) => (o.price == null ? [] : [o.price]));
    const stockholmMedian = median(threeRooms(stockholm));
    expect(stockholmMedian).toBeGreaterThan(4_000_000);
    expect(stockholmMedian).toBeLessThan(6_500_000);
    const swedenOutside = world.stages.filter(
      (s) => countryOf(s) === 'SE' && !s.path.startsWith('/bostader/stockholm/'),
    );
    expect(median(threeRooms(swedenOutside))).toBeLessThan(stockholmMedian);
  });

  it('sizes homes by rooms and gives houses and plots a plot area', () => {
    const meanArea = (rooms: number) => {
      const areas = world.objects
        .filter((o) => o.homeType === HOME_TYPE.apartment && o.rooms === rooms)
        .map((o) => o.livingArea);
      return areas.reduce((sum, area) => sum + area, 0) / areas.length;
    };
    for (let rooms = 2; rooms <= 6; rooms += 1) expect(meanArea(rooms)).toBeGreaterThan(meanArea(rooms - 1));
    for (const object of world.objects) {
      expect(object.floor).toBeGreaterThanOrEqual(1);
      expect(object.floor).toBeLessThanOrEqual(object.buildingFloors);
      if (object.homeType === HOME_TYPE.apartment) expect(object.plotArea).toBeNull();
      else expect(object.plotArea).toBeGreaterThan(100);
    }
  });

  it('keeps paths unique per site and under the country folder', () => {
    for (const key of searchingSites) {
      const folder = residenceIndexPath(SITES[key].country);
      const stagePaths = world.stages.filter((s) => siteOf(s) === key).map((s) => s.path);
      const objectPaths = world.objects.filter((o) => siteOf(o) === key).map((o) => o.path);
      const areaPaths = world.areas.filter((a) => siteOf(a) === key).map((a) => a.path);
      for (const paths of [stagePaths, objectPaths, areaPaths])
        expect(distinct(paths).size).toBe(paths.length);
      for (const path of stagePaths) expect(path.startsWith(folder)).toBe(true);
    }
    for (const object of world.objects)
      expect(object.path.startsWith(stagesById.get(object.stageId)?.path ?? '?')).toBe(true);
  });

  it('keeps the brands to their kind of home', () => {
    const objectsOf = (key: SiteKey) => world.objects.filter((object) => siteOf(object) === key);
    for (const stage of world.stages.filter((s) => siteOf(s) === 'senior'))
      expect(stage.concept).toBe(CONCEPT.senior);
    for (const object of objectsOf('senior')) expect(object.homeType).toBe(HOME_TYPE.apartment);
    for (const object of objectsOf('brf')) expect(object.disposalForm).toBe(TENURE.condominium);
    for (const stage of world.stages) expect(stage.plotType != null).toBe(countryOf(stage) === 'FI');
  });

  it('announces ranges on planned and VIP stages, which have no homes yet', () => {
    const withObjects = distinct(world.objects.map((object) => object.stageId));
    for (const stage of world.stages) {
      const announced = stage.stageStatus === STAGE_STATUS.planned || stage.stageStatus === STAGE_STATUS.vip;
      expect(withObjects.has(stage.id)).toBe(!announced);
      if (announced) {
        expect(stage.plannedHomeTypes?.length).toBeGreaterThan(0);
        expect(stage.plannedDisposalForms?.length).toBeGreaterThan(0);
        expect(stage.plannedMinPrice).toBeLessThan(stage.plannedMaxPrice ?? 0);
        expect(stage.plannedMinRooms).toBeLessThanOrEqual(stage.plannedMaxRooms ?? 0);
        expect(stage.plannedMinArea).toBeLessThan(stage.plannedMaxArea ?? 0);
      } else {
        expect(stage.plannedMinPrice).toBeNull();
      }
    }
  });

  it('dates move-ins in the past and the future, fixed and preliminary, some over a span', () => {
    const today = isoDay(REFERENCE);
    const dates = world.objects.map((object) => object.inhabitDate);
    expect(dates.some((date) => date < today)).toBe(true);
    expect(dates.some((date) => date > isoDay(addDays(REFERENCE, 365)))).toBe(true);
    expect(distinct(world.objects.map((object) => object.inhabitDetermined))).toEqual(
      distinct([true, false]),
    );
    const spanning = world.stages.filter((stage) => stage.inhabitDateEnd);
    expect(spanning.length).toBeGreaterThan(0);
    for (const stage of spanning)
      expect(stage.inhabitDateEnd && stage.inhabitDateEnd > stage.inhabitDate).toBe(true);
    expect(spanning.some((stage) => stage.inhabitDate < today && (stage.inhabitDateEnd ?? '') > today)).toBe(
      true,
    );
  });

  it('has VIP windows open during the whole reference month and others still to come', () => {
    const vipStages = world.stages.filter((stage) => stage.stageStatus === STAGE_STATUS.vip);
    const endOfMonth = addDays(REFERENCE, 31);
    const active = vipStages.filter(
      (s) => s.vipStart && s.vipEnd && s.vipStart <= REFERENCE && s.vipEnd > endOfMonth,
    );
    const future = vipStages.filter((s) => s.vipStart && s.vipStart > endOfMonth);
    expect(active.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    expect(active.length + future.length).toBe(vipStages.length);
  });

  it('has upcoming showings within seven days on every day of the reference month', () => {
    const stageWide = world.showings.filter((showing) => showing.objectId === null);
    expect(stageWide.length).toBeGreaterThan(0);
    expect(world.showings.some((showing) => showing.objectId !== null)).toBe(true);
    for (let day = 0; day < 31; day += 1) {
      const from = addDays(REFERENCE, day);
      const until = addDays(from, 7);
      expect(world.showings.some((s) => s.startsAt >= from && s.startsAt < until)).toBe(true);
    }
    for (const showing of world.showings) expect(showing.endsAt > showing.startsAt).toBe(true);
    expect(world.stages.some((stage) => stage.hasExtraShowingsInfo)).toBe(true);
  });

  it('describes each project in the language of its site, naming the project', () => {
    const homeWords: Record<Country, RegExp> = {
      SE: /lägenheter|radhus|parhus|villor|hus|tomter/,
      NO: /leiligheter|rekkehus|tomannsboliger|eneboliger|småhus|tomter/,
      FI: /kerrostaloasuntoja|rivitaloasuntoja|paritaloasuntoja|omakotitaloja|erillistaloja|tontteja/,
    };
    for (const stage of world.stages) {
      expect(stage.description).toContain(stage.name);
      expect(stage.description.startsWith(stage.shortDescription)).toBe(true);
      expect(stage.description).toMatch(homeWords[countryOf(stage)]);
    }
    const seniorStages = world.stages.filter((stage) => siteOf(stage) === 'senior');
    expect(seniorStages.every((stage) => stage.description.includes('55'))).toBe(true);
  });

  it('gives projects labels, staff and an editorial order', () => {
    expect(world.stages.some((stage) => stage.label)).toBe(true);
    expect(world.stages.some((stage) => !stage.label)).toBe(true);
    expect(
      world.stages
        .filter((stage) => stage.stageStatus === STAGE_STATUS.forSale)
        .every((s) => s.staff?.length),
    ).toBe(true);
    for (const key of searchingSites) {
      const ranks = world.stages.filter((stage) => siteOf(stage) === key).map((stage) => stage.sortRank);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks.map((_, index) => index + 1));
    }
  });

  it('makes tags unique per country, folded for search and ranked by kind', () => {
    for (const country of ['SE', 'NO', 'FI'] as const) {
      const urls = world.tags.filter((tag) => tag.country === country).map((tag) => tag.url);
      expect(distinct(urls).size).toBe(urls.length);
    }
    const rankOf = { county: 4, municipality: 3, area: 2, stage: 1, keyword: 0 };
    for (const tag of world.tags) {
      expect(tag.searchName).toBe(foldForSearch(tag.name));
      expect(tag.searchName).toMatch(/^[a-z0-9 ,.'-]+$/);
      expect(tag.rank).toBe(rankOf[tag.kind]);
    }
    expect(distinct(world.tags.map((tag) => tag.kind))).toEqual(distinct(Object.keys(rankOf)));
    // Oslo is both a county and a municipality: the municipality keeps the plain url.
    const oslo = world.tags.filter((tag) => tag.country === 'NO' && tag.name === 'Oslo');
    expect(oslo.map((tag) => [tag.kind, tag.url]).sort()).toEqual([
      ['county', 'oslo-fylke'],
      ['municipality', 'oslo'],
    ]);
  });

  it('links every stage to its county, municipality, area and own tag', () => {
    const tagsById = new Map(world.tags.map((tag) => [tag.id, tag] as const));
    const municipalityById = new Map(world.municipalities.map((row) => [row.id, row] as const));
    const countyById = new Map(world.counties.map((row) => [row.id, row] as const));
    const areaById = new Map(world.areas.map((row) => [row.id, row] as const));
    const tagsOfStage = new Map<string, string[]>();
    for (const link of world.stageTags) {
      const kinds = tagsOfStage.get(link.stageId) ?? [];
      const tag = tagsById.get(link.tagId);
      kinds.push(`${tag?.kind}:${tag?.name}`);
      tagsOfStage.set(link.stageId, kinds);
    }
    for (const stage of world.stages) {
      const municipality = municipalityById.get(stage.municipalityId);
      const county = countyById.get(municipality?.countyId ?? '');
      const names = tagsOfStage.get(stage.id) ?? [];
      expect(names).toContain(`municipality:${municipality?.name}`);
      expect(names).toContain(`county:${county?.name}`);
      expect(names).toContain(`stage:${stage.name}`);
      if (stage.areaId) expect(names).toContain(`area:${areaById.get(stage.areaId)?.name}`);
      expect(names.filter((name) => name.startsWith('keyword:')).length).toBeLessThanOrEqual(2);
    }
    expect(world.stageTags.some((link) => tagsById.get(link.tagId)?.kind === 'keyword')).toBe(true);
  });

  it('builds a bigger world of the same shape when asked for more homes', () => {
    const big = buildCatalogue({ objects: 8_000, referenceDate: REFERENCE });
    expect(big.objects.length).toBe(8_000);
    expect(big.stages.length).toBeGreaterThan(world.stages.length * 2);
    expect(distinct(big.stages.map((stage) => stage.stageStatus))).toEqual(distinct(STAGE_STATUSES));
    const paths = big.objects.map((object: ObjectRow) => `${object.siteId}${object.path}`);
    expect(distinct(paths).size).toBe(paths.length);
  });
});

describe('catalogueReferenceDate', () => {
  it('is the first day of the month, so one month gives one world', () => {
    expect(catalogueReferenceDate(new Date('2026-02-28T23:59:59Z')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(catalogueReferenceDate(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});
