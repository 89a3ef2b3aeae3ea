import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerInApp } from './testing/bankid-app';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The login inside the case flow (flows §2.7, §4.2; platform §2) in Chromium against the built
// portal: #open-case opens the private case login without the type toggle, #open-board-case the
// case login with it, whose board tab offers "continue without technical management" (the
// private login then opens); a board member of several associations answers the compound
// selection, which requires a choice and can cancel the login. Axe runs on each dialog.

const e2e = setUpE2eContext();

interface DemoAccount {
  key: string;
  email: string | null;
  password: string | null;
  personalNumber: string | null;
}

const DEMO: DemoAccount[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../seed/demo-accounts.json'), 'utf8'),
).accounts;

function account(key: string): DemoAccount {
  const found = DEMO.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no demo account ${key}`);
  return found;
}

async function openCaseLogin(page: Page, hash: '#open-case' | '#open-board-case'): Promise<Locator> {
  await page.goto(`${e2e.portal.origin()}/om-oss/${hash}`, { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.waitFor();
  return dialog;
}

async function emailLogin(dialog: Locator, who: DemoAccount) {
  await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
  await dialog.getByLabel('E-postadress', { exact: true }).fill(who.email ?? '');
  await dialog.getByLabel('Lösenord', { exact: true }).fill(who.password ?? '');
  await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
}

describe('login inside the case flow', () => {
  it('#open-case opens the private case login without the type toggle', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const dialog = await openCaseLogin(page, '#open-case');
    expect(await dialog.getByRole('tablist').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Logga in med BankID' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('#open-board-case offers "continue without technical management", which opens the private login', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const dialog = await openCaseLogin(page, '#open-board-case');
    expect(await dialog.getByRole('tab', { name: 'Styrelseportal' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const link = dialog.getByRole('button', { name: 'Fortsätt utan teknisk förvaltning' });
    expect(await link.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await expect.poll(() => dialog.getByRole('tablist').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Logga in med BankID' }).count()).toBe(1);
    // The private tab has no board text.
    expect(await dialog.getByRole('button', { name: 'Fortsätt utan teknisk förvaltning' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the compound selection requires a choice, can cancel the login, then logs in as the chosen association', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const dialog = await openCaseLogin(page, '#open-board-case');
    await emailLogin(dialog, account('board-multi'));

    const picker = dialog.getByRole('group', { name: 'Vilken förening vill du logga in som?' });
    await picker.waitFor({ timeout: 10_000 });
    const options = picker.getByRole('radio');
    expect(await options.count()).toBeGreaterThan(1);
    for (let index = 0; index < (await options.count()); index++) {
      expect(await options.nth(index).isChecked()).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fortsätt' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Vänligen markera ett alternativ för att gå vidare.' })
      .waitFor();

    // Cancel the login: back to the login form, still logged out.
    await dialog.getByRole('button', { name: 'Avbryt inloggningen' }).click();
    await dialog.getByRole('tab', { name: 'Styrelseportal' }).waitFor();
    expect(await picker.count()).toBe(0);
    expect(await page.locator('button[aria-controls="header-foldout-user"]').count()).toBe(0);

    await dialog.getByLabel('E-postadress', { exact: true }).fill(account('board-multi').email ?? '');
    await dialog.getByLabel('Lösenord', { exact: true }).fill(account('board-multi').password ?? '');
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await picker.waitFor({ timeout: 10_000 });
    const second = options.nth(1);
    const chosenName = ((await second.locator('xpath=..').textContent()) ?? '').trim();
    await second.check();
    await dialog.getByRole('button', { name: 'Fortsätt' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    const userButton = page.locator('button[aria-controls="header-foldout-user"]');
    await expect.poll(() => userButton.textContent(), { timeout: 10_000 }).toContain(chosenName);
    expect(errors).toEqual([]);
  });
  it('create account opens the register form in a modal and stays on the page, logged in', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const dialog = await openCaseLogin(page, '#open-case');
    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    const register = page.getByRole('dialog', { name: 'Skapa konto' });
    await register.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);
    await register.getByLabel('Förnamn').fill('Alva');
    await register.getByLabel('Efternamn').fill('Strand');
    await register.getByLabel('E-postadress').fill('alva.strand@example.se');
    await register.getByLabel('Telefonnummer').fill('070-765 43 21');
    await register.getByLabel('Lösenord').fill('Langt-losenord-2');
    await register.getByLabel(/godkänner villkoren/).check();
    await register.getByRole('button', { name: 'Skapa konto', exact: true }).click();
    await register.waitFor({ state: 'hidden', timeout: 10_000 });
    const userButton = page.locator('button[aria-controls="header-foldout-user"]');
    await expect.poll(() => userButton.textContent(), { timeout: 10_000 }).toContain('Alva');
    expect(new URL(page.url()).pathname).toBe('/om-oss/');
    expect(errors).toEqual([]);
  });
  it('a user without a security identifier verifies with BankID before the wizard opens', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/kontakt/felanmalan/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Anmäl som boende' }).click();
    const login = page.getByRole('dialog', { name: 'Logga in' });
    await login.waitFor();
    await emailLogin(login, account('email-only'));

    const prompt = page.getByRole('dialog', { name: 'Verifiera dig med BankID' });
    await prompt.waitFor({ timeout: 10_000 });
    expect(await prompt.getAttribute('data-modal')).toBe('update-bank-id-modal');
    expect(await page.getByRole('dialog', { name: 'Felanmälan' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const tester = await page.context().newPage();
    async function verifyAs(personalNumber: string) {
      await prompt.getByRole('button', { name: 'Verifiera med BankID' }).click();
      await prompt.getByRole('img', { name: /QR-kod för BankID/ }).waitFor();
      await tester.goto(`${e2e.portal.origin()}/bankid-simulator/`);
      await tester
        .getByRole('link', { name: /auth order from/ })
        .first()
        .click();
      await tester.waitForURL(/\/bankid-simulator\/orders\//);
      await tester.getByLabel('Approve as personal number').fill(personalNumber);
      await answerInApp(tester, 'Approve');
    }

    // Another account's personal number is refused: the wizard stays shut, the user stays who they are.
    await verifyAs(account('resident').personalNumber ?? '');
    await prompt
      .getByRole('alert')
      .filter({ hasText: 'Det här BankID:t hör redan till ett annat konto.' })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog', { name: 'Felanmälan' }).count()).toBe(0);

    // A personal number of their own: "Done", then the report.
    await verifyAs(account('unknown-se').personalNumber ?? '');
    const done = page.getByRole('dialog', { name: 'Klart' });
    await done.waitFor({ timeout: 15_000 });
    expect(await done.getAttribute('data-modal')).toBe('update-bank-id-modal-done');
    expect(await axeViolations(page)).toEqual([]);
    await done.getByRole('button', { name: 'Fortsätt med felanmälan' }).click();
    await page.getByRole('dialog', { name: 'Felanmälan' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });
});
