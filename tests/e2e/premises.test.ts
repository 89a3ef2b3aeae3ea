import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../src/shared/page/page-payload';
import { PREMISES_FILTERS_COOKIE } from '../../src/shared/premises/premises-constants';
import type {
  PremisesContact,
  PremisesObjectViewModel,
  PremisesStartViewModel,
} from '../../src/shared/premises/premises-view-models';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { setUpE2eContext } from './testing/e2e-context';
import { pressByKeyboard, tabToElement, typeInto } from './testing/keyboard';

// The premises search (issue 16 item 1, flows §2.8, §4.6) in Chromium against the built portal:
// filters by keyboard, each change fetched anew and kept in the premises--filters cookie, the
// stored filters back after a reload, the map view, an object page and the not-found page
// (404); axe at 390 and 1280 px. Issue 33 item 7: whom to contact about a premises and the
// message form that reaches them, its picture and map, the filters in the address, and price
// sorts that never compare a yearly rent with a sale price.

const e2e = setUpE2eContext();
const PREMISES = requireRoute('se', 'premises');

const SHOTS = process.env.PREMISES_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** The whole page, or what the viewport shows (a dialog). */
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

/** The API's count for a filter, asked by the page (its host). */
async function apiCount(page: Page, filter: object, siteId = SITES.se.siteId): Promise<number> {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/residence/search/premises', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { estimatedTotalHits: number }).estimatedTotalHits;
    },
    { filter: { ...filter, siteId } },
  );
}

const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ lokal(er)?$/ });
const countOf = async (page: Page) => Number((await countHeading(page).textContent())?.split(' ')[0]);

describe('premises search', () => {
  it('filters by keyboard, fetches anew on each change and restores the filters from the cookie after a reload', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lokaler');
    const all = await apiCount(page, { minArea: 0 });
    expect(await countOf(page)).toBe(all);
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .count(),
    ).toBe(all);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-start-1280');

    const office = page.getByRole('checkbox', { name: 'Kontor' });
    await office.focus();
    await page.keyboard.press('Space');
    const offices = await apiCount(page, { minArea: 0, type: ['office'] });
    expect(offices).toBeLessThan(all);
    await expect.poll(() => countOf(page)).toBe(offices);

    const minArea = page.getByRole('spinbutton', { name: 'Minsta yta (m²)' });
    await minArea.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('50');
    const large = await apiCount(page, { minArea: 50, type: ['office'] });
    await expect.poll(() => countOf(page)).toBe(large);

    const sort = page.getByRole('combobox', { name: 'Sortera' });
    await sort.focus();
    await sort.selectOption('size:desc');
    // flows §7.3: [sortOrder asc, chosen sort] — available premises first, then largest first.
    await expect
      .poll(async () => {
        const cards = await page.locator('[data-premises-area]').evaluateAll((nodes) =>
          nodes.map((node) => ({
            rank:
              ({ forSale: 0, booked: 1 } as Record<string, number>)[
                node.getAttribute('data-premises-status') ?? ''
              ] ?? 2,
            area: Number(node.getAttribute('data-premises-area')),
          })),
        );
        return (
          cards.length > 1 &&
          cards.every((card, index) => {
            const before = cards[index - 1];
            return (
              !before || before.rank < card.rank || (before.rank === card.rank && before.area >= card.area)
            );
          })
        );
      })
      .toBe(true);

    const cookie = (await page.context().cookies()).find((entry) => entry.name === PREMISES_FILTERS_COOKIE);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
      types: ['office'],
      minArea: 50,
      sort: 'size:desc',
    });

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => office.isChecked()).toBe(true);
    expect(await minArea.inputValue()).toBe('50');
    expect(await sort.inputValue()).toBe('size:desc');
    await expect.poll(() => countOf(page)).toBe(large);

    // The map view (maplibre loads only now) shows the same premises.
    await page.getByRole('button', { name: 'Karta' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Karta över lokalerna' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Clearing restores the defaults, and the cookie follows.
    await page.getByRole('button', { name: 'Rensa filter' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page)).toBe(all);
    expect(errors).toEqual([]);
  });

  it('opens a premises object page from the list by keyboard at 390 px', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-start-390');
    const first = page.getByRole('heading', { level: 3 }).first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href.startsWith(PREMISES)).toBe(true);
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByRole('term').allTextContents()).toEqual(
      expect.arrayContaining(['Yta', 'Adress', 'Tillträde']),
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-1280');
    expect(errors).toEqual([]);
  });

  it('answers an unknown premises with the premises not-found page and HTTP 404', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844, { expectedErrors: [/404/] });
    const response = await page.goto(`${e2e.portal.origin()}${PREMISES}finns-inte/`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lokalen finns inte');
    expect(await page.getByRole('link', { name: 'Alla lokaler' }).getAttribute('href')).toBe(PREMISES);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-not-found-1280');
    expect(errors.filter((line) => !/404/.test(line))).toEqual([]);
  });

  it('uses the Finnish area range 0–150 on /liiketilat/', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin('fi.localhost')}${requireRoute('fi', 'premises')}`, {
      waitUntil: 'networkidle',
    });
    expect(await page.getByRole('spinbutton', { name: 'Suurin pinta-ala (m²)' }).inputValue()).toBe('150');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('leads from the premises start page to the rental homes and a rental project, by keyboard', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Se våra hyresrätter$/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hyresrätter');
    expect(await axeViolations(page)).toEqual([]);
    const project = page.getByRole('heading', { level: 2 }).first().getByRole('link');
    const name = (await project.textContent()) ?? '';
    await project.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    const rents = await page.getByRole('row').locator('td:last-child').allTextContents();
    expect(rents.length).toBeGreaterThan(0);
    for (const rent of rents) expect(rent).toMatch(/kr$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'rental-project-1280');
    expect(errors).toEqual([]);
  });
});

// ---- Issue 33 item 7: premises pages lead somewhere --------------------------------------

interface ObjectPage {
  url: string;
  name: string;
  address: string;
  contact: PremisesContact;
}

/** A view model as the browser asks for it, on a site's host. */
async function viewModelOf<T>(host: string, path: string): Promise<T> {
  const { html } = await e2e.portal.fetchPage(host, `${path}GetViewModel`);
  return (JSON.parse(html) as PagePayload).template.viewModel as unknown as T;
}

/** The first premises pages of a site with what their view models say. */
async function objectPages(host: string, start: string): Promise<ObjectPage[]> {
  const { initial } = await viewModelOf<PremisesStartViewModel>(host, start);
  const pages: ObjectPage[] = [];
  for (const hit of initial.hits.slice(0, 12)) {
    const model = await viewModelOf<PremisesObjectViewModel>(host, hit.url);
    pages.push({ url: hit.url, name: hit.name, address: hit.address, contact: model.contact });
  }
  return pages;
}

const outbox = async (page: Page) => (await page.request.get(`${e2e.portal.origin()}/dev/outbox`)).text();

describe('a premises page leads somewhere', () => {
  it('names the person responsible with a phone and an e-mail link, and the message form reaches them, at 390 and 1280 px', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const premises = (await objectPages('localhost', PREMISES)).find(
      (candidate) => candidate.contact.kind === 'responsible',
    );
    if (!premises?.contact.name) throw new Error('no premises with a responsible person');
    const { name, phone, email } = premises.contact;
    await page.goto(`${e2e.portal.origin()}${premises.url}`, { waitUntil: 'networkidle' });
    const contact = page.getByRole('region', { name: 'Kontakt' });
    expect(await contact.getByText(name, { exact: true }).isVisible()).toBe(true);
    const call = contact.getByRole('link', { name: `Ring ${name} på ${phone}` });
    expect(await call.getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`);
    const mail = contact.getByRole('link', { name: `Mejla ${name} på ${email}` });
    expect(await mail.getAttribute('href')).toBe(`mailto:${email}`);
    expect(await page.getByText('Kontakta vår kundtjänst').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-person-390');

    // The form by keyboard: what is missing or wrong is said beside each field, in Swedish.
    await pressByKeyboard(page, contact.getByRole('button', { name: 'Skicka ett meddelande' }));
    const dialog = page.getByRole('dialog', { name: `Meddelande om ${premises.name}` });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByText(`Meddelandet går till ${name}`).isVisible()).toBe(true);
    await pressByKeyboard(page, dialog.getByRole('button', { name: 'Skicka meddelandet' }));
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toBe('4 fält behöver rättas.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('name');
    await page.keyboard.type('Anna Lindqvist');
    await typeInto(page, dialog.getByLabel('E-post', { exact: true }), 'anna@');
    await typeInto(page, dialog.getByLabel('Telefonnummer'), '070-123 45 67');
    await typeInto(page, dialog.getByLabel('Meddelande (frivilligt)'), 'Går det att se lokalen på torsdag?');
    await tabToElement(page, dialog.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await pressByKeyboard(page, dialog.getByRole('button', { name: 'Skicka meddelandet' }));
    await dialog.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-message-error-390', false);
    await typeInto(page, dialog.getByLabel('E-post', { exact: true }), 'anna@example.se');
    await pressByKeyboard(page, dialog.getByRole('button', { name: 'Skicka meddelandet' }));
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Tack, Anna Lindqvist!');
    await shot(page, 'premises-message-sent-390', false);
    // It reaches the person responsible, by mail.
    await expect
      .poll(async () => {
        const mails = await outbox(page);
        return mails.includes(`To: ${email}`) && mails.includes(premises.name);
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-person-1280');
    expect(errors).toEqual([]);
  });

  it('names the customer service where no one is responsible, and answers in Norwegian on the Norwegian site', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    const swedish = (await objectPages('localhost', PREMISES)).find(
      (candidate) => candidate.contact.kind === 'customerService',
    );
    if (!swedish) throw new Error('no Swedish premises without a responsible person');
    await page.goto(`${e2e.portal.origin()}${swedish.url}`, { waitUntil: 'networkidle' });
    const contact = page.getByRole('region', { name: 'Kontakt' });
    expect(await contact.getByText('Kundservice', { exact: true }).isVisible()).toBe(true);
    expect(
      await contact.getByRole('link', { name: 'Ring Kundservice på 021-10 20 40' }).getAttribute('href'),
    ).toBe('tel:021102040');
    expect(
      await contact
        .getByRole('link', { name: 'Mejla Kundservice på kundservice@hemvist.se' })
        .getAttribute('href'),
    ).toBe('mailto:kundservice@hemvist.se');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-service-1280');

    const norwegian = (await objectPages('no.localhost', requireRoute('no', 'premises')))[0];
    if (!norwegian) throw new Error('no Norwegian premises');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.portal.origin('no.localhost')}${norwegian.url}`, { waitUntil: 'networkidle' });
    const kontakt = page.getByRole('region', { name: 'Kontakt' });
    const who = norwegian.contact.name ?? 'Kundeservice';
    expect(
      await kontakt.getByRole('link', { name: `Ring ${who} på ${norwegian.contact.phone}` }).count(),
    ).toBe(1);
    await pressByKeyboard(page, kontakt.getByRole('button', { name: 'Send en melding' }));
    const dialog = page.getByRole('dialog', { name: `Melding om ${norwegian.name}` });
    await dialog.waitFor({ state: 'visible' });
    await typeInto(page, dialog.getByLabel('Telefonnummer'), 'ring meg');
    await pressByKeyboard(page, dialog.getByRole('button', { name: 'Send meldingen' }));
    await dialog.getByText('Skriv et telefonnummer med 7–20 tegn: sifre, +, - og mellomrom.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-message-error-no-390', false);
    expect(errors).toEqual([]);
  });

  it('speaks English on the English sub-site, where a message is sent as from there, and Finnish on the Finnish site', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const [english] = await objectPages('localhost', requireRoute('en', 'premises'));
    if (!english) throw new Error('no premises on the English sub-site');
    await page.goto(`${e2e.portal.origin()}${english.url}`, { waitUntil: 'networkidle' });
    const contact = page.getByRole('region', { name: 'Contact' });
    const who = english.contact.name ?? 'Customer service';
    expect(await contact.getByRole('link', { name: `Call ${who} on ${english.contact.phone}` }).count()).toBe(
      1,
    );
    await pressByKeyboard(page, contact.getByRole('button', { name: 'Send a message' }));
    const dialog = page.getByRole('dialog', { name: `Message about ${english.name}` });
    await dialog.waitFor({ state: 'visible' });
    await typeInto(page, dialog.getByLabel('Name'), 'Alex Morgan');
    await typeInto(page, dialog.getByLabel('Email', { exact: true }), 'alex@example.com');
    await typeInto(page, dialog.getByLabel('Phone number'), '+44 20 7946 0018');
    await tabToElement(page, dialog.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await pressByKeyboard(page, dialog.getByRole('button', { name: 'Send the message' }));
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Thank you, Alex Morgan!');
    await expect.poll(async () => (await outbox(page)).includes(`To: ${english.contact.email}`)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await shot(page, 'premises-object-en-390');

    const [finnish] = await objectPages('fi.localhost', requireRoute('fi', 'premises'));
    if (!finnish) throw new Error('no Finnish premises');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${e2e.portal.origin('fi.localhost')}${finnish.url}`, { waitUntil: 'networkidle' });
    const yhteystiedot = page.getByRole('region', { name: 'Yhteystiedot' });
    expect(
      await yhteystiedot
        .getByRole('link', { name: new RegExp(`^Soita: .*, ${finnish.contact.phone}$`) })
        .count(),
    ).toBe(1);
    expect(await yhteystiedot.getByRole('button', { name: 'Kirjoita viesti' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-fi-1280');
    expect(errors).toEqual([]);
  });

  it('shows a picture of the building, and the map, which loads only when it comes near', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const [premises] = await objectPages('localhost', PREMISES);
    if (!premises) throw new Error('no premises');
    const mapCode: string[] = [];
    page.on('request', (request) => {
      if (/maplibre|residence-map/.test(request.url())) mapCode.push(request.url());
    });
    await page.goto(`${e2e.portal.origin()}${premises.url}`, { waitUntil: 'networkidle' });
    const picture = page.getByRole('img', {
      name: `${premises.address}, fasad med lokalen i bottenvåningen`,
    });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Below the fold on a phone: nothing of the map is loaded yet.
    const map = page.getByRole('region', { name: 'Karta över var lokalen ligger' });
    expect(await map.count()).toBe(0);
    expect(mapCode).toEqual([]);
    await page.getByRole('heading', { name: 'Läge' }).scrollIntoViewIfNeeded();
    await map.waitFor();
    expect(mapCode.length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-object-map-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('premises filters in the address', () => {
  it('shows every change in the address without a new history entry, and an address with filters opens with them, from the server too', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    const entries = await page.evaluate(() => history.length);
    const search = () => new URL(page.url()).search;

    await pressByKeyboard(page, page.getByRole('checkbox', { name: 'Kontor' }));
    await page.keyboard.press('Space');
    await expect.poll(search).toBe('?type=office');
    await typeInto(page, page.getByRole('spinbutton', { name: 'Minsta yta (m²)' }), '40');
    await expect.poll(search).toBe('?type=office&minArea=40');
    const [firstTag] = (await viewModelOf<PremisesStartViewModel>('localhost', PREMISES)).tags;
    const tagName = firstTag?.name ?? '';
    const tagLabel = `${tagName} (${firstTag?.count})`;
    await tabToElement(page, page.getByRole('checkbox', { name: tagLabel }));
    await page.keyboard.press('Space');
    await page.getByRole('combobox', { name: 'Sortera' }).selectOption('rent:asc');
    const wanted = `?type=office&tags=${encodeURIComponent(tagName)}&minArea=40&sort=rent:asc`;
    await expect.poll(search).toBe(wanted);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const count = await apiCount(page, { minArea: 40, type: ['office'], tags: [tagName] });
    await expect.poll(() => countOf(page)).toBe(count);
    await shot(page, 'premises-start-filtered-1280', false);

    // A shared link opens with its filters, for someone without the cookie, on a phone.
    const other = await openPage(e2e.browser, 390, 844);
    await other.page.goto(`${e2e.portal.origin()}${PREMISES}${wanted}`, { waitUntil: 'networkidle' });
    expect(await other.page.getByRole('checkbox', { name: 'Kontor' }).isChecked()).toBe(true);
    expect(await other.page.getByRole('checkbox', { name: tagLabel }).isChecked()).toBe(true);
    expect(await other.page.getByRole('spinbutton', { name: 'Minsta yta (m²)' }).inputValue()).toBe('40');
    expect(await other.page.getByRole('combobox', { name: 'Sortera' }).inputValue()).toBe('rent:asc');
    expect(await countOf(other.page)).toBe(count);
    expect(await axeViolations(other.page)).toEqual([]);
    await shot(other.page, 'premises-start-shared-390', false);
    // The server rendered the same hits: what a crawler or a slow phone gets first.
    const { html } = await e2e.portal.fetchPage('localhost', `${PREMISES}${wanted}`);
    expect(html).toContain(`>${count} lokal${count === 1 ? '' : 'er'}</h2>`);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('takes the stored filters when the address has none, leaves out what it cannot use, and keeps them after a premises page', async () => {
    const { page, errors } = await openPage(e2e.browser, 390, 844);
    const search = () => new URL(page.url()).search;
    // Values nobody can use are ignored: the page opens with the defaults, never an error.
    const bad = await page.goto(
      `${e2e.portal.origin()}${PREMISES}?type=castle&minArea=many&sort=cheap&utm_source=mail`,
      {
        waitUntil: 'networkidle',
      },
    );
    expect(bad?.status()).toBe(200);
    expect(await countOf(page)).toBe(await apiCount(page, { minArea: 0 }));
    await expect.poll(search).toBe('?utm_source=mail');

    await pressByKeyboard(page, page.getByRole('checkbox', { name: 'Lager' }));
    await page.keyboard.press('Space');
    await expect.poll(search).toBe('?type=storage&utm_source=mail');
    // The cookie still keeps them: the plain address opens with them and shows them.
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('checkbox', { name: 'Lager' }).isChecked()).toBe(true);
    await expect.poll(search).toBe('?type=storage');
    const storage = await apiCount(page, { minArea: 0, type: ['storage'] });
    await expect.poll(() => countOf(page)).toBe(storage);

    // Into a premises and back: the same list.
    const first = page.getByRole('heading', { level: 3 }).first().getByRole('link');
    await pressByKeyboard(page, first);
    await page.waitForURL((url) => url.pathname !== PREMISES);
    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(search).toBe('?type=storage');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Lager' }).isChecked()).toBe(true);
    await expect.poll(() => countOf(page)).toBe(storage);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** The figure of each card as a person reads it: "Pris 4 500 000 kr" or "Årshyra 180 000 kr". */
async function cardFigures(page: Page) {
  return page.locator('[data-premises-status]').evaluateAll((cards) =>
    cards.map((card) => {
      const text = card.textContent ?? '';
      // Digits grouped by (no-break) spaces, then the currency.
      const match = /(Årshyra|Pris)\s([\d\s]+?)\skr/.exec(text);
      return {
        available: card.getAttribute('data-premises-status') === 'forSale',
        rank:
          ({ forSale: 0, booked: 1 } as Record<string, number>)[
            card.getAttribute('data-premises-status') ?? ''
          ] ?? 2,
        kind: match?.[1] ?? (text.includes('Pris på begäran') ? 'onRequest' : 'none'),
        amount: match ? Number((match[2] ?? '').replace(/\D/g, '')) : null,
      };
    }),
  );
}

describe('premises sorted by price', () => {
  it('never puts a yearly rent among sale prices: each sort lists its own kind first, rising or falling', async () => {
    const { page, errors } = await openPage(e2e.browser, 1280, 900);
    await page.goto(`${e2e.portal.origin()}${PREMISES}`, { waitUntil: 'networkidle' });
    const sort = page.getByRole('combobox', { name: 'Sortera' });
    for (const [option, own, direction, hint] of [
      ['Pris, lägst först', 'Pris', 1, 'Lokaler till salu sorteras efter pris'],
      ['Årshyra, lägst först', 'Årshyra', 1, 'Lokaler att hyra sorteras efter årshyra'],
      ['Årshyra, högst först', 'Årshyra', -1, 'Lokaler att hyra sorteras efter årshyra'],
    ] as const) {
      await sort.selectOption({ label: option });
      await expect.poll(() => page.getByText(hint).isVisible()).toBe(true);
      await expect
        .poll(async () => {
          const cards = await cardFigures(page);
          // The premises that can be had come first; among them the sort's own kind, by its figure.
          const available = cards.filter((card) => card.available);
          const firstOther = available.findIndex((card) => card.kind !== own);
          const ownFigures = available.slice(0, firstOther < 0 ? undefined : firstOther);
          const amounts = ownFigures.map((card) => card.amount ?? 0);
          return (
            cards.length > 0 &&
            cards.every((card, index) => index === 0 || (cards[index - 1]?.rank ?? 0) <= card.rank) &&
            ownFigures.length > 1 &&
            ownFigures.every((card) => card.kind === own) &&
            available.slice(ownFigures.length).every((card) => card.kind !== own) &&
            amounts.every(
              (amount, index) => index === 0 || direction * (amount - (amounts[index - 1] ?? 0)) >= 0,
            )
          );
        })
        .toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'premises-start-rent-sort-1280');
    expect(errors).toEqual([]);
  });
});
