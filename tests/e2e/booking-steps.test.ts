import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/shared/page/page-payload';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import type {
  ObjectPageViewModel,
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../../src/shared/residence/residence-page-view-models';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { setUpE2eContext } from './testing/e2e-context';
import { tabToElement, typeInto } from './testing/keyboard';

// Click to buy, flow A on the Swedish site (issue 14 item 4): from a bookable home's page to the
// sign step by keyboard only — the home held, personal info, a refused and an accepted financing,
// the summary — with axe at 390 and 1280 px on every step, the flow restored after a reload from
// the buy-residence cookie, and the error kinds of platform §8 arriving as a hash (the booking's
// error page, issue 35 item 4).
// BOOKING_SCREENSHOTS=<dir> saves each step at both widths.

const e2e = setUpE2eContext();
const SHOTS = process.env.BOOKING_SCREENSHOTS;

async function viewModel<T>(pagePath: string): Promise<T> {
  const { status, html } = await e2e.portal.fetchPage('localhost', `${pagePath}GetViewModel`);
  if (status !== 200) throw new Error(`${pagePath} answered ${status}`);
  return (JSON.parse(html) as PagePayload).template.viewModel as T;
}

/** A home of the Swedish flow-A project: the first home for sale of a stage that is bookable. */
async function flowAHome(page: Page): Promise<ObjectPageViewModel & { booking?: { url: string } }> {
  const index = await viewModel<ResidenceIndexViewModel>('/bostader/');
  const stageUrls = index.counties.flatMap((county) =>
    county.municipalities.flatMap((municipality) => municipality.stages.map((stage) => stage.url)),
  );
  const api = page.context().request;
  for (const url of stageUrls) {
    const stage = await viewModel<StagePageViewModel>(url);
    const row = stage.objects.find(
      (object) => object.status === OBJECT_STATUS.forSale && object.price !== null,
    );
    if (!row || !(await (await api.get(`${e2e.portal.origin()}/booking/is_bookable/${row.id}`)).json()))
      continue;
    const information = await api.get(
      `${e2e.portal.origin()}/api/buyresidence/getbookingobjectinformation/${row.id}`,
    );
    if ((await information.json()).flow === 'A') return viewModel(row.url);
  }
  throw new Error('no bookable flow-A home in the demo world');
}

async function checkStep(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  }
}

describe('click to buy, flow A', () => {
  it('books a home by keyboard up to signing, and a reload restores the step', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logInAsDemo(page, e2e.portal.origin(), 'buyer-se');
    const home = await flowAHome(page);
    const price = (home.price ?? 0) as number;
    await page.goto(`${e2e.portal.origin()}${home.url}`, { waitUntil: 'networkidle' });
    expect(home.booking?.url).toBe(`/boka/?objectId=${home.id}`);

    await tabToElement(page, page.getByRole('link', { name: 'Boka bostaden' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Boka din bostad' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/boka/');
    await checkStep(page, '1-start-booking');
    await tabToElement(page, page.getByRole('button', { name: 'Boka bostaden' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Dina uppgifter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/boka/personal-info/');
    expect(await page.getByText(/Steg 2 av 5/).count()).toBe(1);
    expect(await page.getByText(/reserverad för dig i \d+:\d\d/).count()).toBe(1);
    expect(await page.getByLabel('Förnamn').first().inputValue()).toBe('Klara');
    await typeInto(page, page.getByLabel('Telefon').first(), '070-123 45 67');
    await typeInto(page, page.getByLabel('Adress'), 'Storgatan 1');
    await typeInto(page, page.getByLabel('Postnummer'), '111 22');
    await typeInto(page, page.getByLabel('Ort'), 'Stockholm');
    // A co-buyer with the buyer's own e-mail is refused beside the field.
    await tabToElement(page, page.getByLabel('Vi är två som köper'));
    await page.keyboard.press('Space');
    const coBuyer = page.getByRole('group', { name: 'Medköpare' });
    await typeInto(page, coBuyer.getByLabel('Förnamn'), 'Kalle');
    await typeInto(page, coBuyer.getByLabel('Efternamn'), 'Köpare');
    // platform §5: a mistyped check digit is pnrControl, a plus without a whole country code
    // phoneWithCountryCode, each said beside its field.
    await typeInto(page, coBuyer.getByLabel('Personnummer'), '19900101-1238');
    await typeInto(page, coBuyer.getByLabel('E-post'), 'buyer@demo.hemvist.se');
    await typeInto(page, coBuyer.getByLabel('Telefon'), '+0 70 765 43 21');
    await tabToElement(page, page.getByRole('button', { name: 'Fortsätt' }));
    await page.keyboard.press('Enter');
    await page.getByText('Personnumret stämmer inte. Kontrollera siffrorna.').waitFor();
    await page.getByText('Ange numret med landsnummer, t.ex. +46701234567.').waitFor();
    expect(await coBuyer.getByLabel('Personnummer').getAttribute('aria-invalid')).toBe('true');
    await checkStep(page, '2-personal-info-rules');
    await typeInto(page, coBuyer.getByLabel('Personnummer'), '19900101-1239');
    await typeInto(page, coBuyer.getByLabel('Telefon'), '+46 70 765 43 21');
    await checkStep(page, '2-personal-info');
    await tabToElement(page, page.getByRole('button', { name: 'Fortsätt' }));
    await page.keyboard.press('Enter');
    await page.getByText('Medköparen behöver en egen e-postadress.').waitFor();
    expect(await page.getByText('Personnumret stämmer inte. Kontrollera siffrorna.').count()).toBe(0);
    await typeInto(page, coBuyer.getByLabel('E-post'), 'kalle.kopare@example.se');
    await tabToElement(page, page.getByRole('button', { name: 'Fortsätt' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Finansiering' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/boka/financing/');
    // The booking cookie brings the flow back after a reload, at the same step.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Finansiering' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/boka/financing/');

    const minimum = Math.ceil(price * 0.15);
    await typeInto(page, page.getByLabel('Kontantinsats (kr)'), String(minimum - 1));
    await typeInto(page, page.getByLabel('Lån (kr)'), String(price - minimum));
    await tabToElement(page, page.getByRole('button', { name: 'Fortsätt' }));
    await page.keyboard.press('Enter');
    await page.getByText(/Kontantinsatsen måste vara minst .+\skr \(15\s%\sav priset\)\./).waitFor();
    // Issue 33 item 15: the rule above the total runs whole, not split in two under "Pris".
    const ruleParts = await page
      .locator('dl dt:last-of-type, dl dd:last-of-type')
      .first()
      .evaluate((dt) => {
        const dd = dt.nextElementSibling;
        return {
          dtRight: Math.round(dt.getBoundingClientRect().right),
          ddLeft: Math.round(dd?.getBoundingClientRect().left ?? -1),
        };
      });
    expect(ruleParts.ddLeft).toBe(ruleParts.dtRight);
    await checkStep(page, '3-financing');
    await typeInto(page, page.getByLabel('Kontantinsats (kr)'), String(minimum));
    await tabToElement(page, page.getByRole('button', { name: 'Fortsätt' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Signera' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/boka/sign/');
    const summary = page.getByRole('region', { name: 'Sammanfattning' });
    await summary.getByText('Klara Köpare, buyer@demo.hemvist.se').waitFor();
    await summary.getByText('Kalle Köpare, kalle.kopare@example.se').waitFor();
    // The sign step is the signing module's SignStep, offering BankID on the Swedish site.
    await page.locator('[data-sign-step] [data-start-signing="bank_id"]').waitFor();
    await checkStep(page, '4-sign');

    // A step ahead in the URL goes back to the booking's own step.
    await page.goto(`${e2e.portal.origin()}/boka/done/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Signera' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/boka/sign/');

    // The error kinds of platform §8 arrive as a hash prefix; the flow lands on the booking's
    // error page with it (issue 35 item 4), whose way back resumes the booking at its step. An
    // unknown kind reads as purchase.
    await page.goto(`${e2e.portal.origin()}/boka/sign/#cancel-1234`, { waitUntil: 'networkidle' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/boka/fel/');
    const alert = page.getByRole('alert');
    await alert.getByText('Signeringen avbröts. Du kan försöka igen när du är redo.').waitFor();
    await checkStep(page, '5-error-cancel');
    await tabToElement(page, page.getByRole('link', { name: 'Tillbaka till bokningen' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Signera' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/boka/sign/');
    await page.goto(`${e2e.portal.origin()}/boka/sign/#somethingelse`, { waitUntil: 'networkidle' });
    await page
      .getByRole('alert')
      .getByText('Bokningen kunde inte genomföras. Försök igen, eller kontakta oss.')
      .waitFor();
    expect(errors).toEqual([]);
  }, 300_000);
});
