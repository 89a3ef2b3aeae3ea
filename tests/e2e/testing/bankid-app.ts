import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
