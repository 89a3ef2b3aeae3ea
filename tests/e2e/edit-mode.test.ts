import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExplorerData } from '../../src/shared/explorer/explorer-contracts';
import type { PagePayload } from '../../src/shared/page/page-payload';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import type {
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../../src/shared/residence/residence-page-view-models';
import { residenceIndexPath } from '../../src/shared/residence/residence-paths';
import { requireRoute } from '../../src/shared/sites/routes';
import { seededTemplate } from '../testing/seeded-content';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// Edit mode (issue 35 item 7; flows §2.2 editing flags, §2.4, §6 the edit-mode user): the demo
// editor opens my pages, goes into edit mode from the editor's bar by keyboard, sees which page
// and template are edited and the payments entry of my pages, and leaves edit mode again. A
// normal user and a visitor asking with ?editMode=1 see none of it, and their browsers never
// load the bar's chunk. In edit mode a stage page's explorer shows the homes not available too
// (flows §7.3 isEditMode). axe at 1280 and 390 px.

const e2e = setUpE2eContext();

const OVERVIEW = requireRoute('se', 'myPages');
const ARTICLE = seededTemplate('se', 'article').path;

const menuEntries = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Mina sidor' }).getByRole('link').allTextContents()).map(
    (text) => text.trim(),
  );
const editModeBar = (page: Page) => page.getByRole('region', { name: 'Redigeringsläge' });
const editorTools = (page: Page) => page.getByRole('region', { name: 'Redaktörsverktyg' });

/** The scripts the page fetched whose names are the edit-mode bar's chunk. */
const editModeScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /edit-mode/i.test(name)),
  );

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(`${e2e.portal.origin()}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A Swedish stage page whose first facade, in the editor's edit mode, has a home not available. */
async function stageWithHomesNotAvailable(page: Page): Promise<string> {
  const index = (await json<PagePayload>(page, `${residenceIndexPath('SE')}GetViewModel`)).template
    .viewModel as ResidenceIndexViewModel;
  for (const county of index.counties)
    for (const municipality of county.municipalities)
      for (const { url } of municipality.stages) {
        const stage = (await json<PagePayload>(page, `${url}GetViewModel`)).template
          .viewModel as StagePageViewModel;
        const data = await json<ExplorerData>(page, `/api/explorer/get/${stage.id}?editMode=1`);
        const hidden = new Set(
          data.apts.filter((apt) => apt.objectStatus === OBJECT_STATUS.notAvailable).map((apt) => apt.id),
        );
        const shown = data.views[0]?.clickAreas.some((area) => hidden.has(area.objectId)) ?? false;
        if (!data.noViews && shown && data.views[0]?.clickAreas.some((area) => !hidden.has(area.objectId)))
          return url;
      }
  throw new Error('no Swedish stage whose explorer draws a home not available');
}

describe('edit mode', () => {
  it('the editor goes into edit mode on my pages, sees the payments entry, and leaves it', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'editor');
    await page.goto(`${e2e.portal.origin()}${OVERVIEW}`, { waitUntil: 'networkidle' });
    await editorTools(page).waitFor();
    await expect.poll(() => menuEntries(page)).toContain('Översikt');
    // Neither VIP nor with a payment: out of edit mode, no payments entry (flows §2.4).
    expect(await menuEntries(page)).not.toContain('Betalningar');

    await editorTools(page).getByRole('link', { name: 'Redigera sidan' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === OVERVIEW && url.searchParams.get('editMode') === '1');
    const bar = editModeBar(page);
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(/Du redigerar sidan \S+ med mallen my-pages\./);
    await expect.poll(() => menuEntries(page)).toContain('Betalningar');
    expect(await axeViolations(page)).toEqual([]);

    await bar.getByRole('link', { name: 'Lämna redigeringsläget' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === OVERVIEW && !url.searchParams.has('editMode'));
    await editorTools(page).waitFor();
    expect(await editModeBar(page).count()).toBe(0);
    await expect.poll(() => menuEntries(page)).not.toContain('Betalningar');
    expect(errors).toEqual([]);
  });

  it('a page opened in edit mode shows the bar at 390 px, with the page id and template', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logInAsDemo(page, e2e.portal.origin(), 'editor');
    await page.goto(`${e2e.portal.origin()}${ARTICLE}?editMode=1`, { waitUntil: 'networkidle' });
    const bar = editModeBar(page);
    await bar.waitFor();
    const pageId = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('hemvist-state')?.textContent ?? '{}') as {
            template?: { pageId?: string };
          }
        ).template?.pageId,
    );
    expect(pageId).toBeTruthy();
    expect(await bar.textContent()).toContain(`Du redigerar sidan ${pageId} med mallen article.`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the explorer of a stage page in edit mode shows the editor the homes not available too', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'editor');
    const url = await stageWithHomesNotAvailable(page);
    // The facade drawn first shows the homes of its own view: some, if not all, are not available.
    const notAvailable = page.locator(`svg[data-facade] [data-status="${OBJECT_STATUS.notAvailable}"]`);
    const explorerOf = async (address: string) => {
      await page.goto(`${e2e.portal.origin()}${address}`, { waitUntil: 'networkidle' });
      await page.locator('[data-explorer-slot]').scrollIntoViewIfNeeded();
      await page.locator('[data-explorer-state="ready"]').waitFor();
    };
    await explorerOf(url);
    expect(await page.locator('svg[data-facade] [data-object-id]').count()).toBeGreaterThan(0);
    expect(await notAvailable.count()).toBe(0);
    await explorerOf(`${url}?editMode=1`);
    await expect.poll(() => notAvailable.count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a normal user and a visitor asking with ?editMode=1 see nothing of it', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${ARTICLE}?editMode=1`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await editModeBar(page).count()).toBe(0);
    expect(await editorTools(page).count()).toBe(0);
    expect(await editModeScripts(page)).toEqual([]);

    await logInAsDemo(page, e2e.portal.origin(), 'email-only');
    await page.goto(`${e2e.portal.origin()}${OVERVIEW}?editMode=1`, { waitUntil: 'networkidle' });
    await expect.poll(() => menuEntries(page)).toContain('Översikt');
    expect(await menuEntries(page)).not.toContain('Betalningar');
    expect(await editModeBar(page).count()).toBe(0);
    expect(await editorTools(page).count()).toBe(0);
    expect(await editModeScripts(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
