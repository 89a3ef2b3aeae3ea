import { describe, expect, it } from 'vitest';
import { PROJECT_PHASE, PROJECT_PHASES } from '../../src/shared/residence/project-phases';
import { enumKey } from '../../src/shared/residence/residence-enum-keys';
import { STAGE_STATUS } from '../../src/shared/residence/residence-enums';
import { type ResidenceHit, searchResponseSchema } from '../../src/shared/residence/search-schemas';
import { projectPhaseNames } from '../../src/web/i18n/resources/project-phase-names/sv';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';
import { countRequests, settled } from './testing/search-page';

// Project phases in the browser (issue 35 item 5): a stage page shows where its project is as
// ordered steps with the current one marked, and a search card names the phase; the
// projectStatus filter of the search URL narrows the cards. At a phone's and a desktop's width.

const e2e = setUpE2eContext();
const SEARCH = '/sok-bostad/';

/** The Swedish name of a simple phase, as the demo world's Swedish site shows it. */
const phaseName = (id: number) =>
  projectPhaseNames.phases[enumKey(PROJECT_PHASE, id) as keyof typeof projectPhaseNames.phases];

/** Stage hits of the Swedish site with these statuses, as the search API answers them. */
async function stagesWithStatus(projectStatus: number[]): Promise<ResidenceHit[]> {
  const response = await fetch(`${e2e.portal.origin()}/api/residence/search_stage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 400, filter: { projectStatus } }),
  });
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(await response.json()).hits;
}

describe('project phases', () => {
  it.each([
    [1280, 900],
    [390, 844],
  ])(
    'a stage page at %i px shows the phase as steps, the current one marked, axe clean',
    async (width, height) => {
      // One of the Swedish site's own (another brand's stage links to that brand's host).
      const stage = (await stagesWithStatus([STAGE_STATUS.forSale])).find((hit) => hit.url.startsWith('/'));
      if (!stage || stage.projectPhase === null) throw new Error('the demo world has no stage for sale');
      const { page, errors } = await openPage(e2e.browser, width, height);
      await page.goto(`${e2e.portal.origin()}${stage.url}`, { waitUntil: 'networkidle' });

      const section = page.getByRole('region', { name: 'Projektets fas' });
      const current = phaseName(stage.projectPhase);
      expect(await section.getByTestId('project-phase').textContent()).toMatch(
        new RegExp(`^Fas: ${current}`),
      );
      const steps = section.getByRole('list', { name: 'Projektets faser' }).getByRole('listitem');
      expect(await steps.allTextContents()).toEqual(PROJECT_PHASES.map(phaseName));
      const marked = section.locator('[aria-current="step"]');
      expect(await marked.count()).toBe(1);
      expect(await marked.textContent()).toBe(current);
      expect(await section.getByText('Projekttyp').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    [1280, 900],
    [390, 844],
  ])(
    'search cards at %i px name the phase, and projectStatus narrows them, axe clean',
    async (width, height) => {
      const planned = await stagesWithStatus([STAGE_STATUS.planned]);
      if (planned.length === 0) throw new Error('the demo world has no planned stage');
      const { page, errors } = await openPage(e2e.browser, width, height);
      countRequests(page);
      await page.goto(`${e2e.portal.origin()}${SEARCH}?projectStatus=${STAGE_STATUS.planned}`, {
        waitUntil: 'networkidle',
      });
      await settled(page);

      // Project cards (the tab also lists the areas the projects lie in, which have no phase).
      const cards = page.locator('main article[data-hit-type="stage"]');
      await cards.first().waitFor();
      const titles = await cards.locator('h3').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => planned.some((hit) => hit.name === title))).toBe(true);
      // Each planned project's card reads "Fas Planerat" in its details.
      const first = cards.first();
      const phase = first.locator('dl > div', { has: page.locator('dt', { hasText: /^Fas$/ }) });
      expect(await phase.locator('dd').textContent()).toBe(phaseName(PROJECT_PHASE.planned));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('a reference project of the contractor site names its type, form of contract and status, axe clean', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin('entreprenad.localhost')}/referenser/kvarteret-smedjan/`, {
      waitUntil: 'networkidle',
    });
    const fact = (term: string) =>
      page
        .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
        .locator('dd');
    expect(await fact('Projekttyp').textContent()).toBe('Flerbostadshus');
    expect(await fact('Entreprenadform').textContent()).toBe('Totalentreprenad');
    expect(await fact('Projektstatus').textContent()).toBe('Avslutat');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
