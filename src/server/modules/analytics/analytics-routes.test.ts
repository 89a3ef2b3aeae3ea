import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/api/api-error';
import { type App, buildApp } from '../../app';
import { ConfigError, configFromEnv } from '../../config/env';
import {
  experimentEvents,
  municipalities,
  pageVisits,
  residenceAreas,
  residenceObjects,
  residenceStages,
  webVitals,
} from '../../db/schema';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

// The measurement API on the seeded demo world: cookie choices, web-vitals beacons, residence
// visits and the two time series, checked against the stored rows.

let ctx: TestApp;
const SE = 'localhost:3000';
const NO = 'no.localhost:3000';
const VISITOR = 'anon-11111111-2222-4333-8444-555555555555';
const OTHER_VISITOR = 'anon-99999999-2222-4333-8444-555555555555';

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;

function post(
  url: string,
  options: { host?: string; cookie?: string; payload?: unknown; contentType?: string } = {},
) {
  const headers: Record<string, string> = { host: options.host ?? SE };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.payload === undefined) return ctx.app.inject({ method: 'POST', url, headers });
  headers['content-type'] = options.contentType ?? 'application/json';
  const payload = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
  return ctx.app.inject({ method: 'POST', url, headers, payload });
}

function get(url: string, host = SE) {
  return ctx.app.inject({ method: 'GET', url, headers: { host } });
}

describe('POST /api/experiments/{experiment}/{variant}', () => {
  it('stores the choice with the site and the visitor id of the jmuid cookie', async () => {
    const response = await post('/api/experiments/cookie-consent/accept-all', {
      host: NO,
      cookie: `jmuid=${VISITOR}`,
    });
    expect(response.statusCode).toBe(204);
    const rows = await db().select().from(experimentEvents).where(eq(experimentEvents.variant, 'accept-all'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ experiment: 'cookie-consent', siteKey: 'no', visitorId: VISITOR });
  });

  it('stores a choice without a visitor id when there is no jmuid or a malformed one', async () => {
    expect((await post('/api/experiments/cookie-consent/reject-all')).statusCode).toBe(204);
    expect(
      (await post('/api/experiments/cookie-consent/reject-all', { cookie: 'jmuid=tracking-123' })).statusCode,
    ).toBe(204);
    const rows = await db().select().from(experimentEvents).where(eq(experimentEvents.variant, 'reject-all'));
    expect(rows.map((row) => [row.siteKey, row.visitorId])).toEqual([
      ['se', null],
      ['se', null],
    ]);
  });

  it.each([
    ['a variant with a space', '/api/experiments/cookie-consent/accept%20all'],
    ['an overlong experiment', `/api/experiments/${'x'.repeat(65)}/accept-all`],
    ['a variant with punctuation', '/api/experiments/cookie-consent/%3Cscript%3E'],
  ])('answers 400 for %s and stores nothing', async (_label, url) => {
    const before = await db().$count(experimentEvents);
    const response = await post(url);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(await db().$count(experimentEvents)).toBe(before);
  });
});

describe('POST /api/webvitals/save', () => {
  const beacon = {
    id: 'v1-1700000000000-42-LCP',
    name: 'LCP',
    value: 1834.5,
    navigationType: 'navigate',
    rating: 'good',
    path: '/bostader/',
    host: 'localhost:3000',
  };

  it('stores a JSON beacon', async () => {
    const response = await post('/api/webvitals/save', { payload: beacon });
    expect(response.statusCode).toBe(204);
    const [row] = await db().select().from(webVitals).where(eq(webVitals.metricId, beacon.id));
    expect(row).toMatchObject({
      name: 'LCP',
      value: 1834.5,
      navigationType: 'navigate',
      rating: 'good',
      path: '/bostader/',
      host: 'localhost:3000',
      siteKey: 'se',
    });
  });

  it('stores a beacon sent as text/plain, the way navigator.sendBeacon sends a string', async () => {
    const text = { ...beacon, id: 'v1-text-CLS', name: 'CLS', value: 0.03 };
    const response = await post('/api/webvitals/save', {
      payload: JSON.stringify(text),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(204);
    const [row] = await db().select().from(webVitals).where(eq(webVitals.metricId, 'v1-text-CLS'));
    expect(row?.value).toBe(0.03);
  });

  it.each([
    ['a missing field', (({ rating: _r, ...rest }) => rest)(beacon)],
    ['an unknown metric', { ...beacon, name: 'FID' }],
    ['a value that is not a number', { ...beacon, value: 'fast' }],
    ['a path that is not a path', { ...beacon, path: 'https://elsewhere.example/' }],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const before = await db().$count(webVitals);
    const response = await post('/api/webvitals/save', { payload: body });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(await db().$count(webVitals)).toBe(before);
  });

  it('answers 400 for text that is not JSON', async () => {
    const response = await post('/api/webvitals/save', { payload: 'LCP=1200', contentType: 'text/plain' });
    expect(response.statusCode).toBe(400);
  });
});

describe('residence visits and time series', () => {
  let stages: { id: string; name: string; path: string; countyId: string }[];
  let area: { id: string; name: string; path: string };
  let object: { id: string; path: string };

  beforeAll(async () => {
    stages = await db()
      .select({
        id: residenceStages.id,
        name: residenceStages.name,
        path: residenceStages.path,
        countyId: municipalities.countyId,
      })
      .from(residenceStages)
      .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
      .orderBy(residenceStages.name)
      .limit(400);
    const [anyArea] = await db()
      .select({ id: residenceAreas.id, name: residenceAreas.name, path: residenceAreas.path })
      .from(residenceAreas)
      .limit(1);
    const [anyObject] = await db()
      .select({ id: residenceObjects.id, path: residenceObjects.path })
      .from(residenceObjects)
      .limit(1);
    if (!anyArea || !anyObject) throw new Error('the demo world has areas and objects');
    area = anyArea;
    object = anyObject;
  });

  const visit = (kind: string, entityId: string, cookie: string | null = `jmuid=${VISITOR}`, host = SE) =>
    post('/api/timeseries/visit', { host, cookie: cookie ?? undefined, payload: { kind, entityId } });

  it('records a visit with the county of the entity, only for a visitor with a jmuid', async () => {
    const stage = stages[0];
    if (!stage) throw new Error('the demo world has stages');
    expect((await visit('stage', stage.id)).statusCode).toBe(204);
    // Without a jmuid (no statistics consent) the call succeeds and stores nothing.
    expect((await visit('stage', stage.id, null)).statusCode).toBe(204);
    const rows = await db().select().from(pageVisits).where(eq(pageVisits.entityId, stage.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      visitorId: VISITOR,
      siteKey: 'se',
      kind: 'stage',
      countyId: stage.countyId,
    });
  });

  it('answers 404 for an entity that does not exist and 400 for a malformed one', async () => {
    expect((await visit('stage', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await visit('stage', 'not-a-uuid')).statusCode).toBe(400);
    expect((await visit('county', area.id)).statusCode).toBe(400);
    // An area id is not a stage.
    expect((await visit('stage', area.id)).statusCode).toBe(404);
  });

  it('lists the last visited residences of the visitor on the site: newest first, distinct, at most 10', async () => {
    const visitor = 'anon-aaaaaaaa-2222-4333-8444-555555555555';
    const cookie = `jmuid=${visitor}`;
    const seen = stages.slice(1, 13);
    for (const stage of seen) await visit('stage', stage.id, cookie);
    await visit('area', area.id, cookie);
    await visit('object', object.id, cookie);
    // Seen again: moves to the top without a duplicate.
    const again = seen[5];
    if (!again) throw new Error('12 stages');
    await visit('stage', again.id, cookie);
    // Another site and another visitor do not count.
    await visit('stage', seen[0]?.id ?? '', cookie, NO);
    await visit('stage', stages[20]?.id ?? '', `jmuid=${OTHER_VISITOR}`);

    const response = await get(`/api/timeseries/lastvisited/${visitor}/se`);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { kind: string; id: string; name: string; url: string }[];
    expect(items).toHaveLength(10);
    expect(items.slice(0, 3).map((item) => [item.kind, item.id])).toEqual([
      ['stage', again.id],
      ['object', object.id],
      ['area', area.id],
    ]);
    expect(items[0]).toMatchObject({ name: again.name, url: again.path });
    expect(items[2]).toMatchObject({ name: area.name, url: area.path });
    expect(new Set(items.map((item) => item.id)).size).toBe(10);
    expect(items.map((item) => item.id)).not.toContain(stages[20]?.id);

    const norway = (await get(`/api/timeseries/lastvisited/${visitor}/no`)).json().items as { id: string }[];
    expect(norway.map((item) => item.id)).toEqual([seen[0]?.id]);
  });

  it('answers an empty list for a visitor without visits, and 400 for a malformed id or site', async () => {
    expect((await get(`/api/timeseries/lastvisited/${OTHER_VISITOR}/fi`)).json()).toEqual({ items: [] });
    expect((await get('/api/timeseries/lastvisited/12345/se')).statusCode).toBe(400);
    expect((await get(`/api/timeseries/lastvisited/${VISITOR}/narnia`)).statusCode).toBe(400);
  });

  it('lists the most visited stages of a county in the last 30 days with their counts', async () => {
    const countyId = stages[30]?.countyId ?? '';
    const inCounty = stages.filter((stage) => stage.countyId === countyId);
    expect(inCounty.length).toBeGreaterThanOrEqual(2);
    const [first, second] = inCounty as [(typeof stages)[0], (typeof stages)[0]];
    await db().delete(pageVisits).where(eq(pageVisits.countyId, countyId));
    for (let n = 0; n < 3; n++)
      await visit('stage', second.id, `jmuid=anon-0000000${n}-2222-4333-8444-555555555555`);
    await visit('stage', first.id);
    // An old visit is outside the window.
    await db().insert(pageVisits).values({
      siteKey: 'se',
      visitorId: VISITOR,
      kind: 'stage',
      entityId: first.id,
      countyId,
      visitedAt: sql`now() - interval '31 days'`,
    });

    const response = await get(`/api/timeseries/mostvisited/county/${countyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: second.id, name: second.name, url: second.path, visits: 3 },
      { id: first.id, name: first.name, url: first.path, visits: 1 },
    ]);
  });

  it('answers 400 for a county id that is not a uuid', async () => {
    expect((await get('/api/timeseries/mostvisited/county/stockholm')).statusCode).toBe(400);
  });
});

describe('GET /api/analytics/config', () => {
  it('has no tag-manager id by default', async () => {
    const response = await get('/api/analytics/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tagManagerId: null });
    expect(response.headers['content-security-policy']).not.toContain('googletagmanager');
  });

  it('rejects TAG_MANAGER_IDS that is not JSON of site, environment and GTM id', () => {
    expect(() => configFromEnv({ TAG_MANAGER_IDS: 'GTM-ABC123' })).toThrow(ConfigError);
    expect(() => configFromEnv({ TAG_MANAGER_IDS: '{"narnia":{"prod":"GTM-ABC123"}}' })).toThrow(ConfigError);
    expect(() => configFromEnv({ TAG_MANAGER_IDS: '{"se":{"prod":"UA-1"}}' })).toThrow(ConfigError);
    expect(configFromEnv({}).tagManagerIds).toEqual({});
  });

  describe('with TAG_MANAGER_IDS', () => {
    let database: TestDatabase;
    let app: App;
    beforeAll(async () => {
      database = await createTestDatabase();
      const { tagManagerIds } = configFromEnv({ TAG_MANAGER_IDS: '{"senior":{"local":"GTM-TEST123"}}' });
      app = await buildApp({ ...testConfig, tagManagerIds }, { database: database.handle, logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    it("answers the id of the host's site and environment only, and allows its script origin", async () => {
      const senior = await app.inject({
        method: 'GET',
        url: '/api/analytics/config',
        headers: { host: 'senior.localhost:3000' },
      });
      expect(senior.json()).toEqual({ tagManagerId: 'GTM-TEST123' });
      expect(senior.headers['content-security-policy']).toContain(
        "script-src 'self' https://www.googletagmanager.com",
      );
      const se = await app.inject({
        method: 'GET',
        url: '/api/analytics/config',
        headers: { host: 'localhost:3000' },
      });
      expect(se.json()).toEqual({ tagManagerId: null });
    });
  });
});
