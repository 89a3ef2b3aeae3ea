import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../app';
import { HttpError } from '../http-error';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('error handler', () => {
  let app: App;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Behind a trusted proxy (the loopback of inject), whose X-Request-Id the answers carry.
    app = await buildApp(
      { ...testConfig, trustProxy: ['127.0.0.1'] },
      { database: database.handle, logger: false },
    );
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/test/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    routes.get('/test/forbidden', async () => {
      throw new HttpError('FORBIDDEN', 'Not your errand');
    });
    routes.get(
      '/test/validated',
      { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1) }) } },
      async () => 'ok',
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('hides internals on 5xx and returns the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/test/boom',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
      requestId: 'req-42',
    });
    expect(response.body).not.toContain('secret');
  });

  it('gives 4xx answers a stable code and the message', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Not your errand' });
  });

  it('answers invalid input with 400 VALIDATION_FAILED naming the field', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/validated?limit=-3' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; issues: { path: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues[0]?.path).toBe('query.limit');
  });

  it('answers an unknown API route with 404 NOT_FOUND', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows the page again for a page form the browser sent itself (before hydration), never another site', async () => {
    const early = (url: string, accept = 'text/html,application/xhtml+xml') =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
        payload: 'email=a%40example.se&password=hemligt-1234',
      });
    const page = await early('/skapa-konto/?from=start');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/skapa-konto/?from=start');
    expect(page.body).not.toContain('hemligt');
    for (const away of ['//evil.example/', '/\\evil.example/'])
      expect((await early(away)).headers.location).toBe('/');
    // Not a browser's page form: an API client still gets the catalogue's 404.
    const client = await early('/api/nothing-here', 'application/json');
    expect(client.statusCode).toBe(404);
    expect(client.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('names a body that is not JSON MALFORMED_BODY, and an unread content type UNSUPPORTED_MEDIA_TYPE', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/textsearch',
      headers: { 'content-type': 'application/json' },
      payload: '{"siteId": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'MALFORMED_BODY' });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/textsearch',
      headers: { 'content-type': 'application/xml' },
      payload: '<search/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it("answers a contract's field its own code, with one issue per field", async () => {
    const search = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/residence/search_object', payload });
    const badSort = await search({ sort: 'nonsense' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({ code: 'INVALID_SORT', issues: [{ path: 'sort' }] });
    const two = (await search({ sort: 'nonsense', limit: -1 })).json() as {
      issues: { path: string }[];
      requestId: string;
    };
    expect(two.issues.map((issue) => issue.path).sort()).toEqual(['limit', 'sort']);
    expect(two.requestId).toBeTruthy();
  });
});
