import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_HOSTS } from '../../../shared/sites/hosts';
import { MY_PAGES_PURPOSES, routeFor } from '../../../shared/sites/routes';
import { pages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';

// ADR 0020: login is off on the contractor site, and login off wins over the spec's reduced
// my-pages list. Every my-pages URL there is simply not found — not a redirect to a login the
// site does not have — whoever asks, and no page of the site links to one.

const CONTRACTOR = LOCAL_HOSTS.contractor[0] ?? 'entreprenad.localhost';
/** The paths the Swedish table gives the my-pages family: what a visitor might type on the site. */
const MY_PAGES_PATHS = MY_PAGES_PURPOSES.flatMap((purpose) => routeFor('se', purpose) ?? []);

let ctx: TestApp;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const { body } = await emailLogin(ctx.app, 'vip', { host: SE_HOST, ip: freshIp() });
  token = body.token ?? '';
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: CONTRACTOR, ...headers } });

describe('the contractor site has no my pages (ADR 0020)', () => {
  it('answers 404 on every my-pages and login URL, logged in or not', async () => {
    expect(MY_PAGES_PATHS).toContain('/mina-sidor/');
    expect(MY_PAGES_PATHS).toContain('/mina-sidor/arenden/');
    expect(token).not.toBe('');
    for (const path of [...MY_PAGES_PATHS, '/mina-sidor/tidslinje/payment/', '/logga-in/', '/skapa-konto/']) {
      const anonymous = await get(path);
      expect(anonymous.statusCode, path).toBe(404);
      expect(anonymous.headers.location, path).toBeUndefined();
      const loggedIn = await get(path, { cookie: `jwtToken=${token}` });
      expect(loggedIn.statusCode, path).toBe(404);
    }
  });

  it('answers 404, not a login redirect, even for a page stored behind login there', async () => {
    await ctx.database.handle.db.insert(pages).values({
      siteKey: 'contractor',
      path: '/mina-sidor/nyheter/',
      template: 'my-pages',
      seo: { title: 'Nyheter', description: 'x' },
      requiresLogin: true,
    });
    const response = await get('/mina-sidor/nyheter/');
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    // The same kind of row on the Swedish site still sends an anonymous visitor to log in.
    const swedish = await ctx.app.inject({ method: 'GET', url: '/mina-sidor/', headers: { host: SE_HOST } });
    expect(swedish.statusCode).toBe(302);
    expect(swedish.headers.location).toContain('/logga-in/');
  });

  it('answers 404 from the my-pages API on the contractor host', async () => {
    const response = await get('/my_pages/overview', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('links to no my-pages or login page from its start page', async () => {
    const html = (await get('/')).body;
    expect(html).not.toMatch(/href="\/(mina-sidor|logga-in|skapa-konto)\//);
  });
});
