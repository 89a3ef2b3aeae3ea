import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostOf, pagePaths } from '../../bench/bench-pages';
import { freePort, type PortalServer, startPortal } from './testing/portal-server';

// Pages render on render threads in the build that ships (ssr/page-renderer.ts, ADR 0023). The
// same database served by a server rendering on its request thread must give the same pages,
// byte for byte but for each answer's CSP nonces and each server's port: a render thread has
// nothing but the payload.

/** A page as either server answers it: each answer has its own CSP nonces, each server its own port. */
const comparable = (html: string, port: number) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(`:${port}/`, ':PORT/');

/** Where two pages part, with some markup on either side; undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}:\n  ${a.slice(Math.max(at - 120, 0), at + 120)}\n  ${b.slice(Math.max(at - 120, 0), at + 120)}`;
}

let threaded: PortalServer;
let unthreaded: PortalServer;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  const template = inject('demoWorldTemplate');
  // Each a copy of the one seeded demo world (on PGlite, each seeds the same world).
  [threaded, unthreaded] = await Promise.all([
    startPortal({ template, env: { RENDER_THREADS: '1', METRICS_PORT: String(metricsPort) } }),
    startPortal({ template, env: { RENDER_THREADS: '0' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([threaded?.stop(), unthreaded?.stop()]);
});

describe('pages rendered on a render thread', () => {
  it('the built server renders on one, and says so on /metrics', async () => {
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^hemvist_page_render_threads 1$/m);
    expect(metrics).toMatch(/^hemvist_page_renders_queued 0$/m);
  });

  for (const site of ['se', 'no', 'fi'] as const) {
    it(`${site}: every measured page is the page the request thread renders`, async () => {
      const paths = await pagePaths(threaded.origin(), site);
      const host = hostOf(site);
      for (const [kind, pagePath] of Object.entries({ ...paths, missing: '/no-such-page-here/' })) {
        const [onThread, onRequestThread] = await Promise.all([
          threaded.fetchPage(host, pagePath),
          unthreaded.fetchPage(host, pagePath),
        ]);
        expect(onThread.status, `${site} ${kind}`).toBe(kind === 'missing' ? 404 : 200);
        expect(onThread.status).toBe(onRequestThread.status);
        expect(onThread.html).toContain('id="hemvist-state"');
        const difference = firstDifference(
          comparable(onThread.html, threaded.port),
          comparable(onRequestThread.html, unthreaded.port),
        );
        expect(difference, `${site} ${kind}`).toBeUndefined();
      }
    });
  }
});
