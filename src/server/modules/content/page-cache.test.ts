import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../../../seed/seed-demo-world';
import { requireRoute } from '../../../shared/sites/routes';
import { type App, buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { emailLogin } from '../account/testing/account-test-app';
import { preferredEncoding } from './page-cache';

// Issue 11 item 5: anonymous pages from a short shared cache, on two instances of one database.

let database: TestDatabase;
let secondConnection: DatabaseHandle;
let first: App;
let second: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.handle.db);
  secondConnection = database.connectAgain();
  const config = { ...testConfig, pageCacheSeconds: 600 };
  first = await buildApp(config, { database: database.handle, logger: false });
  second = await buildApp(config, { database: secondConnection, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondConnection?.close();
  await database?.dispose();
});

const page = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('anonymous page cache', () => {
  it('serves the same bytes again from the cache, with an ETag a CDN and the browser can use', async () => {
    const fresh = await page(first, '/kundservice/');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    const cached = await page(first, '/kundservice/');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.rawPayload.equals(fresh.rawPayload)).toBe(true);
    expect(cached.headers.etag).toBe(fresh.headers.etag);
    expect(cached.headers['cache-control']).toMatch(/public.*s-maxage=600.*stale-while-revalidate=600/);
    expect(String(cached.headers.vary)).toMatch(/cookie/);
    // The cached HTML keeps its nonce; the policy sent with it names the same one.
    const nonce = /nonce="([^"]+)"/.exec(cached.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(cached.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);

    const unchanged = await page(first, '/kundservice/', { 'if-none-match': String(fresh.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('keeps the page compressed: Brotli or gzip as the client accepts, the same page in each', async () => {
    const plain = await page(first, '/om-oss/');
    const brotli = await page(first, '/om-oss/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page(first, '/om-oss/', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['x-page-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const answer of [plain, brotli, gzip])
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/);
    // Each representation has its own ETag, and a 304 only for its own.
    expect(new Set([plain, brotli, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
    const again = { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) };
    expect((await page(first, '/om-oss/', again)).statusCode).toBe(304);
    const otherTag = { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) };
    expect((await page(first, '/om-oss/', otherTag)).statusCode).toBe(200);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('reads each Accept-Encoding right however many different ones clients send', () => {
    for (let index = 0; index < 200; index++) {
      expect(preferredEncoding(`x-${index}, gzip`)).toBe('gzip');
      expect(preferredEncoding(`br;q=0, x-${index}`)).toBeUndefined();
      expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    }
  });

  it('keys on host and query: another site or another query is another page', async () => {
    await page(first, '/kundservice/?a=1');
    expect((await page(first, '/kundservice/?a=2')).headers['x-page-cache']).toBe('miss');
    expect((await page(first, '/', { host: 'no.localhost' })).headers['x-page-cache']).toBe('miss');
  });

  it('never gives a logged-in visitor the anonymous page, nor stores theirs', async () => {
    await page(first, '/');
    expect((await page(first, '/')).headers['x-page-cache']).toBe('hit');
    const { body } = await emailLogin(first, 'resident');
    const loggedIn = await page(first, '/', { cookie: `jwtToken=${body.token}` });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['x-page-cache']).toBeUndefined();
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const viaBearer = await page(first, '/', { authorization: `Bearer ${body.token}` });
    expect(viaBearer.headers['x-page-cache']).toBeUndefined();
    // The anonymous entry is still the anonymous page.
    expect((await page(first, '/')).headers['x-page-cache']).toBe('hit');
  });

  it('stores no account, booking or my-pages page, even for an anonymous visitor', async () => {
    const paths = (
      ['login', 'createAccount', 'forgotPassword', 'consent', 'clickToBuyInfo', 'myPages'] as const
    ).map((purpose) => requireRoute('se', purpose));
    for (const path of paths) {
      const again = await page(first, path).then(() => page(first, path));
      expect(again.headers['x-page-cache'], path).toBeUndefined();
      // My pages send an anonymous visitor to the login; the others show their page, for no one else.
      if (path === requireRoute('se', 'myPages')) expect(again.statusCode).toBe(302);
      else expect([again.statusCode, again.headers['cache-control']], path).toEqual([200, 'no-store']);
    }
  });

  it('stores no page whose answer sets a cookie', async () => {
    const app = await buildApp(
      { ...testConfig, pageCacheSeconds: 600 },
      { database: database.handle, logger: false },
    );
    // A hook that sets a cookie on one page's answer, as a later feature might, the way the
    // server sets every cookie (Fastify's cookie plugin, which writes the header on send).
    app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/kundservice/?with=cookie') reply.setCookie('seen', '1', { path: '/' });
    });
    await app.ready();
    try {
      for (let visit = 0; visit < 2; visit++) {
        const answer = await page(app, '/kundservice/?with=cookie');
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['set-cookie']).toMatch(/^seen=1/);
        expect(answer.headers['x-page-cache']).toBeUndefined();
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers.etag).toBeUndefined();
      }
      await page(app, '/kundservice/');
      expect((await page(app, '/kundservice/')).headers['x-page-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });

  it('shows a content change on the next request on both instances', async () => {
    for (const app of [first, second]) {
      await page(app, '/kundservice/');
      expect((await page(app, '/kundservice/')).headers['x-page-cache']).toBe('hit');
    }
    await database.handle.db.execute(
      sql`update pages set seo = jsonb_set(seo, '{title}', to_jsonb('Kundservice, nya öppettider'::text))
          where site_key = 'se' and path = '/kundservice/'`,
    );
    // The notification reaches each instance asynchronously; then the next request renders anew.
    for (const app of [first, second]) {
      await expect
        .poll(async () => (await page(app, '/kundservice/')).body)
        .toContain('Kundservice, nya öppettider');
    }
  });

  type Project = { id: string; name: string };
  it('shows a catalogue change in the start page’s projects on both instances, logged in too', async () => {
    const { body } = await emailLogin(first, 'resident');
    const headers = { cookie: `jwtToken=${body.token}` };
    const projectsOf = async (app: App) => {
      const answer = await page(app, '/GetViewModel', headers);
      const payload = answer.json() as { template: { viewModel: { sales: { projects: Project[] } } } };
      return payload.template.viewModel.sales.projects;
    };
    const [project] = await projectsOf(first);
    expect(project).toBeDefined();
    for (const app of [first, second]) expect((await page(app, '/', headers)).body).toContain(project.name);
    await database.handle.db.execute(
      sql`update residence_stages set name = ${`${project.name} (etapp 2)`} where id = ${project.id}`,
    );
    for (const app of [first, second]) {
      await expect
        .poll(async () => (await page(app, '/', headers)).body)
        .toContain(`${project.name} (etapp 2)`);
    }
  });
});
