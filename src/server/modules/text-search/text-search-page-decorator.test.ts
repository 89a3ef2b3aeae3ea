import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../../../shared/sites/sites';
import {
  type TextSearchRequestInput,
  textSearchResponseSchema,
} from '../../../shared/text-search/text-search-schemas';
import { pages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshSearchDocuments } from './search-documents';
import { pageRow, zebraPages } from './testing/text-search-pages';

// The text search pages carry the first results of their URL (text-search-page-decorator.ts):
// the same answer as POST /api/textsearch, in the HTML before any script runs.

const HOST = 'localhost:3000';
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.handle.db.insert(pages).values(zebraPages().map(pageRow));
  await refreshSearchDocuments(ctx.database.handle.db);
});
afterAll(() => ctx.close());

async function search(body: Partial<TextSearchRequestInput> & { text: string }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/textsearch',
    payload: { siteId: SITES.se.siteId, ...body },
    headers: { host: HOST },
  });
  expect(response.statusCode, response.body).toBe(200);
  return textSearchResponseSchema.parse(response.json());
}

describe('the first results in the search page itself', () => {
  const viewModelOf = async (url: string) => {
    const [path, query] = url.split('?');
    const response = await ctx.app.inject({
      url: `${path}GetViewModel${query ? `?${query}` : ''}`,
      headers: { host: HOST },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().template.viewModel as Record<string, unknown> & {
      initialSearch?: { request: TextSearchRequestInput; response: unknown };
    };
  };

  it('answers the URL the page is rendered for exactly as POST /api/textsearch does', async () => {
    const viewModel = await viewModelOf('/sok/?s=zebrakvarteret&category=news&sort=date&page=2');
    const initial = viewModel.initialSearch;
    expect(initial?.request).toMatchObject({ text: 'zebrakvarteret', categories: ['news'], skip: 25 });
    const answer = await search({ ...initial?.request, text: 'zebrakvarteret' });
    expect(initial?.response).toEqual(answer);
  });

  it('shows the hits in the HTML, before any script runs', async () => {
    const response = await ctx.app.inject({ url: '/sok/?s=zebrakvarteret', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    const first = (await search({ text: 'zebrakvarteret' })).hits[0];
    expect(first).toBeDefined();
    expect(response.body).toContain(`href="${first?.url}"`);
  });

  it('searches nothing for a text too short, and mends a URL nobody could have made', async () => {
    expect((await viewModelOf('/sok/?s=a')).initialSearch).toBeUndefined();
    expect((await viewModelOf('/sok/')).initialSearch).toBeUndefined();
    const mended = await viewModelOf(`/sok/?s=${'zebra'.repeat(60)}&category=bogus&sort=up&page=-3`);
    expect(mended.initialSearch?.request).toMatchObject({
      categories: ['all'],
      sortType: 'nothing',
      skip: 0,
    });
    expect(mended.initialSearch?.request.text).toHaveLength(200);
  });

  it('keeps the corporate search to the about-us section', async () => {
    const viewModel = await viewModelOf('/om-oss/sok/?s=zebrakvarteret');
    expect(viewModel.initialSearch?.request.pathPrefix).toBe('/om-oss/');
    expect(viewModel.initialSearch?.response).toMatchObject({ estimatedTotalHits: 0, hits: [] });
  });
});
