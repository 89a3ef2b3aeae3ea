import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePayload } from '../../../../shared/page/page-payload';
import { OBJECT_STATUS, TENURE } from '../../../../shared/residence/residence-enums';
import {
  objectPageViewModelSchema,
  residenceIndexViewModelSchema,
  stagePageViewModelSchema,
} from '../../../../shared/residence/residence-page-view-models';
import { LOCAL_HOSTS } from '../../../../shared/sites/hosts';
import type { SiteKey } from '../../../../shared/sites/site-types';
import { residenceObjects } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type FixtureWorld, insertResidencePageWorld } from './testing/residence-page-fixtures';

const hostOf = (site: SiteKey) => (site === 'en' ? 'localhost' : (LOCAL_HOSTS[site][0] ?? 'localhost'));

let ctx: TestApp;
let world: FixtureWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  world = await insertResidencePageWorld(ctx.database.handle.db);
});
afterAll(() => ctx.close());

const get = (url: string, site: SiteKey = 'se') =>
  ctx.app.inject({ method: 'GET', url, headers: { host: hostOf(site) } });

async function viewModelOf(path: string, site: SiteKey = 'se') {
  const response = await get(`${path}GetViewModel`, site);
  return { status: response.statusCode, payload: response.json() as PagePayload };
}

/** Every JSON-LD block of the page, parsed; fails when one does not parse. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const decode = (text: string | undefined) => text?.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('stage page', () => {
  it('renders on the server with title, description, facts, homes and JSON-LD', async () => {
    const stage = world.stage('se');
    const response = await get(stage.path);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(decode(titleOf(html))).toBe(`${stage.name}, ${stage.municipality} | Hemvist`);
    expect(html).toMatch(/<meta name="description" content="Kajen ligger vid vattnet/);
    expect(html).toContain(`<h1`);
    expect(html).toContain(stage.name);
    // facts: the price range of the homes on sale (the sold one left out), currency after
    expect(html).toMatch(/3\u00a0450\u00a0000\u00a0–\s4\u00a0250\u00a0000\u00a0kr/);
    // every home of the stage links to its page, the sold one included
    for (const object of stage.objects) expect(html).toContain(`href="${object.path}"`);
    expect(html).toContain('Såld');
    expect(html).toContain(`href="/sok-bostad/?stageIds=${stage.id}"`);
    expect(html).toContain('href="tel:+46701234567"');
    expect(html).toContain('href="mailto:anna.berg@example.com"');

    const [complex, breadcrumbs] = jsonLdOf(html);
    expect(complex).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ApartmentComplex',
      name: stage.name,
      url: `http://localhost${stage.path}`,
      address: { addressLocality: 'Nacka', addressRegion: 'Stockholms län', addressCountry: 'SE' },
      geo: { '@type': 'GeoCoordinates', latitude: 59.31, longitude: 18.16 },
      offers: { priceCurrency: 'SEK', lowPrice: 3_450_000 },
    });
    expect((complex?.image as string[] | undefined)?.[0]).toMatch(
      /^http:\/\/localhost\/media\/generated\/stage-facade\//,
    );
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect(
      (breadcrumbs?.itemListElement as { name: string }[] | undefined)?.map((item) => item.name),
    ).toEqual(['Startsida', 'Bostäder', 'Nacka', stage.name]);
  });

  it('escapes < inside JSON-LD so a description cannot close the script', async () => {
    const html = (await get(world.stage('se').path)).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block[1]).not.toContain('<');
    expect(jsonLdOf(html)[0]?.description).toContain('<script>alert(1)</script>');
  });

  it('answers GetViewModel with the stage view model for client navigation', async () => {
    const stage = world.stage('se');
    const { status, payload } = await viewModelOf(stage.path);
    expect(status).toBe(200);
    expect(payload.template.currentComponent).toBe('stage');
    const viewModel = stagePageViewModelSchema.parse(payload.template.viewModel);
    expect(viewModel).toMatchObject({
      stageName: stage.name,
      countyName: 'Stockholms län',
      showPlotType: false,
    });
    expect(viewModel.objects.map((object) => object.objectNumber)).toEqual(['A-1101', 'A-1102', 'A-1103']);
    expect(viewModel.images[0]).toMatchObject({ orgWidth: 2560, orgHeight: 1707 });
    expect(payload.template.breadcrumbs.at(-1)).toEqual({ label: stage.name, url: stage.path });
  });

  it('gives each showing its day and hours in the stage’s time zone, so the browser needs no time-zone data', async () => {
    const { payload } = await viewModelOf(world.stage('fi').path, 'fi');
    const [showing] = stagePageViewModelSchema.parse(payload.template.viewModel).showings;
    if (!showing) throw new Error('the fixture stage has a showing');
    // 15.00 UTC is 17.00 in Helsinki in winter and 18.00 in summer; the showing lasts an hour.
    const hour = Number(showing.local.start.slice(0, 2));
    expect([17, 18]).toContain(hour);
    expect(showing.local.end).toBe(`${hour + 1}.00`);
    expect(showing.local.date).toBe(showing.startsAt.slice(0, 10));
    const html = (await get(world.stage('fi').path, 'fi')).body;
    const [year, month, day] = showing.local.date.split('-');
    expect(html).toContain(`${day}.${month}.${year}`);
    expect(html).toContain(showing.local.start);
  });

  it('serves a stage only on its own site: a seniors’ stage is 404 on the Swedish host', async () => {
    const senior = world.stage('senior');
    expect((await get(senior.path, 'senior')).statusCode).toBe(200);
    const elsewhere = await get(senior.path, 'se');
    expect(elsewhere.statusCode).toBe(404);
    const { payload } = await viewModelOf(senior.path, 'se');
    expect(payload.template.currentComponent).toBe('stage-not-found');
  });

  it('answers an unknown stage path with stage-not-found and 404', async () => {
    const response = await get('/bostader/nacka/finns-inte/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    const { status, payload } = await viewModelOf('/bostader/nacka/finns-inte/');
    expect(status).toBe(404);
    expect(payload.template.currentComponent).toBe('stage-not-found');
    expect(payload.context.statusCode).toBe(404);
  });
});

describe('object page', () => {
  it('renders a home with its facts, floor plan, stage link and Offer JSON-LD', async () => {
    const stage = world.stage('se');
    const object = stage.objects[0];
    const response = await get(object?.path ?? '');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(decode(titleOf(html))).toBe(`Bostad A-1101, ${stage.name}, Nacka | Hemvist`);
    expect(html).toContain('<meta name="description" content="Lägenhet om 2');
    expect(html).toContain(`href="${stage.path}"`);
    expect(html).toContain('/media/generated/object-plan/');
    const [home] = jsonLdOf(html);
    expect(home).toMatchObject({
      '@type': 'Apartment',
      numberOfRooms: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 54.5, unitCode: 'MTK' },
      offers: {
        '@type': 'Offer',
        price: 3_450_000,
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('still shows a sold home, with its status and SoldOut availability', async () => {
    const sold = world.stage('se').objects.find((object) => object.objectNumber === 'A-1102');
    const response = await get(sold?.path ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Den här bostaden är såld');
    expect(jsonLdOf(response.body)[0]).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    const { payload } = await viewModelOf(sold?.path ?? '');
    expect(objectPageViewModelSchema.parse(payload.template.viewModel).status).toBe(4);
  });

  it('answers an unknown home under a real stage with object-not-found, 404 and a link to the stage', async () => {
    const stage = world.stage('se');
    const response = await get(`${stage.path}z-9999/`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`href="${stage.path}"`);
    const { status, payload } = await viewModelOf(`${stage.path}z-9999/`);
    expect(status).toBe(404);
    expect(payload.template.currentComponent).toBe('object-not-found');
  });
});

describe('country formats', () => {
  it('Finland: /asunnot/ pages show € and the debt-free price', async () => {
    const stage = world.stage('fi');
    expect(stage.path.startsWith('/asunnot/')).toBe(true);
    const stageHtml = (await get(stage.path, 'fi')).body;
    expect(stageHtml).toMatch(/289\u00a0000\u00a0–\s369\u00a0000\u00a0€/);
    expect(stageHtml).toMatch(/384\u00a0000\u00a0–\s464\u00a0000\u00a0€/);
    expect(stageHtml).toContain('Velaton hinta');
    const objectResponse = await get(stage.objects[0]?.path ?? '', 'fi');
    expect(objectResponse.statusCode).toBe(200);
    expect(objectResponse.body).toContain('384\u00a0000\u00a0€');
    expect(objectResponse.body).toContain('Velaton hinta');
    expect(jsonLdOf(objectResponse.body)[0]).toMatchObject({ offers: { priceCurrency: 'EUR' } });
  });

  it('Norway: prices read "kr N"', async () => {
    const stage = world.stage('no');
    const response = await get(stage.path, 'no');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('kr\u00a05\u00a0200\u00a0000');
    expect(jsonLdOf(response.body)[0]).toMatchObject({ offers: { priceCurrency: 'NOK' } });
  });
});

describe('area page', () => {
  it('renders the area with its stages as cards and Place JSON-LD', async () => {
    const response = await get(world.area.path);
    expect(response.statusCode).toBe(200);
    expect(decode(titleOf(response.body))).toBe(`${world.area.name}, Nacka | Hemvist`);
    expect(response.body).toContain(`href="${world.stage('se').path}"`);
    const [place] = jsonLdOf(response.body);
    expect(place).toMatchObject({ '@type': 'Place', name: world.area.name });
    expect(place?.containsPlace).toEqual([
      expect.objectContaining({ name: 'Kajen', url: `http://localhost${world.stage('se').path}` }),
    ]);
  });
});

describe('residence index', () => {
  it.each([
    ['se', '/bostader/'],
    ['no', '/boliger/'],
    ['fi', '/asunnot/'],
  ] as const)('%s: %s lists the site’s stages by municipality as plain links', async (site, path) => {
    const response = await get(path, site);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="${world.stage(site).path}"`);
    const { payload } = await viewModelOf(path, site);
    const viewModel = residenceIndexViewModelSchema.parse(payload.template.viewModel);
    const stageUrls = viewModel.counties.flatMap((county) =>
      county.municipalities.flatMap((municipality) => municipality.stages.map((stage) => stage.url)),
    );
    expect(stageUrls).toContain(world.stage(site).path);
    expect(stageUrls).toHaveLength(viewModel.stageCount);
  });

  it('lists only the site’s own stages: the seniors’ stage is on the seniors’ index only', async () => {
    const senior = world.stage('senior');
    expect((await get('/bostader/', 'se')).body).not.toContain(`href="${senior.path}"`);
    expect((await get('/bostader/', 'senior')).body).toContain(`href="${senior.path}"`);
  });

  it('is not served on a site without residence search', async () => {
    expect((await get('/bostader/', 'contractor')).statusCode).toBe(404);
  });
});

describe('one count of homes for sale (issue 33 item 11)', () => {
  it('the stage facts and the area card count for-sale homes alike: not reserved ones, and rentals apart', async () => {
    const stage = world.stage('se');
    const counts = async () => {
      // A query of its own each time: the page is built afresh, not read from a cache.
      const fresh = `?count=${Math.random()}`;
      const payloadOf = async (path: string) =>
        ((await get(`${path}GetViewModel${fresh}`)).json() as PagePayload).template.viewModel;
      const stageModel = stagePageViewModelSchema.parse(await payloadOf(stage.path));
      const area = (await payloadOf(world.area.path)) as {
        stages: { id: string; homesForSale: number }[];
      };
      return {
        forSale: stageModel.facts.homesForSale,
        forRent: stageModel.facts.homesForRent,
        areaCard: area.stages.find((card) => card.id === stage.id)?.homesForSale,
      };
    };
    // The fixture stage: one home for sale, one sold, one reserved.
    expect(await counts()).toEqual({ forSale: 1, forRent: 0, areaCard: 1 });

    const forSale = stage.objects.find((object) => object.status === OBJECT_STATUS.forSale);
    if (!forSale) throw new Error('the fixture has a home for sale');
    const letIt = (disposalForm: number) =>
      ctx.database.handle.db
        .update(residenceObjects)
        .set({ disposalForm })
        .where(eq(residenceObjects.id, forSale.id));
    try {
      await letIt(TENURE.tenancy);
      expect(await counts()).toEqual({ forSale: 0, forRent: 1, areaCard: 0 });
    } finally {
      await letIt(TENURE.condominium);
    }
  });
});
