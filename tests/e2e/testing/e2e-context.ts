import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { type PortalServer, startPortal } from './portal-server';

export interface E2eContext {
  portal: PortalServer;
  browser: Browser;
}

/** One portal (with its own database, a copy of the seeded one where there is one) and one Chromium per test file. */
export function setUpE2eContext(): E2eContext {
  const context = {} as E2eContext;
  beforeAll(async () => {
    [context.portal, context.browser] = await Promise.all([
      startPortal({ template: inject('demoWorldTemplate') }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.portal?.stop();
  });
  return context;
}
