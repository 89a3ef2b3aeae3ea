import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts/demo-accounts';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The other side of the desk (issue 13 item 7) in Chromium against the built portal: the demo
// case handler moves a resident's case and comments on it; the resident's bell then shows the
// Case notification pointing at that errand. axe at 390 and 1280 px.

const e2e = setUpE2eContext();
const DESK = '/mina-sidor/arendehantering/';

/** The page asks for a login (requiresLogin redirects to the login route), then comes back. */
async function logInThrough(page: Page, path: string, email: string) {
  await page.goto(`${e2e.portal.origin()}${path}`, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
  await main.getByLabel('E-postadress', { exact: true }).fill(email);
  await main.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  const submit = main.getByRole('button', { name: 'Logga in', exact: true });
  await submit.click();
  await page.waitForURL(`${e2e.portal.origin()}${path}`, { timeout: 15_000 });
  // The login form stood at the page's own URL, so the URL alone does not say the logged-in
  // page has replaced it: wait until the form is gone.
  await submit.waitFor({ state: 'detached', timeout: 15_000 });
}

const SCREENSHOTS = process.env.CASE_HANDLER_SCREENSHOTS;
const COMMENT = 'Reservdelen kommer på tisdag, vi hör av oss om en tid.';

describe('case handler', () => {
  let movedId = '';

  it('the handler moves a resident’s case and comments on it', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInThrough(page, DESK, 'handlaggare@demo.hemvist.se');
    await page.getByRole('heading', { level: 1, name: 'Ärendehantering' }).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('registered');
    const row = page.getByRole('row').filter({ hasText: 'Anna Boende' }).first();
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const ticket = (await row.getByRole('button').textContent())?.trim() ?? '';
    await row.getByRole('button', { name: `Visa ärende ${ticket}` }).click();
    const heading = page.getByRole('heading', { level: 2, name: `Ärende ${ticket}` });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);

    // Only the statuses the table allows next are offered; a registered case may not be shredded.
    const select = page.getByLabel('Ny status');
    const offered = await select.locator('option').allTextContents();
    expect(offered).toContain('Väntar på material');
    expect(offered).not.toContain('Gallrat');
    await page.getByRole('button', { name: 'Spara status' }).click();
    expect(await page.getByText('Fältet måste fyllas i.').count()).toBe(1);
    await select.selectOption({ label: 'Väntar på material' });
    await page.getByRole('button', { name: 'Spara status' }).click();
    await page.getByText('Statusen är ändrad till Väntar på material').waitFor();

    await page.getByRole('button', { name: 'Skicka kommentar' }).click();
    expect(await page.getByText('Fältet måste fyllas i.').count()).toBe(1);
    await page.getByLabel('Kommentar till den boende').fill(COMMENT);
    await page.getByRole('button', { name: 'Skicka kommentar' }).click();
    await page.getByText('Kommentaren är skickad.').waitFor();
    await page.getByRole('listitem').filter({ hasText: COMMENT }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/case-handler-desktop.png`, fullPage: true });

    const list = (await (
      await page.request.get(`${e2e.portal.origin()}/case_management/staff/cases`)
    ).json()) as {
      id: string;
      ticketNumber: number;
      caseStatusId: number;
    }[];
    const moved = list.find((item) => String(item.ticketNumber) === ticket);
    movedId = moved?.id ?? '';
    expect(movedId).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('the desk reads at 390 px', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInThrough(page, DESK, 'handlaggare@demo.hemvist.se');
    // Keyboard only: open a case, the panel's heading takes focus; hiding it returns focus.
    const first = page.getByRole('button', { name: /^Visa ärende / }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: /^Ärende \d+$/ });
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Skicka kommentar' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/case-handler-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Dölj ärendet' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the resident’s bell shows the Case notification for that errand; the desk is not theirs', async () => {
    expect(movedId).not.toBe('');
    const { page, errors } = await openPage(e2e.browser, 390, 844, {
      expectedErrors: [/status of 403/],
    });
    await logInThrough(page, '/mina-sidor/', 'resident@demo.hemvist.se');
    // My pages has replaced the login page (a page change closes an open foldout).
    await page.getByRole('navigation', { name: 'Mina sidor' }).waitFor();
    await page.locator('button[aria-controls="header-foldout-notifications"]').click();
    const newest = page.locator('[data-notification-menu] li a').first();
    await newest.waitFor();
    expect(await newest.textContent()).toBe('Det finns nytt i ett av dina ärenden');
    expect(await newest.getAttribute('href')).toContain(`?errandId=${movedId}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${e2e.portal.origin()}${DESK}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Du har inte behörighet' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((line) => !/status of 403/.test(line))).toEqual([]);
  });
});
