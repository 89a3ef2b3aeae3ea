import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREMISES_LIMIT,
  PREMISES_SORT_ORDER,
  PREMISES_TYPES,
  type PremisesStatus,
} from '../../../shared/premises/premises-constants';
import {
  type PremisesHit,
  premisesSearchResponseSchema,
  premisesTagsResponseSchema,
} from '../../../shared/premises/premises-schemas';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { premises } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SITE_HOSTS } from '../residence/search/testing/search-client';

// The premises search API on the seeded demo world: every filter and sort checked against a
// plain recount over the premises rows read straight from the database (flows §7.3).

type Row = typeof premises.$inferSelect;

let ctx: TestApp;
let rows: Row[];

beforeAll(async () => {
  ctx = await createTestApp();
  rows = await ctx.database.handle.db.select().from(premises);
});
afterAll(() => ctx.close());

function post(call: 'premises' | 'premises/tags', body: unknown, site: SiteKey = 'se') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/residence/search/${call}`,
    payload: body as object,
    headers: { host: SITE_HOSTS[site] },
  });
}

interface Filter {
  minArea?: number;
  maxArea?: number;
  tags: string[];
  type: string[];
}

/** The recount: the rows of a site that match, by the contract's words. */
function recount(siteKey: 'se' | 'no' | 'fi', filter: Filter): Row[] {
  const siteId = SITES[siteKey].siteId;
  return rows.filter(
    (row) =>
      row.siteId === siteId &&
      (filter.minArea === undefined || row.area >= filter.minArea) &&
      (filter.maxArea === undefined || row.area <= filter.maxArea) &&
      (filter.tags.length === 0 || filter.tags.some((tag) => row.tags.includes(tag))) &&
      (filter.type.length === 0 || filter.type.includes(row.premisesType)),
  );
}

function inOrder(hits: PremisesHit[], sort: readonly string[]) {
  const key = (hit: PremisesHit, entry: string): number => {
    if (entry === 'sortOrder:asc') return PREMISES_SORT_ORDER[hit.status as PremisesStatus];
    if (entry === 'size:asc') return hit.area;
    if (entry === 'size:desc') return -hit.area;
    if (entry === 'price:asc') return hit.price ?? Number.POSITIVE_INFINITY;
    return hit.price === null ? Number.POSITIVE_INFINITY : -hit.price;
  };
  for (let index = 1; index < hits.length; index += 1) {
    const [a, b] = [hits[index - 1] as PremisesHit, hits[index] as PremisesHit];
    for (const entry of sort) {
      const [ka, kb] = [key(a, entry), key(b, entry)];
      if (ka === kb) continue;
      expect(ka, `${a.name} before ${b.name} by ${entry}`).toBeLessThan(kb);
      break;
    }
  }
}

const siteArb = fc.constantFrom<'se' | 'no' | 'fi'>('se', 'no', 'fi');
const sortArb = fc.constantFrom(
  ['sortOrder:asc'],
  ['sortOrder:asc', 'size:asc'],
  ['sortOrder:asc', 'size:desc'],
  ['sortOrder:asc', 'price:asc'],
  ['size:desc'],
  ['price:desc'],
);

describe('POST /api/residence/search/premises', () => {
  it('seeds every type, both offers and every status on the Swedish, Norwegian and Finnish sites', () => {
    for (const site of ['se', 'no', 'fi'] as const) {
      const own = rows.filter((row) => row.siteId === SITES[site].siteId);
      expect(new Set(own.map((row) => row.premisesType))).toEqual(new Set(PREMISES_TYPES));
      expect(new Set(own.map((row) => row.offer))).toEqual(new Set(['sale', 'rent']));
      expect(own.every((row) => row.tags.length > 0)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['forSale', 'rented', 'booked', 'sold']));
  });

  it('answers exactly the matching premises, in sort order, for any filter', async () => {
    const tagPool = [...new Set(rows.flatMap((row) => row.tags))];
    await fc.assert(
      fc.asyncProperty(
        siteArb,
        fc.record({
          minArea: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
          span: fc.option(fc.integer({ min: 0, max: 800 }), { nil: undefined }),
          tags: fc.subarray(tagPool, { maxLength: 3 }),
          type: fc.subarray([...PREMISES_TYPES]),
        }),
        sortArb,
        async (site, { minArea, span, tags, type }, sort) => {
          const maxArea = span === undefined ? undefined : (minArea ?? 0) + span;
          const filter: Filter = { minArea, maxArea, tags, type };
          const response = await post('premises', { filter, sort, limit: PREMISES_LIMIT }, site);
          expect(response.statusCode, response.body).toBe(200);
          const result = premisesSearchResponseSchema.parse(response.json());
          const expected = recount(site, filter);
          expect(result.estimatedTotalHits).toBe(expected.length);
          expect(new Set(result.hits.map((hit) => hit.id))).toEqual(new Set(expected.map((row) => row.id)));
          inOrder(result.hits, sort);
        },
      ),
      { numRuns: 40, seed: 16 },
    );
  });

  it('honours the limit and counts beyond it', async () => {
    const response = await post('premises', { filter: {}, limit: 3 });
    const result = premisesSearchResponseSchema.parse(response.json());
    expect(result.hits).toHaveLength(3);
    expect(result.estimatedTotalHits).toBe(recount('se', { tags: [], type: [] }).length);
  });

  it('takes the site from filter.siteId over the host, and links the hits to that site pages', async () => {
    const response = await post('premises', { filter: { siteId: SITES.fi.siteId } }, 'se');
    const result = premisesSearchResponseSchema.parse(response.json());
    expect(result.estimatedTotalHits).toBe(recount('fi', { tags: [], type: [] }).length);
    for (const hit of result.hits) expect(hit.url.startsWith('/liiketilat/')).toBe(true);
    const own = premisesSearchResponseSchema.parse((await post('premises', {}, 'no')).json());
    expect(own.estimatedTotalHits).toBe(recount('no', { tags: [], type: [] }).length);
    for (const hit of own.hits) expect(hit.url.startsWith('/lokaler/')).toBe(true);
  });

  it('shows the Swedish premises on the English sub-site and none on a brand site', async () => {
    const english = premisesSearchResponseSchema.parse(
      (await post('premises', { filter: { siteId: SITES.en.siteId } })).json(),
    );
    expect(english.estimatedTotalHits).toBe(recount('se', { tags: [], type: [] }).length);
    expect(english.hits[0]?.url.startsWith('/en/premises/')).toBe(true);
    const senior = premisesSearchResponseSchema.parse((await post('premises', {}, 'senior')).json());
    expect(senior).toEqual({ hits: [], estimatedTotalHits: 0 });
  });

  it('answers 400 with a code for a bad body, never a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{ limit: 501 }, 'INVALID_LIMIT'],
      [{ limit: 0 }, 'INVALID_LIMIT'],
      [{ sort: ['name:asc'] }, 'INVALID_SORT'],
      [{ filter: { minArea: -1 } }, 'INVALID_FILTER'],
      [{ filter: { minArea: 100, maxArea: 50 } }, 'INVALID_FILTER'],
      [{ filter: { type: ['castle'] } }, 'INVALID_FILTER'],
      [{ filter: { siteId: '00000000-0000-4000-8000-000000000000' } }, 'UNKNOWN_SITE_ID'],
    ];
    for (const [body, code] of cases) {
      const response = await post('premises', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toBe(code);
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await post('premises', { filter: body });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40, seed: 16 },
    );
  });
});

describe('POST /api/residence/search/premises/tags', () => {
  it("answers every tag of the site's premises with its recounted number, by name", async () => {
    for (const site of ['se', 'no', 'fi'] as const) {
      const response = await post('premises/tags', { siteId: SITES[site].siteId });
      expect(response.statusCode).toBe(200);
      const { hits } = premisesTagsResponseSchema.parse(response.json());
      const own = recount(site, { tags: [], type: [] });
      const expected = new Map<string, number>();
      for (const row of own) for (const tag of row.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
      expect(new Map(hits.map((hit) => [hit.name, hit.count]))).toEqual(expected);
      const names = hits.map((hit) => hit.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('uses the host site without a body siteId and rejects an unknown one', async () => {
    const { hits } = premisesTagsResponseSchema.parse((await post('premises/tags', {}, 'no')).json());
    expect(hits.length).toBeGreaterThan(0);
    const bad = await post('premises/tags', { siteId: 'nope' });
    expect(bad.statusCode).toBe(400);
  });
});
