import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/shared/page/page-payload';
import type { ResidenceIndexViewModel } from '../../src/shared/residence/residence-page-view-models';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// The consent flow of platform §4/§7/§9 in the browser: the modal after 2 s, equal accept and
// reject, what rejecting and accepting provably do (cookies, data layer, network log), the footer
// button, the manage layer, keyboard use, and the tag manager on the one site that has an id.

// Read by the portal at start: only the senior site's local environment has a container id.
process.env.TAG_MANAGER_IDS = JSON.stringify({ senior: { local: 'GTM-E2ETEST' } });
const e2e = setUpE2eContext();

const DIALOG_NAME = 'Vi använder cookies';
/** platform §9: the modal's delay after load. */
const MODAL_DELAY_MS = 2000;
const ANALYTICS_PATHS = ['/api/webvitals/', '/api/timeseries/', '/api/analytics/'];

interface NetworkLog {
  requests: Request[];
  urls(): string[];
}

function logRequests(page: Page): NetworkLog {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { requests, urls: () => requests.map((request) => request.url()) };
}

async function cookies(page: Page): Promise<Record<string, string>> {
  const list = await page.context().cookies();
  return Object.fromEntries(list.map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

async function freshVisit(path: string, host = 'localhost') {
  const watched = await openPage(e2e.browser, 1280, 900, { consent: 'unanswered' });
  const network = logRequests(watched.page);
  await watched.page.goto(`${e2e.portal.origin(host)}${path}`, { waitUntil: 'networkidle' });
  return { ...watched, network };
}

async function waitForModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await dialog.waitFor({ state: 'visible', timeout: 6000 });
  return dialog;
}

/** A link to another page of the same site, followed by the client router. */
const internalLink = (page: Page) => page.locator('main a[href^="/"]:not([href="/"])').first();

/** A stage page of the demo world, found through the residence index. */
async function stageUrl(): Promise<string> {
  const { html } = await e2e.portal.fetchPage('localhost', '/bostader/GetViewModel');
  const index = (JSON.parse(html) as PagePayload).template.viewModel as unknown as ResidenceIndexViewModel;
  const url = index.counties[0]?.municipalities[0]?.stages[0]?.url;
  if (!url) throw new Error('the demo world has a stage');
  return url;
}

describe('cookie consent', () => {
  it('appears about 2 s after load with #modal in the hash; accept and reject look the same; axe clean', async () => {
    const watched = await openPage(e2e.browser, 1280, 900, { consent: 'unanswered' });
    const { page } = watched;
    const start = Date.now();
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const dialog = await waitForModal(page);
    expect(Date.now() - start).toBeGreaterThanOrEqual(2000);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(new URL(page.url()).hash).toBe('#modal');

    const accept = dialog.getByRole('button', { name: 'Godkänn alla', exact: true });
    const reject = dialog.getByRole('button', { name: 'Endast nödvändiga', exact: true });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox?.width).toBeCloseTo(rejectBox?.width ?? 0, 0);
    expect(acceptBox?.height).toBeCloseTo(rejectBox?.height ?? 0, 0);
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderWidth];
      });
    expect(await look(accept)).toEqual(await look(reject));
    expect(await dialog.getByRole('button', { name: 'Hantera cookies' }).isVisible()).toBe(true);

    expect(await axeViolations(page)).toEqual([]);
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });

  it('rejecting: no analytics request, no external host, no non-essential cookie, empty data layer', async () => {
    const { page, network, errors } = await freshVisit('/?utm_source=newsletter&utm_medium=email');
    const dialog = await waitForModal(page);
    await dialog.getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');

    // Move on: a client navigation, then a full load of another page (pagehide would send vitals).
    await internalLink(page).click();
    await page.waitForLoadState('networkidle');
    await page.goto(`${e2e.portal.origin()}/bostader/`, { waitUntil: 'networkidle' });
    // The moment web vitals would be sent (the page is hidden), then a barrier request: any
    // beacon the page sends on hiding leaves before it, so once the barrier is seen, an
    // analytics request would have been seen too. No fixed wait for something that must not happen.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    await page.evaluate(() => fetch('/healthz?barrier').then((response) => response.status));
    await expect.poll(() => network.urls().some((url) => url.includes('/healthz?barrier'))).toBe(true);

    const choice = network.requests.filter((request) => request.url().includes('/api/experiments/'));
    expect(choice.map((request) => [request.method(), new URL(request.url()).pathname])).toEqual([
      ['POST', '/api/experiments/cookie-consent/reject-all'],
    ]);
    const origin = new URL(e2e.portal.origin()).host;
    const external = network.urls().filter((url) => !url.startsWith('data:') && new URL(url).host !== origin);
    expect(external).toEqual([]);
    expect(network.urls().filter((url) => ANALYTICS_PATHS.some((path) => url.includes(path)))).toEqual([]);

    const set = await cookies(page);
    expect(Object.keys(set)).not.toContain('jmuid');
    expect(Object.keys(set)).not.toContain('source-medium');
    expect(JSON.parse(set['user-consent-settings'] ?? '{}')).toEqual({
      answered: true,
      statistics: false,
      marketing: false,
      thirdParty: false,
    });
    expect(await dataLayer(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length),
    ).toBe(0);
    // Answered: no modal on the next page.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('accepting: a page view in the data layer, the choice recorded, jmuid and source-medium set, visits and vitals sent', async () => {
    const { page, network } = await freshVisit('/?utm_source=newsletter&utm_medium=email');
    expect(await dataLayer(page)).toEqual([]);
    const dialog = await waitForModal(page);
    const recorded = page.waitForResponse((response) => response.url().includes('/api/experiments/'));
    await dialog.getByRole('button', { name: 'Godkänn alla', exact: true }).click();
    const choice = await recorded;
    expect(new URL(choice.url()).pathname).toBe('/api/experiments/cookie-consent/accept-all');
    expect(choice.status()).toBe(204);

    await expect
      .poll(() => dataLayer(page))
      .toEqual([expect.objectContaining({ event: 'page_view', pagePath: '/' })]);
    const set = await cookies(page);
    expect(set.jmuid).toMatch(/^anon-[0-9a-f-]{36}$/);
    expect(set['source-medium']).toBe('newsletter,email');
    expect(JSON.parse(set['user-consent-settings'] ?? '{}')).toEqual({
      answered: true,
      statistics: true,
      marketing: true,
      thirdParty: true,
    });
    // The choice went out with the visitor id, set before the request.
    expect(choice.request().headers().cookie ?? (await choice.request().allHeaders()).cookie).toContain(
      set.jmuid,
    );

    // A client navigation pushes another page view.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await internalLink(page).click();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view').length)
      .toBe(2);

    // A stage page records the visit; the next full load sends web vitals.
    const stage = await stageUrl();
    const visit = page.waitForResponse((response) => response.url().endsWith('/api/timeseries/visit'));
    await page.goto(`${e2e.portal.origin()}${stage}`, { waitUntil: 'domcontentloaded' });
    expect((await visit).status()).toBe(204);
    const lastVisited = await page.request.get(
      `${e2e.portal.origin()}/api/timeseries/lastvisited/${set.jmuid}/se`,
    );
    expect(
      ((await lastVisited.json()) as { items: { url: string }[] }).items.map((item) => item.url),
    ).toEqual([stage]);
    await expect
      .poll(() => network.urls().filter((url) => url.endsWith('/api/webvitals/save')).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // No container id on this site: the tag manager never loads.
    expect(network.urls().filter((url) => url.includes('googletagmanager'))).toEqual([]);
    await page.context().close();
  });

  it('the footer button reopens the settings; statistics only is saved; focus returns to the button', async () => {
    const { page, network } = await freshVisit('/');
    await (await waitForModal(page)).getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();

    const footerButton = page.locator('footer').getByRole('button', { name: 'Cookieinställningar' });
    await footerButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(new URL(page.url()).hash).toBe('#modal');
    const essential = dialog.getByRole('switch', { name: 'Nödvändiga' });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: 'Statistik' }).check();
    expect(await dialog.getByRole('switch', { name: 'Marknadsföring' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Spara mina val' }).click();
    await dialog.waitFor({ state: 'detached' });

    const set = await cookies(page);
    expect(JSON.parse(set['user-consent-settings'] ?? '{}')).toEqual({
      answered: true,
      statistics: true,
      marketing: false,
      thirdParty: false,
    });
    expect(set.jmuid).toMatch(/^anon-/);
    expect(
      network
        .urls()
        .filter((url) => url.includes('/api/experiments/'))
        .map((url) => new URL(url).pathname),
    ).toEqual([
      '/api/experiments/cookie-consent/reject-all',
      '/api/experiments/cookie-consent/custom-statistics',
    ]);
    await expect
      .poll(() => footerButton.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'page_view' })]);
    await page.context().close();
  });

  it('works by keyboard alone: focus stays in the modal, Escape closes it as essential only', async () => {
    const { page } = await freshVisit('/');
    const dialog = await waitForModal(page);
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    // The dialog takes the focus once it has opened (an effect after its first paint).
    await expect.poll(focusInDialog).toBe(true);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // Focus that lands on the page behind (a Tab before the dialog took it, a screen reader's
    // cursor) comes back to the dialog, which stays open.
    await page
      .locator('footer button')
      .first()
      .evaluate((button) => button.focus());
    await expect.poll(focusInDialog).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(JSON.parse((await cookies(page))['user-consent-settings'] ?? '{}')).toMatchObject({
      answered: true,
      statistics: false,
    });

    // Reopen from the footer with the keyboard, switch third party on, save with Enter.
    const footerButton = page.locator('footer').getByRole('button', { name: 'Cookieinställningar' });
    await footerButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    const thirdParty = page.getByRole('switch', { name: 'Tredje part' });
    for (
      let step = 0;
      step < 12 && !(await thirdParty.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    expect(await thirdParty.isChecked()).toBe(true);
    const save = page.getByRole('button', { name: 'Spara mina val' });
    for (
      let step = 0;
      step < 12 && !(await save.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(JSON.parse((await cookies(page))['user-consent-settings'] ?? '{}')).toEqual({
      answered: true,
      statistics: false,
      marketing: false,
      thirdParty: true,
    });
    await expect
      .poll(() => footerButton.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.context().close();
  });

  it('keeps the page behind from clicks: a click beside the modal closes it as essential only and follows nothing', async () => {
    const { page } = await freshVisit('/');
    const dialog = await waitForModal(page);
    const link = page.locator('header a[href^="/"]:not([href="/"])').first();
    const box = await link.boundingBox();
    if (!box) throw new Error('the header has a link');
    // The overlay, not the link under it, takes the click.
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a') === null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      }),
    ).toBe(true);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(JSON.parse((await cookies(page))['user-consent-settings'] ?? '{}')).toMatchObject({
      answered: true,
      statistics: false,
      marketing: false,
    });
    await page.context().close();
  });

  it('loads the tag manager of a configured site only after consent', async () => {
    const watched = await openPage(e2e.browser, 1280, 900, { consent: 'unanswered' });
    const { page } = watched;
    const tagManagerHits: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagManagerHits.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${e2e.portal.origin('senior.localhost')}/`, { waitUntil: 'networkidle' });
    const scripts = () =>
      page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length);
    const dialog = await waitForModal(page);
    expect(await scripts()).toBe(0);
    expect(tagManagerHits).toEqual([]);

    await dialog.getByRole('button', { name: 'Godkänn alla', exact: true }).click();
    await expect.poll(scripts).toBe(1);
    await expect
      .poll(() => tagManagerHits)
      .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
    expect(await dataLayer(page)).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'gtm.js' })]),
    );
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });

  it('waits while a first visit opens the login with #open-login, however slowly its code arrives, and comes once it is closed', async () => {
    const watched = await openPage(e2e.browser, 1280, 900, { consent: 'unanswered' });
    const { page } = watched;
    // A slow phone network: the login's code is held until the modal's delay is long over.
    let loginAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      loginAsked = resolve;
    });
    let releaseLogin = () => {};
    const released = new Promise<void>((resolve) => {
      releaseLogin = resolve;
    });
    await page.route(/\/assets\/login-modal-[\w-]+\.js$/, async (route) => {
      loginAsked();
      await released;
      await route.continue();
    });
    const cookieCode = page.waitForResponse(/\/assets\/cookie-consent-modal-[\w-]+\.js$/);
    await page.clock.install();
    await page.goto(`${e2e.portal.origin()}/om-oss/#open-login`, { waitUntil: 'load' });
    await asked;
    await (await cookieCode).finished();
    // The cookie modal's code has run (its delay started) before the clock moves on.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await page.clock.runFor(MODAL_DELAY_MS + 1000);
    const cookieDialog = page.getByRole('dialog', { name: DIALOG_NAME });
    expect(await cookieDialog.count()).toBe(0);

    releaseLogin();
    const login = page.getByRole('dialog', { name: 'Logga in' });
    await login.waitFor();
    // The visitor is in the login: nothing covers it or takes its focus.
    expect(await cookieDialog.count()).toBe(0);
    expect(await login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    const dialog = await waitForModal(page);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });
});
