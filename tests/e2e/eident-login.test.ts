import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Norwegian login through the bundled OpenID Connect simulator, in Chromium against the built
// portal: the login page sends the browser to the simulator on no.localhost, the tester picks
// a test identity, the simulator returns to /eident-return/, whose page redeems the code.

const e2e = setUpE2eContext();
const loginPath = routeFor('no', 'login') ?? '/logg-inn/';

describe('Norwegian e-ident login', () => {
  it('logs the demo customer in from the header modal and brings them back to the page', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const origin = e2e.portal.origin('no.localhost');
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Logg inn', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Logg inn med BankID' }).click();

    await page.waitForURL(/\/eident-simulator\/no\/interaction\//);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/Ola Nordmann, 15038512363/).check();
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/eident-return/'));
    // The modal started from the start page, so the return page goes back there.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    const userButton = page.locator('button[aria-controls="header-foldout-user"]');
    await userButton.waitFor({ state: 'visible' });
    expect(await userButton.textContent()).toContain('Ola');
    const cookies = await page.context().cookies(origin);
    expect(cookies.find((cookie) => cookie.name === 'jwtToken')?.value).toBeTruthy();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comes back from a cancelled login with the cancel message and no session', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900);
    const origin = e2e.portal.origin('no.localhost');
    await page.goto(`${origin}${loginPath}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
    await page.waitForURL(/\/eident-simulator\/no\/interaction\//);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/eident-return/'));
    const alert = page.getByRole('alert');
    await alert.waitFor({ state: 'visible' });
    expect(await alert.getAttribute('data-eident-error')).toBe('cancel');
    const cookies = await page.context().cookies(origin);
    expect(cookies.find((cookie) => cookie.name === 'jwtToken')).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
