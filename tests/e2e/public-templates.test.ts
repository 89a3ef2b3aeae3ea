import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../seed/accounts/demo-accounts';
import {
  formSubmissions,
  payments,
  residenceAreas,
  residenceObjects,
  residenceStages,
  users,
} from '../../src/server/db/schema';
import { STAGE_STATUS } from '../../src/shared/residence/residence-enums';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { payOpenSwishRequest, setUpPaymentContext } from './testing/payment-context';

// The public templates of issue 35 item 4 in Chromium, at 390 and 1280 px with axe: the areas
// list (from the database, each card to its area page), the purchase notification (validation,
// the server's check of the home number, the confirmation, one row however often it is sent) and
// the payment page (a payment link's landing: behind login, the caller's own payment only, paid
// with Swish through the simulator, then the receipt).

const ctx = setUpPaymentContext();

const db = () => ctx.database.handle.db;
const originOf = (host: string) => ctx.origin.replace('localhost', host);

async function userIdOf(key: string): Promise<string> {
  const [user] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount(key).email ?? ''));
  if (!user) throw new Error(`no demo user ${key}`);
  return user.id;
}

/** A home of a Swedish stage for sale, for the purchase notification. */
async function swedishHome() {
  const [home] = await db()
    .select({
      stageId: residenceStages.id,
      stageName: residenceStages.name,
      objectNumber: residenceObjects.objectNumber,
    })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(
      and(eq(residenceStages.siteId, SITES.se.siteId), eq(residenceStages.stageStatus, STAGE_STATUS.forSale)),
    )
    .orderBy(residenceObjects.objectNumber)
    .limit(1);
  if (!home) throw new Error('no Swedish home for sale');
  return home;
}

describe('the areas page', () => {
  it('lists the Swedish site’s areas from the database and leads to an area page (1280 px)', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    await page.goto(`${ctx.origin}${requireRoute('se', 'areas')}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Våra bostadsområden' }).waitFor();
    const areas = await db()
      .select({ name: residenceAreas.name })
      .from(residenceAreas)
      .where(eq(residenceAreas.siteId, SITES.se.siteId));
    const list = page.getByRole('list', { name: 'Bostadsområden' });
    expect(await list.getByRole('listitem').count()).toBe(areas.length);
    const first = list.getByRole('listitem').first();
    expect(await first.textContent()).toMatch(/\d+ projekt · \d+ bostä?d(er)? till salu/);
    expect(await axeViolations(page)).toEqual([]);
    const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname.startsWith(requireRoute('se', 'areas'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('lists the Norwegian areas in Norwegian (390 px)', async () => {
    const { page, errors } = await openPage(ctx.browser, 390, 844);
    await page.goto(`${originOf('no.localhost')}${requireRoute('no', 'areas')}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1, name: 'Våre boligområder' }).waitFor();
    expect(
      await page.getByRole('list', { name: 'Boligområder' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the purchase notification', () => {
  it('checks the fields, refuses an unknown home number, then confirms the notification once (1280 px)', async () => {
    const home = await swedishHome();
    // The browser reports the API's 400 for the unknown home number: that answer is the point.
    const refused = /status of 400/;
    const { page, errors } = await openPage(ctx.browser, 1280, 900, { expectedErrors: [refused] });
    await page.goto(`${ctx.origin}${requireRoute('se', 'purchaseNotification')}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1, name: 'Köpanmälan' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Sent empty: a summary, each field's message, focus on the first.
    await page.getByRole('button', { name: 'Skicka köpanmälan' }).click();
    await page.getByRole('alert').filter({ hasText: 'fält behöver rättas' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByText('Välj ett alternativ.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Namn').fill('Karin Köpare');
    await page.getByLabel('E-post').fill('karin.kopare@example.se');
    await page.getByLabel('Telefonnummer').fill('070-123 45 67');
    await page.getByLabel('Projekt').selectOption(home.stageId);
    await page.getByLabel('Bostadsnummer').fill('ZZ-9999');
    await page.getByLabel(/Jag godkänner/).check();
    await page.getByRole('button', { name: 'Skicka köpanmälan' }).click();
    // The server knows no such home in the project: the message is beside the field, which has focus.
    await page
      .getByText('Vi hittar ingen bostad med det numret i projektet du valt.', { exact: false })
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('objectNumber');

    await page.getByLabel('Bostadsnummer').fill(home.objectNumber);
    await page.getByRole('button', { name: 'Skicka köpanmälan' }).dblclick();
    const confirmation = page.getByRole('status').filter({ hasText: 'Tack, Karin Köpare!' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(`${home.stageName}, ${home.objectNumber}`);
    expect(await confirmation.textContent()).toContain('Vi har tagit emot din köpanmälan');
    expect(await axeViolations(page)).toEqual([]);

    // Sending the same again says it was already received; still one row.
    await page.getByRole('button', { name: 'Anmäl ett köp till' }).click();
    await page.getByLabel('Namn').fill('Karin Köpare');
    await page.getByLabel('E-post').fill('karin.kopare@example.se');
    await page.getByLabel('Telefonnummer').fill('070-123 45 67');
    await page.getByLabel('Projekt').selectOption(home.stageId);
    await page.getByLabel('Bostadsnummer').fill(home.objectNumber);
    await page.getByLabel(/Jag godkänner/).check();
    await page.getByRole('button', { name: 'Skicka köpanmälan' }).click();
    await page.getByText('Vi hade redan din köpanmälan för den här bostaden.', { exact: false }).waitFor();
    const rows = await db()
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.form, 'purchase'), eq(formSubmissions.email, 'karin.kopare@example.se')));
    expect(rows).toHaveLength(1);
    expect(errors.filter((error) => !refused.test(error))).toEqual([]);
  });

  it('is in Finnish on the Finnish site (390 px)', async () => {
    const { page, errors } = await openPage(ctx.browser, 390, 844);
    await page.goto(`${originOf('fi.localhost')}${requireRoute('fi', 'purchaseNotification')}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1, name: 'Ostoilmoitus' }).waitFor();
    expect(await page.getByLabel('Kohde').locator('option').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Lähetä ostoilmoitus' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the payment page', () => {
  it('sends an anonymous visitor to the login, and lets the payer pay their own payment by link (1280 px)', async () => {
    const paymentId = randomUUID();
    await db()
      .insert(payments)
      .values({
        id: paymentId,
        userId: await userIdOf('vip'),
        siteKey: 'se',
        status: 'NotPaidSent',
        amount: 31_500,
        purpose: 'vip',
        dueDate: '2026-12-20',
      });
    const link = `${requireRoute('se', 'payment')}?paymentId=${paymentId}`;
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    await page.goto(`${ctx.origin}${link}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(requireRoute('se', 'login'));
    expect(new URL(page.url()).searchParams.get('referrer')).toBe(link);

    await logInAsDemo(page, ctx.origin, 'vip');
    await page.goto(`${ctx.origin}${link}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Betala' }).waitFor();
    const card = page.getByRole('region', { name: 'VIP-avgift' });
    await card.getByText('Faktura skickad').waitFor();
    expect(await card.textContent()).toMatch(/315\skr/);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: /Betala 315/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobilnummer kopplat till Swish').fill('0701234567');
    await dialog.getByLabel('Mobilnummer kopplat till Swish').press('Enter');
    await payOpenSwishRequest(ctx.app);
    await dialog.getByText(/Vi har tagit emot 315\skr/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByRole('region', { name: 'Kvitto' }).getByText('Referens').waitFor();
    await card.getByText('Betalningen är gjord. Tack!').waitFor();
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('Paid');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows nothing of another person’s payment, and says when the link names none (390 px)', async () => {
    const someoneElses = randomUUID();
    await db()
      .insert(payments)
      .values({
        id: someoneElses,
        userId: await userIdOf('vip'),
        siteKey: 'se',
        status: 'NotPaid',
        amount: 77_700,
        purpose: 'vip',
      });
    // The browser reports the API's 404 for someone else's payment: that answer is the point.
    const notFound = /status of 404/;
    const { page, errors } = await openPage(ctx.browser, 390, 844, { expectedErrors: [notFound] });
    await logInAsDemo(page, ctx.origin, 'neighbour');
    await page.goto(`${ctx.origin}${requireRoute('se', 'payment')}?paymentId=${someoneElses}`, {
      waitUntil: 'networkidle',
    });
    await page.getByText('Vi hittar ingen betalning för den här länken', { exact: false }).waitFor();
    expect(await page.content()).not.toContain('777');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${ctx.origin}${requireRoute('se', 'payment')}`, { waitUntil: 'networkidle' });
    await page.getByText('Länken pekar inte på någon betalning.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !notFound.test(error))).toEqual([]);
  });
});
