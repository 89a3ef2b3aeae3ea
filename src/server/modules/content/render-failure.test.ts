import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../web/i18n/resources/en';
import { sv } from '../../../web/i18n/resources/sv';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addPageResolver } from './page-resolvers';

// A page whose template cannot render its view model answers the 500 page in the site's
// language: never a half-written document, never the error's own words. Here a resolver hands
// over an article without its blocks, as a bug in one could; the article template then throws
// while the server renders it. The pages after it render as before.

const BROKEN = '/trasig-artikel/';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  addPageResolver(ctx.app, async ({ path }) =>
    path.endsWith(BROKEN)
      ? {
          id: 'broken-article',
          template: 'article',
          viewModel: { heading: 'Artikeln som inte går att visa', preamble: '', publishedDate: '2026-11-30' },
          seo: { title: 'Artikeln som inte går att visa', description: '' },
          breadcrumbs: [],
        }
      : null,
  );
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.database.dispose();
});

describe('a page that fails to render', () => {
  it.each([
    ['localhost', BROKEN, 'sv-SE', sv.errors.serverErrorTitle],
    ['localhost', `/en${BROKEN}`, 'en', en.errors.serverErrorTitle],
  ])('%s%s answers the 500 page in %s', async (host, url, lang, title) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body.startsWith('<!doctype html>')).toBe(true);
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.body).toContain(title);
    expect(response.body).toContain('</html>');
    // Nothing of the page that failed, nor of the failure, reaches the visitor.
    expect(response.body).not.toContain('Artikeln som inte går att visa');
    expect(response.body).not.toMatch(/TypeError|blocks|at \w+ \(/);
  });

  it('leaves the next page to render as before', async () => {
    const broken = await ctx.app.inject({ method: 'GET', url: BROKEN, headers: { host: 'localhost' } });
    expect(broken.statusCode).toBe(500);
    const start = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('<html lang="sv-SE"');
    expect(start.body).not.toContain(sv.errors.serverErrorTitle);
  });
});
