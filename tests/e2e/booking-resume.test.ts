import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookableSwedishHome } from './testing/bookable-home';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { pressByKeyboard } from './testing/keyboard';

// Issue 33 item 2: a buyer who leaves the booking flow half-way finds it again. The home's page,
// its stage's page and my pages (first) say "Fortsätt din bokning" with the time left on the
// hold, and the button opens the flow at the step the booking stands on. Another buyer still
// sees the home as reserved.

// BOOKING_SCREENSHOTS=<dir> saves each page with the notice at both widths.

const e2e = setUpE2eContext();
const SHOTS = process.env.BOOKING_SCREENSHOTS;
const path = (page: Page) => new URL(page.url()).pathname;

async function expectNotice(page: Page, objectNumber: string, name: string) {
  const notice = page.getByRole('region', { name: 'Fortsätt din bokning' });
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(
    new RegExp(
      `${/\s/.test(objectNumber) ? '' : 'Bostad '}${objectNumber} i .+ är reserverad för dig i \\d+:\\d\\d till\\.`,
    ),
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/resume-${name.replace(/ /g, '-')}-${width}.png` });
  }
  return notice;
}

describe('an interrupted booking can be resumed', () => {
  it('is offered on the home, its stage and first in my pages, and resumes at its step', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'buyer-se');
    const home = await bookableSwedishHome(e2e, page, 'A');
    const objectNumber = home.objectNumber;

    // The buyer starts a booking, reaches the personal details and leaves the flow.
    await page.goto(`${e2e.portal.origin()}${home.url}`, { waitUntil: 'networkidle' });
    await pressByKeyboard(page, page.getByRole('link', { name: 'Boka bostaden' }));
    await page.getByRole('heading', { level: 1, name: 'Boka din bostad' }).waitFor();
    await pressByKeyboard(page, page.getByRole('button', { name: 'Boka bostaden' }));
    await page.getByRole('heading', { level: 1, name: 'Dina uppgifter' }).waitFor();

    // The home's page: the notice in place of "this home is reserved".
    await page.goto(`${e2e.portal.origin()}${home.url}`, { waitUntil: 'networkidle' });
    await expectNotice(page, objectNumber, 'home page');
    expect(await page.getByText('Den här bostaden är reserverad').count()).toBe(0);

    // The stage's page.
    await page.goto(`${e2e.portal.origin()}${home.stageUrl}`, { waitUntil: 'networkidle' });
    await expectNotice(page, objectNumber, 'stage page');

    // My pages: before everything else the overview lists.
    await page.goto(`${e2e.portal.origin()}/mina-sidor/`, { waitUntil: 'networkidle' });
    const notice = await expectNotice(page, objectNumber, 'my pages');
    expect(await page.locator('main h2').first().textContent()).toBe('Fortsätt din bokning');

    await pressByKeyboard(page, notice.getByRole('button', { name: 'Fortsätt bokningen' }));
    await page.getByRole('heading', { level: 1, name: 'Dina uppgifter' }).waitFor();
    await expect.poll(() => path(page)).toBe('/boka/personal-info/');
    expect(errors).toEqual([]);

    // Another buyer sees the home as reserved, with nothing to resume.
    const other = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(other.page, e2e.portal.origin(), 'vip');
    await other.page.goto(`${e2e.portal.origin()}${home.url}`, { waitUntil: 'networkidle' });
    await other.page.getByText('Den här bostaden är reserverad').waitFor();
    await other.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await other.page.waitForLoadState('networkidle');
    expect(await other.page.getByRole('region', { name: 'Fortsätt din bokning' }).count()).toBe(0);
    expect(other.errors).toEqual([]);
  });
});
