import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../../../seed/seed-demo-world';
import { type App, buildApp } from '../../app';
import { emailLogin } from '../../modules/account/testing/account-test-app';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { serveMetrics } from './metrics-server';

// Issue 34 item 6: /metrics in Prometheus text on a port of its own, never on the sites' port;
// labels by route pattern, status and template, never a URL or anything personal.

let database: TestDatabase;
let app: App;
let metricsUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.handle.db);
  app = await buildApp({ ...testConfig, pageCacheSeconds: 30 }, { database: database.handle, logger: false });
  await app.ready();
  const address: AddressInfo = await serveMetrics(app, { port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the sample `name{labels}` (labels as printed, in order), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const PERSONAL_NUMBER = '198103159821';
const home = { host: 'localhost' };

describe('/metrics', () => {
  it('answers Prometheus text with the families an operator reads, after a few requests', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.inject({ url: '/', headers: home });
    await app.inject({ url: '/', headers: home });
    await app.inject({
      method: 'POST',
      url: '/api/webvitals/save',
      headers: home,
      payload: {
        id: 'v1-1',
        name: 'LCP',
        value: 1800,
        navigationType: 'navigate',
        rating: 'good',
        path: '/',
        host: 'localhost',
        template: 'start',
      },
    });
    const text = await scrape();
    for (const family of [
      'hemvist_http_request_duration_seconds',
      'hemvist_db_query_duration_seconds',
      'hemvist_db_pool_connections',
      'hemvist_db_pool_waiting',
      'hemvist_page_cache_requests_total',
      'hemvist_upload_bytes_total',
      'hemvist_upload_files_total',
      'hemvist_web_vitals',
      'hemvist_job_queue_depth',
      'hemvist_jobs_total',
      'hemvist_mail_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    expect(
      sample(
        text,
        'hemvist_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'hemvist_page_cache_requests_total{result="hit"}')).toBe(1);
    expect(sample(text, 'hemvist_page_cache_requests_total{result="miss"}')).toBe(1);
    expect(sample(text, 'hemvist_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    // PGlite is one connection; a server's pool has opened some by now, none busy between requests.
    const idle = sample(text, 'hemvist_db_pool_connections{state="idle"}');
    if (app.database.kind === 'pglite') expect(idle).toBe(1);
    else expect(idle).toBeGreaterThan(0);
    expect(sample(text, 'hemvist_db_pool_connections{state="busy"}')).toBe(0);
    expect(sample(text, 'hemvist_db_pool_waiting')).toBe(0);
    expect(sample(text, 'hemvist_web_vitals{quantile="0.75",name="LCP",template="start"}')).toBe(1800);
  });

  it('labels a template no page has as "other", and unmatched paths as one route', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/webvitals/save',
      headers: home,
      payload: {
        id: 'v1-2',
        name: 'CLS',
        value: 0.1,
        navigationType: 'navigate',
        rating: 'good',
        path: '/',
        host: 'localhost',
        template: 'MadeUpTemplate',
      },
    });
    await app.inject({ method: 'DELETE', url: '/no/such/route/at-all' });
    const text = await scrape();
    expect(text).toContain('template="other"');
    expect(text).not.toContain('MadeUpTemplate');
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain('/no/such/route');
  });

  it('carries no personal data in its labels: no e-mail, no personal number, no URL typed', async () => {
    const { response } = await emailLogin(app, 'resident');
    expect(response.statusCode).toBe(200);
    await app.inject({
      url: `/api/residence/${PERSONAL_NUMBER}?email=resident@demo.hemvist.se`,
      headers: home,
    });
    await app.inject({ url: `/sok/?q=${PERSONAL_NUMBER}&mail=resident%40demo.hemvist.se`, headers: home });
    // The samples, without the HELP and TYPE lines.
    const samples = (await scrape())
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    expect(samples).toContain('route="/account_service/login/email"');
    expect(samples).not.toMatch(/@|%40/);
    expect(samples).not.toContain(PERSONAL_NUMBER);
    expect(samples).not.toContain('?');
  });

  it('is not served on the sites’ port, and the metrics port serves nothing else', async () => {
    for (const url of ['/metrics', '/metrics/', '/metrics?format=text']) {
      const response = await app.inject({ url, headers: home });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('hemvist_http_request_duration_seconds');
    }
    const elsewhere = await fetch(metricsUrl.replace('/metrics', '/healthz'));
    expect(elsewhere.status).toBe(404);
  });

  it('stops serving when the app closes', async () => {
    const other = await buildApp(testConfig, { database: database.handle, logger: false });
    await other.ready();
    const { port } = await serveMetrics(other, { port: 0, host: '127.0.0.1' });
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
