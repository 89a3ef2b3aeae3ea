import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../seed/accounts/demo-accounts';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// My pages (issue 15 items 1, 2, 7, 11) in Chromium against the built portal: the overview
// for a resident, a VIP member with an unpaid payment, a board member and a Norwegian user;
// contacts, news and the board page; login with a referrer; keyboard only; axe at 390 and 1280 px.

const e2e = setUpE2eContext();

const OVERVIEW = requireRoute('se', 'myPages');
const CONTACTS = requireRoute('se', 'myContacts');
const NEWS = requireRoute('se', 'myNews');

/** The demo account logs in on its own site: the Swedish one, or the Norwegian one's host. */
async function logIn(page: Page, key: string, context?: 'board-member') {
  const { site } = demoAccount(key);
  const origin = site === 'no' ? e2e.portal.origin('no.localhost') : e2e.portal.origin();
  await logInAsDemo(page, origin, key, site, context);
}

async function open(page: Page, route: string, host?: string) {
  await page.goto(`${e2e.portal.origin(host)}${route}`, { waitUntil: 'networkidle' });
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const menuEntries = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Mina sidor' }).getByRole('link').allTextContents()).map(
    (text) => text.trim(),
  );

describe('my pages overview', () => {
  it('sends a visitor to the login page with a referrer, and back after login', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await open(page, OVERVIEW);
    expect(new URL(page.url()).pathname).toBe(requireRoute('se', 'login'));
    expect(new URL(page.url()).searchParams.get('referrer')).toBe(OVERVIEW);
    expect(errors).toEqual([]);
  });

  it('tells a resident what to sign and what happens next, and links their contacts', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await open(page, OVERVIEW);
    await page.getByRole('heading', { level: 1, name: 'Hej Anna!' }).waitFor();
    const todo = region(page, 'Att göra nu');
    await todo.waitFor();
    expect(await todo.textContent()).toMatch(/Signera: Köpekontrakt .+Signera senast \d{4}-\d{2}-\d{2}/);
    const next = region(page, 'Nästa steg');
    expect(await next.textContent()).toMatch(/Tillval – \d{4}-\d{2}-\d{2}/);
    const timeline = next.getByRole('list', { name: /^Tidslinje för / }).first();
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Kontrakt \d{4}-\d{2}-\d{2} \(klart\)$/),
      expect.stringMatching(/^Tillval \d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^Besiktning \d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^Slutbetalning \d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^Inflyttning /),
    ]);
    expect(await region(page, 'Senaste nytt').getByRole('link').count()).toBeGreaterThan(1);
    // flows §2.4: the resident has errands and a booked home with a page; not a VIP. Payments
    // show for whoever has a payment on the site (issue 33 item 4), VIP or not.
    await expect.poll(() => menuEntries(page)).toContain('Ärenden');
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Översikt', 'Mina bostäder', 'Kontakter']));
    const user = await page.request.get(`${e2e.portal.origin()}/account_service/user`);
    const payments = ((await user.json()) as { payments: { site: string }[] }).payments;
    expect(entries.includes('Betalningar')).toBe(payments.some((payment) => payment.site === 'se'));
    expect(errors).toEqual([]);
  });

  it('shows a VIP member the unpaid VIP fee and the showing they booked a place on', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logIn(page, 'vip');
    await open(page, OVERVIEW);
    const todo = region(page, 'Att göra nu');
    await todo.waitFor();
    expect(await todo.textContent()).toMatch(/VIP-avgift: 200\s*kr/);
    const showings = region(page, 'Dina visningar');
    expect(await showings.textContent()).toMatch(/\d{4}-\d{2}-\d{2} kl\. \d{2}\.\d{2}/);
    expect(await region(page, 'Nästa steg').textContent()).toContain('Du har ingen bokad bostad ännu.');
    expect(errors).toEqual([]);
  });

  it('greets a Norwegian customer in Norwegian with the reminded payment and the contract', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'norway');
    await open(page, requireRoute('no', 'myPages'), 'no.localhost');
    await page.getByRole('heading', { level: 1, name: 'Hei Ola!' }).waitFor();
    const todo = region(page, 'Å gjøre nå');
    await todo.waitFor();
    const text = await todo.textContent();
    expect(text).toContain('Purring sendt');
    expect(text).toMatch(/Signer: Kjøpekontrakt .+Signer innen \d{2}\.\d{2}\.\d{4}/);
    // The project's handovers began in October (its dates precede the first, issue 33 item 5):
    // what comes next for this home is its own move-in.
    expect(await region(page, 'Neste steg').textContent()).toMatch(/Innflytting – \d{2}\.\d{2}\.\d{4}/);
    expect(errors).toEqual([]);
  });
});

describe('the board-member page', () => {
  it('shows the association and changes the board e-mail by keyboard; the menu is overview, errands, contacts', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'board', 'board-member');
    await open(page, OVERVIEW);
    const board = region(page, 'Styrelsen i Brf Ekbacken');
    await board.waitFor();
    expect(await board.textContent()).toContain('769612-3450');
    await expect.poll(() => menuEntries(page)).toEqual(['Översikt', 'Ärenden', 'Kontakter']);
    expect(await region(page, 'Ärenden').textContent()).toMatch(/\d+ pågående ärenden?/);
    const field = board.getByLabel('Ändra styrelsens e-post');
    await field.focus();
    await field.fill('fel-adress');
    await page.keyboard.press('Enter');
    await board.getByText('Ange en giltig e-postadress.').waitFor();
    await field.fill('styrelsen.ny@demo.hemvist.se');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await board.getByText('Styrelsens e-post är ändrad.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await region(page, 'Styrelsen i Brf Ekbacken').textContent()) ?? '')
      .toContain('styrelsen.ny@demo.hemvist.se');
    expect(errors).toEqual([]);
  });
});

describe('contacts and news', () => {
  it('lists the people of the resident’s project with phone and e-mail links', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await open(page, CONTACTS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kontakter');
    const phone = page.getByRole('link', { name: /^Ring / }).first();
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(
      await page
        .getByRole('link', { name: /^Mejla / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^mailto:.+@/);
    expect(await page.getByText(/Fastighetsmäklare|Försäljningschef/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('lists the news newest first and opens one', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await open(page, NEWS);
    const dates = await page.getByText(/^Publicerad \d{4}-\d{2}-\d{2}$/).allTextContents();
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = page.getByRole('main').getByRole('article').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('keyboard and axe', () => {
  it('reaches contacts from the overview by keyboard alone', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await open(page, OVERVIEW);
    await region(page, 'Att göra nu').waitFor();
    const contacts = page
      .getByRole('navigation', { name: 'Mina sidor' })
      .getByRole('link', { name: 'Kontakter' });
    await contacts.waitFor();
    // The skip link first, into main, then forward through the menu.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    for (
      let step = 0;
      step < 8 && !(await contacts.evaluate((node) => node === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await contacts.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === CONTACTS);
    await page
      .getByRole('link', { name: /^Ring / })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`passes axe at ${width} px on the overview, the board page, contacts and news`, async () => {
      const { page, errors } = await openPage(e2e.browser, width, 900);
      await logIn(page, 'resident');
      await open(page, OVERVIEW);
      await region(page, 'Att göra nu').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await open(page, CONTACTS);
      await page
        .getByRole('link', { name: /^Ring / })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await open(page, NEWS);
      await page
        .getByText(/^Publicerad /)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const { page: boardPage, errors: boardErrors } = await openPage(e2e.browser, width, 900);
      await logIn(boardPage, 'board', 'board-member');
      await open(boardPage, OVERVIEW);
      await region(boardPage, /^Styrelsen i /).waitFor();
      expect(await axeViolations(boardPage)).toEqual([]);
      expect(errors).toEqual([]);
      expect(boardErrors).toEqual([]);
    });
  }
});
