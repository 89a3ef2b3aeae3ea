import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CATALOGUE } from '../../shared/api/api-error';
import type { RegisteredRoute } from '../plugins/route-registry';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ACCESS_MEANINGS } from './auth/access';

// The simulators stand in for outside systems and speak their protocols (BankID RP API v6,
// OpenID Connect through oidc-provider, Swish, a card checkout, bank payment initiation), errors included: they are not this API, so they are
// not declared by its contracts nor listed in its document.
const SIMULATOR_PREFIXES = [
  '/bankid-simulator',
  '/eident-simulator/',
  '/swish-simulator',
  '/svea-simulator',
  '/nordea-simulator',
];

interface OpenApiDocument {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[] }>>;
}

/** `/notifications/:siteKey` → `/notifications/{siteKey}`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('every route and /docs/openapi.json', () => {
  let ctx: TestApp;
  let document: OpenApiDocument;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
    routes = ctx.app.registeredRoutes.filter(
      (route) => !SIMULATOR_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
    );
  });
  afterAll(() => ctx.close());

  it('finds the routes of every module (the enumeration itself works)', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'POST /api/residence/search_object',
        'POST /api/textsearch',
        'POST /account_service/login/email',
        'GET /notifications/:siteKey',
        'POST /api/webvitals/save',
        'GET /media/generated/:kind/:file',
        'GET /*',
      ]),
    );
    expect(routes.length).toBeGreaterThan(60);
  });

  it('registers every route from a contract that declares its access and responses', () => {
    const undeclared = routes
      .filter((route) => !route.config?.contract || !route.config.access)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const schema = route.schema as Record<string, unknown>;
      expect(Object.keys((schema.response ?? {}) as object), name).not.toHaveLength(0);
      if (route.url.includes(':')) expect(schema.params, `${name} declares its params`).toBeDefined();
    }
  });

  it('lists every route that is not a page in the document, with each declared status', () => {
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const contract = route.config?.contract;
      // HEAD twins are documented by their GET.
      if (!contract || contract.hide || route.method === 'HEAD') continue;
      const operation = document.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${name} is in /docs/openapi.json`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {});
      for (const status of Object.keys(contract.responses)) expect(statuses, name).toContain(status);
      // Each error code the contract may answer has its status documented.
      for (const code of contract.errorCodes)
        expect(statuses, `${name}: ${code}`).toContain(String(API_ERROR_CATALOGUE[code].status));
    }
  });

  it('hides only pages and developer pages, never an API route', () => {
    const hidden = routes
      .filter((route) => route.config?.contract?.hide)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(hidden).toEqual([
      'GET /*',
      'GET /dev/outbox',
      'GET /docs/openapi.json',
      'GET /favicon.svg',
      'POST /dev/saved-searches/copy-home',
      'POST /dev/saved-searches/run',
    ]);
    expect(Object.keys(document.paths)).not.toContain('/*');
  });

  it('documents the error catalogue', () => {
    for (const code of Object.keys(API_ERROR_CATALOGUE)) expect(document.info.description).toContain(code);
  });

  it('documents every access level, private among them', () => {
    for (const access of Object.keys(ACCESS_MEANINGS))
      expect(document.info.description).toContain(`- \`${access}\`: `);
    expect(document.info.description).toContain('- `private`: ');
  });
});
