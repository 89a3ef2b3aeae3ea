import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookableSwedishHome } from './testing/bookable-home';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 33 item 3: a buyer whose BankID has no account yet, on the way to booking a home. The
// login dialog says so and offers to create an account; the dialog closes when the register page
// opens, and after registering the buyer is back at the booking, logged in.

const e2e = setUpE2eContext();

/** Nobody in the demo world has this personal number. */
const UNKNOWN_PERSON = '196001019991';

async function registerAs(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Förnamn').fill('Nora');
  await main.getByLabel('Efternamn').fill('Nyköpare');
  await main.getByLabel('E-postadress').fill(email);
  await main.getByLabel('Telefonnummer').fill('070-123 45 67');
  await main.getByLabel('Lösenord').fill('Langt-losenord-1');
  await main.getByLabel(/godkänner villkoren/).check();
  await main.getByRole('button', { name: 'Skapa konto', exact: true }).click();
}

describe('login and registration bring the buyer back', () => {
  for (const width of [1280, 390]) {
    it(`from the booking's login, through "create an account", back to the booking at ${width} px`, async () => {
      const { page, errors } = await openPage(e2e.browser, width, width === 390 ? 844 : 900);
      // Which homes book online is told to a logged-in caller: another browser looks it up.
      const finder = await openPage(e2e.browser, 1280, 900);
      await logInAsDemo(finder.page, e2e.portal.origin(), 'buyer-se');
      const home = await bookableSwedishHome(e2e, finder.page, 'A');
      const bookingPath = `/boka/?objectId=${home.id}`;
      await page.goto(`${e2e.portal.origin()}${bookingPath}`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();

      // The developer BankID form answers as the BankID simulator would: no such person.
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Utvecklarinloggning').click();
      await dialog.getByLabel('Personnummer (ÅÅÅÅMMDDNNNN)').fill(UNKNOWN_PERSON);
      await dialog.getByRole('button', { name: 'Logga in som personnumret' }).click();
      await expect
        .poll(() => dialog.textContent(), { timeout: 10_000 })
        .toContain('Ditt BankID finns inte hos oss');

      await dialog.getByRole('link', { name: 'Skapa konto' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/skapa-konto/');
      await page.getByRole('main').getByLabel('Förnamn').waitFor();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('referrer')).toBe(bookingPath);
      expect(await axeViolations(page)).toEqual([]);

      await registerAs(page, `nora.${width}@example.se`);
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
        .toBe(bookingPath);
      await page.getByRole('heading', { level: 1, name: 'Boka din bostad' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Boka bostaden' }).waitFor();
      expect(errors).toEqual([]);
    });
  }
});
