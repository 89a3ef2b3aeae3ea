import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ENDPOINTS as E } from '../../../shared/signing/signing-endpoints';
import {
  bankIdSimulatorOrders,
  documents,
  identitySessions,
  notifications,
  residenceBookings,
} from '../../db/schema';
import { orderDataOf } from '../../providers/bankid/simulator-orders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';
import { bankIdServicesOf } from '../bankid/bankid-module';
import { documentStorageOf, originalKey, putBytes, readBytes } from './document-store';
import {
  bookableHomes,
  endBookingsInStage,
  moveToSignStep,
  newIdempotencyKey,
} from './testing/signing-test-setup';

// Signing a booking agreement with BankID (issue 14 item 5) through the routes, against the
// mounted simulator: the agreement as a PDF with its hash, what BankID is asked to show and
// sign, the signature page, the booking moving to signed, a changed PDF refused, a cancelled
// signing that can be tried again, and nobody else's document or signing.

const BUYER_PNO = '198806142389';
let ctx: TestApp;
let clock = Date.now();
const headersOf: Record<string, Record<string, string>> = {};
let homeIndex = 0;

async function login(key: string) {
  const { body } = await emailLogin(ctx.app, key, { host: SE_HOST, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  headersOf[key] = { authorization: `Bearer ${body.token}`, host: SE_HOST };
}

const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: headersOf[key], remoteAddress: freshIp(), payload });

/** A held booking of buyer-se at its sign step, with no agreement drawn up yet. */
async function heldBookingAtSign(key = 'buyer-se') {
  const homes = await bookableHomes(ctx.database.handle.db, 'se');
  const home = homes[homeIndex++];
  if (!home) throw new Error('no home left');
  await endBookingsInStage(ctx.database.handle.db, home.stageId);
  const started = await call(key, 'POST', '/api/buyresidence/startbookingasync', {
    objectId: home.id,
    idempotencyKey: newIdempotencyKey(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const bookingId = started.json().bookingId as string;
  await moveToSignStep(ctx.database.handle.db, bookingId);
  return bookingId;
}

/** A held booking of buyer-se at its sign step, and its agreement's document id. */
async function bookingAtSign(key = 'buyer-se') {
  const bookingId = await heldBookingAtSign(key);
  const signed = await call(key, 'POST', E.signContract.path, { bookingId });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.headers['content-type']).toContain('text/plain');
  return { bookingId, documentId: signed.body };
}

async function startSigning(key: string, documentId: string) {
  return call(key, 'POST', E.bankIdStart.path, {
    documentId,
    returnUrl: '/boka/?step=sign',
    environment: 'local',
  });
}

async function orderOf(sessionId: string) {
  const db = ctx.database.handle.db;
  const [session] = await db.select().from(identitySessions).where(eq(identitySessions.id, sessionId));
  const [order] = await db
    .select()
    .from(bankIdSimulatorOrders)
    .where(eq(bankIdSimulatorOrders.orderRef, session?.orderRef ?? ''));
  if (!order) throw new Error('no order');
  return order;
}

async function tester(orderRef: string, action: 'open' | 'approve' | 'cancel') {
  return ctx.app.inject({
    method: action === 'open' ? 'GET' : 'POST',
    url: `/bankid-simulator/orders/${orderRef}${action === 'open' ? '' : `/${action}`}`,
    headers: { host: SE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: action === 'approve' ? `personalNumber=${BUYER_PNO}` : action === 'cancel' ? '' : undefined,
  });
}

async function poll(key: string, sessionId: string) {
  // The portal collects at most every 2 s per session: each poll moves the clock past that.
  clock += 2_500;
  const response = await call(key, 'GET', `/account_service/booking/bank_id/status/${sessionId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function documentRow(id: string) {
  const [row] = await ctx.database.handle.db.select().from(documents).where(eq(documents.id, id));
  if (!row) throw new Error('no document');
  return row;
}

async function bookingStatus(id: string) {
  const [row] = await ctx.database.handle.db
    .select({ status: residenceBookings.status })
    .from(residenceBookings)
    .where(eq(residenceBookings.id, id));
  return row?.status;
}

async function awaitingNotifications(documentId: string) {
  return ctx.database.handle.db.select().from(notifications).where(eq(notifications.targetId, documentId));
}

beforeAll(async () => {
  ctx = await createTestApp();
  bankIdServicesOf(ctx.app).now = () => new Date(clock);
  await login('buyer-se');
  await login('neighbour');
}, 120_000);
afterAll(() => ctx.close());

describe('signcontract', () => {
  it('draws up the agreement once as a PDF whose SHA-256 is stored, and asks for its signature', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    const again = await call('buyer-se', 'POST', E.signContract.path, { bookingId });
    expect(again.body).toBe(documentId);
    const row = await documentRow(documentId);
    expect(row).toMatchObject({ status: 'pending', kind: 'booking-agreement', bookingId, siteKey: 'se' });
    const file = await call('buyer-se', 'GET', `/api/signing/documents/${documentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(row.sha256);
    expect((await PDFDocument.load(file.rawPayload)).getTitle()).toContain('Bokningsavtal');
    const notices = await awaitingNotifications(documentId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ notificationType: 'DocumentSigning', name: 'awaiting_signature' });

    const agreement = await call('buyer-se', 'GET', `/api/signing/booking/${bookingId}/agreement`);
    expect(agreement.statusCode).toBe(200);
    expect(agreement.json()).toMatchObject({ provider: 'bank_id', bookingStatus: 'held', currency: 'SEK' });
    expect(agreement.json().price).toBeGreaterThan(0);
  });

  it('draws up one agreement for 20 parallel first calls: each answers it, my documents list it once', async () => {
    const bookingId = await heldBookingAtSign();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('buyer-se', 'POST', E.signContract.path, { bookingId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const answered = [...new Set(answers.map((answer) => answer.body))];
    expect(answered).toHaveLength(1);
    const [documentId = ''] = answered;
    const listed = await call('buyer-se', 'GET', E.documents.path);
    expect(listed.statusCode).toBe(200);
    const ofBooking = (listed.json() as { id: string; bookingId: string | null }[]).filter(
      (document) => document.bookingId === bookingId,
    );
    expect(ofBooking.map((document) => document.id)).toEqual([documentId]);
    expect(await awaitingNotifications(documentId)).toHaveLength(1);
    // The one that stands is whole: its PDF is there and is the one its SHA-256 names.
    const file = await call('buyer-se', 'GET', `/api/signing/documents/${documentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(
      (await documentRow(documentId)).sha256,
    );
  });

  it('refuses a booking that is not at its sign step, and another buyer’s booking', async () => {
    const homes = await bookableHomes(ctx.database.handle.db, 'se');
    const home = homes[homeIndex++];
    if (!home) throw new Error('no home left');
    await endBookingsInStage(ctx.database.handle.db, home.stageId);
    const started = await call('buyer-se', 'POST', '/api/buyresidence/startbookingasync', {
      objectId: home?.id,
      idempotencyKey: newIdempotencyKey(),
    });
    const bookingId = started.json().bookingId as string;
    const none = await call('buyer-se', 'GET', `/api/signing/booking/${bookingId}/agreement`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await call('neighbour', 'GET', `/api/signing/booking/${bookingId}/agreement`)).statusCode).toBe(
      404,
    );
    const early = await call('buyer-se', 'POST', E.signContract.path, { bookingId });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('BOOKING_STEP_NOT_ALLOWED');
    await moveToSignStep(ctx.database.handle.db, bookingId);
    const foreign = await call('neighbour', 'POST', E.signContract.path, { bookingId });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: E.signContract.path,
      headers: { host: SE_HOST },
      payload: { bookingId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('signing with BankID', () => {
  it('asks BankID to show a summary and sign the PDF’s hash, then stamps the PDF and signs the booking', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    const row = await documentRow(documentId);
    const started = await startSigning('buyer-se', documentId);
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId, qrData, autoStartUrl } = started.json();
    expect(qrData).toMatch(/^bankid\./);
    expect(autoStartUrl).toContain('/bankid-simulator/autostart');

    const order = await orderOf(sessionId);
    expect(order.kind).toBe('sign');
    expect(order.personalNumber).toBe(BUYER_PNO);
    const data = orderDataOf(order);
    expect(data.userVisibleDataFormat).toBe('simpleMarkdownV1');
    expect(Buffer.from(data.userNonVisibleData ?? '', 'base64').toString()).toBe(row.sha256);
    const visible = Buffer.from(data.userVisibleData ?? '', 'base64').toString();
    expect(visible).toMatch(/^# Bokningsavtal /);
    expect(visible).toContain('| Pris |');
    expect(visible).toContain('| Bokningsavgift |');
    expect(visible).toContain(row.sha256);

    expect((await poll('buyer-se', sessionId)).status).toBe('Pending');
    const page = await tester(order.orderRef, 'open');
    expect(page.body).toContain('<h3>Bokningsavtal');
    expect(page.body).toContain('data-format="simpleMarkdownV1"');
    expect(page.body).toContain(data.userNonVisibleData);
    expect((await tester(order.orderRef, 'approve')).statusCode).toBe(303);

    expect(await poll('buyer-se', sessionId)).toEqual({ status: 'Complete', documentId });
    // The answer stays the same for a late poll.
    expect(await poll('buyer-se', sessionId)).toEqual({ status: 'Complete', documentId });
    expect(await bookingStatus(bookingId)).toBe('signed');
    const done = await documentRow(documentId);
    expect(done).toMatchObject({ status: 'done', signatureProvider: 'bankid', sha256: row.sha256 });
    expect(done.signerName).toBeTruthy();
    expect(await awaitingNotifications(documentId)).toHaveLength(0);

    const file = await call('buyer-se', 'GET', `/api/signing/documents/${documentId}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Bokningsavtal /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The signed PDF is the agreement with a signature page after it.
    const unsigned = await readBytes(documentStorageOf(ctx.app), originalKey(documentId));
    const pagesBefore = (await PDFDocument.load(unsigned ?? new Uint8Array())).getPageCount();
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(pagesBefore + 1);

    const signedAgain = await call('buyer-se', 'POST', E.signContract.path, { bookingId });
    expect(signedAgain.body).toBe(documentId);
    const restart = await startSigning('buyer-se', documentId);
    expect(restart.statusCode).toBe(409);
  });

  it('refuses a document whose stored PDF changed, at signcontract and at the start', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    await putBytes(documentStorageOf(ctx.app), originalKey(documentId), Buffer.from('%PDF-1.7 changed'));
    const refused = await call('buyer-se', 'POST', E.signContract.path, { bookingId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DOCUMENT_CHANGED');
    const start = await startSigning('buyer-se', documentId);
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('DOCUMENT_CHANGED');
    expect(await bookingStatus(bookingId)).toBe('held');
  });

  it('refuses to finish when the PDF changed while the person was signing', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    const { sessionId } = (await startSigning('buyer-se', documentId)).json();
    const order = await orderOf(sessionId);
    await tester(order.orderRef, 'open');
    await tester(order.orderRef, 'approve');
    await putBytes(documentStorageOf(ctx.app), originalKey(documentId), Buffer.from('%PDF-1.7 swapped'));
    expect(await poll('buyer-se', sessionId)).toEqual({ status: 'Error', reason: 'DOCUMENT_CHANGED' });
    expect((await documentRow(documentId)).status).toBe('pending');
    expect(await bookingStatus(bookingId)).toBe('held');
  });

  it('a signing cancelled in the app says so, leaves the booking held, and can be tried again', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    const first = (await startSigning('buyer-se', documentId)).json();
    const order = await orderOf(first.sessionId);
    await tester(order.orderRef, 'open');
    await tester(order.orderRef, 'cancel');
    expect(await poll('buyer-se', first.sessionId)).toEqual({ status: 'Cancelled', hintCode: 'userCancel' });
    expect((await documentRow(documentId)).status).toBe('pending');
    expect(await bookingStatus(bookingId)).toBe('held');

    const second = (await startSigning('buyer-se', documentId)).json();
    const cancelled = await call(
      'buyer-se',
      'POST',
      `/account_service/booking/bank_id/cancel/${second.sessionId}`,
    );
    expect(cancelled.json().status).toBe('Cancelled');
    expect(await poll('buyer-se', second.sessionId)).toMatchObject({ status: 'Cancelled' });

    const third = (await startSigning('buyer-se', documentId)).json();
    const again = await orderOf(third.sessionId);
    await tester(again.orderRef, 'open');
    await tester(again.orderRef, 'approve');
    expect(await poll('buyer-se', third.sessionId)).toEqual({ status: 'Complete', documentId });
    expect(await bookingStatus(bookingId)).toBe('signed');
  });
});

describe('nobody else’s document or signing', () => {
  it('answers 404 for another user’s document, file, agreement, signing and sign cookie', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    for (const url of [
      `/api/signing/documents/${documentId}`,
      `/api/signing/documents/${documentId}/file`,
      `/api/signing/booking/${bookingId}/agreement`,
    ]) {
      expect((await call('neighbour', 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await startSigning('neighbour', documentId)).statusCode).toBe(404);
    const { sessionId } = (await startSigning('buyer-se', documentId)).json();
    expect(
      (await call('neighbour', 'GET', `/account_service/booking/bank_id/status/${sessionId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('neighbour', 'POST', `/account_service/booking/bank_id/cancel/${sessionId}`)).statusCode,
    ).toBe(404);
    // A signing session is not a login session: the login status route does not know it.
    const asLogin = await ctx.app.inject({
      method: 'GET',
      url: `/account_service/login/bank_id/status/${sessionId}`,
      headers: { host: SE_HOST },
    });
    expect(asLogin.statusCode).toBe(404);
    const cookie = await call('neighbour', 'POST', E.setSignCookie.path, {
      bookingId,
      documentId,
      provider: 'bank_id',
    });
    expect(cookie.statusCode).toBe(404);
    const list = await call('neighbour', 'GET', E.documents.path);
    expect(list.json().some((doc: { id: string }) => doc.id === documentId)).toBe(false);
    const own = await call('buyer-se', 'GET', E.documents.path);
    expect(own.json().some((doc: { id: string }) => doc.id === documentId)).toBe(true);
  });
});

describe('the sign cookie', () => {
  it('remembers the signing this browser is in', async () => {
    const { bookingId, documentId } = await bookingAtSign();
    const none = await call('buyer-se', 'GET', E.getSignCookie.path);
    expect(none.json()).toBeNull();
    const set = await call('buyer-se', 'POST', E.setSignCookie.path, {
      bookingId,
      documentId,
      provider: 'bank_id',
    });
    expect(set.statusCode).toBe(204);
    const cookie = set.cookies.find((item) => item.name === 'buy-residence-sign');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/buyresidence/', sameSite: 'Lax' });
    const read = await ctx.app.inject({
      method: 'GET',
      url: E.getSignCookie.path,
      headers: headersOf['buyer-se'],
      cookies: { 'buy-residence-sign': cookie?.value ?? '' },
    });
    expect(read.json()).toEqual({ bookingId, documentId, provider: 'bank_id' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: E.getSignCookie.path,
      headers: headersOf['buyer-se'],
      cookies: { 'buy-residence-sign': 'not-json' },
    });
    expect(forged.json()).toBeNull();
  });
});
