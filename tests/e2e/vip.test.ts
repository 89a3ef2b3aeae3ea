import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// The VIP page and VIP showings (issue 15 item 8), with the keyboard: the demo resident (not a
// member) tries a wrong campaign code, joins with a right one and lands on my pages (no unpaid
// payment, platform §4), then books a place on a VIP showing of their project (the seeded
// showings of the stage they favourite) and cancels it. axe at 390 and 1280 px.

const e2e = setUpE2eContext();

const VIP = requireRoute('se', 'myVip');
const SHOWINGS = requireRoute('se', 'myVipShowings');

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('VIP page and VIP showings', () => {
  it('joins with a campaign code by keyboard at 390 px: a wrong code is refused, a right one lands on my pages', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${VIP}`, { waitUntil: 'networkidle' });
    await page.getByText('Du är inte VIP-medlem hos Hemvist ännu.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const code = page.getByLabel('Kampanjkod (valfri)');
    await code.focus();
    await page.keyboard.type('FEL-KOD');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Kampanjkoden gäller inte.', { exact: false }).waitFor();
    await expect.poll(() => code.evaluate((node) => node === document.activeElement)).toBe(true);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('VIP2026');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === requireRoute('se', 'myPages'));
    expect(errors).toEqual([]);
  });

  it('books and cancels a place on a VIP showing by keyboard at 1280 px', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'vip');
    await page.goto(`${e2e.portal.origin()}${VIP}`, { waitUntil: 'networkidle' });
    await page.getByText('Du är VIP-medlem hos Hemvist.').waitFor();
    const toShowings = page.getByRole('link', { name: 'Se VIP-visningarna' });
    await toShowings.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === SHOWINGS);

    const bookable = page
      .locator('[data-vip-showing]')
      .filter({ has: page.getByRole('button', { name: /^Boka plats/ }) })
      .first();
    await bookable.waitFor();
    // Pinned by id: once booked, the showing no longer matches the filter above.
    const showing = page.locator(`[data-vip-showing="${await bookable.getAttribute('data-vip-showing')}"]`);
    const placesBefore = Number(await showing.locator('[data-places-left]').getAttribute('data-places-left'));
    expect(placesBefore).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await showing.getByRole('button', { name: /^Boka plats/ }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText('Du har bokat en plats på visningen av', { exact: false })
      .waitFor();
    expect(await showing.locator('[data-places-left]').textContent()).toBe('Du har en plats');
    expect(Number(await showing.locator('[data-places-left]').getAttribute('data-places-left'))).toBe(
      placesBefore - 1,
    );
    await expect.poll(() => focusedText(page)).toBe('Avboka');

    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText('Du har avbokat platsen på visningen av', { exact: false })
      .waitFor();
    expect(Number(await showing.locator('[data-places-left]').getAttribute('data-places-left'))).toBe(
      placesBefore,
    );
    await expect.poll(() => focusedText(page)).toBe('Boka plats');
    expect(await axeViolations(page)).toEqual([]);

    // The place is really gone: the page read again says the same.
    await page.reload({ waitUntil: 'networkidle' });
    await showing.waitFor();
    expect(Number(await showing.locator('[data-places-left]').getAttribute('data-places-left'))).toBe(
      placesBefore,
    );
    expect(errors).toEqual([]);
  });
});
