import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../seed/accounts/demo-accounts';
import { openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The login token lives in an HttpOnly cookie: page scripts never see it, the page learns its
// session from the server, refreshes it through the cookie, and a page on another site cannot
// use the cookie to change anything.

const e2e = setUpE2eContext();
const resident = demoAccount('resident');
const userButton = (page: Page) => page.locator('button[aria-controls="header-foldout-user"]');
const tokenCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'jwtToken');

async function logIn(page: Page) {
  await page.goto(`${e2e.portal.origin()}/om-oss/`, { waitUntil: 'networkidle' });
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
  await dialog.getByLabel('E-postadress', { exact: true }).fill(resident.email ?? '');
  await dialog.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect.poll(() => userButton(page).textContent(), { timeout: 10_000 }).toContain(resident.firstName);
}

describe('the HttpOnly session cookie', () => {
  it('is out of reach of page scripts, and a reload still finds the session', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await logIn(page);
    expect(await tokenCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('jwtToken');
    expect(visible).toContain('logged-in=1');
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => userButton(page).textContent(), { timeout: 10_000 })
      .toContain(resident.firstName);
    expect(errors).toEqual([]);
  });

  it('is refreshed through the cookie once under 30 minutes remain, and the user stays logged in', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.clock.install();
    await logIn(page);
    const before = (await tokenCookie(page))?.value;
    // The page's clock runs 31 minutes ahead; the next session check finds 29 minutes left.
    await page.clock.fastForward('31:00');
    await expect.poll(async () => (await tokenCookie(page))?.value, { timeout: 10_000 }).not.toBe(before);
    expect(await userButton(page).textContent()).toContain(resident.firstName);
    expect(await page.getByRole('dialog', { name: 'Du har loggats ut' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('cannot be used by a link on another site to pause a notification', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900, { expectedErrors: [/status of 403/] });
    await logIn(page);
    const token = (await tokenCookie(page))?.value ?? '';
    const listNotifications = async () =>
      (
        await page.request.get(`${e2e.portal.origin()}/notifications/Jmse`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json() as Promise<Array<{ id: string }>>;
    const [target] = await listNotifications();
    const pauseUrl = `${e2e.portal.origin()}/notifications/pause/${target?.id}`;

    await page.route('http://attacker.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a id="bait" href="${pauseUrl}">Win a prize</a>` }),
    );
    await page.goto('http://attacker.test/');
    const [response] = await Promise.all([page.waitForResponse(pauseUrl), page.click('#bait')]);
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('must come from a page of this site');
    expect((await listNotifications()).map((item) => item.id)).toContain(target?.id);
  });
});
