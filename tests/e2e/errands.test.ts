import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deterministicUuid } from '../../seed/content/seed-types';
import type { LoginContext } from '../../src/shared/account/identity-constants';
import { CASE_STATUS, caseStatusSortRank } from '../../src/shared/cases/case-statuses';
import { FEATURE_AVAILABLE } from '../../src/shared/sites/feature-availability';
import { requireRoute } from '../../src/shared/sites/routes';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';

// My errands (issue 13 item 6, flows §2.8, §4.4) in Chromium against the built portal and the
// seeded case world: a resident's own errands with status groups in their colours, sort and
// filters kept in the query, one errand opened by ?errandId= with its files and timeline,
// closing one, a managed board's association errands and rounds, Norwegian wording, the
// 'Error fetching' state, axe and the keyboard at 390 and 1280 px.

const e2e = setUpE2eContext();

const SHOTS = process.env.ERRANDS_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const SE_ERRANDS = requireRoute('se', 'myErrands');
const NO_ERRANDS = requireRoute('no', 'myErrands');
const caseId = (reporter: string, index: number) => deterministicUuid(`cases:case:${reporter}:${index}`);
const RESIDENT_FIRST = deterministicUuid('account:errand:1');

async function logIn(page: Page, key: string, options: { host?: string; context?: LoginContext } = {}) {
  const site = options.host?.startsWith('no.') ? 'no' : 'se';
  await logInAsDemo(page, e2e.portal.origin(options.host), key, site, options.context);
}

/** The status id the API now gives for an errand, read by the page (its host, its cookie). */
async function statusIdOf(page: Page, id: string): Promise<number> {
  return page.evaluate(async (errandId) => {
    const response = await fetch(`/case_management/customer/case/${errandId}`, { credentials: 'include' });
    return ((await response.json()) as { caseStatusId: number }).caseStatusId;
  }, id);
}

const cards = (page: Page) => page.locator('[data-errand-id]');
const badgeOf = (card: Locator) => card.locator('[data-errand-status]');

async function openList(page: Page, query = '', host?: string, route = SE_ERRANDS) {
  await page.goto(`${e2e.portal.origin(host)}${route}${query}`, { waitUntil: 'networkidle' });
  await cards(page).first().waitFor();
}

async function groupsShown(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-status-group') ?? ''),
  );
}

describe('my errands', () => {
  it('shows a resident’s errands with status groups in their colours, named in text', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await openList(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mina ärenden');
    // Nine errands, one of every case type, newest first by default.
    expect(await cards(page).count()).toBe(9);
    expect(new Set(await groupsShown(page))).toEqual(
      new Set(['registered', 'ongoing', 'executed', 'completed']),
    );
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((items) => items.map((item) => item.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);

    const colour = async (group: string) =>
      page
        .locator(`[data-errand-id][data-status-group="${group}"] [data-errand-status]`)
        .first()
        .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await colour('registered')).toBe('rgb(219, 234, 254)'); // blue
    expect(await colour('ongoing')).toBe('rgb(254, 243, 199)'); // yellow
    expect(await colour('executed')).toBe('rgb(220, 252, 231)'); // green
    expect(await colour('completed')).toBe('rgb(229, 231, 235)'); // grey
    // The ongoing group with its sub-status, the group always in words.
    const ongoing = page.locator(`[data-errand-id="${deterministicUuid('account:errand:2')}"]`);
    expect(await badgeOf(ongoing).textContent()).toContain('Pågående');
    expect(await badgeOf(ongoing).textContent()).toContain('Väntar på material');
    const first = page.locator(`[data-errand-id="${RESIDENT_FIRST}"]`);
    expect(await first.getByRole('heading').textContent()).toBe('Ärende 100001');
    expect(await first.locator('[data-errand-type]').textContent()).toBe('Garanti');
    expect(await first.textContent()).toContain('1102');
    // flows §2.4: the my-pages menu names errands for a user with cases (once the feature is on).
    const menu = page.locator('nav[aria-label="Mina sidor"]');
    expect(await menu.locator('a[aria-current="page"]', { hasText: 'Ärenden' }).count()).toBe(
      FEATURE_AVAILABLE.faultReport ? 1 : 0,
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'errands-list-1280');
    expect(errors).toEqual([]);
  });

  it('sorts by status rank and filters by group and type; the choice survives a reload', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await openList(page);
    await page.getByLabel('Sortera').selectOption('status');
    await page.waitForURL(/\?sort=status$/);
    const ranksShown = async () =>
      (
        await cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-status-id')))
      ).map((id) => caseStatusSortRank(Number(id)));
    // The address changes at once; the list follows it in a transition a moment later.
    await expect
      .poll(async () => {
        const numeric = await ranksShown();
        return numeric.every((rank, index) => index === 0 || (numeric[index - 1] ?? 0) <= rank);
      })
      .toBe(true);
    const numeric = await ranksShown();
    expect(numeric[0]).toBeLessThan(numeric.at(-1) ?? 0);

    // 'ongoing' includes the sub-statuses (waiting for material, reference).
    await page.getByLabel('Status', { exact: true }).selectOption('ongoing');
    await expect.poll(() => groupsShown(page)).toEqual(['ongoing', 'ongoing']);
    // 'management' includes 'management other' (the executed one here).
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Typ av ärende').selectOption('management');
    await expect
      .poll(() => cards(page).locator('[data-errand-type]').allTextContents())
      .toEqual(expect.arrayContaining(['Förvaltning', 'Förvaltning övrigt']));
    expect(await cards(page).count()).toBe(2);
    expect(await page.getByRole('status').textContent()).toBe('2 ärenden');
    expect(page.url()).toContain('sort=status');
    expect(page.url()).toContain('type=management');

    await page.reload({ waitUntil: 'networkidle' });
    await cards(page).first().waitFor();
    expect(await page.getByLabel('Sortera').inputValue()).toBe('status');
    expect(await page.getByLabel('Typ av ärende').inputValue()).toBe('management');
    expect(await cards(page).count()).toBe(2);

    // A combination with no errands says so and offers the whole list back.
    await page.getByLabel('Status', { exact: true }).selectOption('registered');
    await page.getByText('Inga ärenden matchar dina val.').waitFor();
    await page.getByRole('button', { name: 'Visa alla ärenden' }).click();
    await expect.poll(() => cards(page).count()).toBe(9);
    expect(errors).toEqual([]);
  });

  it('opens one errand by ?errandId= with its files, timeline and a download', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    // The bell's Case notification points at this errand (errands?errandId=).
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'networkidle' });
    await page.locator('button[aria-controls="header-foldout-notifications"]').click();
    const caseLink = page.locator('[data-notification-menu] a', {
      hasText: 'Det finns nytt i ett av dina ärenden',
    });
    const href = (await caseLink.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/\?errandId=[0-9a-f-]{36}$/);
    const errandId = href.split('errandId=')[1] ?? '';
    if (FEATURE_AVAILABLE.faultReport) await caseLink.first().click();
    else
      await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}?errandId=${errandId}`, {
        waitUntil: 'networkidle',
      });

    const details = page.locator(`[data-errand-details="${errandId}"]`);
    const heading = details.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}?sort=status&errandId=${RESIDENT_FIRST}`, {
      waitUntil: 'networkidle',
    });
    const first = page.locator(`[data-errand-details="${RESIDENT_FIRST}"]`);
    await first.getByRole('heading', { name: 'Ärende 100001' }).waitFor();
    expect(await first.textContent()).toContain('Det droppar från taket i badrummet');
    expect(await first.locator('[data-errand-timeline] li').count()).toBeGreaterThanOrEqual(1);
    const files = first.locator('[data-attachment]');
    expect(await files.count()).toBe(2);
    const fileUrl = (await files.first().getAttribute('href')) ?? '';
    expect(fileUrl).toMatch(/^\/case_management\/customer\/file\//);
    const [download] = await Promise.all([page.waitForEvent('download'), files.first().click()]);
    expect(download.suggestedFilename()).toBe((await files.first().textContent())?.trim());
    const answer = await page.context().request.get(`${e2e.portal.origin()}${fileUrl}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'errand-details-1280');

    // Back keeps the sort the list had.
    await first.getByRole('link', { name: 'Tillbaka till alla ärenden' }).click();
    await page.waitForURL(new RegExp(`${SE_ERRANDS}\\?sort=status$`));
    await cards(page).first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[data-errand-id]')?.getAttribute('data-errand-id'),
        ),
      )
      .toBe(RESIDENT_FIRST);
    expect(errors).toEqual([]);
  });

  it("shows the case handler's messages on the errand they were written on", async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logIn(page, 'resident');
    await page.goto(`${e2e.portal.origin()}/`, { waitUntil: 'domcontentloaded' });
    // The seed comments on two of the resident's errands in progress; the API says which.
    const commented = await page.evaluate(async () => {
      const list = (await (await fetch('/case_management/customer/get_cases')).json()) as { id: string }[];
      for (const errand of list) {
        const detail = (await (await fetch(`/case_management/customer/case/${errand.id}`)).json()) as {
          comments: { text: string }[];
        };
        if (detail.comments.length > 0) return { id: errand.id, texts: detail.comments.map((c) => c.text) };
      }
      return null;
    });
    expect(commented).not.toBeNull();
    const { id, texts } = commented as { id: string; texts: string[] };
    await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}?errandId=${id}`, { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: 'Meddelanden från handläggaren' });
    await section.waitFor();
    expect(await section.locator('li').allTextContents()).toEqual(
      texts.map((text) => expect.stringContaining(text)),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('starts a new fault report from the errand list, with the wizard open', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'resident');
    await openList(page);
    await page.locator('[data-report-fault]').first().click();
    await page.waitForURL(/\/kontakt\/felanmalan\//);
    const wizard = page.getByRole('dialog', { name: 'Felanmälan' });
    await wizard.waitFor({ timeout: 15_000 });
    expect(await wizard.getAttribute('data-modal')).toBe('case-management-sweden');
    expect(errors).toEqual([]);
  });

  it('closes an errand after asking: its status becomes cancelled by customer', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logIn(page, 'resident');
    const services = caseId('resident', 4);
    await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}?errandId=${services}`, { waitUntil: 'networkidle' });
    const details = page.locator(`[data-errand-details="${services}"]`);
    await details.getByRole('heading', { level: 1 }).waitFor();
    expect(await details.locator('[data-errand-status]').first().textContent()).toBe('Registrerat');

    const closeButton = details.getByRole('button', { name: 'Avsluta ärendet' });
    await closeButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Avsluta ärendet?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'close-dialog-390');
    // Escape keeps the errand as it was, and focus returns to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => closeButton.evaluate((node) => node === document.activeElement)).toBe(true);

    await closeButton.click();
    await dialog.getByRole('button', { name: 'Ja, avsluta ärendet' }).click();
    await page.getByText('Ärendet är avslutat.').waitFor();
    await expect
      .poll(() => details.locator('[data-errand-status]').first().textContent())
      .toBe('Avslutat, Avbrutet av kund');
    expect(await details.getByRole('button', { name: 'Avsluta ärendet' }).count()).toBe(0);
    expect(await statusIdOf(page, services)).toBe(CASE_STATUS.cancelledByCustomer);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'errand-closed-390');
    expect(errors).toEqual([]);
  });

  it('shows a managed board its association’s errands and inspection rounds', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, 'board', { context: 'board-member' });
    await openList(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Föreningens ärenden');
    const count = await cards(page).count();
    // The board's own nine and the resident's public-area errands on the association's property.
    expect(count).toBeGreaterThan(9);
    expect(await page.locator(`[data-errand-id="${caseId('neighbour', 0)}"]`).count()).toBe(0);
    expect(await cards(page).filter({ hasText: 'Brf Ekbacken' }).count()).toBe(count);

    const rounds = page.locator('[data-inspection-rounds]');
    await rounds.getByRole('heading', { name: 'Rondering vår 2026' }).waitFor();
    // The autumn round has no control points and is not listed.
    expect(await rounds.getByText('Rondering höst 2026').count()).toBe(0);
    const toggle = rounds.getByRole('button', { name: 'Visa kontrollpunkter för Rondering vår 2026' });
    await toggle.click();
    await rounds.getByText('Fuktfläck i källargång').waitFor();
    const hide = rounds.getByRole('button', { name: 'Dölj kontrollpunkter för Rondering vår 2026' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'board-errands-1280');
    expect(errors).toEqual([]);
  });

  it('speaks Norwegian on the Norwegian site and closes to the Norwegian cancelled status', async () => {
    const host = 'no.localhost';
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logIn(page, 'norway', { host });
    await openList(page, '', host, NO_ERRANDS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mine saker');
    const types = await cards(page).locator('[data-errand-type]').allTextContents();
    expect(types).toContain('Reklamasjon - ettårsbefaring');
    expect(types).toContain('Forvaltning annet');
    const badges = await cards(page).locator('[data-errand-status]').allTextContents();
    expect(badges.some((text) => text.startsWith('Registrert'))).toBe(true);
    expect(badges.some((text) => text.startsWith('Pågående'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'errands-no-390');

    // The Norwegian management errand is registered: close it.
    const management = caseId('norway', 1);
    await page.goto(`${e2e.portal.origin(host)}${NO_ERRANDS}?errandId=${management}`, {
      waitUntil: 'networkidle',
    });
    const details = page.locator(`[data-errand-details="${management}"]`);
    await details.getByRole('button', { name: 'Avslutt saken' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, avslutt saken' }).click();
    await expect
      .poll(() => details.locator('[data-errand-status]').first().textContent())
      .toBe('Avsluttet, Avbrutt av kunde');
    expect(await statusIdOf(page, management)).toBe(CASE_STATUS.cancelledByCustomerNo);
    expect(errors).toEqual([]);
  });

  it("shows 'Error fetching' with a retry when the errand list cannot be fetched", async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844, {
      expectedErrors: [/status of 503/],
    });
    await logIn(page, 'resident');
    await page.route('**/case_management/customer/get_cases', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE"}' }),
    );
    await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}`, { waitUntil: 'networkidle' });
    const alert = page.locator('[data-errands-error]');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain('Fel vid hämtning av ärenden.');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'errands-error-390');
    await page.unroute('**/case_management/customer/get_cases');
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(9);
    expect(errors.filter((line) => !/status of 503/.test(line))).toEqual([]);
  });

  it('says when there are no errands yet, and sends a visitor to log in first', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(requireRoute('se', 'login'));
    expect(new URL(page.url()).searchParams.get('referrer')).toBe(SE_ERRANDS);

    await logIn(page, 'vip');
    await page.goto(`${e2e.portal.origin()}${SE_ERRANDS}`, { waitUntil: 'networkidle' });
    const empty = page.locator('[data-errands-empty]');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('Du har inga ärenden ännu.');
    expect(await empty.getByRole('link', { name: 'Gör en felanmälan' }).count()).toBe(
      FEATURE_AVAILABLE.faultReport ? 1 : 0,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is usable by keyboard at 390 px: filters, then an errand opened with Enter', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logIn(page, 'resident');
    await openList(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'errands-list-390');
    const sort = page.getByLabel('Sortera');
    await sort.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    // Tab onwards to the first errand's link and open it with Enter.
    for (let step = 0; step < 5; step += 1) {
      const onLink = await page.evaluate(() => document.activeElement?.closest('[data-errand-id]') !== null);
      if (onLink) break;
      await page.keyboard.press('Tab');
    }
    const focusedErrand = await page.evaluate(
      () => document.activeElement?.closest('[data-errand-id]')?.getAttribute('data-errand-id') ?? '',
    );
    expect(focusedErrand).not.toBe('');
    await page.keyboard.press('Enter');
    const details = page.locator(`[data-errand-details="${focusedErrand}"]`);
    await details.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await shot(page, 'errand-details-390');
    expect(errors).toEqual([]);
  });
});
