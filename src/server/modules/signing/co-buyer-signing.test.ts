import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ENDPOINTS as E } from '../../../shared/signing/signing-endpoints';
import {
  bankIdSimulatorOrders,
  documentSignatures,
  documents,
  identitySessions,
  residenceBookings,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';
import { bankIdServicesOf } from '../bankid/bankid-module';
import { documentStorageOf, readBytes } from './document-store';
import { completeSigning } from './signature-completion';
import { findDocument } from './signing-repository';
import { pdfTextLines } from './testing/pdf-text';
import {
  bookableHomes,
  endBookingsInStage,
  moveToSignStep,
  newIdempotencyKey,
} from './testing/signing-test-setup';

// Co-buyers sign too (issue 35 item 10): the buyer and the co-buyer each with their own BankID,
// the co-buyer's order bound to the personal number given for them; the booking is signed only
// when both have, a third person's signature is refused, and two signatures completing at once
// change the booking once.

const BUYER_PNO = '198806142389';
const CO_BUYER_PNO = '199203151239';
const THIRD_PNO = '197507044563';
let ctx: TestApp;
let clock = Date.now();
let headers: Record<string, string>;
let homeIndex = 0;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), payload });

/** A held booking at its sign step naming a co-buyer (as typed, with a dash), and its agreement. */
async function bookingWithCoBuyer() {
  const db = ctx.database.handle.db;
  const home = (await bookableHomes(db, 'se'))[homeIndex++];
  if (!home) throw new Error('no home left');
  await endBookingsInStage(db, home.stageId);
  const started = await call('POST', '/api/buyresidence/startbookingasync', {
    objectId: home.id,
    idempotencyKey: newIdempotencyKey(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const bookingId = started.json().bookingId as string;
  await db
    .update(residenceBookings)
    .set({
      coBuyerFirstName: 'Áŋŋá',
      coBuyerLastName: 'Medköpare',
      coBuyerEmail: 'anna.medkopare@example.com',
      coBuyerSecurityNumber: '19920315-1239',
    })
    .where(eq(residenceBookings.id, bookingId));
  await moveToSignStep(db, bookingId);
  const agreement = await call('POST', E.signContract.path, { bookingId });
  expect(agreement.statusCode, agreement.body).toBe(200);
  return { bookingId, documentId: agreement.body };
}

async function startSigning(documentId: string, signer?: 'buyer' | 'co-buyer') {
  const started = await call('POST', E.bankIdStart.path, {
    documentId,
    returnUrl: '/boka/?step=sign',
    environment: 'local',
    ...(signer ? { signer } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().sessionId as string;
  const db = ctx.database.handle.db;
  const [session] = await db.select().from(identitySessions).where(eq(identitySessions.id, sessionId));
  const [order] = await db
    .select()
    .from(bankIdSimulatorOrders)
    .where(eq(bankIdSimulatorOrders.orderRef, session?.orderRef ?? ''));
  if (!order) throw new Error('no order');
  return { sessionId, order };
}

async function approve(orderRef: string, personalNumber: string) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/bankid-simulator/orders/${orderRef}/approve`,
    headers: { host: SE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `personalNumber=${personalNumber}`,
  });
  expect(answer.statusCode, answer.body).toBe(303);
}

async function poll(sessionId: string) {
  clock += 2_500;
  const response = await call('GET', `/account_service/booking/bank_id/status/${sessionId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function bookingStatus(id: string) {
  const [row] = await ctx.database.handle.db
    .select({ status: residenceBookings.status, signedAt: residenceBookings.signedAt })
    .from(residenceBookings)
    .where(eq(residenceBookings.id, id));
  return row?.status;
}

async function signaturesOf(documentId: string) {
  return ctx.database.handle.db
    .select()
    .from(documentSignatures)
    .where(eq(documentSignatures.documentId, documentId));
}

beforeAll(async () => {
  ctx = await createTestApp();
  bankIdServicesOf(ctx.app).now = () => new Date(clock);
  const { body } = await emailLogin(ctx.app, 'buyer-se', { host: SE_HOST, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error('buyer-se could not log in');
  headers = { authorization: `Bearer ${body.token}`, host: SE_HOST };
}, 120_000);
afterAll(() => ctx.close());

describe('a booking with a co-buyer', () => {
  it('is signed only once the buyer and then the co-buyer have each signed with their own BankID', async () => {
    const { bookingId, documentId } = await bookingWithCoBuyer();
    const before = await call('GET', `/api/signing/booking/${bookingId}/agreement`);
    expect(before.json().signers).toEqual([
      { role: 'buyer', name: expect.any(String), signedAt: null },
      { role: 'co-buyer', name: 'Áŋŋá Medköpare', signedAt: null },
    ]);

    const buyer = await startSigning(documentId);
    expect(buyer.order.personalNumber).toBe(BUYER_PNO);
    await approve(buyer.order.orderRef, BUYER_PNO);
    expect(await poll(buyer.sessionId)).toEqual({
      status: 'Complete',
      documentId,
      remainingSigners: ['co-buyer'],
    });
    expect(await bookingStatus(bookingId)).toBe('held');
    expect((await findDocument(ctx.database.handle.db, documentId))?.status).toBe('pending');
    const halfway = await call('GET', `/api/signing/booking/${bookingId}/agreement`);
    expect(
      halfway.json().signers.map((signer: { signedAt: string | null }) => signer.signedAt !== null),
    ).toEqual([true, false]);
    // The buyer cannot sign twice.
    const again = await call('POST', E.bankIdStart.path, {
      documentId,
      returnUrl: '/boka/?step=sign',
      environment: 'local',
    });
    expect(again.statusCode).toBe(409);

    const coBuyer = await startSigning(documentId, 'co-buyer');
    // The co-buyer's order is bound to the number given for them, normalised to twelve digits.
    expect(coBuyer.order.personalNumber).toBe(CO_BUYER_PNO);
    await approve(coBuyer.order.orderRef, CO_BUYER_PNO);
    expect(await poll(coBuyer.sessionId)).toEqual({ status: 'Complete', documentId });
    expect(await bookingStatus(bookingId)).toBe('signed');
    const signed = await findDocument(ctx.database.handle.db, documentId);
    expect(signed?.status).toBe('done');
    expect((await signaturesOf(documentId)).map((row) => row.signer).sort()).toEqual(['buyer', 'co-buyer']);

    const after = await call('GET', `/api/signing/booking/${bookingId}/agreement`);
    expect(
      after.json().signers.every((signer: { signedAt: string | null }) => signer.signedAt !== null),
    ).toBe(true);
    // The signed PDF's signature page names both, each with BankID.
    const file = await call('GET', `/api/signing/documents/${documentId}/file`);
    const signatureLines = pdfTextLines(file.rawPayload).filter((line) => line.includes('BankID'));
    expect(signatureLines.join(' ')).toMatch(/Testsson|Medk/);
    expect(signatureLines.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses the co-buyer’s signature by a third person’s BankID', async () => {
    const { bookingId, documentId } = await bookingWithCoBuyer();
    const buyer = await startSigning(documentId);
    await approve(buyer.order.orderRef, BUYER_PNO);
    await poll(buyer.sessionId);
    const coBuyer = await startSigning(documentId, 'co-buyer');
    // BankID itself refuses another person on a bound order; the portal checks again, as if the
    // binding had not held: the order is freed and a third person approves it.
    await ctx.database.handle.db
      .update(bankIdSimulatorOrders)
      .set({ personalNumber: null })
      .where(eq(bankIdSimulatorOrders.orderRef, coBuyer.order.orderRef));
    await approve(coBuyer.order.orderRef, THIRD_PNO);
    expect(await poll(coBuyer.sessionId)).toEqual({ status: 'Error', reason: 'WRONG_PERSON' });
    expect(await bookingStatus(bookingId)).toBe('held');
    expect((await signaturesOf(documentId)).map((row) => row.signer)).toEqual(['buyer']);
  });

  it('refuses a co-buyer signing on a booking without a co-buyer', async () => {
    const { bookingId, documentId } = await bookingWithCoBuyer();
    await ctx.database.handle.db
      .update(residenceBookings)
      .set({ coBuyerFirstName: null, coBuyerLastName: null, coBuyerEmail: null, coBuyerSecurityNumber: null })
      .where(eq(residenceBookings.id, bookingId));
    const started = await call('POST', E.bankIdStart.path, {
      documentId,
      returnUrl: '/boka/?step=sign',
      environment: 'local',
      signer: 'co-buyer',
    });
    expect(started.statusCode).toBe(404);
  });

  it('changes the booking once when both signatures complete at the same moment', async () => {
    const { bookingId, documentId } = await bookingWithCoBuyer();
    const db = ctx.database.handle.db;
    const document = await findDocument(db, documentId);
    if (!document) throw new Error('no document');
    const signedAt = new Date();
    const sign = (signer: 'buyer' | 'co-buyer') =>
      completeSigning(ctx.app, {
        document,
        signer,
        signedSha256: document.sha256,
        signerName: signer === 'buyer' ? 'Köpare' : 'Medköpare',
        provider: 'bank_id',
        signature: `signature of the ${signer}`,
        signedAt,
      });
    const results = await Promise.all([sign('buyer'), sign('co-buyer')]);
    // Exactly one of the two saw every signature and finished the document.
    const finishing = results.filter((result) => result.status === 'Complete' && !result.remainingSigners);
    const waiting = results.filter((result) => result.status === 'Complete' && result.remainingSigners);
    expect(finishing).toHaveLength(1);
    expect(waiting).toHaveLength(1);
    expect(await bookingStatus(bookingId)).toBe('signed');
    const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
    expect(row?.status).toBe('done');
    expect(row?.signerName?.split(', ').sort()).toEqual(['Köpare', 'Medköpare']);
    expect(await signaturesOf(documentId)).toHaveLength(2);
    // One signed copy stands, the one the document points at, naming both; no other is left.
    const files = await documentStorageOf(ctx.app).list(`documents/${documentId}`);
    expect(files.sort()).toEqual([`documents/${documentId}/original.pdf`, row?.storageKey].sort());
    const signedCopy = await readBytes(documentStorageOf(ctx.app), row?.storageKey ?? '');
    const signedText = pdfTextLines(signedCopy ?? new Uint8Array()).join('\n');
    expect(signedText).toContain('Köpare');
    expect(signedText).toContain('Medköpare');
  });
});
