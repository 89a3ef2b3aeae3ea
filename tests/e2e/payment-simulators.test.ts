import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartPaymentInput } from '../../src/server/providers/payments/payment-provider';
import { paymentServicesOf } from '../../src/server/providers/payments/payment-providers';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { axeViolations, launchBrowser, openPage } from './testing/browser';

// The payment simulators' tester pages in Chromium: server-rendered forms without scripts,
// under the portal's CSP. The app runs in-process (no build needed: these pages are plain HTML
// from the server); payments are started through the app's own providers, as the booking does.

let ctx: TestApp;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  [ctx, browser] = await Promise.all([createTestApp({ seed: false }), launchBrowser()]);
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await browser?.close();
  await ctx?.close();
});

const input = (returnPath: string): StartPaymentInput => ({
  attemptId: randomUUID(),
  amountMinor: 150_000,
  currency: 'SEK',
  reference: 'BK4004',
  message: 'Bokningsavgift',
  // Nothing listens there: the simulator records the failed delivery on its page.
  callbackUrl: 'http://127.0.0.1:9/callback',
  returnUrl: `${origin}${returnPath}`,
});

describe('payment simulator tester pages', () => {
  for (const width of [1280, 390]) {
    it(`pass axe at ${width} px: Swish list and app page, card list and checkout, bank list and signing page`, async () => {
      const providers = paymentServicesOf(ctx.app).providers;
      const swish = await providers.swish.start(input('/swish-simulator/'));
      const card = await providers.card.start(input('/svea-simulator/'));
      const bank = await providers.bank.start(input('/nordea-simulator/'));
      if (
        swish.browser.kind !== 'swish-app' ||
        card.browser.kind !== 'redirect' ||
        bank.browser.kind !== 'redirect'
      ) {
        throw new Error('unexpected browser actions');
      }
      const { page } = await openPage(browser, width, 900);
      for (const path of [
        '/swish-simulator/',
        swish.browser.appUrl,
        '/svea-simulator/',
        card.browser.url,
        '/nordea-simulator/',
        bank.browser.url,
      ]) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), path).toBe(200);
        expect(await page.getByRole('main').count(), path).toBe(1);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }

  it('lets a keyboard user pay on the card checkout and confirm on the bank page', async () => {
    const providers = paymentServicesOf(ctx.app).providers;
    const card = await providers.card.start(input('/svea-simulator/'));
    const bank = await providers.bank.start(input('/nordea-simulator/'));
    if (card.browser.kind !== 'redirect' || bank.browser.kind !== 'redirect')
      throw new Error('not redirects');
    const { page } = await openPage(browser);

    await page.goto(`${origin}${card.browser.url}`);
    await page.getByRole('button', { name: 'Pay with test card' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/svea-simulator/`);
    expect(await providers.card.status(card.providerPaymentId)).toMatchObject({ state: 'paid' });

    await page.goto(`${origin}${bank.browser.url}`);
    await page.getByRole('button', { name: 'Confirm payment' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/nordea-simulator/`);
    expect(await providers.bank.status(bank.providerPaymentId)).toMatchObject({
      providerStatus: 'Confirmed',
    });
  });

  it('pays a Swish request from the app page and offers the way back to the shop', async () => {
    const providers = paymentServicesOf(ctx.app).providers;
    const swish = await providers.swish.start(input('/swish-simulator/'));
    if (swish.browser.kind !== 'swish-app') throw new Error('not m-commerce');
    const { page } = await openPage(browser, 390, 800);
    await page.goto(`${origin}${swish.browser.appUrl}`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.locator('#request-status').textContent()).toBe('PAID');
    expect(await page.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      `${origin}/swish-simulator/`,
    );
    expect(await providers.swish.status(swish.providerPaymentId)).toMatchObject({ state: 'paid' });
  });
});
