import { randomUUID } from 'node:crypto';
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
  users,
  webVitals,
} from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
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

/** A new person with a login token, as the jwtToken cookie carries it. */
async function loggedInUser(): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await db()
    .insert(users)
    .values({ id, email: `${id}@example.se`, firstName: 'Test', lastName: 'Besökare' });
  const { token } = await signLoginToken(ctx.app, { userId: id, bankId: false });
  return { id, token };
}

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

function get(url: string, host = SE, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
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

    const response = await get(`/api/timeseries/lastvisited/${visitor}/se`, SE, cookie);
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

    const norway = (await get(`/api/timeseries/lastvisited/${visitor}/no`, SE, cookie)).json().items as {
      id: string;
    }[];
    expect(norway.map((item) => item.id)).toEqual([seen[0]?.id]);
  });

  it('answers an empty list for a visitor without visits, and 400 for a malformed id or site', async () => {
    expect(
      (await get(`/api/timeseries/lastvisited/${OTHER_VISITOR}/fi`, SE, `jmuid=${OTHER_VISITOR}`)).json(),
    ).toEqual({ items: [] });
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

  it("answers only the caller's own jmuid: another id, or none, is 403 and reveals nothing", async () => {
    const stage = stages[40];
    if (!stage) throw new Error('41 stages');
    const owner = 'anon-bbbbbbbb-2222-4333-8444-555555555555';
    await visit('stage', stage.id, `jmuid=${owner}`);
    const url = `/api/timeseries/lastvisited/${owner}/se`;
    expect((await get(url, SE, `jmuid=${owner}`)).json().items).toHaveLength(1);
    // A stranger who learnt the id: with their own jmuid, with none, or logged in.
    for (const cookie of [`jmuid=${OTHER_VISITOR}`, undefined, 'jmuid=tracking-123']) {
      const response = await get(url, SE, cookie);
      expect(response.statusCode, String(cookie)).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code).toBe('FORBIDDEN');
      expect(response.body).not.toContain(stage.id);
    }
    const stranger = await loggedInUser();
    const asUser = await get(url, SE, `jmuid=${OTHER_VISITOR}; jwtToken=${stranger.token}`);
    expect(asUser.statusCode).toBe(403);
    // The answer is the caller's own: no shared cache may keep it.
    expect((await get(url, SE, `jmuid=${owner}`)).headers['cache-control']).toBe('private, no-store');
  });

  describe('a logged-in visitor', () => {
    const phone = 'anon-cccccccc-2222-4333-8444-555555555555';
    const laptop = 'anon-dddddddd-2222-4333-8444-555555555555';

    const visitAs = (entityId: string, jmuid: string, token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/timeseries/visit',
        headers: {
          host: SE,
          cookie: `jmuid=${jmuid}; jwtToken=${token}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ kind: 'stage', entityId }),
      });
    const lastAs = async (jmuid: string, token?: string) => {
      const cookie = token ? `jmuid=${jmuid}; jwtToken=${token}` : `jmuid=${jmuid}`;
      const response = await get(`/api/timeseries/lastvisited/${jmuid}/se`, SE, cookie);
      expect(response.statusCode).toBe(200);
      return (response.json().items as { id: string }[]).map((item) => item.id);
    };

    it('finds the visits made while logged in on any browser they log in on, newest first', async () => {
      const [before, first, second] = [stages[50], stages[51], stages[52]];
      if (!before || !first || !second) throw new Error('53 stages');
      const user = await loggedInUser();
      // On the phone: one stage before logging in, two after.
      await visit('stage', before.id, `jmuid=${phone}`);
      expect((await visitAs(first.id, phone, user.token)).statusCode).toBe(204);
      expect((await visitAs(second.id, phone, user.token)).statusCode).toBe(204);
      const rows = await db().select().from(pageVisits).where(eq(pageVisits.entityId, second.id));
      expect(rows.map((row) => row.visitorId)).toEqual([`user-${user.id}`]);

      // The phone, logged in: its own visit and the user's.
      expect(await lastAs(phone, user.token)).toEqual([second.id, first.id, before.id]);
      // The laptop, logged in as the same user: the user's visits, not the phone's anonymous one.
      expect(await lastAs(laptop, user.token)).toEqual([second.id, first.id]);
      // The laptop after logging out, and the phone after logging out: only the device's own.
      expect(await lastAs(laptop)).toEqual([]);
      expect(await lastAs(phone)).toEqual([before.id]);
      // Another user on the laptop sees none of them.
      const other = await loggedInUser();
      expect(await lastAs(laptop, other.token)).toEqual([]);
    });

    it('records nothing without the jmuid cookie (no statistics consent), logged in or not', async () => {
      const stage = stages[53];
      if (!stage) throw new Error('54 stages');
      const user = await loggedInUser();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/timeseries/visit',
        headers: {
          host: SE,
          cookie: `jwtToken=${user.token}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ kind: 'stage', entityId: stage.id }),
      });
      expect(response.statusCode).toBe(204);
      expect(await db().$count(pageVisits, eq(pageVisits.entityId, stage.id))).toBe(0);
    });

    it('counts a logged-in visit once in most visited', async () => {
      const stage = stages[60];
      if (!stage) throw new Error('61 stages');
      await db().delete(pageVisits).where(eq(pageVisits.countyId, stage.countyId));
      const user = await loggedInUser();
      await visitAs(stage.id, phone, user.token);
      await visit('stage', stage.id, `jmuid=${laptop}`);
      const items = (await get(`/api/timeseries/mostvisited/county/${stage.countyId}`)).json().items;
      expect(items).toEqual([{ id: stage.id, name: stage.name, url: stage.path, visits: 2 }]);
    });
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
