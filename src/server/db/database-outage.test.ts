import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sv } from '../../web/i18n/resources/sv';
import { type App, buildApp } from '../app';
import { TcpProxy } from '../testing/tcp-proxy';
import { testConfig } from '../testing/test-app';
import { createWireDatabase, type WireDatabase } from '../testing/wire-database';
import { type DatabaseHandle, openDatabase } from './client';

// The app's pg pool reaches its database through a TCP proxy that the test cuts, resets and
// stalls, as a failing network or data centre would. While it fails, API calls answer 503
// DATABASE_UNAVAILABLE with Retry-After, pages the 503 page and /healthz 503; once the
// network is back, the same app answers 200 again without a restart. On the PostgreSQL run the
// proxy fronts the DATABASE_URL server, on the PGlite run an in-memory PGlite served over TCP.

let wire: WireDatabase;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let app: App;

beforeAll(async () => {
  wire = await createWireDatabase();
  const target = new URL(wire.url);
  proxy = await TcpProxy.start(target.hostname, Number(target.port));
  handle = openDatabase(
    { kind: 'postgres', url: proxy.route(wire.url), timeouts: { connectMs: 1_000, statementMs: 1_000 } },
    { maxConnections: wire.maxConnections },
  );
  app = await buildApp(testConfig, { database: handle, logger: false });
  await app.ready();
});

afterAll(async () => {
  await proxy?.restore();
  await app?.close();
  await handle?.close();
  await proxy?.close();
  await wire?.dispose();
});

const api = () =>
  app.inject({ method: 'GET', url: '/api/system/navigation/get', headers: { host: 'localhost' } });
const page = () =>
  app.inject({ method: 'GET', url: '/', headers: { host: 'localhost', accept: 'text/html' } });
const health = () => app.inject({ method: 'GET', url: '/healthz' });

/** Polls until the app answers 200 again; the test's own timeout bounds the wait. */
async function recovered(request: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  for (;;) {
    const response = await request();
    if (response.statusCode === 200) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

async function expectOutage() {
  expectUnavailable(await api());
  const html = await page();
  expect(html.statusCode).toBe(503);
  expect(html.body).toContain(sv.errors.serviceUnavailableTitle);
  expect(html.headers['retry-after']).toBeDefined();
  const healthz = await health();
  expect(healthz.statusCode).toBe(503);
  expect(healthz.json()).toMatchObject({ status: 'unavailable', database: 'down' });
}

async function expectRecovery() {
  await proxy.restore();
  expect((await recovered(api)).json()).toHaveProperty('navigation');
  expect((await recovered(health)).json()).toMatchObject({ status: 'ok', schema: 'current' });
}

describe('the database behind a failing network', () => {
  it('answers 200 through the proxy while the network forwards', async () => {
    expect((await api()).statusCode).toBe(200);
    expect((await health()).json()).toMatchObject({ status: 'ok', database: 'up', schema: 'current' });
  });

  it('answers 503 while connections are cut and refused, and 200 once they are back', async () => {
    await proxy.cut();
    await expectOutage();
    await expectRecovery();
  });

  it('answers 503 while every new connection is reset, and 200 once it is not', async () => {
    proxy.reset();
    await expectOutage();
    await expectRecovery();
  });

  it('answers 503 while the database stalls, instead of hanging, and 200 once it answers', async () => {
    // Warm the pool first: the stall then hits established connections, not only new ones.
    expect((await api()).statusCode).toBe(200);
    proxy.stall();
    await expectOutage();
    await expectRecovery();
  });
});
