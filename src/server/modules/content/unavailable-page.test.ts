import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../web/i18n/resources/en';
import { fi } from '../../../web/i18n/resources/fi';
import { no } from '../../../web/i18n/resources/no';
import { sv } from '../../../web/i18n/resources/sv';
import { createTestApp, type TestApp } from '../../testing/test-app';

// With the database gone (its connection closed under the running app), a page answers the
// 503 page in the site's language and says when to retry; the view model and the API answer
// 503 too, never a 500. Cut and stalled networks are covered in db/database-outage.test.ts.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await ctx.database.handle.close();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.database.dispose().catch(() => undefined);
});

describe('pages while the database is unavailable', () => {
  it.each([
    ['localhost', '/', 'sv-SE', sv.errors.serviceUnavailableTitle],
    ['localhost', '/en/', 'en', en.errors.serviceUnavailableTitle],
    ['no.localhost', '/', 'nb-NO', no.errors.serviceUnavailableTitle],
    ['fi.localhost', '/', 'fi-FI', fi.errors.serviceUnavailableTitle],
  ])('%s%s answers the 503 page in %s', async (host, url, lang, title) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.body).toContain(title);
  });

  it('answers the view model with the 503 template for client navigation', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/om-oss/GetViewModel',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({
      template: { currentComponent: '503' },
      context: { statusCode: 503, path: '/om-oss/' },
      dataLayer: expect.arrayContaining([{ event: 'error', errorType: '503', path: '/om-oss/' }]),
    });
  });

  it('answers API calls 503 DATABASE_UNAVAILABLE with Retry-After', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/system/navigation/get',
      headers: { host: 'localhost', 'x-request-id': 'outage-1' },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // The request's own id (a client's X-Request-Id counts only from a trusted proxy).
    expect(response.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.any(String),
      requestId: response.headers['x-request-id'],
    });
  });
});
