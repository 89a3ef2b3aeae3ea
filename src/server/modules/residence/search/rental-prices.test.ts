import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoveIn } from '../../../../shared/format/dates';
import { OBJECT_STATUS, STAGE_STATUS, TENURE } from '../../../../shared/residence/residence-enums';
import {
  type ResidenceHit,
  type SortKey,
  searchResponseSchema,
} from '../../../../shared/residence/search-schemas';
import type { SiteKey } from '../../../../shared/sites/site-types';
import { describeHit } from '../../../../web/ui/residence-display/hit-display';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { postSearch, SITE_HOSTS } from './testing/search-client';

// Issue 12 item 2: a rental home has a monthly rent, not a sale price of 0. The search, the
// cards' figures, the stage ranges and the home's page all keep the two apart.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every object hit of a filter in the sort's order, page by page. */
async function objects(site: SiteKey, sort: SortKey, filter: object = {}): Promise<ResidenceHit[]> {
  const hits: ResidenceHit[] = [];
  for (let offset = 0; ; offset += 400) {
    const response = await postSearch(ctx, 'search_object', { limit: 400, offset, sort, filter }, { site });
    expect(response.statusCode, response.body).toBe(200);
    const page = searchResponseSchema.parse(response.json());
    hits.push(...page.hits);
    if (page.hits.length < 400 || hits.length >= page.estimatedTotalHits) return hits;
  }
}

const isRental = (hit: ResidenceHit) => hit.disposalForm.includes(TENURE.tenancy);

describe('rental homes in the search', () => {
  it('have no sale price, only their monthly rent', async () => {
    const rentals = await objects('se', '', { disposalForm: [TENURE.tenancy] });
    expect(rentals.length).toBeGreaterThan(0);
    for (const hit of rentals) {
      expect(hit.minPrice).toBeNull();
      expect(hit.maxPrice).toBeNull();
      expect(hit.monthlyFee).toBeGreaterThan(1_000);
    }
  });

  it('sort after every home for sale, cheapest first and dearest first alike', async () => {
    for (const sort of ['price:asc', 'price:desc'] as const) {
      const hits = await objects('se', sort);
      const firstRental = hits.findIndex(isRental);
      expect(firstRental, sort).toBeGreaterThan(0);
      expect(hits.slice(firstRental).every(isRental), sort).toBe(true);
      expect(hits[0]?.minPrice ?? 0, sort).toBeGreaterThan(0);
    }
  });

  it('are not matched by a sale-price bound', async () => {
    const hits = await objects('se', 'price:asc', { maxPrice: 3_000_000 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some(isRental)).toBe(false);
    for (const hit of hits) expect(hit.minPrice ?? Infinity).toBeLessThanOrEqual(3_000_000);
  });

  it('leave a stage price range to its homes for sale: never "0 – …"', async () => {
    const response = await postSearch(
      ctx,
      'search_stage',
      { limit: 400, offset: 0, filter: {} },
      { site: 'se' },
    );
    const stages = searchResponseSchema.parse(response.json()).hits.filter((hit) => hit.type === 'stage');
    const mixed = stages.filter((hit) => hit.disposalForm.includes(TENURE.tenancy) && hit.minPrice !== null);
    expect(mixed.length).toBeGreaterThan(0);
    for (const hit of stages) expect(hit.minPrice === null || hit.minPrice > 0).toBe(true);
  });
});

describe('the Finnish cheapest-first sort', () => {
  it('orders by the debt-free price the cards show', async () => {
    const hits = await objects('fi', 'price:asc');
    expect(hits.length).toBeGreaterThan(10);
    const shown = hits.map((hit) => hit.minTotalPrice ?? Number.POSITIVE_INFINITY);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // The sales price alone would give another order: the loan share differs between homes.
    const sales = hits.map((hit) => hit.minPrice ?? 0);
    expect(sales).not.toEqual([...sales].sort((a, b) => a - b));
  });
});

describe('a rental home page', () => {
  it('shows the monthly rent as rent, and no price of 0', async () => {
    const [rental] = await objects('se', '', { disposalForm: [TENURE.tenancy] });
    expect(rental).toBeDefined();
    const page = await ctx.app.inject({
      method: 'GET',
      url: rental?.url ?? '/',
      headers: { host: SITE_HOSTS.se },
    });
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/Hyra \d[\d\s\u00a0]* kr\/mån/);
    if (rental?.status === OBJECT_STATUS.forSale) {
      expect(text).toContain('Ledig att hyra');
      expect(text).not.toContain('Till salu');
    }
    expect(text).not.toMatch(/Pris 0\s?kr/);
    expect(page.body).not.toMatch(/"price":0\b/);
  });
});

describe("a home's living area", () => {
  it('reads the same on its result card and on its page', async () => {
    const hits = await objects('se', 'area:desc');
    const fractional = hits.filter((hit) => !Number.isInteger(hit.minLivingArea ?? 0)).slice(0, 3);
    expect(fractional.length).toBeGreaterThan(0);
    for (const hit of fractional) {
      const card = describeHit(hit, { locale: 'sv', country: 'SE', today: '2026-11-24' }).livingArea;
      const page = await ctx.app.inject({ method: 'GET', url: hit.url, headers: { host: SITE_HOSTS.se } });
      expect(card).not.toBeNull();
      expect(page.body).toContain(card ?? '');
    }
  });
});

describe('move-in dates', () => {
  it('never read "move-in ready" for a home or project whose move-in is still to come', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const site of ['se', 'no', 'fi'] as const) {
      const locale = site === 'se' ? 'sv' : site;
      const country = site === 'se' ? 'SE' : site === 'no' ? 'NO' : 'FI';
      const ready = formatMoveIn(today, { determined: true, now: today }, locale);
      for (const hit of await objects(site, '')) {
        const display = describeHit(hit, { locale, country, today });
        if ((hit.inhabitDate?.date ?? '') > today) expect(display.moveIn, hit.url).not.toBe(ready);
        if (hit.stageStatus === STAGE_STATUS.moveInReady) {
          expect(hit.inhabitDate?.date ?? '', hit.url).not.toBe('');
          expect((hit.inhabitDate?.date ?? '') <= today, hit.url).toBe(true);
        }
      }
    }
  });
});
