import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../seed/accounts/demo-accounts';
import { deterministicUuid } from '../../seed/content/seed-types';
import { requireRoute } from '../../src/shared/sites/routes';
import { bookableSwedishHome } from './testing/bookable-home';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { tabToElement } from './testing/keyboard';

// Issue 35 item 4 in the browser: the booking's success and error pages (flows §2.2 "buy
// residence … error, success"), where the flow lands after it succeeds or fails at a provider;
// the board member's page of the association's buildings and errands with its building-type
// filter (flows §2.2, §6), and who may not see it; and the English sub-site's booking pages in
// the click-to-buy layout, whose login is the Swedish one on the same host and leads back.
// RESULT_PAGE_SCREENSHOTS=<dir> saves each checked screen at both widths.

const e2e = setUpE2eContext();
const SHOTS = process.env.RESULT_PAGE_SCREENSHOTS;

/** The demo resident's completed click-to-buy booking (seed/my-pages/seed-completed-booking.ts). */
const RESIDENT_BOOKING = deterministicUuid('my-pages:booking:resident');

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function axeAt(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: path.join(SHOTS, `${name.replaceAll(/\W+/g, '-')}-${width}.png`),
        fullPage: true,
      });
    }
  }
}

async function visit(page: Page, url: string, host?: string) {
  await page.goto(`${e2e.portal.origin(host)}${url}`, { waitUntil: 'networkidle' });
}

const layoutOf = (page: Page) => page.locator('[data-layout]').first().getAttribute('data-layout');

describe('the booking’s success page', () => {
  it('tells the buyer of a completed booking what happened and what comes next', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await visit(page, `${requireRoute('se', 'clickToBuySuccess')}?bookingId=${RESIDENT_BOOKING}`);
    expect(await layoutOf(page)).toBe('clickToBuy');
    await page.getByRole('heading', { level: 1, name: 'Bokningen är klar' }).waitFor();
    const success = page.locator('[data-booking-success=""]');
    await success.getByText(/^Bokningen av .+ är genomförd\./).waitFor();
    await success.getByRole('heading', { level: 2, name: 'Det här händer nu' }).waitFor();
    expect(await success.getByRole('listitem').count()).toBe(3);
    expect(await success.getByRole('link', { name: 'Visa bokningsavtalet' }).getAttribute('href')).toBe(
      `/boka/bokningsavtal/?bookingId=${RESIDENT_BOOKING}`,
    );
    await success.getByRole('link', { name: 'Till Mina sidor' }).waitFor();
    await axeAt(page, 'success page');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows another buyer nothing of it, and a visitor neither', async () => {
    const other = await openPage(e2e.browser, 1280, 900, { expectedErrors: [/40[34]/] });
    await logInAsDemo(other.page, e2e.portal.origin(), 'buyer-se');
    await visit(other.page, `${requireRoute('se', 'clickToBuySuccess')}?bookingId=${RESIDENT_BOOKING}`);
    await other.page.getByText('Du har ingen pågående bokning. Välj en bostad och tryck på Boka.').waitFor();
    expect(await other.page.locator('[data-booking-success=""]').count()).toBe(0);
    expect(await other.page.getByRole('link', { name: 'Sök bostad' }).count()).toBeGreaterThan(0);
    await other.page.context().close();

    const visitor = await openPage(e2e.browser, 390, 844);
    await visit(visitor.page, `${requireRoute('se', 'clickToBuySuccess')}?bookingId=${RESIDENT_BOOKING}`);
    await visitor.page
      .getByText('Du har ingen pågående bokning. Välj en bostad och tryck på Boka.')
      .waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.page.context().close();
  });
});

describe('the booking’s error page', () => {
  it('is where the flow lands after a failure at a provider, and leads back into the booking', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    // A signing cancelled at the provider comes back to the flow with its kind in the hash.
    await visit(page, `${requireRoute('se', 'clickToBuy')}#cancel-1234`);
    await expect.poll(() => pathOf(page)).toBe('/boka/fel/');
    expect(new URL(page.url()).hash).toBe('#cancel-1234');
    expect(await layoutOf(page)).toBe('clickToBuy');
    await page.getByRole('heading', { level: 1, name: 'Bokningen kunde inte fortsätta' }).waitFor();
    await page
      .getByRole('alert')
      .getByText('Signeringen avbröts. Du kan försöka igen när du är redo.')
      .waitFor();
    await page.getByText(/Din bokning finns kvar så länge reservationen gäller/).waitFor();
    await axeAt(page, 'error page, cancel');
    await tabToElement(page, page.getByRole('link', { name: 'Tillbaka till bokningen' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/boka/');
    await page.getByRole('heading', { level: 1, name: 'Boka din bostad' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a new login when the login failed, and a way to the start when the home is gone', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await visit(page, `${requireRoute('se', 'clickToBuyError')}#loginfailed`);
    await page.getByRole('alert').getByText('Inloggningen misslyckades. Logga in igen.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Logga in igen' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await visit(page, `${requireRoute('se', 'clickToBuyError')}#purchaseobjecterror`);
    await page
      .getByRole('alert')
      .getByText('Bostaden kunde inte bokas. Den kan ha bokats av någon annan.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Till bokningens början' }).getAttribute('href')).toBe(
      '/boka/',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks the site’s language on Norway and Finland; no kind is a technical error', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await visit(page, `${requireRoute('no', 'clickToBuyError')}#timeout`, 'no.localhost');
    await page.getByRole('alert').getByText('Det tok for lang tid. Prøv igjen.').waitFor();
    await page.getByRole('link', { name: 'Tilbake til bestillingen' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await visit(page, requireRoute('fi', 'clickToBuyError'), 'fi.localhost');
    await page
      .getByRole('alert')
      .getByText('Tapahtui tekninen virhe. Yritä hetken kuluttua uudelleen.')
      .waitFor();
    expect(await layoutOf(page)).toBe('clickToBuy');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the board member’s page', () => {
  it('lists the association’s properties, stairs and objects with their errands, by keyboard', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'board', 'se', 'board-member');
    await visit(page, requireRoute('se', 'myPages'));
    await page.getByRole('link', { name: 'Föreningens fastigheter och ärenden' }).click();
    await expect.poll(() => pathOf(page)).toBe('/mina-sidor/styrelse/');
    expect(await layoutOf(page)).toBe('myPages');
    await page.getByRole('heading', { level: 1, name: 'Föreningens fastigheter' }).waitFor();
    await page.getByText(/^Brf Ekbacken · Organisationsnummer 769612-3450$/).waitFor();

    const filter = page.getByRole('group', { name: 'Visa byggnadstyp' });
    const property = filter.getByRole('radio', { name: /Fastigheter/ });
    expect(await property.isChecked()).toBe(true);
    const units = page.locator('[data-board-unit]');
    await page.getByRole('heading', { level: 2, name: 'Ekbacken 1' }).waitFor();
    expect(await units.count()).toBe(1);
    const errand = units.first().locator('[data-board-errand]').first();
    expect(await errand.getByRole('link').getAttribute('href')).toMatch(
      /^\/mina-sidor\/arenden\/\?errandId=[0-9a-f-]{36}$/,
    );
    await axeAt(page, 'board page, properties');

    // The filter is a radio group: arrow keys move between Object, Stairs and Property.
    await page.setViewportSize({ width: 1280, height: 900 });
    await property.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('stairs');
    await expect.poll(() => units.count()).toBe(3);
    await page.getByRole('heading', { level: 2, name: 'Ekbacken hus A, Trappuppgång B' }).waitFor();
    expect(
      await units.evaluateAll((cards) =>
        cards.every((card) => card.getAttribute('data-board-unit') === 'stairs'),
      ),
    ).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('object');
    await expect.poll(() => units.count()).toBe(12);
    await axeAt(page, 'board page, objects');
    // The filter is in the address: a reload keeps it.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await filter.getByRole('radio', { name: /Objekt/ }).isChecked()).toBe(true);
    await expect.poll(() => units.count()).toBe(12);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('tells a resident the page is the board’s, and sends a visitor to log in', async () => {
    const resident = await openPage(e2e.browser, 390, 844, { expectedErrors: [/403/] });
    await logInAsDemo(resident.page, e2e.portal.origin(), 'resident');
    await visit(resident.page, requireRoute('se', 'myBoard'));
    await resident.page.locator('[data-board-forbidden]').waitFor();
    expect(await resident.page.locator('[data-board-forbidden]').textContent()).toMatch(
      /^Sidan är till för styrelsen\./,
    );
    expect(await resident.page.locator('[data-board-unit]').count()).toBe(0);
    expect(await axeViolations(resident.page)).toEqual([]);
    await resident.page.context().close();

    const visitor = await openPage(e2e.browser, 1280, 900);
    await visit(visitor.page, requireRoute('se', 'myBoard'));
    await expect.poll(() => pathOf(visitor.page)).toBe(requireRoute('se', 'login'));
    expect(new URL(visitor.page.url()).searchParams.get('referrer')).toBe(requireRoute('se', 'myBoard'));
    expect(visitor.errors).toEqual([]);
    await visitor.page.context().close();
  });
});

describe('the English sub-site’s booking pages', () => {
  it('book in the click-to-buy layout, and log in on the Swedish login, which leads back', async () => {
    const finder = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(finder.page, e2e.portal.origin(), 'buyer-se');
    const home = await bookableSwedishHome(e2e, finder.page, 'A');
    await finder.page.context().close();

    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const bookingPath = `${requireRoute('en', 'clickToBuy')}?objectId=${home.id}`;
    await visit(page, bookingPath);
    expect(await layoutOf(page)).toBe('clickToBuy');
    expect(await page.locator('header').getAttribute('data-header-type')).toBe('noMenu');
    await page.getByRole('heading', { level: 1, name: 'Book your home' }).waitFor();
    await axeAt(page, 'English booking page');

    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(page)).toBe(requireRoute('se', 'login'));
    expect(new URL(page.url()).searchParams.get('referrer')).toBe(bookingPath);
    const notice = page.locator('[data-english-login-notice]');
    expect(await notice.getAttribute('lang')).toBe('en');
    expect(await notice.textContent()).toMatch(/^You are logging in on our Swedish site/);
    await axeAt(page, 'Swedish login from the English site');

    // The developer BankID form logs the buyer in as their personal number would.
    const main = page.getByRole('main');
    await main.getByText('Utvecklarinloggning').click();
    await main.getByLabel('Personnummer (ÅÅÅÅMMDDNNNN)').fill(demoAccount('buyer-se').personalNumber ?? '');
    await main.getByRole('button', { name: 'Logga in som personnumret' }).click();
    await expect
      .poll(() => `${pathOf(page)}${new URL(page.url()).search}`, { timeout: 15_000 })
      .toBe(bookingPath);
    await page.getByRole('main').getByRole('button', { name: 'Book the home' }).waitFor();
    expect(await layoutOf(page)).toBe('clickToBuy');

    // The English success and error pages are the click-to-buy layout too.
    await visit(page, `${requireRoute('en', 'clickToBuyError')}#timeout`);
    await page.getByRole('alert').getByText('It took too long. Please try again.').waitFor();
    expect(await layoutOf(page)).toBe('clickToBuy');
    await axeAt(page, 'English error page');
    await visit(page, requireRoute('en', 'clickToBuySuccess'));
    await page.getByRole('heading', { level: 1, name: 'Booking complete' }).waitFor();
    expect(await layoutOf(page)).toBe('clickToBuy');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
