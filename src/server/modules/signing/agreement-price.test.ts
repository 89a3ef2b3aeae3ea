import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ENDPOINTS as E } from '../../../shared/signing/signing-endpoints';
import { residenceBookings, residenceObjects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';
import { pdfTextLines } from './testing/pdf-text';
import {
  bookableHomes,
  endBookingsInStage,
  moveToSignStep,
  newIdempotencyKey,
} from './testing/signing-test-setup';

// A home above 21.4 million kronor (issue 35 item 10): its price in öre does not fit a 32-bit
// integer, so the booking keeps it as a bigint and the agreement states it to the krona.

const PRICE_SEK = 25_000_000;
let ctx: TestApp;
let headers: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const { body } = await emailLogin(ctx.app, 'buyer-se', { host: SE_HOST, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error('buyer-se could not log in');
  headers = { authorization: `Bearer ${body.token}`, host: SE_HOST };
}, 120_000);
afterAll(() => ctx.close());

describe('a home priced 25 000 000 kr', () => {
  it('is booked at its exact price in öre, and the agreement states 25 000 000 kr', async () => {
    const db = ctx.database.handle.db;
    const [home] = await bookableHomes(db, 'se');
    if (!home) throw new Error('no Swedish home');
    await endBookingsInStage(db, home.stageId);
    await db.update(residenceObjects).set({ price: PRICE_SEK }).where(eq(residenceObjects.id, home.id));

    const started = await call('POST', '/api/buyresidence/startbookingasync', {
      objectId: home.id,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const bookingId = started.json().bookingId as string;
    const [row] = await db
      .select({ price: residenceBookings.price })
      .from(residenceBookings)
      .where(eq(residenceBookings.id, bookingId));
    expect(row?.price).toBe(PRICE_SEK * 100);
    expect(row?.price).toBeGreaterThan(2 ** 31);

    await moveToSignStep(db, bookingId);
    const agreement = await call('POST', E.signContract.path, { bookingId });
    expect(agreement.statusCode, agreement.body).toBe(200);
    const file = await call('GET', `/api/signing/documents/${agreement.body}/file`);
    expect(file.statusCode).toBe(200);
    const text = pdfTextLines(file.rawPayload).join('\n');
    expect(text).toContain('25 000 000 kr');
  });
});
