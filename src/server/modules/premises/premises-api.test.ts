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

/** What a sort entry compares, by the contract's words: a rent or price sort its own offer first. */
function sortKey(hit: PremisesHit, entry: string): number[] {
  const [field, direction] = entry.split(':');
  const sign = direction === 'desc' ? -1 : 1;
  const price = hit.price === null ? Number.POSITIVE_INFINITY : sign * hit.price;
  if (field === 'sortOrder') return [PREMISES_SORT_ORDER[hit.status as PremisesStatus]];
  if (field === 'size') return [sign * hit.area];
  if (field === 'rent') return [hit.offer === 'rent' ? 0 : 1, price];
  return [hit.offer === 'sale' ? 0 : 1, price];
}

function inOrder(hits: PremisesHit[], sort: readonly string[]) {
  const key = (hit: PremisesHit) => sort.flatMap((entry) => sortKey(hit, entry));
  for (let index = 1; index < hits.length; index += 1) {
    const [a, b] = [hits[index - 1] as PremisesHit, hits[index] as PremisesHit];
    const [ka, kb] = [key(a), key(b)];
    const at = ka.findIndex((value, position) => value !== kb[position]);
    if (at >= 0) expect(ka[at], `${a.name} before ${b.name} by ${sort.join(', ')}`).toBeLessThan(kb[at] ?? 0);
  }
}

const siteArb = fc.constantFrom<'se' | 'no' | 'fi'>('se', 'no', 'fi');
const sortArb = fc.constantFrom(
  ['sortOrder:asc'],
  ['sortOrder:asc', 'size:asc'],
  ['sortOrder:asc', 'size:desc'],
  ['sortOrder:asc', 'price:asc'],
  ['sortOrder:asc', 'rent:desc'],
  ['size:desc'],
  ['price:desc'],
  ['rent:asc'],
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

  it('never compares a yearly rent with a sale price: a rent or price sort orders its own offer by its own figure, the other after', async () => {
    // Issue 33 item 7: "Pris, lägst först" read 180 000 kr a year among sale prices of millions.
    const sorts = [
      ['rent:asc', 'rent', 1],
      ['rent:desc', 'rent', -1],
      ['price:asc', 'sale', 1],
      ['price:desc', 'sale', -1],
    ] as const;
    for (const site of ['se', 'no', 'fi'] as const) {
      for (const [sort, own, direction] of sorts) {
        const response = await post('premises', { sort: ['sortOrder:asc', sort] }, site);
        expect(response.statusCode, `${site} ${sort}: ${response.body}`).toBe(200);
        const { hits } = premisesSearchResponseSchema.parse(response.json());
        expect(hits).toHaveLength(recount(site, { tags: [], type: [] }).length);
        // Availability first (flows §7.3); within it the sort's own offer, then the other.
        const groups = hits.map((hit) => ({
          rank: PREMISES_SORT_ORDER[hit.status as PremisesStatus],
          other: hit.offer === own ? 0 : 1,
        }));
        const groupOrder = groups.map((group) => group.rank * 2 + group.other);
        expect(groupOrder, `${site} ${sort}`).toEqual([...groupOrder].sort((a, b) => a - b));
        // Within a group one kind of figure only, rising (or falling), those without one last.
        for (const rank of new Set(groups.map((group) => group.rank))) {
          for (const offer of ['rent', 'sale'] as const) {
            const figures = hits
              .filter(
                (hit) => PREMISES_SORT_ORDER[hit.status as PremisesStatus] === rank && hit.offer === offer,
              )
              .map((hit) => hit.price);
            const priced = figures.filter((price): price is number => price !== null);
            expect(figures.slice(0, priced.length), `${site} ${sort} ${offer}: priced first`).toEqual(priced);
            expect(priced, `${site} ${sort} ${offer}`).toEqual(
              [...priced].sort((a, b) => direction * (a - b)),
            );
          }
        }
        // The seeded sites have both offers among the premises that can be had.
        const available = hits.filter((hit) => hit.status === 'forSale');
        expect(available[0]?.offer, `${site} ${sort}`).toBe(own);
        expect(new Set(available.map((hit) => hit.offer)), site).toEqual(new Set(['rent', 'sale']));
      }
    }
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
