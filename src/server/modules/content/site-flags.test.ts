import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBlock } from '../../../shared/page/content-blocks';
import type { PagePayload } from '../../../shared/page/page-payload';
import { CONCEPT, HOME_TYPE } from '../../../shared/residence/residence-enums';
import type { SearchPageViewModel } from '../../../shared/residence/search-url';
import { GROUP_SHARE } from '../../../shared/sites/group-share';
import { LOCAL_HOSTS } from '../../../shared/sites/hosts';
import { requireRoute } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { createTestApp, type TestApp } from '../../testing/test-app';

// What the site flags take out of the page payload, not only out of sight (sites.ts): a site
// without `stock` is sent no share block, one without `advancedSearch` searches by the basic
// filters whatever its URL says.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const hostOf = (site: Exclude<SiteKey, 'en'>) => LOCAL_HOSTS[site][0] ?? 'localhost';

async function payload(site: Exclude<SiteKey, 'en'>, path: string, query = ''): Promise<PagePayload> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${path}GetViewModel${query}`,
    headers: { host: hostOf(site) },
  });
  expect(response.statusCode, path).toBe(200);
  return response.json() as PagePayload;
}

const shareBlocks = (page: PagePayload) =>
  ((page.template.viewModel as { blocks?: ContentBlock[] }).blocks ?? []).filter(
    (block) => block.type === 'share',
  );

describe('stock: the group share block', () => {
  it.each([
    ['se', `${requireRoute('se', 'aboutUs')}investerare/`, 'Kortnamn'],
    ['se', `${requireRoute('en', 'aboutUs')}investors/`, 'Ticker'],
    ['no', `${requireRoute('no', 'aboutUs')}kontakt/`, 'Ticker'],
  ] as const)('%s %s: carries the share facts in the page language', async (site, path, tickerLabel) => {
    const [block] = shareBlocks(await payload(site, path));
    expect(block).toMatchObject({
      facts: expect.arrayContaining([
        { label: tickerLabel, value: GROUP_SHARE.ticker },
        { label: 'ISIN', value: GROUP_SHARE.isin },
      ]),
      link: { url: GROUP_SHARE.url },
    });
  });

  it('is not sent on Finland, whose contact page holds the block but has the flag off', async () => {
    const page = await payload('fi', `${requireRoute('fi', 'aboutUs')}yhteystiedot/`);
    expect(page.template.currentComponent).toBe('corporate-contact');
    expect(shareBlocks(page)).toEqual([]);
    expect(JSON.stringify(page)).not.toContain(GROUP_SHARE.isin);
  });
});

describe('advancedSearch: the finer filters', () => {
  const query = `?concepts=${CONCEPT.premium}&residenceType=${HOME_TYPE.apartment}&minRooms=2`;

  it('are read from the URL where the flag is on', async () => {
    const page = await payload('se', requireRoute('se', 'searchHomes'), query);
    const { state } = page.template.viewModel as unknown as SearchPageViewModel;
    expect(state.concepts).toEqual([CONCEPT.premium]);
    expect(state.residenceType).toEqual([HOME_TYPE.apartment]);
    expect(state.rooms.min).toBe(2);
  });

  it('are dropped on the seniors’ site, the basic ones kept', async () => {
    const page = await payload('senior', requireRoute('senior', 'searchHomes'), query);
    const { state, url } = page.template.viewModel as unknown as SearchPageViewModel;
    expect(state.concepts).toEqual([]);
    expect(state.residenceType).toEqual([]);
    expect(state.rooms.min).toBe(2);
    expect(url).toBe(`${requireRoute('senior', 'searchHomes')}?minRooms=2`);
  });
});
