import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { answerInApp, openInApp, signingOutcome } from './testing/bankid-app';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { tabTo } from './testing/keyboard';

// My documents (issue 15 item 4) in Chromium against the built server: the Swedish resident's
// seeded contract waits under "to sign"; on a phone the sign page and modal pass axe and Escape
// gives the focus back; on a desktop, keyboard only, the resident signs it with BankID in the
// simulator, lands on the done page with the signed PDF, and finds it under signed. axe at 390
// and 1280 px.

const e2e = setUpE2eContext();

const DOCUMENTS = requireRoute('se', 'myDocuments');

async function openList(page: Page) {
  await page.goto(`${e2e.portal.origin()}${DOCUMENTS}`, { waitUntil: 'networkidle' });
  await page.locator('[data-documents="pending"]').waitFor();
}

describe('my documents', () => {
  it('phone: the pending contract, its sign page and the signing modal pass axe; Escape gives the focus back', async () => {
    const { page } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await openList(page);
    const pending = page.locator('[data-documents="pending"] [data-document]');
    expect(await pending.count()).toBeGreaterThan(0);
    expect(await pending.first().locator('h3').textContent()).toContain('Köpekontrakt');
    expect(await pending.first().textContent()).toContain('Signera senast');
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, '[data-sign-document]');
    await page.keyboard.press('Enter');
    await page.locator('[data-sign-page]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, '[data-start-signing="bank_id"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-bankid-signing]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-start-signing')))
      .toBe('bank_id');
  });

  it('desktop, keyboard only: signs the contract with BankID, lands on done with the PDF, finds it under signed', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await openList(page);
    expect(await axeViolations(page)).toEqual([]);
    const title =
      (await page.locator('[data-documents="pending"] [data-document] h3').first().textContent()) ?? '';
    expect(title).toContain('Köpekontrakt');

    await tabTo(page, '[data-sign-document]');
    await page.keyboard.press('Enter');
    await page.locator('[data-sign-page]').waitFor();
    await tabTo(page, '[data-start-signing="bank_id"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-bankid-signing]').waitFor();

    const app = await openInApp(page);
    expect(await app.locator('.visible-data').textContent()).toContain(title);
    await answerInApp(app, 'Approve');
    await app.close();

    await signingOutcome(page, 'complete');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const done = page.locator('[data-document-done]');
    await done.waitFor();
    expect(page.url()).toContain(`${DOCUMENTS}klart/`);
    expect(await done.textContent()).toContain(title);
    expect(await page.locator('[data-signer]').textContent()).toBeTruthy();
    const href = (await page.locator('[data-document-pdf="done"]').getAttribute('href')) ?? '';
    const pdf = await page.context().request.get(`${e2e.portal.origin()}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, '[data-back-to-documents]');
    await page.keyboard.press('Enter');
    const signed = page.locator('[data-documents="done"] [data-document]');
    await signed.first().waitFor();
    expect(await signed.first().textContent()).toContain(title);
    expect(await signed.first().locator('[data-document-pdf="done"]').getAttribute('href')).toBe(href);
    expect(await page.locator('[data-documents="pending"]').textContent()).not.toContain(title);
    expect(await axeViolations(page)).toEqual([]);
  });
});
