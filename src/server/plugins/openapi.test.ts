import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /docs/openapi.json', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('documents every API route with its responses and hides page HTML', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: object }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/api/system/navigation/get',
        '/api/system/navigation/get/en',
        '/GetViewModel',
      ]),
    );
    expect(paths).not.toContain('/*');
    expect(Object.keys(document.paths['/GetViewModel']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '404', '500']),
    );
  });
});
