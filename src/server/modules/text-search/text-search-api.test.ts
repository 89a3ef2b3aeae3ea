import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import {
  type TextSearchHit,
  type TextSearchRequestInput,
  textSearchResponseSchema,
} from '../../../shared/text-search/text-search-schemas';
import { pages, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshSearchDocuments } from './search-documents';
import { pageRow, type TestPage, zebraPages } from './testing/text-search-pages';

// POST /api/textsearch on the seeded demo world plus pages of known text seeded here, so
// the assertions do not depend on the demo content other features write.

const HOSTS: Readonly<Record<SiteKey, string>> = {
  se: 'localhost:3000',
  en: 'localhost:3000',
  senior: 'senior.localhost:3000',
  brf: 'brf.localhost:3000',
  no: 'no.localhost:3000',
  fi: 'fi.localhost:3000',
  contractor: 'entreprenad.localhost:3000',
};

let ctx: TestApp;

const LANGUAGE_PAGES: TestPage[] = [
  {
    site: 'se',
    path: '/test-sprak/tradgard/',
    template: 'standard',
    heading: 'Gröna gårdar',
    text: 'Våra trädgårdar planteras med äppelträd.',
  },
  {
    site: 'se',
    path: '/test-sprak/hallbart/',
    template: 'standard',
    heading: 'Så bygger vi',
    text: 'Vi bygger hållbart i trä.',
  },
  {
    site: 'no',
    path: '/test-sprak/fjell/',
    template: 'standard',
    heading: 'Livet på fjellet',
    text: 'Fjellhyttene ligger ved vannet.',
  },
  {
    site: 'fi',
    path: '/test-sprak/puutarha/',
    template: 'standard',
    heading: 'Vihreä piha',
    text: 'Istutamme omenapuita puutarhassa.',
  },
  {
    site: 'en',
    path: '/en/test-language/renovated/',
    template: 'standard',
    heading: 'Old mill',
    text: 'The mill was renovated with care.',
  },
  {
    site: 'se',
    path: '/test-sprak/solrosangen/',
    template: 'standard',
    heading: 'Kvarteret Solrosängen',
    description: 'Bostäder vid vattnet',
    text: 'Trettio lägenheter.',
  },
  {
    site: 'se',
    path: '/test-sprak/bostad/',
    template: 'standard',
    heading: 'Din nya bostad',
    description: 'Kvist och tak',
    text: 'Flytta in i vår.',
  },
];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.handle.db;
  await db.insert(pages).values([...zebraPages(), ...LANGUAGE_PAGES].map(pageRow));
  await db.insert(pages).values({
    ...pageRow({ ...LANGUAGE_PAGES[0], path: '/test-sprak/utkast/' } as TestPage),
    publishState: 'draft',
  });
  await db.insert(pages).values({
    ...pageRow({ ...LANGUAGE_PAGES[0], path: '/mina-sidor/test/' } as TestPage),
    requiresLogin: true,
  });
  await refreshSearchDocuments(db);
});
afterAll(() => ctx.close());

async function post(body: unknown, site: SiteKey = 'se') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/textsearch',
    payload: body as object,
    headers: { host: HOSTS[site] },
  });
}

async function search(body: Partial<TextSearchRequestInput> & { text: string }, site: SiteKey = 'se') {
  const response = await post({ siteId: SITES[site].siteId, ...body }, site);
  expect(response.statusCode, response.body).toBe(200);
  return textSearchResponseSchema.parse(response.json());
}

const urls = (hits: TextSearchHit[]) => hits.map((hit) => hit.url);

describe('stemming in the site language', () => {
  it.each([
    ['se', 'trädgården', '/test-sprak/tradgard/'],
    ['se', 'hållbarhet', '/test-sprak/hallbart/'],
    ['no', 'fjellhytter', '/test-sprak/fjell/'],
    ['fi', 'puutarhat', '/test-sprak/puutarha/'],
    ['en', 'renovation', '/en/test-language/renovated/'],
  ] as const)('%s: "%s" finds %s', async (site, text, url) => {
    const result = await search({ text }, site);
    expect(urls(result.hits)).toContain(url);
  });

  it('searches only the asked site', async () => {
    const result = await search({ text: 'fjellhytter' }, 'se');
    expect(urls(result.hits)).not.toContain('/test-sprak/fjell/');
  });

  it('leaves out drafts and login-only pages', async () => {
    const result = await search({ text: 'äppelträd' });
    expect(urls(result.hits)).toEqual(['/test-sprak/tradgard/']);
  });

  it('finds a half-typed last word as a prefix', async () => {
    const result = await search({ text: 'zebrakvart' });
    expect(result.estimatedTotalHits).toBe(30);
  });
});

describe('typo tolerance', () => {
  it('finds a title with a letter missing', async () => {
    const result = await search({ text: 'solrsängen' });
    expect(urls(result.hits)[0]).toBe('/test-sprak/solrosangen/');
  });

  it('"stokholm" finds documents about Stockholm', async () => {
    const result = await search({ text: 'stokholm', take: 25 });
    expect(result.hits.length).toBeGreaterThan(0);
    for (const hit of result.hits.slice(0, 3)) {
      const text = `${hit._formatted.title} ${hit._formatted.summary} ${hit._formatted.body}`;
      expect(text).toMatch(/stockholm/i);
    }
  });

  it.each([
    ['bostd', 'a letter missing'],
    ['bosatd', 'two letters swapped'],
    ['kvost', 'a letter too many'],
    ['din nya bostaf', 'a wrong letter, among short words'],
  ])('forgives one typo in a short word: "%s" (%s)', async (text) => {
    const result = await search({ text, pathPrefix: '/test-sprak/' });
    expect(urls(result.hits)).toContain('/test-sprak/bostad/');
  });

  it('allows a short word one typo, not two', async () => {
    const result = await search({ text: 'bstd', pathPrefix: '/test-sprak/' });
    expect(urls(result.hits)).not.toContain('/test-sprak/bostad/');
  });

  it('does not match unrelated words', async () => {
    const result = await search({ text: 'qxvjzwpt' });
    expect(result.hits).toEqual([]);
    expect(result.estimatedTotalHits).toBe(0);
  });
});

describe('categories', () => {
  it.each([
    ['all', 30, ['news', 'pressRelease', 'career', 'content']],
    ['news', 15, ['news', 'pressRelease']],
    ['career', 5, ['career']],
    ['content', 10, ['content']],
    ['residencial', 0, []],
  ] as const)('%s: %i hits of kinds %j', async (category, total, kinds) => {
    const result = await search({ text: 'zebrakvarteret', categories: [category], take: 25 });
    expect(result.estimatedTotalHits).toBe(total);
    expect(new Set(result.hits.map((hit) => hit.kind))).toEqual(new Set(kinds));
    expect(result.facetDistribution.category).toEqual({
      all: 30,
      news: 15,
      career: 5,
      content: 10,
      residencial: 0,
    });
  });

  it('finds residential projects by name, linking to the stage page', async () => {
    const [stage] = await ctx.database.handle.db
      .select({ name: residenceStages.name, path: residenceStages.path })
      .from(residenceStages)
      .where((await import('drizzle-orm')).eq(residenceStages.siteId, SITES.se.siteId))
      .limit(1);
    if (!stage) throw new Error('the demo world has no Swedish stage');
    const result = await search({ text: stage.name, categories: ['residencial'] });
    const hit = result.hits.find((candidate) => candidate.url === stage.path);
    expect(hit?.kind).toBe('residentialProject');
    expect(hit?.title).toBe(stage.name);
  });
});

describe('paging and sorting', () => {
  it('pages with skip and take without duplicates or gaps', async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < 30; skip += 7) {
      const result = await search({ text: 'zebrakvarteret', skip, take: 7 });
      expect(result.hits.length).toBe(Math.min(7, 30 - skip));
      seen.push(...result.hits.map((hit) => hit.id));
    }
    expect(new Set(seen).size).toBe(30);
  });

  it('sorts by date, newest first and undated last', async () => {
    const result = await search({ text: 'zebrakvarteret', sortType: 'date', take: 25 });
    const dates = result.hits.map((hit) => hit.publishedAt);
    const dated = dates.filter((date): date is string => date !== null);
    expect(dated.length).toBe(15);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.slice(0, 15).every((date) => date !== null)).toBe(true);
  });

  it('sorts by title in the Swedish alphabet', async () => {
    const first = await search({ text: 'zebrakvarteret', sortType: 'alpha', take: 25 });
    const rest = await search({ text: 'zebrakvarteret', sortType: 'alpha', skip: 25, take: 25 });
    const titles = [...first.hits, ...rest.hits].map((hit) => hit.title);
    expect(titles.length).toBe(30);
    expect(titles.filter((title) => /^(Alfa|Zeta|Åkern|Ängen|Ölandet) /.test(title))).toEqual([
      'Alfa 01',
      'Zeta 02',
      'Åkern 03',
      'Ängen 04',
      'Ölandet 05',
    ]);
    expect(titles.indexOf('Zeta 02')).toBeLessThan(titles.indexOf('Åkern 03'));
  });

  it('ranks a title match above a body match', async () => {
    const result = await search({ text: 'solrosängen' });
    expect(urls(result.hits)[0]).toBe('/test-sprak/solrosangen/');
  });
});

describe('snippets', () => {
  it('crops the body around the match with the crop marker and highlights the word', async () => {
    const result = await search({ text: 'zebrakvarteret', cropMarker: '[…]', take: 1 });
    const body = result.hits[0]?._formatted.body ?? '';
    expect(body).toMatch(/^\[…\].*<em>zebrakvarteret<\/em>.*\[…\]$/);
    expect(body.split(' ').length).toBeLessThan(30);
  });

  it('uses "…" by default, leaves attributes not listed whole, and never returns urls', async () => {
    const result = await search({ text: 'äppelträd', attributesToCrop: ['body'] });
    const hit = result.hits[0];
    expect(hit?._formatted.body).toContain('<em>äppelträd</em>');
    expect(hit?._formatted.title).toBe('Gröna gårdar');
    expect(hit?._formatted.body).not.toContain('zebra-url-ord');
    const cropped = await search({ text: 'zebrakvarteret', take: 1 });
    expect(cropped.hits[0]?._formatted.body).toMatch(/^….*…$/);
  });
});

describe('search pages', () => {
  it.each([
    ['se', '/sok/', 'text-search'],
    ['se', '/om-oss/sok/', 'corporate-search'],
    ['en', '/en/search/', 'text-search'],
    ['en', '/en/about-us/search/', 'corporate-search'],
    ['no', '/om-oss/sok/', 'corporate-search'],
    ['fi', '/hae/', 'text-search'],
    ['fi', '/tietoa-jmsta/hae/', 'corporate-search'],
    ['senior', '/sok/', 'text-search'],
  ] as const)('%s %s is the %s page', async (site, path, template) => {
    const response = await ctx.app.inject({ url: `${path}GetViewModel`, headers: { host: HOSTS[site] } });
    expect(response.statusCode).toBe(200);
    expect(response.json().template.currentComponent).toBe(template);
  });

  it('has no corporate search where the site has no corporate section', async () => {
    const response = await ctx.app.inject({
      url: '/om-oss/sok/GetViewModel',
      headers: { host: HOSTS.senior },
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the search pages themselves out of the results', async () => {
    const result = await search({ text: 'Sök på webbplatsen' });
    expect(urls(result.hits)).not.toContain('/sok/');
  });

  it('restricts the corporate search to the about-us section', async () => {
    const result = await search({ text: 'zebrakvarteret', pathPrefix: '/om-oss/' });
    expect(result.estimatedTotalHits).toBe(0);
    const all = await search({ text: 'hemvist', pathPrefix: '/om-oss/', take: 25 });
    expect(all.hits.every((hit) => hit.url.startsWith('/om-oss/'))).toBe(true);
  });
});

describe('fresh documents', () => {
  it('finds a page, and a word of it with a typo, once the documents are rebuilt', async () => {
    const db = ctx.database.handle.db;
    // Asked first, so an earlier answer and the words of the site have been read.
    expect((await search({ text: 'kvokkastigen' })).hits).toEqual([]);
    const path = '/test-farsk/kvokkastigen/';
    await db
      .insert(pages)
      .values(pageRow({ site: 'se', path, template: 'standard', heading: 'Kvokkastigen', text: 'Ny gata.' }));
    try {
      await refreshSearchDocuments(db, { siteKey: 'se' });
      expect(urls((await search({ text: 'kvokkastigen' })).hits)).toEqual([path]);
      expect(urls((await search({ text: 'kvokastigen' })).hits)).toEqual([path]);
    } finally {
      await db.delete(pages).where(eq(pages.path, path));
      await refreshSearchDocuments(db, { siteKey: 'se' });
    }
    expect((await search({ text: 'kvokkastigen' })).hits).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents POST /api/textsearch with its request and response', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/api/textsearch']?.post;
    expect(operation?.requestBody?.content['application/json']?.schema?.properties).toHaveProperty(
      'cropMarker',
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
  });
});

describe('bad requests', () => {
  const valid = { text: 'zebra', siteId: SITES.se.siteId };
  it.each([
    ['text too short', { ...valid, text: ' a ' }, 'VALIDATION_FAILED'],
    ['no text', { siteId: valid.siteId }, 'VALIDATION_FAILED'],
    ['take over 25', { ...valid, take: 26 }, 'VALIDATION_FAILED'],
    ['take 0', { ...valid, take: 0 }, 'VALIDATION_FAILED'],
    ['negative skip', { ...valid, skip: -1 }, 'VALIDATION_FAILED'],
    ['unknown category', { ...valid, categories: ['homes'] }, 'VALIDATION_FAILED'],
    ['unknown sortType', { ...valid, sortType: 'price' }, 'VALIDATION_FAILED'],
    ['unknown attribute to crop', { ...valid, attributesToCrop: ['url'] }, 'VALIDATION_FAILED'],
    ['unknown field', { ...valid, limit: 3 }, 'VALIDATION_FAILED'],
    ['unknown siteId', { ...valid, siteId: '00000000-0000-4000-8000-000000000000' }, 'UNKNOWN_SITE_ID'],
  ])('%s → 400 %s', async (_name, body, code) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});
