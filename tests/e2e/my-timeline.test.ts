import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requireRoute, TIMELINE_STEPS } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { tabToElement } from './testing/keyboard';

// My residence and the timeline (issue 15 items 3, 9, 13) in Chromium against the built portal:
// the demo resident opens my residence from the menu, walks the five steps by their sub-paths
// with the keyboard (the scroll position kept between steps, flows §2.3), picks interior
// options and finds the total saved after a reload; axe at 390 and 1280 px.

const e2e = setUpE2eContext();

const RESIDENCE = requireRoute('se', 'myResidence');
const TIMELINE = requireRoute('se', 'myTimeline');
const STEP_HEADINGS = ['Kontrakt', 'Inredningsval', 'Besiktning', 'Slutbetalning', 'Inflyttning'];

const stepHeading = (page: Page) => page.locator('#step-heading');

describe('my residence and the timeline', () => {
  it('shows the booked home with facts, floor plan, contacts and its timeline, reached from the menu', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${requireRoute('se', 'myPages')}`, { waitUntil: 'networkidle' });
    const menuLink = page.locator(`a[href="${RESIDENCE}"]`).first();
    await menuLink.waitFor();
    await menuLink.click();
    await page.getByRole('heading', { level: 2, name: 'Fakta' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Min bostad');
    const facts = page.getByRole('region', { name: 'Fakta' });
    expect(await facts.textContent()).toMatch(/Rum.*Boarea.*m².*Våning.*Pris.*kr.*Inflyttning/);
    const plan = page.getByRole('img', { name: /^Planritning av bostad/ });
    await plan.scrollIntoViewIfNeeded();
    await expect
      .poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const contacts = page.getByRole('region', { name: 'Kontakter' });
    expect(await contacts.getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0);
    const timeline = page.getByRole('region', { name: 'Tidslinje' });
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Kontrakt.*Klart/),
      expect.stringMatching(/^Inredningsval.*Pågår/),
      expect.stringMatching(/^Besiktning.*Kommande/),
      expect.stringMatching(/^Slutbetalning.*Kommande/),
      expect.stringMatching(/^Inflyttning.*Kommande/),
    ]);
    expect(errors).toEqual([]);
  });

  it('walks the five steps by their sub-paths with the keyboard, keeping the scroll position', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${TIMELINE}contract/`, { waitUntil: 'networkidle' });
    await stepHeading(page).waitFor();
    for (const [index, step] of TIMELINE_STEPS.entries()) {
      expect(new URL(page.url()).pathname).toBe(`${TIMELINE}${step}/`);
      expect(await stepHeading(page).textContent()).toMatch(new RegExp(`^${STEP_HEADINGS[index]}`));
      if (index === TIMELINE_STEPS.length - 1) break;
      const nextPath = `${TIMELINE}${TIMELINE_STEPS[index + 1]}/`;
      const next = page.getByRole('link', { name: /Nästa steg/ });
      // The step's page is settled once its link to the next step points there and its own
      // payload has come (main is no longer busy).
      await expect.poll(() => next.getAttribute('href')).toBe(nextPath);
      await expect.poll(() => page.locator('main').getAttribute('aria-busy')).toBe('false');
      const before = await page.evaluate(() => window.scrollY);
      // Focus and Enter on the link as it is now: a re-render between a separate focus() and
      // the key press could leave the focus on a link no longer in the page.
      await next.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(nextPath);
      await expect
        .poll(() => stepHeading(page).textContent())
        .toMatch(new RegExp(`^${STEP_HEADINGS[index + 1]}`));
      // flows §2.3: no scroll to the top between timeline steps.
      if (before > 0) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
    // The step list links every step; the one shown is marked as the current page step.
    const current = page.locator('a[aria-current="step"]');
    expect(await current.getAttribute('href')).toBe(`${TIMELINE}move-in/`);
    // The timeline's own path shows the current step (interior, before its deadline).
    await page.goto(`${e2e.portal.origin()}${TIMELINE}`, { waitUntil: 'networkidle' });
    await expect.poll(() => stepHeading(page).textContent()).toMatch(/^Inredningsval/);
    expect(errors).toEqual([]);
  });

  it('chooses interior options by keyboard, shows the running total and keeps it after a reload', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${TIMELINE}interior/`, { waitUntil: 'networkidle' });
    const total = page.getByTestId('interior-total');
    await total.waitFor();
    const before = (await total.textContent()) ?? '';
    const groups = page.locator('fieldset');
    expect(await groups.count()).toBeGreaterThan(1);
    // Focus the first group's chosen option, move to the other with an arrow key, Tab on to the
    // next group's chosen option and do the same there (radio groups: one Tab stop each).
    for (const index of [0, 1]) {
      const radios = groups.nth(index).getByRole('radio');
      const checkedFirst = await radios.first().isChecked();
      const chosen = checkedFirst ? radios.first() : radios.last();
      if (index === 0) await chosen.focus();
      else await page.keyboard.press('Tab');
      await expect.poll(() => chosen.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press(checkedFirst ? 'ArrowDown' : 'ArrowUp');
      await expect.poll(() => (checkedFirst ? radios.last() : radios.first()).isChecked()).toBe(true);
    }
    await expect.poll(() => total.textContent()).not.toBe(before);
    const chosenTotal = await total.textContent();
    await tabToElement(page, page.getByRole('button', { name: 'Spara val' }));
    await page.keyboard.press('Enter');
    await page.getByText('Dina val är sparade.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await total.waitFor();
    expect(await total.textContent()).toBe(chosenTotal);
    // The payment step counts the choices in what is left to pay.
    await page.goto(`${e2e.portal.origin()}${TIMELINE}payment/`, { waitUntil: 'networkidle' });
    await expect.poll(() => stepHeading(page).textContent()).toMatch(/^Slutbetalning/);
    expect(await page.locator('section dl').textContent()).toContain(chosenTotal ?? '');
    expect(errors).toEqual([]);
  });

  it('keeps the interior picks made before the step’s own page has come', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'resident');
    await page.goto(`${e2e.portal.origin()}${TIMELINE}contract/`, { waitUntil: 'networkidle' });
    // The interior step's payload waits at this gate; the step shows from the path before it.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await page.route(`**${TIMELINE}interior/GetViewModel*`, async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    const next = page.getByRole('link', { name: /Nästa steg/ });
    await expect.poll(() => page.locator('main').getAttribute('aria-busy')).toBe('false');
    await next.click();
    await expect.poll(() => page.locator('main').getAttribute('aria-busy')).toBe('true');
    const radios = page.locator('fieldset').first().getByRole('radio');
    await radios.first().waitFor();
    const other = (await radios.first().isChecked()) ? radios.last() : radios.first();
    await other.check();
    const total = await page.getByTestId('interior-total').textContent();
    open();
    await expect.poll(() => page.locator('main').getAttribute('aria-busy')).toBe('false');
    expect(await other.isChecked()).toBe(true);
    expect(await page.getByTestId('interior-total').textContent()).toBe(total);
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`passes axe on my residence and the interior step at ${width} px`, async () => {
      const { page, errors } = await openPage(e2e.browser, width, 900);
      await logInAsDemo(page, e2e.portal.origin(), 'resident');
      await page.goto(`${e2e.portal.origin()}${RESIDENCE}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: 'Fakta' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${e2e.portal.origin()}${TIMELINE}interior/`, { waitUntil: 'networkidle' });
      await page.getByTestId('interior-total').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
