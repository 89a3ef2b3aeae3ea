import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';

// Click to buy on the Norwegian and Finnish sites (issue 14 item 8): from a bookable home's
// object page to the done step in the site's own language and routes, signing the agreement
// through the country's e-identification (the broker simulator, as the buyer) and paying the
// fee through the card and bank simulators. The Swedish flows are in booking-flows.test.ts.

const e2e = setUpE2eContext();
const PASSWORD = 'Hemvist-demo-2026';

interface Buyer {
  site: 'no' | 'fi';
  host: string;
  email: string;
  nationalId: string;
}
const NORWEGIAN: Buyer = {
  site: 'no',
  host: 'no.localhost',
  email: 'buyer@demo.hemvist.no',
  nationalId: '07088935890',
};
const FINNISH: Buyer = {
  site: 'fi',
  host: 'fi.localhost',
  email: 'buyer@demo.hemvist.fi',
  nationalId: '030790-456H',
};

interface BookableHome {
  id: string;
  url: string;
  price: number;
}

/** A request from the page itself: Node cannot resolve *.localhost, Chromium can. */
async function inPage<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url as string, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // a text answer (the outbox page)
      }
      return { status: response.status, json: json as never };
    },
    [path, body] as const,
  );
}

async function logIn(page: Page, buyer: Buyer) {
  await page.goto(`${e2e.portal.origin(buyer.host)}/`, { waitUntil: 'domcontentloaded' });
  const answer = await inPage<{ status: string }>(page, '/account_service/login/email', {
    email: buyer.email,
    password: PASSWORD,
    siteId: SITES[buyer.site].siteId,
  });
  expect(answer.json.status).toBe('Ok');
}

/** A home for sale on the buyer's site whose project books online in the given flow. */
async function bookableHome(page: Page, buyer: Buyer, flow: 'B' | 'C'): Promise<BookableHome> {
  const search = await inPage<{ hits: { id: string; url: string; stageId: string | null }[] }>(
    page,
    '/api/residence/search_object',
    { limit: 400 },
  );
  expect(search.status).toBe(200);
  // A stage not sold online, or in another flow, is skipped whole after its first home.
  const otherStages = new Set<string>();
  for (const hit of search.json.hits) {
    if (hit.stageId && otherStages.has(hit.stageId)) continue;
    const information = await inPage<{ bookable: boolean; flow: string; price: number }>(
      page,
      `/api/buyresidence/getbookingobjectinformation/${hit.id}`,
    );
    const home = information.status === 200 ? information.json : null;
    if (home?.flow !== flow) {
      if (hit.stageId) otherStages.add(hit.stageId);
      continue;
    }
    if (home.bookable) return { id: hit.id, url: hit.url, price: home.price };
  }
  throw new Error(`no bookable flow-${flow} home on ${buyer.site}`);
}

const stepPath = (page: Page) => new URL(page.url()).pathname;

async function axeClean(page: Page, name: string) {
  // A step fades in: axe reads the colours once it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await axeViolations(page), name).toEqual([]);
}

/** Object page → the click-to-buy start → the personal-info step filled in (the identity comes from the account). */
async function startBooking(
  page: Page,
  buyer: Buyer,
  home: BookableHome,
  texts: { book: string; startHeading: string; personalHeading: string; fields: Record<string, string> },
) {
  await page.goto(`${e2e.portal.origin(buyer.host)}${home.url}`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: texts.book }).click();
  await page.getByRole('heading', { level: 1, name: texts.startHeading }).waitFor();
  await page.getByRole('button', { name: texts.book }).click();
  await page.getByRole('heading', { level: 1, name: texts.personalHeading }).waitFor();
  for (const [label, value] of Object.entries(texts.fields)) await page.getByLabel(label).first().fill(value);
}

/** The sign step: out to the broker simulator, in as the buyer, back with the agreement signed. */
async function signWithEident(page: Page, buyer: Buyer, texts: { signHeading: string; continue: string }) {
  await page.getByRole('heading', { level: 1, name: texts.signHeading }).waitFor();
  expect(stepPath(page)).toMatch(/\/sign\/$/);
  await axeClean(page, `${buyer.site} sign step`);
  await page.locator('[data-start-signing]').click();
  await page.waitForURL(/\/eident-simulator\/(no|fi)\/interaction\//);
  await page.getByLabel(/Or type a/).fill(buyer.nationalId);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The e-ident return page forwards to the sign step, whose modal finishes the signing.
  await page.locator('[data-signing-outcome="complete"]').waitFor({ timeout: 30_000 });
  await page.getByRole('dialog').getByRole('button', { name: texts.continue }).click();
}

async function expectDone(page: Page, buyer: Buyer, home: BookableHome, donePath: string, heading: string) {
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
  expect(stepPath(page)).toBe(donePath);
  await axeClean(page, `${buyer.site} done step`);
  // The confirmation mail goes to the buyer.
  await expect
    .poll(async () => JSON.stringify((await inPage(page, '/dev/outbox')).json), { timeout: 15_000 })
    .toContain(buyer.email);
  // My pages read the user from /account_service/user: the booking is listed there.
  const user = await inPage<{ bookings: { objectId: string }[] }>(page, '/account_service/user');
  expect(user.json.bookings.map((booking) => booking.objectId)).toContain(home.id);
}

describe('click to buy abroad', () => {
  it('Norway, flow B at 390 px: documents, signing with Norwegian BankID, card payment, done', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await logIn(page, NORWEGIAN);
    const home = await bookableHome(page, NORWEGIAN, 'B');
    await startBooking(page, NORWEGIAN, home, {
      book: 'Bestill boligen',
      startHeading: 'Bestill boligen din',
      personalHeading: 'Dine opplysninger',
      fields: { Telefon: '912 34 567', Adresse: 'Storgata 1', Postnummer: '0155', Sted: 'Oslo' },
    });
    await axeClean(page, 'no personal-info step');
    await page.getByRole('button', { name: 'Fortsett' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dokumenter' }).waitFor();
    expect(stepPath(page)).toBe('/boka/documents/');
    await page.getByLabel('Jeg har lest dokumentene').check();
    await page.getByRole('button', { name: 'Fortsett' }).click();
    await signWithEident(page, NORWEGIAN, { signHeading: 'Signer', continue: 'Fortsett' });

    await expect.poll(() => stepPath(page)).toBe('/boka/payment/');
    await page.getByRole('heading', { name: 'Betal bestillingsgebyret' }).waitFor();
    // Norway pays in kroner by card or bank; Swish is Swedish only.
    expect(await page.getByRole('radio', { name: /Swish/ }).count()).toBe(0);
    await page.getByRole('radio', { name: /Kort/ }).check();
    await page.getByRole('button', { name: /^Betal / }).click();
    await page.waitForURL(/\/svea-simulator\/checkout\//);
    await page.getByRole('button', { name: 'Pay with test card' }).click();
    await page.waitForURL(/cid=.*type=card/);
    await page
      .getByRole('dialog')
      .getByText(/Vi har mottatt/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fortsett' }).click();
    await expectDone(page, NORWEGIAN, home, '/boka/done/', 'Boligen er bestilt');
    expect(errors).toEqual([]);
  });

  it('Finland, flow C at 1280 px under /varaus/: choices, financing, accommodation, signing with bank ID, bank payment, done', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await logIn(page, FINNISH);
    const home = await bookableHome(page, FINNISH, 'C');
    await startBooking(page, FINNISH, home, {
      book: 'Varaa asunto',
      startHeading: 'Varaa kotisi',
      personalHeading: 'Tietosi',
      fields: {
        Puhelin: '040 123 4567',
        Osoite: 'Mannerheimintie 1',
        Postinumero: '00100',
        Postitoimipaikka: 'Helsinki',
      },
    });
    expect(stepPath(page)).toBe('/varaus/personal-info/');
    // The henkilötunnus comes from the account, and its field takes letters.
    const identity = page.getByLabel('Henkilötunnus').first();
    expect(await identity.inputValue()).toBe(FINNISH.nationalId);
    expect(await identity.getAttribute('inputmode')).toBe('text');
    await page.getByRole('button', { name: 'Jatka' }).click();

    await expect.poll(() => stepPath(page)).toBe('/varaus/choices/');
    const groups = page.locator('fieldset');
    await groups.first().waitFor();
    for (let index = 0; index < (await groups.count()); index++) {
      const first = groups.nth(index).getByRole('radio').first();
      if ((await first.count()) > 0) await first.check();
    }
    await axeClean(page, 'fi choices step');
    await page.getByRole('button', { name: 'Jatka' }).click();

    await page.getByRole('heading', { level: 1, name: 'Rahoitus' }).waitFor();
    const minimum = Math.ceil(home.price * 0.15);
    await page.getByLabel('Omarahoitus (€)').fill(String(minimum));
    await page.getByLabel('Laina (€)').fill(String(home.price - minimum));
    await page.getByRole('button', { name: 'Jatka' }).click();

    await expect.poll(() => stepPath(page)).toBe('/varaus/accomodation/');
    await page.getByRole('radio', { name: 'Vuokra-asunto' }).check();
    await page.getByRole('radio', { name: 'Ei' }).check();
    await page.getByRole('button', { name: 'Jatka' }).click();
    await signWithEident(page, FINNISH, { signHeading: 'Allekirjoita', continue: 'Jatka' });

    await expect.poll(() => stepPath(page)).toBe('/varaus/payment/');
    await page.getByRole('heading', { name: 'Maksa varausmaksu' }).waitFor();
    await page.getByRole('radio', { name: /Pankkisiirto/ }).check();
    await page.getByRole('button', { name: /^Maksa / }).click();
    await page.waitForURL(/\/nordea-simulator\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/poolingId=.*type=bank/);
    await page
      .getByRole('dialog')
      .getByText(/Olemme vastaanottaneet/)
      .waitFor({ timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Jatka' }).click();
    await expectDone(page, FINNISH, home, '/varaus/done/', 'Asunto on varattu');
    expect(errors).toEqual([]);
  });
});
