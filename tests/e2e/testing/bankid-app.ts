import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The simulator's order page in a new tab, playing the BankID app on the same device: the
 * signing modal's autostart link, opened on the page's own origin.
 */
export async function openInApp(page: Page): Promise<Page> {
  const href = await page.locator('[data-bankid-autostart]').getAttribute('href');
  const app = await page.context().newPage();
  await app.goto(`${new URL(page.url()).origin}${href}`);
  await expect.poll(() => app.getByRole('heading', { level: 1 }).textContent()).toContain('signing request');
  return app;
}

/**
 * Answers an order on the BankID simulator's order page, as the user does in the app, and waits
 * until the page shows the order's new status. The page posts a form and shows the same address
 * again, so a wait for the URL returns at once; closing the page before the answer arrives could
 * stop the post from being sent.
 */
export async function answerInApp(app: Page, answer: 'Approve' | 'Cancel'): Promise<void> {
  await app.getByRole('button', { name: answer }).click();
  await expect
    .poll(() => app.locator('#order-status').textContent())
    .toBe(answer === 'Approve' ? 'complete' : 'failed');
}

/**
 * Waits for the signing modal's outcome (complete, cancelled) and for it to take the focus,
 * where a keyboard user goes on from.
 */
export async function signingOutcome(page: Page, outcome: 'complete' | 'cancelled'): Promise<Locator> {
  const shown = page.locator(`[data-signing-outcome="${outcome}"]`);
  await shown.waitFor({ timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-signing-outcome')))
    .toBe(outcome);
  return shown;
}
