import { describe, expect, it } from 'vitest';
import { SITE_CONTENT } from '../../seed/content/all-sites';
import { requireRoute } from '../../src/shared/sites/routes';
import { seededTemplate } from '../testing/seeded-content';
import { openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

const e2e = setUpE2eContext();

const markDocument = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const isSameDocument = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('header', () => {
  it('links the logo home, or to /en/about-us/ on the English site', async () => {
    const { page } = await openPage(e2e.browser);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('header a').first().getAttribute('href')).toBe('/');
    await page.goto(`${e2e.portal.origin()}/en/`, { waitUntil: 'networkidle' });
    expect(await page.locator('header a').first().getAttribute('href')).toBe(requireRoute('en', 'aboutUs'));
    await page.context().close();
  });

  it('shows two quick links when search is on and three when it is off', async () => {
    const { page } = await openPage(e2e.browser);
    const quickLinks = page.locator('header nav[aria-label] li');
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    expect(await quickLinks.count()).toBe(2);
    await page.goto(`${e2e.portal.origin('entreprenad.localhost')}/`, { waitUntil: 'networkidle' });
    expect(await quickLinks.count()).toBe(3);
    await page.context().close();
  });
});

describe('crisis banner', () => {
  it('shows on the home page, not elsewhere unless global, and stays dismissed', async () => {
    const heading = SITE_CONTENT.se.chrome.crisisBanner?.heading ?? '';
    const { page } = await openPage(e2e.browser);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: heading });
    expect(await banner.isVisible()).toBe(true);
    await page.goto(`${e2e.portal.origin()}${seededTemplate('se', 'article').path}`, {
      waitUntil: 'networkidle',
    });
    expect(await banner.count()).toBe(0);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Stäng meddelandet' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });

  it('shows a global banner on every page (Norway)', async () => {
    const { page } = await openPage(e2e.browser);
    await page.goto(`${e2e.portal.origin('no.localhost')}${seededTemplate('no', 'article').path}`, {
      waitUntil: 'networkidle',
    });
    expect(
      await page.getByRole('region', { name: SITE_CONTENT.no.chrome.crisisBanner?.heading }).isVisible(),
    ).toBe(true);
    await page.context().close();
  });
});

describe('scroll and hash behaviour', () => {
  it('scrolls smoothly to #block-N with a 150 px offset after 500 ms', async () => {
    const { page } = await openPage(e2e.browser, 1280, 600);
    const article = seededTemplate('se', 'article');
    const blocks = (article.viewModel as { blocks: { id: string }[] }).blocks;
    // A block from the middle: the page can always scroll it to 150 px below the top.
    const target = blocks[Math.floor(blocks.length / 2)]?.id ?? 'block-1';
    await page.goto(`${e2e.portal.origin()}${article.path}#${target}`, { waitUntil: 'networkidle' });
    // The smooth scroll settles with the block 150 px below the top.
    await expect
      .poll(async () => {
        const top = await page.evaluate(
          (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
          target,
        );
        return Math.abs(top - 150) <= 1;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('returns to the top on a page change', async () => {
    const { page } = await openPage(e2e.browser, 1280, 600);
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 900));
    const teaser = page.locator('main li a').first();
    await teaser.click();
    await page.waitForFunction(() => document.querySelector('main article') !== null);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe('page loading edge cases', () => {
  it('reloads fully when the siteVersion of a new view model differs', async () => {
    const { page } = await openPage(e2e.browser);
    await page.route('**/GetViewModel*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, siteVersion: '2099.1.1' } });
    });
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await markDocument(page);
    const target = seededTemplate('se', 'article').path;
    await page.locator(`main a[href="${target}"]`).first().click();
    await page.waitForURL(`**${target}`);
    await page.waitForFunction(() => !(window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(await isSameDocument(page)).toBe(false);
    await page.context().close();
  });

  it('sends a client navigation to a page behind login to the login route with a referrer', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900, { expectedErrors: [/status of 401/] });
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    const myPages = requireRoute('se', 'myPages');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, myPages);
    await page.waitForURL(`**${requireRoute('se', 'login')}?referrer=*`);
    expect(new URL(page.url()).searchParams.get('referrer')).toBe(myPages);
    await page.context().close();
  });
});

describe('development menu', () => {
  it('has a test error button that shows the 500 page instead of a blank screen', async () => {
    const { page } = await openPage(e2e.browser, 1280, 900, {
      expectedErrors: [/Test error from the development menu/],
    });
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.getByText('Utvecklarmeny').click();
    await page.getByRole('button', { name: 'Testa felsida' }).click();
    expect(await page.locator('main h1').textContent()).toBe('Något gick fel');
    // The header and footer stay, so the visitor can go on.
    expect(await page.locator('header').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    await page.context().close();
  });
});
