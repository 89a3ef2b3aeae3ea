import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../../src/server/db/schema';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { tabToElement } from './testing/keyboard';
import { payOpenSwishRequest, setUpPaymentContext } from './testing/payment-context';

// Payments under my pages (issue 15 items 5 and 13) in Chromium: the demo VIP member sees the
// unpaid VIP fee under "to pay", pays it with Swish through the simulator (on another phone, with
// the keyboard alone; and in the Swish app on this device, coming back to the page), sees the
// receipt and the payment under the history; a Norwegian member sees the reminder due in
// Norwegian; axe at 390 and 1280 px. The app runs in this process (with the built client) so the
// test can act as the payer's phone through the Swish simulator.

const PAYMENTS = requireRoute('se', 'myPayments');

const ctx = setUpPaymentContext();

const db = () => ctx.database.handle.db;
const dialog = (page: Page) => page.getByRole('dialog');
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function logInVip(page: Page) {
  await logInAsDemo(page, ctx.origin, 'vip');
}

async function openPayments(page: Page) {
  await page.goto(`${ctx.origin}${PAYMENTS}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Betalningar' }).waitFor();
  await section(page, 'Att betala').waitFor();
}

describe('my payments', () => {
  it('a VIP member pays the VIP fee with Swish using the keyboard alone, then sees the receipt and the history (1280 px)', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    await logInVip(page);
    await openPayments(page);
    const due = section(page, 'Att betala');
    await due.getByRole('heading', { name: 'VIP-avgift' }).waitFor();
    expect(await due.textContent()).toMatch(/200\skr/);
    expect(await due.textContent()).toContain('Att betala');
    // The submenu shows payments to a VIP member, as the current page.
    expect(
      await page.getByRole('link', { name: 'Betalningar', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: Tab to Pay (Swish is the first method), Enter opens the modal.
    const pay = due.getByRole('button', { name: /Betala 200/ });
    await tabToElement(page, pay, 60);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const phone = dialog(page).getByLabel('Mobilnummer kopplat till Swish');
    // The modal draws its form a frame after it opens: Tab once the field is there. A busy
    // machine may draw it again while the Tab presses run, so allow more than one round.
    await phone.waitFor();
    await tabToElement(page, phone, 30);
    await page.keyboard.type('0701234567');
    await page.keyboard.press('Enter');
    await dialog(page).getByText('Öppna Swish-appen på din telefon och godkänn betalningen.').waitFor();
    await payOpenSwishRequest(ctx.app);
    await dialog(page)
      .getByText(/Vi har tagit emot 200\skr/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });

    // The receipt opens with focus on its heading: amount, method, time and reference.
    const receipt = section(page, 'Kvitto');
    await receipt.getByText('Referens').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Kvitto');
    const receiptText = (await receipt.textContent()) ?? '';
    expect(receiptText).toMatch(/200\skr/);
    expect(receiptText).toContain('Swish');
    expect(receiptText).toContain('VIP-avgift');
    expect(await receipt.getByRole('button', { name: 'Skriv ut kvittot' }).isVisible()).toBe(true);

    // Nothing left to pay; the fee is under the history, paid with Swish.
    await section(page, 'Att betala').getByText('Du har inget att betala just nu.').waitFor();
    const history = section(page, 'Historik');
    const paid = history.getByRole('listitem').filter({ hasText: 'VIP-avgift' });
    expect(await paid.textContent()).toContain('Betald');
    expect(await paid.textContent()).toContain('Swish');
    expect(await axeViolations(page)).toEqual([]);
    // The payment row says so too.
    const [row] = await db().select().from(payments).where(eq(payments.status, 'Paid')).limit(1);
    expect(row).toBeDefined();
    expect(errors).toEqual([]);
  });

  it('pays in the Swish app on this device and comes back to the receipt (390 px)', async () => {
    const [vip] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'vip@demo.hemvist.se'));
    await db()
      .insert(payments)
      .values({
        id: randomUUID(),
        userId: vip?.id ?? '',
        siteKey: 'se',
        status: 'NotPaidSent',
        amount: 49_500,
        purpose: 'vip',
        dueDate: '2026-12-15',
      });
    const { page, errors } = await openPage(ctx.browser, 390, 844);
    await logInVip(page);
    await openPayments(page);
    const due = section(page, 'Att betala');
    expect(await due.textContent()).toContain('Faktura skickad');
    expect(await axeViolations(page)).toEqual([]);
    await due.getByRole('button', { name: /Betala 495/ }).click();
    await dialog(page).getByRole('button', { name: 'Öppna Swish på den här enheten' }).click();
    expect(await axeViolations(page)).toEqual([]);
    // The Swish app (the simulator's app page) opens; the payer approves and is sent back.
    await dialog(page).getByRole('link', { name: 'Öppna Swish på den här enheten' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await dialog(page)
      .getByText(/Vi har tagit emot 495\skr/)
      .waitFor();
    expect(page.url()).not.toContain('poolingId');
    await dialog(page).getByRole('button', { name: 'Fortsätt' }).click();
    await section(page, 'Kvitto')
      .getByText(/495\skr/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a Norwegian VIP member sees the reminder as due, in Norwegian, with card and bank (1280 px)', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    const noOrigin = ctx.origin.replace('localhost', 'no.localhost');
    await logInAsDemo(page, noOrigin, 'norway', 'no');
    await page.goto(`${noOrigin}${requireRoute('no', 'myPayments')}`, { waitUntil: 'networkidle' });
    const due = section(page, 'Å betale');
    await due.getByRole('heading', { name: 'VIP-avgift' }).waitFor();
    const text = (await due.textContent()) ?? '';
    expect(text).toContain('Purring sendt');
    expect(text).toMatch(/kr\s200/);
    expect(await due.getByRole('radio', { name: /Kort/ }).isVisible()).toBe(true);
    expect(await due.getByRole('radio', { name: /Bankoverføring/ }).isVisible()).toBe(true);
    expect(await due.getByRole('radio', { name: /Swish/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
