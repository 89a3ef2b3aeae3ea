import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Succession listings (issue 16 item 2, flows §2.1, §2.8, §9) in Chromium: the site's header,
// menu and footer around them (issue 33 item 6, ADR 0017), a municipality chosen by keyboard, the fixed-seed order that survives a reload, and the
// external objects that link out to the broker; axe at 390 and 1280 px.

const e2e = setUpE2eContext();
const SUCCESSION = requireRoute('se', 'succession');

const SHOTS = process.env.PREMISES_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const listingLinks = (page: Page) =>
  page
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The site's own frame: the logo back to the start page, login, the menu and the footer. */
async function expectSiteAround(page: Page) {
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: /till startsidan/ }).getAttribute('href')).toBe('/');
  expect(await header.getByRole('button', { name: /Logga in|Meny/ }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('contentinfo').count()).toBe(1);
}

describe('succession listings', () => {
  it('chooses a municipality by keyboard; the list keeps its order on every load', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${SUCCESSION}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mäklarobjekt');
    await expectSiteAround(page);
    const order = await listingLinks(page);
    expect(order.length).toBeGreaterThan(10);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'succession-1280');

    await page.reload({ waitUntil: 'networkidle' });
    expect(await listingLinks(page)).toEqual(order);

    const select = page.getByRole('combobox', { name: 'Kommun' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const chosen = await select.evaluate((node) => {
      const element = node as HTMLSelectElement;
      return element.options[element.selectedIndex]?.textContent ?? '';
    });
    const name = chosen.replace(/ \(\d+\)$/, '');
    const count = Number(/\((\d+)\)$/.exec(chosen)?.[1]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Mäklarobjekt: ${name}`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${SUCCESSION}[a-z0-9-]+/$`));
    const narrowed = await listingLinks(page);
    expect(narrowed).toHaveLength(count);
    // A municipality's list keeps the order of the full list.
    expect(narrowed).toEqual(order.filter((href) => narrowed.includes(href)));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await listingLinks(page)).toEqual(narrowed);

    // alla-kommuner brings every listing back, in the same order.
    await select.focus();
    await select.selectOption('alla-kommuner');
    await page.getByRole('button', { name: 'Visa' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${SUCCESSION}alla-kommuner/`);
    await expect.poll(() => listingLinks(page)).toEqual(order);
    expect(errors).toEqual([]);
  });

  it('opens an external object by keyboard at 390 px and links out to the broker, marked as external', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${SUCCESSION}`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'succession-390');
    const first = page.getByRole('heading', { level: 2 }).first().getByRole('link');
    const address = (await first.textContent()) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(address);
    expect(await page.getByText('Extern annons').first().isVisible()).toBe(true);
    await expectSiteAround(page);
    const out = page.getByRole('link', {
      name: /^Se annonsen hos .+ \(extern webbplats, öppnas i ny flik\)$/,
    });
    expect(await out.getAttribute('href')).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\//);
    expect(await out.getAttribute('target')).toBe('_blank');
    expect((await out.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'external-object-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'external-object-1280');
    expect(errors).toEqual([]);
  });

  it('shows a succession stage with its listings', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${SUCCESSION}`, { waitUntil: 'networkidle' });
    const stageLink = page.getByRole('link', { name: /^I projektet / }).first();
    const stageName = ((await stageLink.textContent()) ?? '').replace(/^I projektet /, '');
    await stageLink.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Till salu i ${stageName}`);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    await expectSiteAround(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'succession-stage-1280');
    expect(errors).toEqual([]);
  });
});
