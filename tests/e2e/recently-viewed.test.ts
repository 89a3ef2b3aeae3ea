import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/shared/page/page-payload';
import type { ResidenceIndexViewModel } from '../../src/shared/residence/residence-page-view-models';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Issue 35 item 6 (flows §7.3): "Senast visade" on the start page, the search page and my pages,
// newest first, following a logged-in user to another browser; "Mest besökta i {county}" on a
// stage page, the page's own stage left out. Both load in the browser after hydration: the
// shared page HTML holds no visitor's history.

// VISITED_SCREENSHOTS=<dir> saves each page with a strip at both widths.

const e2e = setUpE2eContext();
const SHOTS = process.env.VISITED_SCREENSHOTS;

interface StageLink {
  name: string;
  url: string;
}

/** Stages of the county with the most stages in the demo world's residence index. */
async function stagesOfOneCounty(): Promise<{ county: string; stages: StageLink[] }> {
  const { html } = await e2e.portal.fetchPage('localhost', '/bostader/GetViewModel');
  const index = (JSON.parse(html) as PagePayload).template.viewModel as unknown as ResidenceIndexViewModel;
  const counties = index.counties.map((county) => ({
    county: county.name,
    stages: county.municipalities.flatMap((municipality) => municipality.stages),
  }));
  const largest = counties.sort((a, b) => b.stages.length - a.stages.length)[0];
  if (!largest || largest.stages.length < 5) throw new Error('a county with five stages');
  return largest;
}

/** A first visit that accepts all cookies, so visits are recorded (jmuid, statistics). */
async function visitorWhoAcceptsCookies(width = 1280) {
  const watched = await openPage(e2e.browser, width, 900, { consent: 'unanswered' });
  await watched.page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
  const dialog = watched.page.getByRole('dialog', { name: 'Vi använder cookies' });
  await dialog.getByRole('button', { name: 'Godkänn alla', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return watched;
}

/** Opens a stage page and waits until its visit is recorded. */
async function visitStage(page: Page, stage: StageLink) {
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/timeseries/visit'));
  await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });
  expect((await recorded).status()).toBe(204);
}

/** The names the strip links to, in its order. */
async function stripNames(page: Page, name: string): Promise<string[]> {
  const strip = page.getByRole('region', { name });
  await strip.waitFor();
  return strip
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a span')?.textContent ?? ''));
}

/** Reloads the page, waits for its answer of the list, and finds no strip. */
async function expectNoStrip(page: Page) {
  const asked = page.waitForResponse((response) => response.url().includes('/api/timeseries/lastvisited/'));
  await page.reload({ waitUntil: 'networkidle' });
  expect((await asked).status()).toBe(200);
  expect(await page.getByRole('region', { name: 'Senast visade' }).count()).toBe(0);
}

async function expectNoAxeViolations(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/${what.replace(/ /g, '-')}-${width}.png`, fullPage: true });
  }
}

describe('recently viewed and most visited', () => {
  it('shows a visitor the stages they visited on the start page, newest first, never in the shared HTML', async () => {
    const { county, stages } = await stagesOfOneCounty();
    const [first, second] = stages as [StageLink, StageLink];
    const { page, errors } = await visitorWhoAcceptsCookies();
    // Nothing visited yet: the list is asked for, and no strip shows.
    await expectNoStrip(page);

    await visitStage(page, first);
    await visitStage(page, second);

    // Most visited in the county on the second stage's page: the first, not the page's own.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const mostVisited = `Mest besökta i ${county}`;
    const most = await stripNames(page, mostVisited);
    expect(most).toContain(first.name);
    expect(most).not.toContain(second.name);
    await page
      .getByRole('region', { name: mostVisited })
      .getByRole('link', { name: first.name })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'stage page with most visited');

    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    expect((await stripNames(page, 'Senast visade')).slice(0, 2)).toEqual([second.name, first.name]);
    const link = page.getByRole('region', { name: 'Senast visade' }).getByRole('link').first();
    expect(await link.getAttribute('href')).toBe(second.url);
    expect(await link.locator('img').getAttribute('alt')).toBe('');
    await expectNoAxeViolations(page, 'start page with recently viewed');

    // The search page shows the strip too.
    await page.goto(`${e2e.portal.origin()}/sok-bostad/`, { waitUntil: 'networkidle' });
    expect((await stripNames(page, 'Senast visade')).slice(0, 2)).toEqual([second.name, first.name]);

    // The page HTML a crawler or the page cache gets holds no one's history.
    const shared = await e2e.portal.fetchPage('localhost', '/');
    expect(shared.html).not.toContain('Senast visade');
    expect(shared.html).not.toContain(second.url);
    expect(errors).toEqual([]);
  });

  it("follows a logged-in user to a second browser, and stays out of a stranger's", async () => {
    const { stages } = await stagesOfOneCounty();
    const [third, fourth] = stages.slice(2, 4) as [StageLink, StageLink];
    const phone = await visitorWhoAcceptsCookies(390);
    await logInAsDemo(phone.page, e2e.portal.origin(), 'email-only');
    await visitStage(phone.page, third);
    await visitStage(phone.page, fourth);

    // Another browser: nothing before logging in, the user's visits after.
    const laptop = await visitorWhoAcceptsCookies();
    await expectNoStrip(laptop.page);
    await logInAsDemo(laptop.page, e2e.portal.origin(), 'email-only');
    await laptop.page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    expect((await stripNames(laptop.page, 'Senast visade')).slice(0, 2)).toEqual([fourth.name, third.name]);

    // My pages' overview shows them too.
    await laptop.page.goto(`${e2e.portal.origin()}/mina-sidor/`, { waitUntil: 'networkidle' });
    expect((await stripNames(laptop.page, 'Senast visade')).slice(0, 2)).toEqual([fourth.name, third.name]);
    await expectNoAxeViolations(laptop.page, 'my pages with recently viewed');

    // A stranger who learns the laptop's visitor id cannot read its list.
    const jmuid = (await laptop.page.context().cookies()).find((cookie) => cookie.name === 'jmuid')?.value;
    const stranger = await visitorWhoAcceptsCookies();
    const answer = await stranger.page.request.get(
      `${e2e.portal.origin()}/api/timeseries/lastvisited/${jmuid}/se`,
    );
    expect(answer.status()).toBe(403);
    expect(phone.errors).toEqual([]);
    expect(laptop.errors).toEqual([]);
    expect(stranger.errors).toEqual([]);
  });
});
