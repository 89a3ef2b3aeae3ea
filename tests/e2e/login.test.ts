import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEATURE_AVAILABLE } from '../../src/shared/sites/feature-availability';
import { SITES } from '../../src/shared/sites/sites';
import { answerInApp } from './testing/bankid-app';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The login screens in Chromium against the built portal: email login through the header's
// modal, logout, forgot password through the dev outbox, Swedish BankID through the mounted
// simulator (QR on desktop, autostart link on a phone), a board member choosing an
// association, the #open-login hash trigger, and axe on the login page and modal.

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

const SCREENSHOTS = process.env.LOGIN_SCREENSHOTS;

/** The first name and association the API reads for an account (what the header should show). */
async function userOf(page: Page, email: string, password: string) {
  const api = await page.context().browser()?.newContext();
  if (!api) throw new Error('no browser');
  const login = await api.request.post(`${e2e.portal.origin()}/account_service/login/email`, {
    data: { email, password, siteId: SITES.se.siteId },
  });
  const { token } = (await login.json()) as { token: string };
  const user = await api.request.get(`${e2e.portal.origin()}/account_service/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await user.json()) as { firstName: string };
  await api.close();
  return body;
}

async function openLoginModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

async function approveInSimulator(tester: Page, personalNumber: string) {
  await tester.getByLabel('Approve as personal number').fill(personalNumber);
  await answerInApp(tester, 'Approve');
}

const userButton = (page: Page) => page.locator('button[aria-controls="header-foldout-user"]');

describe('login screens', () => {
  it('email login in the modal shows the name in the header; logout returns to the root', async () => {
    const resident = account('resident');
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const { firstName } = await userOf(page, resident.email ?? '', resident.password ?? '');
    await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });

    const dialog = await openLoginModal(page);
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/login-modal-desktop.png` });
    await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    // Validation before any call: the shared rules' keys as Swedish texts.
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect.poll(() => dialog.getByText('Fältet måste fyllas i.').count()).toBe(2);

    await dialog.getByLabel('E-postadress', { exact: true }).fill(resident.email ?? '');
    await dialog.getByLabel('Lösenord', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('Kontrollera e-postadress och lösenord');

    await dialog.getByLabel('Lösenord', { exact: true }).fill(resident.password ?? '');
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect.poll(() => userButton(page).textContent(), { timeout: 10_000 }).toContain(firstName);
    expect(await page.getByRole('dialog').count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/header-logged-in.png` });

    // The bell: a count, one entry per notification with its label, and pause refreshes the list.
    const bell = page.locator('button[aria-controls="header-foldout-notifications"]');
    await bell.click();
    const notices = page.locator('[data-notification-menu] li');
    await notices.first().waitFor();
    const before = await notices.count();
    expect(before).toBeGreaterThan(0);
    const labels = await page.locator('[data-notification-menu] a').allTextContents();
    for (const label of labels) {
      expect([
        'Du har en betalning att göra',
        'Du har ett dokument att signera',
        'Du har ett dokument att godkänna',
        'Det finns nytt i ett av dina ärenden',
      ]).toContain(label);
    }
    await page.locator('[data-notification-menu] li button').first().click();
    await expect.poll(() => notices.count()).toBe(before - 1);
    await bell.click();

    await userButton(page).click();
    const menu = page.locator('[data-user-menu]');
    expect(await menu.getByRole('link', { name: 'Mina sidor' }).getAttribute('href')).toBe('/mina-sidor/');
    // Settings is shown once its page exists, never as a dead link before (issue 12 item 4).
    expect(await menu.getByRole('link', { name: 'Inställningar' }).count()).toBe(
      FEATURE_AVAILABLE.mySettings ? 1 : 0,
    );
    await menu.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL(`${e2e.portal.origin()}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'jwtToken')?.value ?? '').toBe('');
    expect(errors).toEqual([]);
  });

  it('forgot password: the outbox link sets a new password that then logs in', async () => {
    const user = account('email-only');
    const email = user.email ?? '';
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/glomt-losenord/`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('E-postadress', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(email);
    expect(await page.getByText('Inget mejl?').count()).toBe(1);

    // The dev outbox lists the newest mail first; the mail is written after the answer.
    const resetLink = async () => {
      const outbox = await (await page.request.get(`${e2e.portal.origin()}/dev/outbox`)).text();
      return /href="([^"]*\/glomt-losenord\/\?token=[^"]+)"/.exec(outbox)?.[1]?.replaceAll('&amp;', '&');
    };
    await expect.poll(resetLink).toMatch(/\/glomt-losenord\/\?token=/);
    const link = await resetLink();
    await page.goto(link ?? '', { waitUntil: 'networkidle' });
    const newPassword = 'Nytt-losenord-2026';
    await page.getByLabel('Nytt lösenord').fill(newPassword);
    await page.getByLabel('Upprepa lösenordet').fill('something-else');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    expect(await page.getByText('Lösenorden är inte lika.').count()).toBe(1);
    await page.getByLabel('Upprepa lösenordet').fill(newPassword);
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await page.getByText('Lösenordet är sparat').waitFor();

    expect(await page.getByRole('link', { name: 'Logga in' }).last().getAttribute('href')).toBe('/logga-in/');
    // The login route with a referrer: after login the user goes back there (platform §4).
    await page.goto(`${e2e.portal.origin()}/logga-in/?referrer=/om-oss/`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    await main.getByLabel('E-postadress', { exact: true }).fill(email);
    await main.getByLabel('Lösenord', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(`${e2e.portal.origin()}/om-oss/`, { timeout: 10_000 });
    await userButton(page).waitFor();
    expect(errors).toEqual([]);
  });

  it('BankID on desktop: an animated QR code, approved in the simulator in a second tab', async () => {
    const resident = account('resident');
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const dialog = await openLoginModal(page);
    await dialog.getByRole('button', { name: 'Logga in med BankID' }).click();
    const qr = dialog.getByRole('img', { name: /QR-kod för BankID/ });
    await qr.waitFor();
    const first = await qr.getAttribute('src');
    await expect.poll(() => qr.getAttribute('src'), { timeout: 5_000 }).not.toBe(first);
    expect(await dialog.getByRole('status').textContent()).toContain('Starta BankID-appen');
    expect(await dialog.locator('[data-bankid-autostart]').count()).toBe(0);

    const tester = await page.context().newPage();
    await tester.goto(`${e2e.portal.origin()}/bankid-simulator/`);
    await tester
      .getByRole('link', { name: /auth order from/ })
      .first()
      .click();
    await tester.waitForURL(/\/bankid-simulator\/orders\//);
    await approveInSimulator(tester, resident.personalNumber ?? '');

    await expect.poll(() => userButton(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('BankID on a phone (390 px): the autostart link opens the order on the same device', async () => {
    const resident = account('resident');
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const dialog = await openLoginModal(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/login-modal-390.png` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Logga in med BankID' }).click();
    const autostart = dialog.getByRole('link', { name: 'Öppna BankID-appen' });
    await autostart.waitFor();
    const href = await autostart.getAttribute('href');
    expect(href).toMatch(/^\/bankid-simulator\/autostart\?token=[0-9a-f-]{36}$/);
    expect(await dialog.getByRole('img', { name: /QR-kod/ }).count()).toBe(0);
    // "Another device" brings the QR code back.
    await dialog.getByRole('button', { name: 'Använd BankID på en annan enhet' }).click();
    await dialog.getByRole('img', { name: /QR-kod/ }).waitFor();

    const app = await page.context().newPage();
    await app.goto(`${e2e.portal.origin()}${href}`);
    await app.waitForURL(/\/bankid-simulator\/orders\//);
    await approveInSimulator(app, resident.personalNumber ?? '');
    await expect.poll(() => userButton(page).count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the cancel link ends a pending BankID session', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const dialog = await openLoginModal(page);
    await dialog.getByRole('button', { name: 'Logga in med BankID' }).click();
    await dialog.getByRole('img', { name: /QR-kod/ }).waitFor();
    const cancel = page.waitForRequest((request) => request.url().includes('/bank_id/cancel/'));
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await cancel;
    await dialog.getByRole('button', { name: 'Logga in med BankID' }).waitFor();
    expect(await dialog.getByRole('img', { name: /QR-kod/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a board member of several associations chooses one; the header shows its name', async () => {
    const board = account('board-multi');
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const dialog = await openLoginModal(page);
    await dialog.getByRole('tab', { name: 'Styrelseportal' }).click();
    expect(await dialog.getByText('teknisk förvaltning').count()).toBeGreaterThan(0);
    const faultReport = dialog.getByRole('link', { name: 'Till felanmälan' });
    if (FEATURE_AVAILABLE.faultReport) {
      expect(await faultReport.getAttribute('href')).toBe('/kontakt/felanmalan/');
    } else {
      expect(await faultReport.count()).toBe(0);
    }
    await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    await dialog.getByLabel('E-postadress', { exact: true }).fill(board.email ?? '');
    await dialog.getByLabel('Lösenord', { exact: true }).fill(board.password ?? '');
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();

    const picker = dialog.getByRole('group', { name: 'Välj förening' });
    await picker.waitFor({ timeout: 10_000 });
    const options = picker.getByRole('radio');
    expect(await options.count()).toBeGreaterThan(1);
    const second = options.nth(1);
    const chosenName = ((await second.locator('xpath=..').textContent()) ?? '').trim();
    await second.check();
    await dialog.getByRole('button', { name: 'Fortsätt' }).click();

    await expect.poll(() => userButton(page).textContent(), { timeout: 10_000 }).toContain(chosenName);
    // Board members see neither favourites nor notifications.
    expect(await page.locator('[data-header-favourites]').count()).toBe(0);
    expect(await page.locator('button[aria-controls="header-foldout-notifications"]').count()).toBe(0);
    await userButton(page).click();
    await page.locator('[data-user-menu]').waitFor();
    expect(await page.locator('[data-user-menu]').getByRole('link', { name: 'Styrelsesidor' }).count()).toBe(
      1,
    );
    expect(errors).toEqual([]);
  });

  it('Norwegian login through the e-ident simulator comes back logged in', async () => {
    const ola = DEMO.find((candidate) => candidate.key === 'norway');
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const failed: string[] = [];
    page.on('requestfinished', async (request) => {
      const status = (await request.response())?.status() ?? 0;
      if (status >= 400) failed.push(`${status} ${request.url()}`);
    });
    await page.goto(`${e2e.portal.origin('no.localhost')}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Logg inn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await dialog.getByRole('button', { name: 'Logg inn med BankID' }).click();
    await page.getByRole('heading', { level: 1, name: /e-ident simulator/ }).waitFor();
    await page.getByLabel(/15038512363/).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => userButton(page).count(), { timeout: 15_000 }).toBe(1);
    expect(ola).toBeDefined();
    expect(new URL(page.url()).pathname).not.toBe('/eident-return/');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a session that ends while logged in brings the expiry modal within 30 s', async () => {
    const resident = account('resident');
    const { page, errors } = await openPage(e2e.browser, 1280, 900, { expectedErrors: [/status of 401/] });
    await page.clock.install();
    await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });
    const dialog = await openLoginModal(page);
    await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    await dialog.getByLabel('E-postadress', { exact: true }).fill(resident.email ?? '');
    await dialog.getByLabel('Lösenord', { exact: true }).fill(resident.password ?? '');
    await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
    await userButton(page).waitFor({ timeout: 10_000 });

    // The server forgets the token (as after a logout elsewhere); the next check notices.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'jwtToken')?.value ?? '';
    const api = await e2e.browser.newContext();
    const revoked = await api.request.post(`${e2e.portal.origin()}/account_service/logout`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(revoked.status()).toBe(204);
    await api.close();
    await page.clock.runFor(31_000);
    const expired = page.getByRole('dialog', { name: 'Du har loggats ut' });
    await expired.waitFor({ timeout: 10_000 });
    await expect.poll(() => userButton(page).count()).toBe(0);
    await expired.getByRole('button', { name: 'Logga in igen' }).click();
    await page.getByRole('dialog', { name: 'Logga in' }).waitFor();
    expect(errors.filter((line) => !line.includes('status of 401'))).toEqual([]);
  });

  it('register validates with the shared rules, creates the account and logs in', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/skapa-konto/`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    // On the create-account page the header's login button is a link to the login route.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Logga in' }).getAttribute('href')).toBe(
      '/logga-in/',
    );
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Skapa konto', exact: true }).click();
    expect(await main.getByText('Fältet måste fyllas i.').count()).toBe(6);
    await main.getByLabel('Förnamn').fill('Kim2');
    await main.getByLabel('Efternamn').fill('Lind');
    await main.getByLabel('E-postadress').fill('kim.lind@example.se');
    await main.getByLabel('Telefonnummer').fill('070-123 45 67');
    await main.getByLabel('Lösenord').fill('Langt-losenord-1');
    await main.getByLabel(/godkänner villkoren/).check();
    await main.getByRole('button', { name: 'Skapa konto', exact: true }).click();
    expect(await main.getByText('Ogiltiga tecken.').count()).toBe(1);
    await main.getByLabel('Förnamn').fill('Kim');
    await main.getByRole('button', { name: 'Skapa konto', exact: true }).click();
    await page.waitForURL(/\/mina-sidor\/$/, { timeout: 10_000 });
    await expect.poll(() => userButton(page).textContent()).toContain('Kim');
    await page.getByRole('heading', { level: 1, name: 'Hej Kim!' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a user without consent for the site is sent to the consent page, then to my pages', async () => {
    const user = account('no-consent');
    const { page } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/logga-in/`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
    await main.getByLabel('E-postadress', { exact: true }).fill(user.email ?? '');
    await main.getByLabel('Lösenord', { exact: true }).fill(user.password ?? '');
    await main.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(/\/samtycke\/$/, { timeout: 10_000 });
    await main.getByRole('button', { name: 'Jag samtycker', exact: true }).waitFor();
    // The client navigation dims main while it loads (a 200 ms fade): let it settle before axe.
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return (
        main?.getAttribute('aria-busy') !== 'true' && main !== null && getComputedStyle(main).opacity === '1'
      );
    });
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('button', { name: 'Jag samtycker', exact: true }).click();
    await page.waitForURL(/\/mina-sidor\/$/, { timeout: 10_000 });
  });

  it('favourites opens the login modal for a visitor', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });
    await page.locator('[data-header-favourites]').click();
    await page.getByRole('dialog', { name: 'Logga in' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('#open-login opens the login modal and leaves the URL', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/om-oss/#open-login`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.waitFor();
    expect(new URL(page.url()).hash).not.toBe('#open-login');
    expect(await dialog.getByRole('tab', { name: 'Mina sidor' }).getAttribute('aria-selected')).toBe('true');
    // The arrow keys move between the tabs and choose as they go.
    await dialog.getByRole('tab', { name: 'Mina sidor' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('tab', { name: 'Styrelseportal' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('tab', { name: 'Mina sidor' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${e2e.portal.origin()}/om-oss/#open-board-login`, { waitUntil: 'networkidle' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Styrelseportal' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(errors).toEqual([]);
  });

  it('the login page is axe clean and offers the developer BankID form outside production', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/logga-in/`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(await main.getByRole('link', { name: 'Skapa konto' }).getAttribute('href')).toBe('/skapa-konto/');
    expect(await main.getByRole('link', { name: 'Gå till ekonomiportalen' }).count()).toBe(1);
    expect(await main.getByText('Utvecklarinloggning').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The developer form logs in as a personal number through the simulator, no app needed.
    await page.goto(`${e2e.portal.origin()}/logga-in/?referrer=/om-oss/`, { waitUntil: 'networkidle' });
    await main.getByText('Utvecklarinloggning').click();
    await main.getByRole('button', { name: 'Logga in som personnumret' }).click();
    expect(await main.getByText('Ange personnumret som ÅÅÅÅMMDDNNNN.').count()).toBe(1);
    await main.getByLabel('Personnummer (ÅÅÅÅMMDDNNNN)').fill(account('resident').personalNumber ?? '');
    await main.getByRole('button', { name: 'Logga in som personnumret' }).click();
    await page.waitForURL(`${e2e.portal.origin()}/om-oss/`, { timeout: 15_000 });
    await userButton(page).waitFor();
    expect(errors).toEqual([]);
  });
});
