import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCEPTS,
  HOME_TYPES,
  OUTDOOR_SPACES,
  STAGE_STATUSES,
  TENURES,
  VIEWING_FILTERS,
} from '../../../../shared/residence/residence-enums';
import { SLIDER_BOUNDS } from '../../../../shared/residence/search-constants';
import {
  type ResidenceHit,
  type SearchFilterInput,
  SORT_KEYS,
  type SortKey,
  searchResponseSchema,
} from '../../../../shared/residence/search-schemas';
import type { SiteKey } from '../../../../shared/sites/site-types';
import { SITES } from '../../../../shared/sites/sites';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type Catalogue, expectedMatches, loadCatalogue } from './testing/catalogue-oracle';
import { postSearch } from './testing/search-client';

// Random filter combinations against the seeded demo world: every hit meets the filter and
// every count equals a plain recount (testing/catalogue-oracle.ts), on both engines.

const SEARCH_SITES = ['se', 'senior', 'brf', 'no', 'fi'] as const satisfies readonly SiteKey[];
const NUM_RUNS = 40;
// Fixed, so a run that draws too few filters with hits cannot fail CI by chance; change it to explore.
const SEED = 20_261_124;

let ctx: TestApp;
let catalogue: Catalogue;
/** Runs that found something: the properties must not pass on empty results alone. */
const runsWithHits = { objects: 0, stages: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  catalogue = await loadCatalogue(ctx.database.handle.db);
});
afterAll(() => ctx.close());

/** Mostly nothing, sometimes a few values: realistic filters that still find homes. */
function sometimes<T>(values: readonly T[], maxLength = 2): fc.Arbitrary<T[]> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant([] as T[]) },
    { weight: 1, arbitrary: fc.subarray([...values], { minLength: 1, maxLength }) },
  );
}

/** A min/max pair on the slider's steps; null for an open end. */
function rangeArb(min: number, max: number, step: number): fc.Arbitrary<[number | null, number | null]> {
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step),
    },
  );
  return fc.tuple(value, value).map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]));
}

function filterArb(siteKey: (typeof SEARCH_SITES)[number]): fc.Arbitrary<SearchFilterInput> {
  const site = SITES[siteKey];
  const bounds = SLIDER_BOUNDS[site.country];
  const tags = catalogue.tags
    .filter((tag) => tag.country === site.country)
    .map((tag) => ({ id: tag.id, name: tag.name, url: tag.url }));
  const stageIds = catalogue.stages
    .filter((stage) => site.searchSiteIds.includes(stage.siteId))
    .map((s) => s.id);
  const places = catalogue.municipalities.filter((place) => place.country === site.country);
  const geoArb = fc.oneof(
    { weight: 8, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...places), fc.integer({ min: 5, max: 400 }))
        .map(([place, radiusKm]) => ({ type: 'radius' as const, lat: place.lat, lng: place.lng, radiusKm })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...places), fc.double({ min: 0.05, max: 3, noNaN: true }))
        .map(([place, span]) => ({
          type: 'bounds' as const,
          north: Math.min(90, place.lat + span),
          south: Math.max(-90, place.lat - span),
          east: Math.min(180, place.lng + span * 2),
          west: Math.max(-180, place.lng - span * 2),
        })),
    },
  );
  return fc
    .record({
      tags: sometimes(tags, 3),
      price: rangeArb(bounds.price.min, bounds.price.max, bounds.price.step),
      rooms: rangeArb(bounds.rooms.min, bounds.rooms.max, bounds.rooms.step),
      area: rangeArb(bounds.area.min, bounds.area.max, bounds.area.step),
      concepts: sometimes(CONCEPTS),
      projectStatus: sometimes(STAGE_STATUSES),
      disposalForm: sometimes(TENURES),
      outdoorArea: sometimes(OUTDOOR_SPACES),
      viewing: fc.oneof(
        { weight: 3, arbitrary: fc.constant('IncludeAll' as const) },
        { weight: 1, arbitrary: fc.constantFrom(...VIEWING_FILTERS) },
      ),
      residenceType: sometimes(HOME_TYPES),
      stageIds: fc.oneof(
        { weight: 5, arbitrary: fc.constant([] as string[]) },
        { weight: 1, arbitrary: fc.subarray(stageIds, { minLength: 1, maxLength: 5 }) },
      ),
      geoSearch: geoArb,
      inhabitDate: fc.oneof(
        { weight: 3, arbitrary: fc.constant(3) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }) },
      ),
    })
    .map(({ price, rooms, area, ...rest }) => ({
      ...rest,
      minPrice: price[0],
      maxPrice: price[1],
      minRooms: rooms[0],
      maxRooms: rooms[1],
      minArea: area[0],
      maxArea: area[1],
    }));
}

const searchCase = fc
  .constantFrom(...SEARCH_SITES)
  .chain((site) =>
    fc.record({ site: fc.constant(site), filter: filterArb(site), sort: fc.constantFrom(...SORT_KEYS) }),
  );

type SortValue = number | string | null;

/** The value a sort key orders hits by, read from the hit (and the stage's rank for ''). */
function sortValue(hit: ResidenceHit, sort: SortKey): SortValue {
  const field = sort.split(':')[0];
  if (field === 'price') return hit.minTotalPrice ?? hit.minPrice;
  if (field === 'inhabitDateTimeStamp') return hit.inhabitDate?.date ?? null;
  if (field === '') return catalogue.stageById.get(hit.stageId ?? hit.id)?.sortRank ?? null;
  return hit.minLivingArea;
}

/** Values in the sort's direction with nulls last. */
function expectSorted(hits: ResidenceHit[], sort: SortKey): void {
  const descending = sort.endsWith(':desc');
  const values = hits.map((hit) => sortValue(hit, sort));
  for (let index = 1; index < values.length; index++) {
    const before = values[index - 1] as SortValue;
    const after = values[index] as SortValue;
    if (after === null) continue;
    expect(before, `hit ${index} breaks ${sort || 'recommended'} order`).not.toBeNull();
    if (before === null) continue;
    if (descending) expect(before >= after, `${before} before ${after} (${sort})`).toBe(true);
    else expect(before <= after, `${before} before ${after} (${sort || 'recommended'})`).toBe(true);
  }
}

describe('residence search against a recount of the seed', () => {
  it('seeds a world big enough to search', () => {
    expect(catalogue.objects.length).toBeGreaterThanOrEqual(3000);
  });

  it('search_object: every hit matches, totals equal the recount, hits are in sort order', async () => {
    await fc.assert(
      fc.asyncProperty(searchCase, async ({ site, filter, sort }) => {
        const now = new Date();
        const response = await postSearch(
          ctx,
          'search_object',
          { limit: 400, offset: 0, sort, filter },
          { site },
        );
        expect(response.statusCode, response.body).toBe(200);
        const result = searchResponseSchema.parse(response.json());
        const expected = expectedMatches(catalogue, filter, SITES[site], now);
        const expectedIds = new Set(expected.objects.map((object) => object.id));

        expect(result.estimatedTotalHits).toBe(expected.objects.length);
        expect(result.facetDistribution.type).toEqual({
          object: expected.objects.length,
          stage: expected.stages.length,
          area: expected.areaIds.size,
        });
        expect(result.hits).toHaveLength(Math.min(400, expected.objects.length));
        for (const hit of result.hits) {
          expect(expectedIds.has(hit.id), `object ${hit.id} does not match ${JSON.stringify(filter)}`).toBe(
            true,
          );
          expect(hit.type).toBe('object');
        }
        expectSorted(result.hits, sort);
        if (result.hits.length > 0) runsWithHits.objects++;
      }),
      { numRuns: NUM_RUNS, seed: SEED },
    );
    expect(runsWithHits.objects).toBeGreaterThan(NUM_RUNS / 4);
  });

  it('stage_and_area_search: stages then areas, each matching, with the recounted facets', async () => {
    await fc.assert(
      fc.asyncProperty(searchCase, async ({ site, filter, sort }) => {
        const now = new Date();
        const response = await postSearch(
          ctx,
          'stage_and_area_search',
          { limit: 400, sort, filter },
          { site },
        );
        expect(response.statusCode, response.body).toBe(200);
        const result = searchResponseSchema.parse(response.json());
        const expected = expectedMatches(catalogue, filter, SITES[site], now);
        const expectedStages = new Map(expected.stages.map((stage) => [stage.id, stage]));

        expect(result.facetDistribution.type).toEqual({
          object: expected.objects.length,
          stage: expected.stages.length,
          area: expected.areaIds.size,
        });
        expect(result.estimatedTotalHits).toBe(expected.stages.length + expected.areaIds.size);
        const stageHits = result.hits.filter((hit) => hit.type === 'stage');
        const areaHits = result.hits.filter((hit) => hit.type === 'area');
        // Stages come first, then areas.
        expect(result.hits).toEqual([...stageHits, ...areaHits]);
        for (const hit of stageHits) {
          expect(expectedStages.has(hit.id), `stage ${hit.id} does not match`).toBe(true);
          const objects = expected.objects.filter((object) => object.stageId === hit.id);
          expect(hit.objectCount).toBe(objects.length);
          if (objects.length > 0) {
            // Rentals have no sale price: the stage's price range is that of its homes for sale.
            const prices = objects.flatMap((object) => (object.price === null ? [] : [object.price]));
            expect(hit.minPrice).toBe(prices.length > 0 ? Math.min(...prices) : null);
            expect(hit.maxRooms).toBe(Math.max(...objects.map((object) => object.rooms)));
          }
        }
        for (const hit of areaHits) expect(expected.areaIds.has(hit.id)).toBe(true);
        expectSorted(stageHits, sort);
        if (stageHits.length > 0) runsWithHits.stages++;
      }),
      { numRuns: NUM_RUNS, seed: SEED },
    );
    expect(runsWithHits.stages).toBeGreaterThan(NUM_RUNS / 4);
  });
});
