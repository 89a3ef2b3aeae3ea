import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { countRequests, shownAsInUrl } from './testing/search-page';

// flows §4.7 (issue 35 item 1): the browser's Back closes what is open — the login modal, the
// header foldouts, the mobile filter dialog, the fault-report wizard, the signing and payment
// modals, the save-search dialog and the register modal (the content-form dialogs and the
// explorer's home card and 360° view use the same hook) — and leaves the page where it was,
// with its state; Forward does not open it again.

const e2e = setUpE2eContext();

const SEARCH = '/sok-bostad/';
const SHOTS = process.env.BACK_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const FAULT_REPORT = '/kontakt/felanmalan/';

/** Marks the document, so a test can tell that Back did not load the page again. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
}
const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** Back closes `overlay`; the address and the document stay; Forward leaves it closed. */
async function backCloses(page: Page, overlay: Locator): Promise<void> {
  const url = page.url();
  await page.goBack();
  await overlay.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(url.replace(/#modal$/, ''));
  expect(await stayed(page)).toBe(true);
  await page.goForward();
  // Give a reopening the time it would take, then check it did not happen.
  await page.waitForTimeout(300);
  expect(await overlay.isVisible()).toBe(false);
  expect(await stayed(page)).toBe(true);
}

describe('Back closes what is open (flows §4.7)', () => {
  it('the login modal and the header foldouts, then the page is usable as before', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await markDocument(page);
    const home = page.url();

    await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
    const login = page.getByRole('dialog', { name: 'Logga in' });
    await login.waitFor();
    await backCloses(page, login);
    expect(page.url()).toBe(home);

    const menuToggle = page.locator('button[aria-controls="header-foldout-menu"]');
    await menuToggle.click();
    const foldout = page.locator('[data-foldout]');
    await foldout.waitFor();
    // Switching to another foldout is still the one step back.
    await page.locator('button[aria-controls="header-foldout-search"]').click();
    await page.locator('[data-foldout="search"]').waitFor();
    await backCloses(page, foldout);
    expect(page.url()).toBe(home);

    // Closed by its own toggle, the foldout takes its entry away: Back leaves the page.
    await menuToggle.click();
    await foldout.waitFor();
    await menuToggle.click();
    await foldout.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    // Its entry went with it: the page's own entry is the current one again.
    await expect
      .poll(() => page.evaluate(() => (window.history.state as Record<string, unknown>)?.hemvistOverlay))
      .toBeUndefined();
    // Forward onto the entry the modal had does not open it again, nor add its #modal.
    await page.goForward();
    await page.waitForTimeout(300);
    expect(await login.isVisible()).toBe(false);
    await expect.poll(() => page.url()).toBe(home);
    expect(await stayed(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Back at once after a filter change in the dialog keeps the change, on a slow phone too', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'networkidle' });
    await markDocument(page);
    const before = page.url();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.waitFor();
    // A slow processor: React renders the filter change (a transition) well after the click's
    // handler has replaced the address, and Back comes before that render.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The tick and the Back in one go, as a thumb can on a phone that is busy rendering.
    const villa = dialog.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Villa');
    await villa.evaluate((box: HTMLInputElement) => {
      box.click();
      window.history.back();
    });
    await dialog.waitFor({ state: 'hidden' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('residenceType')).toBe('1');
    expect(await stayed(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(before);
    expect(await stayed(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the mobile filter dialog keeps the filters chosen in it', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    countRequests(page);
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'networkidle' });
    await shownAsInUrl(page);
    await markDocument(page);
    const before = page.url();

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Villa').click();
    await page.waitForURL(/residenceType=1/);
    const filtered = page.url();

    await shot(page, 'filter-dialog-open-390');
    await backCloses(page, dialog);
    expect(page.url()).toBe(filtered);
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();
    await shot(page, 'filter-dialog-after-back-390');
    // The dialog's changes are one step: Back again goes to the search before it.
    await page.goBack();
    await page.waitForURL(before);
    await page.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    expect(await stayed(page)).toBe(true);

    // Closed by its own button after a change, the dialog leaves that search as one step too.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'Bostadstyp' }).getByLabel('Villa').click();
    await page.waitForURL(/residenceType=1/);
    await dialog.getByRole('button', { name: /^Visa resultat/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(filtered);
    await page.goBack();
    await page.waitForURL(before);
    expect(await dialog.isVisible()).toBe(false);
    expect(await stayed(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the fault-report wizard keeps its draft for the next opening', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${FAULT_REPORT}`, { waitUntil: 'networkidle' });
    await markDocument(page);
    await page.getByRole('button', { name: 'Anmäl som boende' }).click();
    const wizard = page.getByRole('dialog', { name: 'Felanmälan' });
    await wizard.waitFor({ timeout: 15_000 });
    await wizard.getByLabel('Jag har läst och godkänner villkoren').check();
    await wizard.getByRole('button', { name: 'Godkänn villkoren' }).click();
    await wizard.getByRole('heading', { name: 'Kontaktuppgifter' }).waitFor();

    await backCloses(page, wizard);
    await shot(page, 'wizard-after-back-390');
    // No "cancel the report?" question: Back closes, and the answers are kept.
    expect(await page.locator('[data-cancel-dialog]').count()).toBe(0);
    await page.getByRole('button', { name: 'Anmäl som boende' }).click();
    await wizard.waitFor();
    await wizard.getByRole('heading', { name: 'Kontaktuppgifter' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the signing modal closes and the sign page stays', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${requireRoute('se', 'myDocuments')}`, {
      waitUntil: 'networkidle',
    });
    await page.locator('[data-sign-document]').first().click();
    await page.locator('[data-sign-page]').waitFor();
    await markDocument(page);
    await page.locator('[data-start-signing="bank_id"]').click();
    const modal = page.getByRole('dialog');
    await page.locator('[data-bankid-signing]').waitFor();
    await backCloses(page, modal);
    await page.locator('[data-start-signing="bank_id"]').waitFor();
    expect(errors).toEqual([]);
  });

  it('the payment modal closes before a payment starts', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'vip');
    await page.goto(`${e2e.portal.origin()}${requireRoute('se', 'myPayments')}`, {
      waitUntil: 'networkidle',
    });
    const due = page.getByRole('region', { name: 'Att betala' });
    await due.getByRole('heading', { name: 'VIP-avgift' }).waitFor();
    await markDocument(page);
    await due.getByRole('button', { name: /Betala 200/ }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Mobilnummer kopplat till Swish').waitFor();
    await backCloses(page, modal);
    // Still due: nothing was paid or started.
    await due.getByRole('button', { name: /Betala 200/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the save-search dialog and the register modal close, the page under them stays', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${SEARCH}`, { waitUntil: 'networkidle' });
    await markDocument(page);
    await page.locator('[data-save-search]').click();
    const saveSearch = page.locator('[data-save-search-dialog]');
    await saveSearch.getByLabel('Namn på sökningen').waitFor();
    await backCloses(page, saveSearch);
    await page.locator('[data-save-search]').waitFor();

    // Logged out: the case login's 'Skapa konto' swaps its modal for the register form.
    await page.context().clearCookies();
    await page.goto(`${e2e.portal.origin()}/om-oss/#open-case`, { waitUntil: 'networkidle' });
    const login = page.getByRole('dialog', { name: 'Logga in' });
    await login.waitFor();
    await markDocument(page);
    await login.getByRole('button', { name: 'Skapa konto' }).click();
    const register = page.getByRole('dialog', { name: 'Skapa konto' });
    await register.getByLabel('Förnamn').waitFor();
    await backCloses(page, register);
    expect(await login.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
