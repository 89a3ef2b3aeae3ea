import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest } from '../../testing/bad-requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

// No input makes a payment simulator answer 5xx (the app-wide fuzz test covers them too; this
// one runs only their routes, so a change here is checked in seconds).
const PREFIXES = ['/swish-simulator', '/svea-simulator', '/nordea-simulator'];
const RUNS_PER_ROUTE = 60;
const SEED = 20_261_124;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('payment simulators under bad input', () => {
  it('answer every generated bad request below 500', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (route) => route.method !== 'OPTIONS' && PREFIXES.some((prefix) => route.url.startsWith(prefix)),
    );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(
          badRequest({ method: route.method, url: route.url, validToken: 'x.y.z' }),
          async (request: InjectOptions) => (await ctx.app.inject(request)).statusCode < 500,
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${route.method} ${route.url}: ${JSON.stringify(result.counterexample?.[0]).slice(0, 400)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
