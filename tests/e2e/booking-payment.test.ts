import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingProjects,
  residenceBookings,
  residenceObjects,
  residenceStages,
} from '../../src/server/db/schema';
import { emailLogin } from '../../src/server/modules/account/testing/account-test-app';
import { paymentServicesOf } from '../../src/server/providers/payments/payment-providers';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../src/shared/booking/booking-steps';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import { requireRoute } from '../../src/shared/sites/routes';
import { SITES } from '../../src/shared/sites/sites';
import { axeViolations, openPage } from './testing/browser';
import { logInAsDemo } from './testing/demo-login';
import { openSwishRequest, payOpenSwishRequest, setUpPaymentContext } from './testing/payment-context';

// The click-to-buy payment step (issue 14 item 6) in Chromium: a booking set up at the payment
// step through the API and the repository (signing is the signing module's and has its own
// tests), then paid with Swish (on another phone, and in the Swish app on this device), by card
// through the card checkout and by bank payment through the bank's page, each simulator as the
// payer sees it; a declined payment explained with a way back; axe at 390 and 1280 px; keyboard
// only. The app runs in this process (with the built client) so the test can set the booking up
// and act as the payer's phone through the simulators.

const FEE_TEXT = /25\s000\skr/;

const ctx = setUpPaymentContext();
let buyerId = '';

beforeAll(async () => {
  const { body } = await emailLogin(ctx.app, 'buyer-se');
  const payload = JSON.parse(Buffer.from((body.token ?? '').split('.')[1] ?? '', 'base64url').toString());
  buyerId = payload.sub ?? payload.userId;
});

const db = () => ctx.database.handle.db;
const simulators = () => paymentServicesOf(ctx.app).simulators;

/** A flow B booking of buyer-se on the Swedish site, started through the API and signed, at the payment step. */
async function bookingAtPaymentStep(page: Page) {
  const [project] = await db()
    .select({ stageId: bookingProjects.stageId })
    .from(bookingProjects)
    .innerJoin(residenceStages, eq(residenceStages.id, bookingProjects.stageId))
    .where(and(eq(bookingProjects.flow, 'B'), eq(residenceStages.siteId, SITES.se.siteId)));
  if (!project) throw new Error('no flow B project');
  // One home per buyer and stage: the previous test's booking ends first.
  await db()
    .update(residenceBookings)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(residenceBookings.buyerUserId, buyerId),
        eq(residenceBookings.stageId, project.stageId),
        inArray(residenceBookings.status, ACTIVE_BOOKING_STATUSES as BookingStatus[]),
      ),
    );
  const [home] = await db()
    .select({ id: residenceObjects.id })
    .from(residenceObjects)
    .where(
      and(eq(residenceObjects.stageId, project.stageId), eq(residenceObjects.status, OBJECT_STATUS.forSale)),
    )
    .orderBy(residenceObjects.objectNumber);
  if (!home) throw new Error('no home for sale');
  await logInAsDemo(page, ctx.origin, 'buyer-se');
  const started = await page.context().request.post(`${ctx.origin}/api/buyresidence/startbookingasync`, {
    headers: { origin: ctx.origin },
    data: { objectId: home.id, idempotencyKey: randomUUID() },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { bookingId } = (await started.json()) as { bookingId: string };
  await db()
    .update(residenceBookings)
    .set({ status: 'signed', currentStep: 'payment', signedAt: new Date() })
    .where(eq(residenceBookings.id, bookingId));
  return { bookingId, objectId: home.id };
}

/** The booking flow's payment step (book-steps' /boka/payment/, found through the buy-residence cookie). */
async function openPaymentStep(page: Page, booking: { objectId: string }) {
  const cookie = await page
    .context()
    .request.post(`${ctx.origin}/api/buyresidence/buyresidencecookie/${booking.objectId}`, {
      headers: { origin: ctx.origin },
    });
  expect(cookie.status()).toBe(200);
  await page.goto(`${ctx.origin}${requireRoute('se', 'clickToBuy')}payment/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Betala bokningsavgiften' }).waitFor();
  await expect.poll(() => page.locator('[data-payment-amount]').textContent()).toMatch(FEE_TEXT);
}

async function bookingStatus(bookingId: string) {
  const [row] = await db().select().from(residenceBookings).where(eq(residenceBookings.id, bookingId));
  return row?.status;
}

const dialog = (page: Page) => page.getByRole('dialog');
const focusIsInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

async function expectPaid(page: Page, bookingId: string) {
  await dialog(page)
    .getByText(/Vi har tagit emot/)
    .waitFor();
  await expect.poll(() => bookingStatus(bookingId)).toBe('paid');
  await dialog(page).getByRole('button', { name: 'Fortsätt' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

describe('booking payment step', () => {
  it('pays with Swish on another phone (e-commerce), axe clean at 1280 px', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    const booking = await bookingAtPaymentStep(page);
    await openPaymentStep(page, booking);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /Swish/ }).check();
    await page.getByRole('button', { name: /Betala 25/ }).click();
    await dialog(page).getByLabel('Mobilnummer kopplat till Swish').fill('070-123 45 67');
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Skicka betalningen till min telefon' }).click();
    await dialog(page).getByText('Öppna Swish-appen på din telefon och godkänn betalningen.').waitFor();
    await payOpenSwishRequest(ctx.app);
    await expectPaid(page, booking.bookingId);
    expect(errors).toEqual([]);
  });

  it('pays with the Swish app on this device (m-commerce) and comes back to the modal, axe clean at 390 px', async () => {
    const { page, errors } = await openPage(ctx.browser, 390, 844);
    const booking = await bookingAtPaymentStep(page);
    await openPaymentStep(page, booking);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Betala 25/ }).click();
    await dialog(page).getByRole('button', { name: 'Öppna Swish på den här enheten' }).click();
    expect(await axeViolations(page)).toEqual([]);
    // The Swish app (the simulator's app page) opens; the payer approves and is sent back.
    await dialog(page).getByRole('link', { name: 'Öppna Swish på den här enheten' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL(/poolingId=.*type=swish/);
    await expectPaid(page, booking.bookingId);
    // The return parameters are gone from the address once the modal has them.
    expect(page.url()).not.toContain('poolingId');
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`pays by card through the card checkout and back, at ${width} px`, async () => {
      const { page, errors } = await openPage(ctx.browser, width, 900);
      const booking = await bookingAtPaymentStep(page);
      await openPaymentStep(page, booking);
      // Issue 33 item 15: every method's radio keeps its size beside a long hint.
      const radioWidths = await page
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => Math.round(radio.getBoundingClientRect().width)));
      expect(new Set(radioWidths).size).toBe(1);
      await page.getByRole('radio', { name: /Kort/ }).check();
      await page.getByRole('button', { name: /Betala 25/ }).click();
      await page.waitForURL(/\/svea-simulator\/checkout\//);
      await page.getByRole('button', { name: 'Pay with test card' }).click();
      await page.waitForURL(/cid=.*type=card/);
      await expectPaid(page, booking.bookingId);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('pays by bank payment through the bank’s page and back', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    const booking = await bookingAtPaymentStep(page);
    await openPaymentStep(page, booking);
    await page.getByRole('radio', { name: /Banköverföring/ }).check();
    await page.getByRole('button', { name: /Betala 25/ }).click();
    await page.waitForURL(/\/nordea-simulator\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/poolingId=.*type=bank/);
    // Confirmed first; paid once the bank has executed it — the modal polls until then.
    await expectPaid(page, booking.bookingId);
    expect(errors).toEqual([]);
  });

  it('explains a declined payment and a number not in Swish, and another try pays', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    const booking = await bookingAtPaymentStep(page);
    await openPaymentStep(page, booking);
    await page.getByRole('button', { name: /Betala 25/ }).click();
    await dialog(page).getByLabel('Mobilnummer kopplat till Swish').fill('070-123 00 00');
    await dialog(page).getByRole('button', { name: 'Skicka betalningen till min telefon' }).click();
    await dialog(page)
      .getByRole('alert')
      .getByText(/Numret är inte kopplat till Swish/)
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Försök igen' }).click();
    await dialog(page).getByLabel('Mobilnummer kopplat till Swish').fill('070-123 45 67');
    await dialog(page).getByRole('button', { name: 'Skicka betalningen till min telefon' }).click();
    await dialog(page).getByText('Öppna Swish-appen på din telefon och godkänn betalningen.').waitFor();
    await simulators().swish?.fail(await openSwishRequest(ctx.app), 'RF07');
    await dialog(page).getByRole('alert').getByText('Betalningen avböjdes i Swish.').waitFor();
    expect(await bookingStatus(booking.bookingId)).toBe('signed');
    expect(await axeViolations(page)).toEqual([]);
    // The way back: choose another method, and pay by card.
    await dialog(page).getByRole('button', { name: 'Välj ett annat betalsätt' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /Kort/ }).check();
    await page.getByRole('button', { name: /Betala 25/ }).click();
    await page.waitForURL(/\/svea-simulator\/checkout\//);
    await page.getByRole('button', { name: 'Pay with test card' }).click();
    await expectPaid(page, booking.bookingId);
    expect(errors).toEqual([]);
  });

  it('can be paid with the keyboard alone; focus stays in the modal and follows each state', async () => {
    const { page, errors } = await openPage(ctx.browser, 1280, 900);
    const booking = await bookingAtPaymentStep(page);
    await openPaymentStep(page, booking);
    const swish = page.getByRole('radio', { name: /Swish/ });
    await swish.focus();
    await page.keyboard.press('Space');
    for (
      let tab = 0;
      tab < 5 &&
      !(await page
        .getByRole('button', { name: /Betala 25/ })
        .evaluate((el) => el === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
    // From the amount message: Tab to the number, type it, Enter sends it.
    const phone = dialog(page).getByLabel('Mobilnummer kopplat till Swish');
    for (let tab = 0; tab < 5 && !(await phone.evaluate((el) => el === document.activeElement)); tab++)
      await page.keyboard.press('Tab');
    await page.keyboard.type('0701234567');
    await page.keyboard.press('Enter');
    await dialog(page).getByText('Öppna Swish-appen på din telefon och godkänn betalningen.').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-payment-state')))
      .toBe('pending');
    await payOpenSwishRequest(ctx.app);
    await dialog(page)
      .getByText(/Vi har tagit emot/)
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-payment-state')))
      .toBe('paid');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    // Paid, and the flow goes on to its done step, which completes the booking.
    expect(await bookingStatus(booking.bookingId)).toMatch(/^(paid|completed)$/);
    expect(errors).toEqual([]);
  });
});
