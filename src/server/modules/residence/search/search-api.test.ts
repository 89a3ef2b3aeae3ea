import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCEPT,
  HOME_TYPE,
  OBJECT_STATUS,
  OUTDOOR_SPACE,
  SEARCHED_OBJECT_STATUSES,
  SEARCHED_STAGE_STATUSES,
  TENURE,
} from '../../../../shared/residence/residence-enums';
import {
  countySearchResponseSchema,
  type ResidenceHit,
  type SearchFilterInput,
  type SortKey,
  searchResponseSchema,
  tagSearchResponseSchema,
} from '../../../../shared/residence/search-schemas';
import type { SiteKey } from '../../../../shared/sites/site-types';
import { SITES } from '../../../../shared/sites/sites';
import { residenceObjects } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { haversineKm } from './search-criteria';
import { type Catalogue, loadCatalogue, type ObjectRow } from './testing/catalogue-oracle';
import { postSearch, SITE_HOSTS } from './testing/search-client';

// The search API on the seeded demo world: expansions, sites, paging, ids, tags, geo=auto
// and the 400 codes. Counts are checked against rows read straight from the database.

let ctx: TestApp;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  catalogue = await loadCatalogue(ctx.database.handle.db);
});
afterAll(() => ctx.close());

async function search(call: string, body: object, site: SiteKey = 'se', query?: string, cookie?: string) {
  const response = await postSearch(ctx, call, body, { site, query, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

/** Every object hit of a filter, fetched page by page. */
async function allObjects(filter: SearchFilterInput, site: SiteKey = 'se', sort: SortKey = '', limit = 400) {
  const hits: ResidenceHit[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await search('search_object', { limit, offset, sort, filter }, site);
    hits.push(...page.hits);
    if (page.hits.length < limit || offset + limit >= page.estimatedTotalHits) {
      return { hits, total: page.estimatedTotalHits };
    }
  }
}

/** Searchable objects of a site, read straight from the rows (status rules only). */
function searchableObjects(site: SiteKey): ObjectRow[] {
  return catalogue.objects.filter((object) => {
    const stage = catalogue.stageById.get(object.stageId);
    return (
      stage !== undefined &&
      SITES[site].searchSiteIds.includes(stage.siteId) &&
      (SEARCHED_STAGE_STATUSES as readonly number[]).includes(stage.stageStatus) &&
      (SEARCHED_OBJECT_STATUSES as readonly number[]).includes(object.status)
    );
  });
}

const objectRow = (id: string) => catalogue.objects.find((object) => object.id === id) as ObjectRow;

describe('expansions (platform §9)', () => {
  const cases: {
    name: string;
    site: SiteKey;
    field: keyof SearchFilterInput;
    asked: number;
    adds: number[];
  }[] = [
    {
      name: 'ownership adds ownership apartment',
      site: 'se',
      field: 'disposalForm',
      asked: TENURE.ownership,
      adds: [TENURE.ownershipApartment],
    },
    {
      name: 'terrace adds roof top',
      site: 'se',
      field: 'outdoorArea',
      asked: OUTDOOR_SPACE.terrace,
      adds: [OUTDOOR_SPACE.roofTop],
    },
    {
      name: 'patio adds porch',
      site: 'se',
      field: 'outdoorArea',
      asked: OUTDOOR_SPACE.patio,
      adds: [OUTDOOR_SPACE.porch],
    },
    {
      name: 'town house adds semi-detached and detached (Sweden)',
      site: 'se',
      field: 'residenceType',
      asked: HOME_TYPE.townHouse,
      adds: [HOME_TYPE.semiDetachedHouse, HOME_TYPE.detachedHouse],
    },
    {
      name: 'the Norwegian house adds detached',
      site: 'no',
      field: 'residenceType',
      asked: HOME_TYPE.house,
      adds: [HOME_TYPE.detachedHouse],
    },
  ];
  const valuesOf = (object: ObjectRow, field: keyof SearchFilterInput): number[] =>
    field === 'disposalForm'
      ? [object.disposalForm]
      : field === 'outdoorArea'
        ? object.outdoorSpaces
        : [object.homeType];

  for (const { name, site, field, asked, adds } of cases) {
    it(`${name}: the trigger finds the targets too`, async () => {
      const wanted = new Set([asked, ...adds]);
      const expected = searchableObjects(site).filter((object) =>
        valuesOf(object, field).some((v) => wanted.has(v)),
      );
      // The seed has homes of every target value, so the expansion is visible in the hits.
      for (const target of adds) {
        expect(
          expected.some((object) => valuesOf(object, field).includes(target)),
          `seed has ${target}`,
        ).toBe(true);
      }
      const { hits, total } = await allObjects({ [field]: [asked] }, site);
      expect(total).toBe(expected.length);
      expect(new Set(hits.map((hit) => hit.id))).toEqual(new Set(expected.map((object) => object.id)));
    });

    it(`${name}: asking for the target alone does not add the trigger`, async () => {
      const targets = new Set(adds);
      const expected = searchableObjects(site).filter((object) =>
        valuesOf(object, field).some((v) => targets.has(v)),
      );
      const { hits, total } = await allObjects({ [field]: adds }, site);
      expect(total).toBe(expected.length);
      for (const hit of hits)
        expect(valuesOf(objectRow(hit.id), field).some((v) => targets.has(v))).toBe(true);
    });
  }

  it('town house on a Norwegian site means town house only', async () => {
    const norwegian = searchableObjects('no');
    // Detached houses are for sale in Norway, so the Swedish rule would add them.
    expect(norwegian.some((object) => object.homeType === HOME_TYPE.detachedHouse)).toBe(true);
    const { hits, total } = await allObjects({ residenceType: [HOME_TYPE.townHouse] }, 'no');
    expect(total).toBe(norwegian.filter((object) => object.homeType === HOME_TYPE.townHouse).length);
    expect(total).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.residenceType).toEqual([HOME_TYPE.townHouse]);
  });

  it('house on a Swedish site means house only', async () => {
    const { total } = await allObjects({ residenceType: [HOME_TYPE.house] }, 'se');
    expect(total).toBe(
      searchableObjects('se').filter((object) => object.homeType === HOME_TYPE.house).length,
    );
  });

  it("drops the seniors' concept from the concept filter", async () => {
    const everything = await search('search_object', { limit: 1 }, 'senior');
    const seniorOnly = await search(
      'search_object',
      { limit: 1, filter: { concepts: [CONCEPT.senior] } },
      'senior',
    );
    expect(everything.estimatedTotalHits).toBeGreaterThan(0);
    expect(seniorOnly.facetDistribution).toEqual(everything.facetDistribution);

    const premium = await search('search_object', { limit: 1, filter: { concepts: [CONCEPT.premium] } });
    const withSenior = await search('search_object', {
      limit: 1,
      filter: { concepts: [CONCEPT.senior, CONCEPT.premium] },
    });
    expect(premium.estimatedTotalHits).toBeGreaterThan(0);
    expect(withSenior.facetDistribution).toEqual(premium.facetDistribution);
  });
});

describe('sites', () => {
  it('the Swedish site searches its own, the seniors’ and the co-operative homes, linking to their sites', async () => {
    const { hits, total } = await allObjects({}, 'se');
    expect(total).toBe(searchableObjects('se').length);
    const siteIds = new Set(hits.map((hit) => hit.siteId));
    expect(siteIds).toEqual(new Set([SITES.se.siteId, SITES.senior.siteId, SITES.brf.siteId]));
    const seniorHit = hits.find((hit) => hit.siteId === SITES.senior.siteId) as ResidenceHit;
    expect(seniorHit.url).toBe(`http://${SITE_HOSTS.senior}${objectRow(seniorHit.id).path}`);
    const ownHit = hits.find((hit) => hit.siteId === SITES.se.siteId) as ResidenceHit;
    expect(ownHit.url).toBe(objectRow(ownHit.id).path);
  });

  it("the seniors' site searches only its own homes", async () => {
    const { hits, total } = await allObjects({}, 'senior');
    expect(total).toBe(searchableObjects('senior').length);
    expect(new Set(hits.map((hit) => hit.siteId))).toEqual(new Set([SITES.senior.siteId]));
    expect(hits.every((hit) => hit.url.startsWith('/'))).toBe(true);
  });

  it('a body siteId selects the site whatever the host', async () => {
    const byBody = await search('search_object', { limit: 1, siteId: SITES.no.siteId }, 'se');
    const byHost = await search('search_object', { limit: 1 }, 'no');
    expect(byBody.facetDistribution).toEqual(byHost.facetDistribution);
  });
});

describe('paging', () => {
  it.each([
    ['', 7],
    ['price:asc', 30],
    ['price:desc', 50],
    ['area:desc', 30],
    ['inhabitDateTimeStamp:asc', 60],
    ['livingArea:desc', 45],
  ] as const)('sort %j, limit %i: every matching object exactly once, in one order', async (sort, limit) => {
    const filter = { maxPrice: 4_000_000 };
    const paged = await allObjects(filter, 'no', sort, limit);
    const whole = await allObjects(filter, 'no', sort, 400);
    expect(whole.total).toBeLessThanOrEqual(400);
    expect(paged.total).toBe(whole.total);
    expect(paged.hits.map((hit) => hit.id)).toEqual(whole.hits.map((hit) => hit.id));
    expect(new Set(paged.hits.map((hit) => hit.id)).size).toBe(paged.total);
  });

  it('search_stage pages through stages without duplicates or gaps', async () => {
    const all = await search('search_stage', { limit: 400 });
    const seen: string[] = [];
    for (let offset = 0; offset < all.estimatedTotalHits; offset += 9) {
      const page = await search('search_stage', { limit: 9, offset });
      seen.push(...page.hits.map((hit) => hit.id));
    }
    expect(seen).toEqual(all.hits.map((hit) => hit.id));
    expect(all.hits.every((hit) => hit.type === 'stage')).toBe(true);
    expect(all.estimatedTotalHits).toBe(all.facetDistribution.type.stage);
  });
  it('stage_and_area_search pages through stages, then areas, as one list', async () => {
    const all = await search('stage_and_area_search', { limit: 400, sort: 'price:asc' });
    const { stage, area } = all.facetDistribution.type;
    expect(all.estimatedTotalHits).toBe(stage + area);
    expect(all.hits.map((hit) => hit.type)).toEqual([
      ...Array(stage).fill('stage'),
      ...Array(area).fill('area'),
    ]);
    const seen: string[] = [];
    for (let offset = 0; offset < all.estimatedTotalHits; offset += 11) {
      const page = await search('stage_and_area_search', { limit: 11, offset, sort: 'price:asc' });
      seen.push(...page.hits.map((hit) => hit.id));
    }
    expect(seen).toEqual(all.hits.map((hit) => hit.id));
  });
});

describe('by ids', () => {
  it('returns stages and objects in the order asked, whatever their status', async () => {
    const sold = catalogue.objects.find((object) => object.status === OBJECT_STATUS.sold) as ObjectRow;
    const forSale = catalogue.objects.find((object) => object.status === OBJECT_STATUS.forSale) as ObjectRow;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const objects = await search('search/by_ids/object', { ids: [forSale.id, unknown, sold.id] });
    expect(objects.hits.map((hit) => hit.id)).toEqual([forSale.id, sold.id]);
    expect(objects.hits[1]?.status).toBe(OBJECT_STATUS.sold);

    const soldOutStage = catalogue.stages.find((stage) => stage.stageStatus === 4);
    const stageIds = [soldOutStage?.id, sold.stageId, forSale.stageId].filter((id): id is string => !!id);
    const stages = await search('search/by_ids/stage', { ids: [...new Set(stageIds)].reverse() });
    expect(stages.hits.map((hit) => hit.id)).toEqual([...new Set(stageIds)].reverse());
  });
});

describe('answers', () => {
  it('carry the documented fields and nothing else', async () => {
    const calls = [
      ['search_object', searchResponseSchema, { limit: 5 }],
      ['stage_and_area_search', searchResponseSchema, { limit: 400 }],
      ['search_stage_counties', countySearchResponseSchema, {}],
    ] as const;
    for (const [call, schema, body] of calls) {
      const response = await postSearch(ctx, call, body);
      expect(response.statusCode, response.body).toBe(200);
      const json = response.json();
      expect(json, call).toEqual(schema.parse(json));
    }
  });

  it('show a change to the catalogue on the next search, and the same search again after', async () => {
    const object = catalogue.objects.find((row) => row.status === OBJECT_STATUS.forSale) as ObjectRow;
    const filter = { stageIds: [object.stageId] };
    const before = await search('search_object', { limit: 400, filter });
    expect(before.hits.map((hit) => hit.id)).toContain(object.id);

    const db = ctx.database.handle.db;
    await db
      .update(residenceObjects)
      .set({ status: OBJECT_STATUS.sold })
      .where(eq(residenceObjects.id, object.id));
    try {
      const after = await search('search_object', { limit: 400, filter });
      expect(after.hits.map((hit) => hit.id)).not.toContain(object.id);
      expect(after.estimatedTotalHits).toBe(before.estimatedTotalHits - 1);
    } finally {
      await db
        .update(residenceObjects)
        .set({ status: object.status })
        .where(eq(residenceObjects.id, object.id));
    }
    expect(await search('search_object', { limit: 400, filter })).toEqual(before);
  });
});

describe('tags', () => {
  async function tags(call: string, body: object, site: SiteKey = 'se') {
    const response = await postSearch(ctx, call, body, { site });
    expect(response.statusCode, response.body).toBe(200);
    return tagSearchResponseSchema.parse(response.json());
  }

  it('finds Stockholm despite a typo', async () => {
    const result = await tags('search/tags', { text: 'stokholm' });
    expect(result.hits.map((hit) => hit.name)).toContain('Stockholm');
  });

  it('puts prefix matches first and counts matching stages', async () => {
    const result = await tags('search/tags', { text: 'göte' });
    expect(result.hits[0]?.name).toMatch(/^Göte/);
    expect(result.hits.every((hit) => hit.count > 0)).toBe(true);
  });

  it('stems Swedish keywords: "vattnet" finds "Nära vatten"', async () => {
    const result = await tags('search/tags', { text: 'vattnet' });
    expect(result.hits.map((hit) => hit.name)).toContain('Nära vatten');
  });

  it('counts the stages of a tag that match the filter', async () => {
    const all = await tags('search/tags', { text: 'stockholms län' });
    const county = all.hits.find((hit) => hit.kind === 'county') as { id: string; count: number };
    const stages = await search('search_stage', {
      limit: 400,
      filter: { tags: [{ ...county, name: 'x', url: 'x' }] },
    });
    expect(county.count).toBe(stages.estimatedTotalHits);
  });

  it('restores tags by url in the order asked, leaving unknown urls out', async () => {
    const known = catalogue.tags.filter((tag) => tag.country === 'SE').slice(0, 3);
    const urls = [known[2]?.url, 'no-such-tag', known[0]?.url, known[1]?.url] as string[];
    const result = await tags('search/tags/url', { urls });
    expect(result.hits.map((hit) => hit.url)).toEqual([known[2]?.url, known[0]?.url, known[1]?.url]);
  });

  it("lists the site's stage tags with counts", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/residence/search/stage_tags/${SITES.fi.siteId}`,
      headers: { host: SITE_HOSTS.fi },
    });
    const result = tagSearchResponseSchema.parse(response.json());
    expect(result.hits.length).toBeGreaterThan(0);
    const finnishTagIds = new Set(catalogue.tags.filter((tag) => tag.country === 'FI').map((tag) => tag.id));
    expect(result.hits.every((hit) => finnishTagIds.has(hit.id) && hit.count > 0)).toBe(true);
  });
});

describe('counties', () => {
  it('counts matching stages per county, adding up to the stage total', async () => {
    const response = await postSearch(ctx, 'search_stage_counties', { limit: 400 });
    const result = countySearchResponseSchema.parse(response.json());
    const stages = await search('search_stage', { limit: 1 });
    expect(result.hits.reduce((sum, county) => sum + county.count, 0)).toBe(stages.estimatedTotalHits);
    const counts = result.hits.map((county) => county.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('geo=auto', () => {
  const distances = (hits: ResidenceHit[], lat: number, lng: number) =>
    hits.map((hit) => {
      const stage = catalogue.stageById.get(hit.id);
      return haversineKm(stage?.lat ?? 0, stage?.lng ?? 0, lat, lng);
    });
  const expectAscending = (values: number[]) => {
    for (let index = 1; index < values.length; index++) {
      expect(values[index]).toBeGreaterThanOrEqual((values[index - 1] as number) - 1e-9);
    }
  };

  it('orders recommended stages by distance from the user-location cookie', async () => {
    const gothenburg = { lat: 57.7089, lng: 11.9746 };
    const result = await search(
      'search_stage',
      { limit: 400, filter: { inhabitDate: 0 } },
      'se',
      'geo=auto',
      `user-location=${gothenburg.lat},${gothenburg.lng}`,
    );
    expect(result.hits.length).toBeGreaterThan(3);
    expectAscending(distances(result.hits, gothenburg.lat, gothenburg.lng));
  });

  it("falls back to the capital of the site's country", async () => {
    const result = await search('search_stage', { limit: 400 }, 'no', 'geo=auto');
    expectAscending(distances(result.hits, 59.9139, 10.7522));
    const plain = await search('search_stage', { limit: 400 }, 'no');
    expect(plain.hits.map((hit) => hit.id)).not.toEqual(result.hits.map((hit) => hit.id));
  });
});

describe('bad input', () => {
  it.each([
    ['INVALID_SORT', { sort: 'rooms:asc' }],
    ['INVALID_LIMIT', { limit: 0 }],
    ['INVALID_LIMIT', { limit: -5 }],
    ['INVALID_LIMIT', { limit: 401 }],
    ['INVALID_LIMIT', { offset: -1 }],
    ['INVALID_FILTER', { filter: { bedrooms: 2 } }],
    ['INVALID_FILTER', { filter: { minPrice: 'cheap' } }],
    ['INVALID_FILTER', { filter: { minRooms: 4, maxRooms: 2 } }],
    ['INVALID_FILTER', { filter: { residenceType: [99] } }],
    ['INVALID_FILTER', { filter: { viewing: 'Tomorrow' } }],
    ['UNKNOWN_SITE_ID', { siteId: '00000000-0000-4000-8000-000000000000' }],
    ['SEARCH_NOT_OFFERED', { siteId: SITES.en.siteId }],
    ['VALIDATION_FAILED', { page: 2 }],
  ] as const)('answers 400 %s to %j', async (code, body) => {
    const response = await postSearch(ctx, 'search_object', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('answers 400 SEARCH_NOT_OFFERED on the contractor site and INVALID_LIMIT for too many tags', async () => {
    const contractor = await postSearch(ctx, 'search_stage', {}, { site: 'contractor' });
    expect(contractor.statusCode).toBe(400);
    expect(contractor.json()).toMatchObject({ code: 'SEARCH_NOT_OFFERED' });
    const tooMany = await postSearch(ctx, 'search/tags', { text: 'a', limit: 21 });
    expect(tooMany.json()).toMatchObject({ code: 'INVALID_LIMIT' });
  });

  it('documents every search call in OpenAPI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/residence/stage_and_area_search',
        '/api/residence/search_object',
        '/api/residence/search_stage',
        '/api/residence/search/stage_tags/{siteId}',
        '/api/residence/search/tags',
        '/api/residence/search_stage_counties',
        '/api/residence/search/tags/url',
        '/api/residence/search/by_ids/stage',
        '/api/residence/search/by_ids/object',
      ]),
    );
  });
});
