import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInByEmail } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Settings under my pages (issue 15 item 10) in Chromium against the built portal: a phone
// number saved, the person's data downloaded as JSON, a throw-away account deleted through
// the confirmation dialog (Escape keeps it), axe and the keyboard at 390 and 1280 px.

const e2e = setUpE2eContext();

interface DemoAccount {
  key: string;
  email: string | null;
  password: string | null;
}
const DEMO: DemoAccount[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../seed/demo-accounts.json'), 'utf8'),
).accounts;

const SETTINGS = requireRoute('se', 'mySettings');

async function logIn(page: Page, email: string, password: string) {
  await logInByEmail(page, e2e.portal.origin(), { email, password });
}

async function logInDemo(page: Page, key: string) {
  const account = DEMO.find((candidate) => candidate.key === key);
  if (!account?.email || !account.password) throw new Error(`no demo account ${key}`);
  await logIn(page, account.email, account.password);
  return account;
}

async function openSettings(page: Page) {
  await page.goto(`${e2e.portal.origin()}${SETTINGS}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 2, name: 'Namn och kontaktuppgifter' }).waitFor();
}

describe('my settings', () => {
  it('saves a changed phone number', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInDemo(page, 'vip');
    await openSettings(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Inställningar');
    // vip is identified by personal number: the names are read-only.
    expect(await page.getByLabel('Förnamn').getAttribute('readonly')).not.toBeNull();
    const phone = page.getByLabel('Telefonnummer');
    await phone.fill('070-123 45 67');
    await page.getByRole('button', { name: 'Spara kontaktuppgifter' }).click();
    await page.getByText('Sparat.').first().waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByLabel('Telefonnummer').inputValue()).toBe('070-123 45 67');
    expect(errors).toEqual([]);
  });

  it('downloads the person’s data as a JSON file with their e-mail', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const account = await logInDemo(page, 'resident');
    await openSettings(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Ladda ner mina uppgifter' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hemvist-my-data-.*\.json$/);
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(data.account.email).toBe(account.email);
    expect(errors).toEqual([]);
  });

  it('deletes a throw-away account after the dialog, and logs out', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const email = 'settings-throw-away@example.se';
    const password = 'a long new password';
    const registered = await page.context().request.post(`${e2e.portal.origin()}/account_service/register`, {
      data: {
        email,
        password,
        firstName: 'Kort',
        lastName: 'Besök',
        phoneNumber: '070-111 22 33',
        siteId: SITES.se.siteId,
        consent: true,
      },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('Ok');
    await openSettings(page);
    const open = page.getByRole('button', { name: 'Radera mitt konto' });
    await open.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/bokföringslagen/);
    // Focus moves into the dialog, to its password field.
    await expect
      .poll(() => dialog.getByLabel('Ditt lösenord').evaluate((node) => node === document.activeElement))
      .toBe(true);
    // Escape keeps the account and gives focus back to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((node) => node === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByLabel('Ditt lösenord').fill(password);
    await dialog.getByRole('button', { name: 'Radera kontot' }).click();
    await page.getByText('Ditt konto är raderat och du är utloggad.').waitFor();
    const session = await page.context().request.get(`${e2e.portal.origin()}/account_service/session`);
    expect(session.status()).toBe(401);
    const again = await page.context().request.post(`${e2e.portal.origin()}/account_service/login/email`, {
      data: { email, password, siteId: SITES.se.siteId },
    });
    expect(((await again.json()) as { status: string }).status).not.toBe('Ok');
    expect(errors).toEqual([]);
  });

  it('withdraws this site’s consent after a confirmation, and gives it again', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const registered = await page.context().request.post(`${e2e.portal.origin()}/account_service/register`, {
      data: {
        email: 'settings-consent@example.se',
        password: 'a long new password',
        firstName: 'Sam',
        lastName: 'Tycke',
        phoneNumber: '070-111 22 44',
        siteId: SITES.se.siteId,
        consent: true,
      },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('Ok');
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Samtycke för den här webbplatsen' });
    await section.getByText('Du har godkänt villkoren för den här webbplatsen.').waitFor();
    await section.getByRole('button', { name: 'Återkalla samtycket' }).click();
    // Nothing changes until the person confirms; Avbryt leaves the consent in place.
    await section.getByRole('button', { name: 'Avbryt' }).click();
    await section.getByRole('button', { name: 'Återkalla samtycket' }).click();
    await section.getByRole('button', { name: 'Ja, återkalla' }).click();
    await section.getByText('Du har inte godkänt villkoren för den här webbplatsen.').waitFor();
    const user = await page.context().request.get(`${e2e.portal.origin()}/account_service/user`);
    expect(((await user.json()) as { consents: unknown[] }).consents).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Godkänn villkoren' }).click();
    await section.getByText('Du har godkänt villkoren för den här webbplatsen.').waitFor();
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`passes axe and is usable by keyboard at ${width} px`, async () => {
      const { page, errors } = await openPage(e2e.browser, width, 900);
      await logInDemo(page, 'resident');
      await openSettings(page);
      expect(await axeViolations(page)).toEqual([]);
      // The newsletter box is reached and toggled by keyboard, and saved.
      const box = page.getByLabel('Jag vill få nyhetsbrev via e-post');
      const before = await box.isChecked();
      await page.getByLabel('Ny e-postadress').focus();
      for (
        let step = 0;
        step < 4 && !(await box.evaluate((node) => node === document.activeElement));
        step += 1
      ) {
        await page.keyboard.press('Tab');
      }
      expect(await box.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(!before);
      await page.getByRole('button', { name: 'Radera mitt konto' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    });
  }
});
