import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemoWorld } from '../../../seed/seed-demo-world';
import { type App, buildApp } from '../../../src/server/app';
import { paymentServicesOf } from '../../../src/server/providers/payments/payment-providers';
import { testConfig } from '../../../src/server/testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../src/server/testing/test-database';
import { launchBrowser } from './browser';

// The payment pages' browser tests run the app in their own process (with the built client,
// HEMVIST_DIST_DIR or dist/), not as a spawned portal (portal-server.ts): the test sets payments
// and bookings up in the database and acts as the payer's phone through the Swish simulator.

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface PaymentContext {
  app: App;
  database: TestDatabase;
  browser: Browser;
  /** The listening app's base URL on the Swedish site's host (localhost). */
  origin: string;
}

/** One in-process app (with its own seeded database) and one Chromium per test file. */
export function setUpPaymentContext(): PaymentContext {
  const context = {} as PaymentContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await seedDemoWorld(context.database.handle.db);
    const config = {
      ...testConfig,
      clientDistDir: path.join(root, process.env.HEMVIST_DIST_DIR ?? 'dist', 'client'),
    };
    [context.app, context.browser] = await Promise.all([
      buildApp(config, { database: context.database.handle, logger: false }),
      launchBrowser(),
    ]);
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    context.origin = address.replace('127.0.0.1', 'localhost');
  }, 180_000);
  afterAll(async () => {
    await context.browser?.close();
    await context.app?.close();
    await context.database?.dispose();
  });
  return context;
}

/** The id of the open Swish request (the one the payer has yet to answer), once there is one. */
export async function openSwishRequest(app: App): Promise<string> {
  const swish = paymentServicesOf(app).simulators.swish;
  if (!swish) throw new Error('the Swish simulator is off');
  let open: string | undefined;
  await expect
    .poll(async () => {
      open = (await swish.list()).find((request) => request.payment.status === 'CREATED')?.payment.id;
      return open;
    })
    .toBeTruthy();
  return open ?? '';
}

/** The payer's phone: pays the open Swish request, as the Swish tester page would. */
export async function payOpenSwishRequest(app: App): Promise<void> {
  const id = await openSwishRequest(app);
  await paymentServicesOf(app).simulators.swish?.pay(id);
}
