import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ENDPOINTS as E } from '../../../shared/booking/booking-endpoints';
import type { OpenBooking } from '../../../shared/booking/open-bookings-contract';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { SITES } from '../../../shared/sites/sites';
import { bookingProjects, residenceBookings, residenceObjects, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, FI_HOST, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';

// "Continue your booking" (issue 33 item 2) reads the caller's bookings under way: the holder
// sees their own booking with its step and hold, nobody else does, another site's host does not,
// and a hold that has run out is no longer offered.

let ctx: TestApp;
const headersOf: Record<string, Record<string, string>> = {};

async function login(key: string, host: string) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  headersOf[key] = { authorization: `Bearer ${body.token}`, host };
}

const get = (key: string | null, host = SE_HOST) =>
  ctx.app.inject({
    method: 'GET',
    url: E.openBookings.path,
    headers: key ? { ...headersOf[key], host } : { host },
  });

async function freeSwedishHome(): Promise<string> {
  const [row] = await ctx.database.handle.db
    .select({ id: residenceObjects.id })
    .from(residenceObjects)
    .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceObjects.stageId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(
      and(
        eq(residenceStages.siteId, SITES.se.siteId),
        eq(residenceObjects.status, OBJECT_STATUS.forSale),
        isNotNull(residenceObjects.price),
      ),
    )
    .orderBy(residenceObjects.objectNumber);
  if (!row) throw new Error('no bookable Swedish home in the demo world');
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await login('buyer-se', SE_HOST);
  await login('neighbour', SE_HOST);
  await login('buyer-no', NO_HOST);
  await login('buyer-fi', FI_HOST);
}, 120_000);
afterAll(() => ctx.close());

describe('the caller’s bookings under way', () => {
  it('lists the holder’s booking with its home, stage, step and hold, and nobody else’s', async () => {
    const before = await get('buyer-se');
    expect(before.statusCode, before.body).toBe(200);
    const objectId = await freeSwedishHome();
    const started = await ctx.app.inject({
      method: 'POST',
      url: E.startBooking.path,
      headers: headersOf['buyer-se'],
      payload: { objectId, idempotencyKey: randomUUID() },
    });
    expect(started.statusCode, started.body).toBe(200);
    const bookingId = started.json().bookingId as string;

    const mine = (await get('buyer-se')).json() as OpenBooking[];
    const listed = mine.find((booking) => booking.bookingId === bookingId);
    expect(listed).toMatchObject({ objectId, status: expect.stringMatching(/^(pending|held)$/) });
    expect(listed?.objectNumber).not.toBe('');
    expect(listed?.stageName).not.toBe('');
    expect(listed?.objectPath).toMatch(/^\/bostader\//);
    expect(Date.parse(listed?.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());

    // Another buyer, the same buyer on another site's host, and nobody logged in.
    const others = (await get('neighbour')).json() as OpenBooking[];
    expect(others.map((booking) => booking.bookingId)).not.toContain(bookingId);
    const norwegianHost = (await get('buyer-se', NO_HOST)).json() as OpenBooking[];
    expect(norwegianHost.map((booking) => booking.bookingId)).not.toContain(bookingId);
    expect((await get(null)).statusCode).toBe(401);

    // A hold that has run out is not offered any more.
    await ctx.database.handle.db
      .update(residenceBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(residenceBookings.id, bookingId));
    const after = (await get('buyer-se')).json() as OpenBooking[];
    expect(after.map((booking) => booking.bookingId)).not.toContain(bookingId);
  });
});
