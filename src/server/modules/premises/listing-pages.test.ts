import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePayload } from '../../../shared/page/page-payload';
import { ALL_MUNICIPALITIES } from '../../../shared/premises/premises-constants';
import { rentalStartPath } from '../../../shared/premises/premises-paths';
import type {
  ExternalObjectViewModel,
  PremisesObjectViewModel,
  PremisesStartViewModel,
  RentalProjectViewModel,
  RentalStartViewModel,
  SuccessionStageViewModel,
  SuccessionViewModel,
} from '../../../shared/premises/premises-view-models';
import { LOCAL_HOSTS } from '../../../shared/sites/hosts';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { buildApp } from '../../app';
import { premises, successionObjects } from '../../db/schema';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';

// The premises, rental and succession pages on the seeded world (flows §2.2, §9).

let ctx: TestApp;
const hostOf = (site: SiteKey) => (site === 'en' ? 'localhost' : (LOCAL_HOSTS[site][0] ?? 'localhost'));

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function payload(address: string, site: SiteKey = 'se', app = ctx.app) {
  const [path, query] = address.split('?');
  const response = await app.inject({
    method: 'GET',
    url: `${path}GetViewModel${query === undefined ? '' : `?${query}`}`,
    headers: { host: hostOf(site) },
  });
  return { status: response.statusCode, body: response.json() as PagePayload };
}

async function viewModel<T>(path: string, site: SiteKey = 'se', app = ctx.app): Promise<T> {
  const { status, body } = await payload(path, site, app);
  expect(status, path).toBe(200);
  return body.template.viewModel as T;
}

describe('premises pages', () => {
  it('renders the start page with the default area range (Finland 0–150) and the first hits', async () => {
    const se = await viewModel<PremisesStartViewModel>('/lokaler/');
    expect(se.areaRange).toEqual({ min: 0, max: 200 });
    expect(se.initial.hits.length).toBeGreaterThan(0);
    expect(se.tags.length).toBeGreaterThan(0);
    const fi = await viewModel<PremisesStartViewModel>('/liiketilat/', 'fi');
    expect(fi.areaRange).toEqual({ min: 0, max: 150 });
    expect(fi.siteId).toBe(SITES.fi.siteId);
  });

  it('opens each hit as a premises object page, on the English sub-site too', async () => {
    const start = await viewModel<PremisesStartViewModel>('/lokaler/');
    const hit = start.initial.hits[0];
    if (!hit) throw new Error('no premises');
    const page = await viewModel<PremisesObjectViewModel>(hit.url);
    expect(page.premises.id).toBe(hit.id);
    expect(page.premises.description.length).toBeGreaterThan(20);
    const english = await viewModel<PremisesObjectViewModel>(
      hit.url.replace('/lokaler/', '/en/premises/'),
      'en',
    );
    expect(english.premises.id).toBe(hit.id);
  });

  it('renders the first hits of the filters in the address, and the defaults for values it cannot use', async () => {
    const defaults = await viewModel<PremisesStartViewModel>('/lokaler/');
    expect(defaults.filters).toBeNull();
    const tag = defaults.tags[0]?.name ?? '';
    const query = new URLSearchParams({
      type: 'office,castle',
      tags: `${tag};Atlantis`,
      minArea: '40',
      maxArea: 'many',
      sort: 'rent:asc',
    });
    const filtered = await viewModel<PremisesStartViewModel>(`/lokaler/?${query}`);
    expect(filtered.filters).toEqual({
      types: ['office'],
      tags: [tag],
      minArea: 40,
      maxArea: 200,
      sort: 'rent:asc',
    });
    expect(filtered.initial.hits.length).toBeGreaterThan(0);
    expect(filtered.initial.hits.length).toBeLessThan(defaults.initial.hits.length);
    for (const hit of filtered.initial.hits) {
      expect(hit.type).toBe('office');
      expect(hit.area).toBeGreaterThanOrEqual(40);
      expect(hit.tags).toContain(tag);
    }
    // The rent sort: among the premises that can be had, those to rent come first.
    const offers = filtered.initial.hits.filter((hit) => hit.status === 'forSale').map((hit) => hit.offer);
    expect(offers).toEqual([...offers].sort((a, b) => (a === b ? 0 : a === 'rent' ? -1 : 1)));
    // An address whose every value is unusable is an address without filters: never an error.
    const junk = await payload('/lokaler/?type=castle&minArea=-&sort=name:asc&tags=%E0%A4%A');
    expect(junk.status).toBe(200);
    const junkModel = junk.body.template.viewModel as unknown as PremisesStartViewModel;
    expect(junkModel.filters).toBeNull();
    expect(junkModel.initial).toEqual(defaults.initial);
  });

  it('names the responsible person of a premises, else the customer service of the site, and draws its picture', async () => {
    const rows = await ctx.database.handle.db
      .select({ path: premises.path, contact: premises.contact })
      .from(premises)
      .where(eq(premises.siteId, SITES.se.siteId));
    const withPerson = rows.find((row) => row.contact);
    const without = rows.find((row) => !row.contact);
    if (!withPerson?.contact || !without) throw new Error('the seed has premises with and without a contact');
    const person = await viewModel<PremisesObjectViewModel>(withPerson.path);
    expect(person.contact).toEqual({ kind: 'responsible', ...withPerson.contact });
    const service = await viewModel<PremisesObjectViewModel>(without.path);
    expect(service.contact).toEqual({
      kind: 'customerService',
      name: null,
      phone: '021-10 20 40',
      email: 'kundservice@hemvist.se',
    });
    const english = await viewModel<PremisesObjectViewModel>(
      without.path.replace('/lokaler/', '/en/premises/'),
      'en',
    );
    expect(english.contact.phone).toBe('+46 21 10 20 40');

    expect(person.image.url).toBe(`/media/generated/premises-facade/${person.premises.id}.webp`);
    expect(person.image.altText).toContain(person.premises.address);
    const picture = await ctx.app.inject({ url: `${person.image.url}?w=480` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const missing = await ctx.app.inject({
      url: '/media/generated/premises-facade/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the premises not-found page with 404 for any other path below the route', async () => {
    for (const path of ['/lokaler/finns-inte/', '/lokaler/a/b/']) {
      const { status, body } = await payload(path);
      expect(status, path).toBe(404);
      expect(body.template.currentComponent).toBe('premises-not-found');
    }
    expect((await payload('/lokaler/', 'senior')).status).toBe(404);
  });
});

describe('rental pages', () => {
  it('lists the stages with tenancy homes and opens each as a rental project', async () => {
    const start = await viewModel<RentalStartViewModel>(rentalStartPath('SE'));
    expect(start.projects.length).toBeGreaterThan(0);
    const project = start.projects[0];
    if (!project) throw new Error('no rental project');
    const page = await viewModel<RentalProjectViewModel>(project.url);
    expect(page.name).toBe(project.name);
    expect(page.homes).toHaveLength(project.homes);
    for (const home of page.homes) expect(home.monthlyRent).toBeGreaterThan(0);
    expect((await payload(`${rentalStartPath('SE')}nowhere/nothing/`)).status).toBe(404);
  });
});

describe('succession pages', () => {
  const ids = (model: SuccessionViewModel) => model.objects.map((object) => object.id);

  it('lists every listing of the site for alla-kommuner, in the same order on every load', async () => {
    const first = await viewModel<SuccessionViewModel>('/maklar-objekt/');
    const again = await viewModel<SuccessionViewModel>(`/maklar-objekt/${ALL_MUNICIPALITIES}/`);
    const rows = await ctx.database.handle.db.select().from(successionObjects);
    const own = rows.filter((row) => row.siteId === SITES.se.siteId);
    expect(new Set(ids(first))).toEqual(new Set(own.map((row) => row.id)));
    expect(ids(again)).toEqual(ids(first));
    expect(ids(await viewModel<SuccessionViewModel>('/maklar-objekt/'))).toEqual(ids(first));
    // Shuffled: not the order of publication, address or price.
    const byPrice = [...first.objects].sort((a, b) => a.price - b.price).map((object) => object.id);
    expect(ids(first)).not.toEqual(byPrice);
  });

  it('gives another order with another configured seed', async () => {
    const other = await buildApp(
      { ...testConfig, successionShuffleSeed: 'another-seed' },
      {
        database: ctx.database.handle,
        logger: false,
      },
    );
    await other.ready();
    try {
      const mine = await viewModel<SuccessionViewModel>('/maklar-objekt/');
      const theirs = await viewModel<SuccessionViewModel>('/maklar-objekt/', 'se', other);
      expect(new Set(ids(theirs))).toEqual(new Set(ids(mine)));
      expect(ids(theirs)).not.toEqual(ids(mine));
    } finally {
      await other.close();
    }
  });

  it("narrows to one municipality, keeping the full list's order; an unknown one is a 404", async () => {
    const all = await viewModel<SuccessionViewModel>('/maklar-objekt/');
    const choice = all.municipalities[0];
    if (!choice) throw new Error('no municipality');
    const one = await viewModel<SuccessionViewModel>(choice.url);
    expect(one.selected).toBe(choice.slug);
    expect(one.objects).toHaveLength(choice.count);
    expect(ids(one)).toEqual(ids(all).filter((id) => one.objects.some((object) => object.id === id)));
    for (const object of one.objects) expect(object.municipality).toBe(choice.name);
    expect((await payload('/maklar-objekt/atlantis/')).status).toBe(404);
    // The form without scripts: GET ?municipality= on the list.
    const submitted = await ctx.app.inject({
      url: `/maklar-objekt/alla-kommuner/GetViewModel?municipality=${choice.slug}`,
      headers: { host: hostOf('se') },
    });
    expect(
      ids((submitted.json() as PagePayload).template.viewModel as unknown as SuccessionViewModel),
    ).toEqual(ids(one));
  });

  it('opens a succession stage and an external object that links out to the broker', async () => {
    const all = await viewModel<SuccessionViewModel>('/maklar-objekt/');
    const inStage = all.objects.find((object) => object.stage);
    if (!inStage?.stage) throw new Error('no listing in a stage');
    const stage = await viewModel<SuccessionStageViewModel>(inStage.stage.url);
    expect(stage.objects.map((object) => object.id)).toContain(inStage.id);
    const external = await viewModel<ExternalObjectViewModel>(inStage.url);
    expect(external.object.externalUrl).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\//);
    expect((await payload(`${inStage.url.slice(0, -2)}0/`)).status).toBe(404);
  });

  it('has listings on the Norwegian and Finnish sites under their own routes', async () => {
    expect((await viewModel<SuccessionViewModel>('/meglerobjekter/', 'no')).objects.length).toBeGreaterThan(
      0,
    );
    expect((await viewModel<SuccessionViewModel>('/valittajakohteet/', 'fi')).objects.length).toBeGreaterThan(
      0,
    );
  });
});

describe('links', () => {
  /** Same-site page links of a document: paths only, no assets, media or API documents. */
  const pageLinks = (html: string) =>
    [...html.matchAll(/href="(\/[^"#]*)"/g)]
      .map(([, href = '']) => href.replaceAll('&amp;', '&'))
      .filter((href) => !/^\/(assets|media|docs|api)\//.test(href) && !/\.[a-z0-9]+(\?|$)/i.test(href));

  it('lead from the premises, rental and succession pages to pages, never to a 404', async () => {
    for (const [site, start] of [
      ['se', ['/lokaler/', rentalStartPath('SE'), '/maklar-objekt/']],
      ['no', ['/lokaler/', '/meglerobjekter/']],
      ['fi', ['/liiketilat/', '/valittajakohteet/']],
      ['en', ['/en/premises/', '/en/broker-objects/']],
    ] as const) {
      const seen = new Set<string>();
      const queue: string[] = [...start];
      // The listed pages and one level of links from them.
      for (let depth = 0; depth < 2; depth += 1) {
        const next: string[] = [];
        for (const url of queue) {
          if (seen.has(url)) continue;
          seen.add(url);
          const response = await ctx.app.inject({ url, headers: { host: hostOf(site) } });
          expect(response.statusCode, `${site} ${url}`).toBe(200);
          if (depth === 0 || start.some((root) => url.startsWith(root)))
            next.push(...pageLinks(response.body));
        }
        queue.splice(0, queue.length, ...next);
      }
      expect(seen.size, site).toBeGreaterThan(10);
    }
  }, 120_000);
});
