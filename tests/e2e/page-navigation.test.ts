import { describe, expect, it } from 'vitest';
import { seededHeading, seededPage, seededTemplate } from '../testing/seeded-content';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';
import { settled, shownCount } from './testing/search-page';

const e2e = setUpE2eContext();

const isResourceNotFound = (line: string) => line.includes('Failed to load resource') && line.includes('404');

describe('page loading by template', () => {
  it('navigates between two pages on the client, without a full reload', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const start = seededTemplate('se', 'start');
    const teaser = (start.viewModel as { teasers: { heading: string; link: { url: string } }[] }).teasers[0];
    if (!teaser) throw new Error('the start page has no teaser');
    const target = seededPage('se', (candidate) => candidate.path === teaser.link.url);
    const [viewModelRequest] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/GetViewModel')),
      page.locator('main').getByRole('link', { name: teaser.heading }).click(),
    ]);
    expect(new URL(viewModelRequest.url()).pathname).toBe(`${teaser.link.url}GetViewModel`);
    await page.waitForURL(`**${teaser.link.url}`);
    await page.waitForFunction((title) => document.title === title, target.seo.title);
    expect(await page.locator('h1').first().textContent()).toBe(seededHeading(target));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Back returns to the start page, still in the same document.
    await page.goBack();
    await page.waitForFunction((title) => document.title === title, start.seo.title);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a client navigation to the search page asks for its view model once, on a slow phone too', async () => {
    const { page } = await openPage(e2e.browser);
    // On a slow processor the page re-renders after the search payload is in, which is when
    // the view-model key changed to the search page's own and asked again (a second page view).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const viewModels: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GetViewModel')) viewModels.push(new URL(request.url()).pathname);
    });
    await page.locator('main a[href="/sok-bostad/"]').first().click();
    await page.waitForURL('**/sok-bostad/');
    // The address changes at once; the new page renders in a transition after it (slowly, on
    // this processor): wait until the search page shows its count and nothing is loading.
    await shownCount(page);
    await settled(page);
    // The search page's own key (one view model for all its URLs) takes the payload fetched
    // under the path's key: no second request, and the page is reported once.
    expect(viewModels).toEqual(['/sok-bostad/GetViewModel']);
    await page.context().close();
  });

  it('shows the 404 page with status 404 for an unknown path', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900, {
      expectedErrors: [/Failed to load resource.*404/],
    });
    const response = await page.goto(`${e2e.portal.origin('fi.localhost')}/ei-ole-olemassa/`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(seededHeading(seededTemplate('fi', '404')));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((line) => !isResourceNotFound(line))).toEqual([]);
    await page.context().close();
  });

  it('a client navigation to an unknown path shows the 404 page too', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900, { expectedErrors: [/status of 404/] });
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/finns-inte/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(
      (heading) => document.querySelector('h1')?.textContent === heading,
      seededHeading(seededTemplate('se', '404')),
    );
    await page.context().close();
  });
});

describe('header foldouts', () => {
  it('opens one foldout at a time, blurs the page and closes on Escape', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const menu = page.locator('header button[aria-controls="header-foldout-menu"]');
    const search = page.locator('header button[aria-controls="header-foldout-search"]');
    expect(await menu.textContent()).toBe('Meny');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('main').getAttribute('data-blurred')).toBe('true');
    await search.click();
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-foldout]').count()).toBe(1);
    // Focus moved into the search panel; Escape closes it and returns focus to its toggle.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search-input');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await search.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('main').getAttribute('data-blurred')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'header-foldout-search',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works at mobile width (390 px) with icon-only toggles that keep their names', async () => {
    const { page } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin('no.localhost')}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Meny' }).click();
    expect(await page.locator('[data-foldout="menu"]').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
