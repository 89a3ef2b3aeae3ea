import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoWorld } from '../../seed/seed-demo-world';
import { type App, buildApp } from './app';
import { emailLogin } from './modules/account/testing/account-test-app';
import type { RegisteredRoute } from './plugins/route-registry';
import { badRequest } from './testing/bad-requests';
import { testConfig } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// Issue 9 item 5: no input makes the server answer 5xx. Every registered route (the OpenAPI
// document's and the hidden ones) gets RUNS_PER_ROUTE generated bad requests, anonymous and
// with a valid login, with a fixed seed so a failure replays the same way.
const RUNS_PER_ROUTE = 200;
const SEED = 20_261_123;

type JsonSchema = Parameters<typeof badRequest>[0]['body'];

/** The JSON schema of a zod request schema, or undefined where it has none or cannot be drawn. */
function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** `/a/{id}` in the OpenAPI document is `/a/:id` in Fastify. */
function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

describe('bad input never answers 5xx', () => {
  let app: App;
  let database: TestDatabase;
  /** The error lines the app logged, so a failure says what broke as well as what was sent. */
  const errorLog: string[] = [];
  let routes: RegisteredRoute[];
  let validToken = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoWorld(database.handle.db);
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        errorLog.push(String(chunk));
        callback();
      },
    });
    app = await buildApp(testConfig, { database: database.handle, logger: { level: 'error', stream } });
    await app.ready();
    routes = app.registeredRoutes.filter((route) => route.method !== 'OPTIONS');
    validToken = (await emailLogin(app, 'resident')).body.token ?? '';
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('fuzzes every route of the OpenAPI document', async () => {
    expect(validToken).not.toBe('');
    const response = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const documented = Object.entries(
      (response.json() as { paths: Record<string, Record<string, unknown>> }).paths,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`),
    );
    // A prefixed plugin's '/' route is documented with its slash and may be registered without.
    const key = (route: string) => route.replace(/\/$/, '');
    const registered = new Set(routes.map((route) => key(`${route.method} ${route.url}`)));
    expect(documented.filter((route) => !registered.has(key(route)))).toEqual([]);
    expect(routes.length).toBeGreaterThan(documented.length / 2);
  });

  it('answers every generated bad request below 500', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const arbitrary = badRequest({
        method: route.method,
        url: route.url,
        body: jsonSchemaOf(route.schema?.body),
        querystring: jsonSchemaOf(route.schema?.querystring),
        validToken,
      });
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (request: InjectOptions) => {
          errorLog.length = 0;
          const answer = await app.inject(request);
          return answer.statusCode < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const request = result.counterexample?.[0];
        const logged = errorLog.map(
          (line) => (JSON.parse(line) as { err?: { message?: string } }).err?.message,
        );
        failures.push(
          `${route.method} ${route.url}: ${JSON.stringify(request).slice(0, 600)}\n  logged: ${logged.join(' | ').slice(0, 400)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
