import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnDigit } from '../../../shared/account/national-ids';
import { minimumDownPayment } from '../../../shared/booking/booking-answers';
import { BOOKING_ENDPOINTS as E } from '../../../shared/booking/booking-endpoints';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { SITES } from '../../../shared/sites/sites';
import {
  bookingProjects,
  documents,
  residenceBookings,
  residenceObjects,
  residenceStages,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, FI_HOST, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';
import { queuedMailSettled } from '../mail/mail-queue';
import { newestOutboxMail } from '../mail/outbox-repository';
import { bookingFileStorage } from './booking-file-storage';

// The answer steps, the buy-residence cookie and the booking's documents (issue 14 item 4) on
// the seeded demo world: each rule of flows §5 as the API answers it, the server refusing a
// step not answered or not current, and every record closed to another buyer and another site.

let ctx: TestApp;
const headersOf: Record<string, Record<string, string>> = {};

async function login(key: string, host: string) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  headersOf[key] = { authorization: `Bearer ${body.token}`, host };
}

/** A valid Swedish personal number (12 digits) born on this date with this serial. */
function personalNumber(date: string, serial: string): string {
  return `${date}${serial}${luhnDigit(`${date.slice(2)}${serial}`)}`;
}

const usedHomes = new Set<string>();
async function freeHome(flow: 'A' | 'B' | 'C', siteKey: 'se' | 'no' | 'fi' = 'se') {
  const rows = await ctx.database.handle.db
    .select({ id: residenceObjects.id, price: residenceObjects.price })
    .from(residenceObjects)
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceObjects.stageId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(
      and(
        eq(bookingProjects.flow, flow),
        eq(residenceStages.siteId, SITES[siteKey].siteId),
        eq(residenceObjects.status, OBJECT_STATUS.forSale),
        isNotNull(residenceObjects.price),
      ),
    )
    .orderBy(residenceObjects.objectNumber);
  const home = rows.find((row) => !usedHomes.has(row.id));
  if (!home) throw new Error(`no free home of flow ${flow} on ${siteKey}`);
  usedHomes.add(home.id);
  return { id: home.id, price: (home.price ?? 0) * 100 };
}

const send = (key: string, method: 'GET' | 'POST', url: string, payload?: object, host?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headersOf[key], ...(host ? { host } : {}) },
    ...(payload ? { payload } : {}),
  });

async function book(key: string, flow: 'A' | 'B' | 'C', siteKey: 'se' | 'no' | 'fi' = 'se') {
  const home = await freeHome(flow, siteKey);
  const started = await send(key, 'POST', E.startBooking.path, {
    objectId: home.id,
    idempotencyKey: randomUUID(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const bookingId = started.json().bookingId as string;
  const moved = await send(key, 'POST', E.bookingStep.path, { bookingId, step: 'personal-info' });
  expect(moved.statusCode, moved.body).toBe(200);
  return { bookingId, home };
}

const answer = (key: string, bookingId: string, step: string, value: unknown) =>
  send(key, 'POST', E.answer.path, { bookingId, step, answer: value });

const BUYER_SE = {
  firstName: 'Klara',
  lastName: 'Köpare',
  email: 'buyer@demo.hemvist.se',
  phone: '070-123 45 67',
  securityNumber: '19880614-2389',
  address: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
};
const CO_BUYER = {
  firstName: 'Kalle',
  lastName: 'Köpare',
  email: 'kalle.kopare@example.se',
  phone: '070-765 43 21',
  securityNumber: personalNumber('19900101', '123'),
};

const issuesOf = (response: { json(): { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((response.json().issues ?? []).map((issue) => [issue.path, issue.message]));

beforeAll(async () => {
  ctx = await createTestApp();
  await login('buyer-se', SE_HOST);
  await login('resident', SE_HOST);
  await login('vip', SE_HOST);
  await login('neighbour', SE_HOST);
  await login('buyer-no', NO_HOST);
  await login('buyer-fi', FI_HOST);
}, 120_000);
afterAll(() => ctx.close());

describe('flow A: personal info and financing', () => {
  it('stores the price at start, checks each rule and moves on only when answered', async () => {
    const { bookingId, home } = await book('buyer-se', 'A');
    const [row] = await ctx.database.handle.db
      .select({ price: residenceBookings.price })
      .from(residenceBookings)
      .where(eq(residenceBookings.id, bookingId));
    expect(row?.price).toBe(home.price);

    // Not answered: the server refuses to move on, and refuses an answer to another step.
    const ahead = await send('buyer-se', 'POST', E.bookingStep.path, { bookingId, step: 'financing' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().code).toBe('BOOKING_STEP_NOT_ALLOWED');
    const early = await answer('buyer-se', bookingId, 'financing', {
      downPayment: home.price,
      loanAmount: 0,
      bank: '',
      hasLoanPromise: false,
    });
    expect(early.statusCode).toBe(409);

    const answers = (await send('buyer-se', 'GET', `/api/buyresidence/bookinganswers/${bookingId}`)).json();
    expect(answers.prefill.email).toBe('buyer@demo.hemvist.se');
    expect(answers.minimumDownPayment).toBe(minimumDownPayment(home.price));
    expect(answers.maximumFinancing).toBe(home.price);

    const bad = await answer('buyer-se', bookingId, 'personal-info', {
      buyer: { ...BUYER_SE, securityNumber: '19880614-2388', email: 'not-an-email' },
      hasCoBuyer: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toMatchObject({ 'buyer.securityNumber': 'pnrControl', 'buyer.email': 'email' });
    // platform §5: a number of the wrong shape is pnrFormat; a number written with a plus must
    // carry a whole country code (phoneWithCountryCode); the right digits alone pass.
    const shape = await answer('buyer-se', bookingId, 'personal-info', {
      buyer: { ...BUYER_SE, securityNumber: '1988-06-14', phone: '+0 70 123 45 67' },
      hasCoBuyer: true,
      coBuyer: { ...CO_BUYER, securityNumber: '19901301-1234', phone: '+46 70 12' },
    });
    expect(issuesOf(shape)).toEqual({
      'buyer.securityNumber': 'pnrFormat',
      'buyer.phone': 'phoneWithCountryCode',
      'coBuyer.securityNumber': 'pnrFormat',
      'coBuyer.phone': 'phoneWithCountryCode',
    });

    const notMine = await answer('buyer-se', bookingId, 'personal-info', {
      buyer: { ...BUYER_SE, securityNumber: CO_BUYER.securityNumber },
      hasCoBuyer: false,
    });
    expect(issuesOf(notMine)).toEqual({ 'buyer.securityNumber': 'notYourSecurityNumber' });

    const saved = await answer('buyer-se', bookingId, 'personal-info', {
      buyer: BUYER_SE,
      hasCoBuyer: true,
      coBuyer: CO_BUYER,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step).toBe('financing');

    const minimum = minimumDownPayment(home.price);
    const tooLow = await answer('buyer-se', bookingId, 'financing', {
      downPayment: minimum - 100,
      loanAmount: home.price - minimum,
      bank: 'Banken',
      hasLoanPromise: true,
    });
    expect(tooLow.statusCode).toBe(400);
    expect(issuesOf(tooLow)).toEqual({ downPayment: `downPaymentTooLow|min=${minimum}` });
    const tooMuch = await answer('buyer-se', bookingId, 'financing', {
      downPayment: minimum,
      loanAmount: home.price,
      bank: 'Banken',
      hasLoanPromise: true,
    });
    expect(issuesOf(tooMuch)).toEqual({ loanAmount: `priceSumToHigh|max=${home.price}` });
    const financed = await answer('buyer-se', bookingId, 'financing', {
      downPayment: minimum,
      loanAmount: home.price - minimum,
      bank: 'Banken',
      hasLoanPromise: true,
    });
    expect(financed.statusCode, financed.body).toBe(200);
    expect(financed.json().step).toBe('sign');

    const stored = (await send('buyer-se', 'GET', `/api/buyresidence/bookinganswers/${bookingId}`)).json();
    expect(stored.answers['personal-info'].coBuyer.securityNumber).toBe(CO_BUYER.securityNumber);
    expect(stored.answers.financing.downPayment).toBe(minimum);
    const [withCoBuyer] = await ctx.database.handle.db
      .select({ email: residenceBookings.coBuyerEmail })
      .from(residenceBookings)
      .where(eq(residenceBookings.id, bookingId));
    expect(withCoBuyer?.email).toBe(CO_BUYER.email);
  });

  it('refuses a co-buyer with the buyer’s identity number or e-mail, or an e-mail of someone else', async () => {
    const { bookingId } = await book('vip', 'A');
    const vip = (await send('vip', 'GET', `/api/buyresidence/bookinganswers/${bookingId}`)).json().prefill;
    const buyer = {
      ...vip,
      phone: vip.phone || '070-111 22 33',
      address: vip.address || 'Vägen 2',
      postalCode: vip.postalCode || '12345',
      city: vip.city || 'Uppsala',
    };
    const same = await answer('vip', bookingId, 'personal-info', {
      buyer,
      hasCoBuyer: true,
      coBuyer: { ...CO_BUYER, securityNumber: buyer.securityNumber, email: buyer.email.toUpperCase() },
    });
    expect(same.statusCode).toBe(400);
    expect(issuesOf(same)).toEqual({
      'coBuyer.securityNumber': 'uniqueSocial',
      'coBuyer.email': 'uniqueEmail',
    });
    const taken = await answer('vip', bookingId, 'personal-info', {
      buyer,
      hasCoBuyer: true,
      coBuyer: { ...CO_BUYER, email: 'resident@demo.hemvist.se' },
    });
    expect(issuesOf(taken)).toEqual({ 'coBuyer.email': 'emailInUse' });
    // The account's own address is the buyer's, whatever the buyer field says (server-side).
    const accountEmail = await answer('vip', bookingId, 'personal-info', {
      buyer: { ...buyer, email: 'someone.new@example.se' },
      hasCoBuyer: true,
      coBuyer: { ...CO_BUYER, email: buyer.email },
    });
    expect(issuesOf(accountEmail)).toEqual({ 'coBuyer.email': 'uniqueEmail' });
    const missing = await answer('vip', bookingId, 'personal-info', { buyer, hasCoBuyer: true });
    expect(issuesOf(missing)).toMatchObject({ 'coBuyer.firstName': 'required', 'coBuyer.email': 'required' });
  });
});

describe('flow C: choices with totals, financing up to price plus choices, accommodation', () => {
  it('walks the Finnish flow C to the sign step', async () => {
    const { bookingId, home } = await book('buyer-fi', 'C', 'fi');
    const prefill = (await send('buyer-fi', 'GET', `/api/buyresidence/bookinganswers/${bookingId}`)).json()
      .prefill;
    expect(prefill.securityNumber).toBe('030790-456H');
    const info = await answer('buyer-fi', bookingId, 'personal-info', {
      buyer: { ...prefill, phone: '+358401234567', address: 'Katu 1', postalCode: '00100', city: 'Helsinki' },
      hasCoBuyer: false,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().step).toBe('choices');

    const groups = (await send('buyer-fi', 'GET', `/api/buyresidence/interioroptions/${bookingId}`)).json();
    expect(groups.length).toBeGreaterThan(1);
    const partial = await answer('buyer-fi', bookingId, 'choices', {
      choices: { [groups[0].groupKey]: groups[0].options[0].id },
    });
    expect(partial.statusCode).toBe(400);
    expect(issuesOf(partial)[`choices.${groups[1].groupKey}`]).toBe('required');
    const choices = Object.fromEntries(
      groups.map((group: { groupKey: string; options: { id: string }[] }) => [
        group.groupKey,
        group.options[group.options.length - 1]?.id,
      ]),
    );
    const extra = groups.reduce(
      (sum: number, group: { options: { price: number }[] }) => sum + (group.options.at(-1)?.price ?? 0),
      0,
    );
    expect((await answer('buyer-fi', bookingId, 'choices', { choices })).json().step).toBe('financing');
    const limits = (await send('buyer-fi', 'GET', `/api/buyresidence/bookinganswers/${bookingId}`)).json();
    expect(limits.interiorTotal).toBe(extra);
    expect(limits.maximumFinancing).toBe(home.price + extra);

    const minimum = minimumDownPayment(home.price);
    const financed = await answer('buyer-fi', bookingId, 'financing', {
      downPayment: minimum,
      loanAmount: home.price + extra - minimum,
      bank: '',
      hasLoanPromise: false,
    });
    expect(financed.json().step).toBe('accomodation');
    const housing = await answer('buyer-fi', bookingId, 'accomodation', {
      housingType: 'rental',
      mustSell: 'no',
      comment: '',
    });
    expect(housing.statusCode, housing.body).toBe(200);
    expect(housing.json().step).toBe('sign');
  });
});

describe('flow B: the project’s documents', () => {
  it('lists the documents, serves each as a PDF, and needs them read to move on', async () => {
    const { bookingId } = await book('resident', 'B');
    const prefill = (await send('resident', 'GET', `/api/buyresidence/bookinganswers/${bookingId}`)).json()
      .prefill;
    const info = await answer('resident', bookingId, 'personal-info', {
      buyer: {
        ...prefill,
        phone: prefill.phone || '0701234567',
        address: 'A 1',
        postalCode: '12345',
        city: 'B',
      },
      hasCoBuyer: false,
    });
    expect(info.json().step, info.body).toBe('documents');
    const documents = (
      await send('resident', 'GET', `/api/buyresidence/getbookingdocuments/${bookingId}`)
    ).json();
    expect(documents.map((document: { title: string }) => document.title)).toContain('Prislista');
    const pdf = await send('resident', 'GET', documents[1].url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send('resident', 'GET', `${documents[1].url}x`)).statusCode).toBe(404);
    expect((await answer('resident', bookingId, 'documents', { documentsRead: false })).statusCode).toBe(400);
    expect((await answer('resident', bookingId, 'documents', { documentsRead: true })).json().step).toBe(
      'sign',
    );
  });
});

describe('completion', () => {
  it('mails the buyer in the site’s language with the signed agreement, and lists the booking', async () => {
    const { bookingId, home } = await book('buyer-no', 'B', 'no');
    const db = ctx.database.handle.db;
    // What the signing service leaves behind: a signed booking and its agreement PDF.
    const storageKey = `booking-agreements/${bookingId}.pdf`;
    await bookingFileStorage(ctx.app).put(
      storageKey,
      Readable.from([Buffer.from('%PDF-1.7 signed agreement')]),
    );
    const [row] = await db.select().from(residenceBookings).where(eq(residenceBookings.id, bookingId));
    if (!row) throw new Error('no booking');
    await db.insert(documents).values({
      id: randomUUID(),
      userId: row.buyerUserId,
      siteKey: 'no',
      bookingId,
      kind: 'booking-agreement',
      title: 'Bestillingsavtale',
      status: 'done',
      storageKey,
      sha256: '0'.repeat(64),
      signedAt: new Date(),
    });
    await db
      .update(residenceBookings)
      .set({ status: 'paid', currentStep: 'payment' })
      .where(eq(residenceBookings.id, bookingId));
    const documentsListed = (
      await send('buyer-no', 'GET', `/api/buyresidence/getbookingdocuments/${bookingId}`)
    ).json();
    const agreement = documentsListed.find(
      (document: { kind: string }) => document.kind === 'booking-agreement',
    );
    expect(agreement.status).toBe('done');
    expect((await send('buyer-no', 'GET', agreement.url)).rawPayload.toString()).toContain(
      'signed agreement',
    );

    const completed = await send('buyer-no', 'POST', E.completeBooking.path, { bookingId });
    expect(completed.statusCode, completed.body).toBe(200);
    await queuedMailSettled(ctx.app);
    const [mail] = await newestOutboxMail(db, 1);
    expect(mail?.to).toBe('buyer@demo.hemvist.no');
    expect(mail?.subject).toContain('Bestillingen din');
    expect(mail?.text).toContain('Den signerte bestillingsavtalen er vedlagt.');
    expect(mail?.text).toMatch(/\[Bestillingsavtale\.pdf, \d+ bytes\]/);

    const user = (await send('buyer-no', 'GET', '/account_service/user')).json();
    expect(user.bookings).toContainEqual(expect.objectContaining({ bookingId, objectId: home.id }));
    expect(user.purchases).toContainEqual(expect.objectContaining({ objectId: home.id }));
  });
});

describe('the buy-residence cookie', () => {
  it('names the caller’s live booking, restores it, and is cleared', async () => {
    const { bookingId, home } = await book('neighbour', 'C');
    const set = await send('neighbour', 'POST', `/api/buyresidence/buyresidencecookie/${home.id}`);
    expect(set.statusCode).toBe(200);
    const cookie = set.cookies.find((entry) => entry.name === 'buy-residence');
    expect(cookie?.value).toBe(bookingId);
    expect(cookie?.httpOnly).toBe(true);
    const withCookie = (key: string) =>
      ctx.app.inject({
        method: 'GET',
        url: E.bookingCookie.path,
        headers: headersOf[key],
        cookies: { 'buy-residence': bookingId },
      });
    expect((await withCookie('neighbour')).json()).toMatchObject({ bookingId, objectId: home.id });
    // Someone else's browser holding the id learns nothing.
    expect((await withCookie('buyer-se')).json()).toBeNull();
    expect(
      (await send('buyer-se', 'POST', `/api/buyresidence/buyresidencecookie/${home.id}`)).statusCode,
    ).toBe(404);
    const removed = await send('neighbour', 'GET', E.removeBookingCookie.path);
    expect(removed.statusCode).toBe(204);
    expect(removed.cookies.find((entry) => entry.name === 'buy-residence')?.value).toBe('');
  });
});

describe('a booking is its buyer’s, on its site', () => {
  it('answers 404 to another buyer and to another site, for every route', async () => {
    const { bookingId, home } = await book('buyer-se', 'B');
    const paths = [
      `/api/buyresidence/bookinganswers/${bookingId}`,
      `/api/buyresidence/interioroptions/${bookingId}`,
      `/api/buyresidence/getbookingdocuments/${bookingId}`,
      `/api/buyresidence/getbookingdocuments/${bookingId}/prislista`,
      `/api/buyresidence/getbookingstatus/${bookingId}`,
      `/api/buyresidence/getbookingobjectinformation/${home.id}/${bookingId}`,
    ];
    for (const path of paths) {
      expect((await send('buyer-se', 'GET', path)).statusCode, path).toBe(200);
      const other = await send('resident', 'GET', path);
      expect(other.statusCode, path).toBe(404);
      expect(other.json().code).toBe('NOT_FOUND');
      // The buyer's own token on the Norwegian site: the booking is not that site's.
      expect((await send('buyer-se', 'GET', path, undefined, NO_HOST)).statusCode, `${path} on no`).toBe(404);
    }
    const foreign = await answer('resident', bookingId, 'personal-info', {
      buyer: BUYER_SE,
      hasCoBuyer: false,
    });
    expect(foreign.statusCode).toBe(404);
    const elsewhere = await send(
      'buyer-se',
      'POST',
      E.answer.path,
      { bookingId, step: 'personal-info', answer: { buyer: BUYER_SE, hasCoBuyer: false } },
      NO_HOST,
    );
    expect(elsewhere.statusCode).toBe(404);
    // A Norwegian home cannot be booked through the Swedish site.
    const norwegian = await freeHome('B', 'no');
    const started = await send('buyer-se', 'POST', E.startBooking.path, {
      objectId: norwegian.id,
      idempotencyKey: randomUUID(),
    });
    expect(started.statusCode).toBe(404);
  });

  it('answers 400, never 5xx, to malformed answers', async () => {
    const { bookingId } = await book('vip', 'B');
    for (const body of [
      { bookingId, step: 'financing', answer: { downPayment: -1, loanAmount: 'x' } },
      { bookingId, step: 'choices', answer: { choices: { kitchen: 'nope' } } },
      { bookingId, step: 'personal-info', answer: 'text' },
      { bookingId, step: 'nowhere', answer: {} },
      { bookingId: 'x', step: 'documents', answer: { documentsRead: true } },
    ]) {
      const response = await send('vip', 'POST', E.answer.path, body);
      expect([400, 409], JSON.stringify(body)).toContain(response.statusCode);
    }
    const personal = await answer('vip', bookingId, 'personal-info', { buyer: {}, hasCoBuyer: false });
    expect(personal.statusCode).toBe(400);
    expect(issuesOf(personal)['buyer.securityNumber']).toBe('required');
  });
});
