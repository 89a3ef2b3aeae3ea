import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ENDPOINTS as E } from '../../../shared/booking/booking-endpoints';
import {
  ACTIVE_BOOKING_STATUSES,
  type BookingStatus,
  chargesBookingFee,
} from '../../../shared/booking/booking-steps';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { SITES } from '../../../shared/sites/sites';
import { bookingProjects, residenceBookings, residenceObjects, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, FI_HOST, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';
import { releaseLapsedHolds } from './booking-repository';

// The booking core (issue 14 items 1–3) on the seeded demo world: bookable projects on three
// sites, one buyer per home under a race and a double click, the hold seen by search at once,
// its exact expiry, a booking nobody else can read, and the step table refusing a jump ahead.

let ctx: TestApp;
const headersOf: Record<string, Record<string, string>> = {};
const userIdOf: Record<string, string> = {};
const MINUTE = 60_000;

async function login(key: string, host: string) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  headersOf[key] = { authorization: `Bearer ${body.token}`, host };
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
  userIdOf[key] = payload.sub ?? payload.userId;
}

/** For-sale, priced (not rental) homes of the seeded project with this flow on a site. */
async function homesOfFlow(flow: 'A' | 'B' | 'C', siteKey: 'se' | 'no' | 'fi' = 'se') {
  const db = ctx.database.handle.db;
  return db
    .select({ id: residenceObjects.id, stageId: residenceObjects.stageId })
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
}

function start(key: string, objectId: string, idempotencyKey: string = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: E.startBooking.path,
    headers: headersOf[key],
    payload: { objectId, idempotencyKey },
  });
}

function get(key: string | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: key ? headersOf[key] : { host: SE_HOST } });
}

function post(key: string, url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url, headers: headersOf[key], payload });
}

async function objectStatusInSearch(objectId: string): Promise<number | undefined> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/residence/search/by_ids/object',
    headers: { host: SE_HOST },
    payload: { ids: [objectId] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hits[0]?.status;
}

async function activeBookingsOf(objectId: string) {
  return ctx.database.handle.db
    .select()
    .from(residenceBookings)
    .where(
      and(
        eq(residenceBookings.objectId, objectId),
        inArray(residenceBookings.status, ACTIVE_BOOKING_STATUSES as BookingStatus[]),
      ),
    );
}

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

describe('seeded booking projects', () => {
  it('exist on se, no and fi with all three flows, a fee where the flow has a payment step, and terms', async () => {
    const rows = await ctx.database.handle.db
      .select({ flow: bookingProjects.flow, fee: bookingProjects.bookingFee, siteId: residenceStages.siteId })
      .from(bookingProjects)
      .innerJoin(residenceStages, eq(residenceStages.id, bookingProjects.stageId));
    const sites = new Set(rows.map((row) => row.siteId));
    for (const key of ['se', 'no', 'fi'] as const) expect(sites.has(SITES[key].siteId), key).toBe(true);
    expect(new Set(rows.map((row) => row.flow))).toEqual(new Set(['A', 'B', 'C']));
    // Flow A has no payment step and charges nothing (issue 33 item 4).
    expect(
      rows.every((row) => Number.isInteger(row.fee) && row.fee > 0 === chargesBookingFee(row.flow)),
    ).toBe(true);
    for (const flow of ['A', 'B', 'C'] as const) expect((await homesOfFlow(flow)).length).toBeGreaterThan(3);
  });
});

describe('exactly one buyer per home', () => {
  it('twenty simultaneous starts on one home give one booking, and the home shows reserved at once', async () => {
    const [home] = await homesOfFlow('A');
    if (!home) throw new Error('no home');
    const path = `/booking/is_bookable/${home.id}`;
    expect((await get(null, path)).json()).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => start(index % 2 === 0 ? 'buyer-se' : 'resident', home.id)),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().code).toBe('HOME_NOT_BOOKABLE');
    }
    expect(await activeBookingsOf(home.id)).toHaveLength(1);
    expect(await objectStatusInSearch(home.id)).toBe(OBJECT_STATUS.reserved);
    expect((await get(null, path)).json()).toBe(false);
    const bookingId = won[0]?.json().bookingId as string;
    expect((await get(null, `${path}/${bookingId}`)).json()).toBe(true);
  });

  it('a double click (same idempotency key) gives one booking', async () => {
    const [, home] = await homesOfFlow('A');
    if (!home) throw new Error('no home');
    const key = randomUUID();
    const [first, second] = await Promise.all([start('vip', home.id, key), start('vip', home.id, key)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(first?.json().bookingId).toBe(second?.json().bookingId);
    expect(await activeBookingsOf(home.id)).toHaveLength(1);
  });

  it('a lapsed hold releases the home: by the periodic task, and exactly on read', async () => {
    const db = ctx.database.handle.db;
    const [home, other] = (await homesOfFlow('B')).slice(0, 2);
    if (!home || !other) throw new Error('no homes');
    const started = await start('buyer-se', home.id);
    const bookingId = started.json().bookingId as string;
    const statusUrl = `/api/buyresidence/getbookingstatus/${bookingId}`;
    const held = (await get('buyer-se', statusUrl)).json();
    expect(held.status).toBe('held');
    // Before the hold's end nothing is released; after it, the task releases it.
    const end = new Date(held.holdExpiresAt);
    expect(await releaseLapsedHolds(db, new Date(end.getTime() - MINUTE))).toBe(0);
    expect(await releaseLapsedHolds(db, end)).toBeGreaterThanOrEqual(1);
    expect(await objectStatusInSearch(home.id)).toBe(OBJECT_STATUS.forSale);
    expect((await get('buyer-se', statusUrl)).json().status).toBe('expired');
    expect((await get(null, `/booking/is_bookable/${home.id}`)).json()).toBe(true);

    // A hold whose end has passed reads as expired at once, before any task runs.
    const second = (await start('resident', other.id)).json().bookingId as string;
    await db
      .update(residenceBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(residenceBookings.id, second));
    expect((await get('resident', `/api/buyresidence/getbookingstatus/${second}`)).json().status).toBe(
      'expired',
    );
    expect(await objectStatusInSearch(other.id)).toBe(OBJECT_STATUS.forSale);
    // An expired booking cannot move on.
    const moved = await post('resident', E.bookingStep.path, { bookingId: second, step: 'personal-info' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('BOOKING_EXPIRED');
  });
});

describe('a booking is its buyer’s', () => {
  it('another user reads 404, the buyer the status, step and hold expiry; the expiry cookie is set', async () => {
    const [home, second] = await homesOfFlow('C');
    if (!home || !second) throw new Error('no homes');
    const bookingId = (await start('buyer-se', home.id)).json().bookingId as string;
    // One home per buyer and stage.
    const another = await start('buyer-se', second.id);
    expect(another.statusCode).toBe(409);
    expect(another.json().code).toBe('ALREADY_BOOKING_IN_STAGE');
    const mine = await get('buyer-se', `/api/buyresidence/getbookingstatus/${bookingId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      bookingId,
      objectId: home.id,
      status: 'held',
      step: 'start-booking',
      flow: 'C',
    });
    expect(mine.json().steps).toEqual([
      'start-booking',
      'personal-info',
      'choices',
      'financing',
      'accomodation',
      'sign',
      'payment',
      'done',
    ]);
    for (const url of [
      `/api/buyresidence/getbookingstatus/${bookingId}`,
      `/api/buyresidence/buyresidenceexpire/${bookingId}`,
      `/api/buyresidence/getbookingobjectinformation/${home.id}/${bookingId}`,
    ]) {
      const theirs = await get('resident', url);
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.json().code).toBe('NOT_FOUND');
    }
    const theirStep = await post('resident', E.bookingStep.path, { bookingId, step: 'personal-info' });
    expect(theirStep.statusCode).toBe(404);

    const expiry = await get('buyer-se', `/api/buyresidence/buyresidenceexpire/${bookingId}`);
    expect(expiry.statusCode).toBe(200);
    const cookie = expiry.cookies.find((c) => c.name === 'buy-residence-expire');
    expect(cookie?.value).toBe(mine.json().holdExpiresAt);
    const removed = await get('buyer-se', '/api/buyresidence/removebuyresidenceexpire');
    expect(removed.statusCode).toBe(204);
    expect(removed.cookies.find((c) => c.name === 'buy-residence-expire')?.value).toBe('');

    const info = await get(
      'buyer-se',
      `/api/buyresidence/getbookingobjectinformation/${home.id}/${bookingId}`,
    );
    expect(info.json()).toMatchObject({
      objectId: home.id,
      flow: 'C',
      bookable: true,
      booking: { bookingId },
    });
    const unbooked = await get('resident', `/api/buyresidence/getbookingobjectinformation/${home.id}`);
    expect(unbooked.json()).toMatchObject({ bookable: false, booking: null, currency: 'SEK' });
  });

  it('a buyer with a booking in a stage cannot book there again; another user id answers 404', async () => {
    const [home] = await homesOfFlow('B', 'no');
    if (!home) throw new Error('no Norwegian home');
    const url = (who: string) => `/api/buyresidence/usercanbookinstage/${userIdOf[who]}/${home.stageId}`;
    expect((await get('buyer-no', url('buyer-no'))).json()).toBe(true);
    expect((await start('buyer-no', home.id)).statusCode).toBe(200);
    expect((await get('buyer-no', url('buyer-no'))).json()).toBe(false);
    expect((await get('buyer-no', url('resident'))).statusCode).toBe(404);
    const notBookable = `/api/buyresidence/usercanbookinstage/${userIdOf['buyer-no']}/${randomUUID()}`;
    expect((await get('buyer-no', notBookable)).json()).toBe(false);
  });
});

describe('money', () => {
  it('a home over 21.4 million holds its exact price in minor units (no integer overflow)', async () => {
    const db = ctx.database.handle.db;
    const [home] = await homesOfFlow('C', 'fi');
    if (!home) throw new Error('no Finnish home');
    await db.update(residenceObjects).set({ price: 24_500_000 }).where(eq(residenceObjects.id, home.id));
    const started = await start('buyer-fi', home.id);
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await db
      .select({ price: residenceBookings.price })
      .from(residenceBookings)
      .where(eq(residenceBookings.id, started.json().bookingId));
    expect(row?.price).toBe(2_450_000_000);
  });
});

describe('the server decides every step', () => {
  it('refuses a jump ahead and completing before signing with 409 BOOKING_STEP_NOT_ALLOWED', async () => {
    const [home] = (await homesOfFlow('A')).slice(-1);
    if (!home) throw new Error('no home');
    const bookingId = (await start('neighbour', home.id)).json().bookingId as string;
    const step = (target: string) => post('neighbour', E.bookingStep.path, { bookingId, step: target });
    for (const target of ['financing', 'sign', 'done', 'payment']) {
      const jumped = await step(target);
      expect(jumped.statusCode, target).toBe(409);
      expect(jumped.json().code).toBe('BOOKING_STEP_NOT_ALLOWED');
    }
    expect((await step('personal-info')).json().step).toBe('personal-info');
    // An answer step is left only once answered (booking-step-routes.test.ts walks the answers).
    expect((await step('financing')).statusCode).toBe(409);
    await ctx.database.handle.db
      .update(residenceBookings)
      .set({ answers: { 'personal-info': {}, financing: {} } })
      .where(eq(residenceBookings.id, bookingId));
    expect((await step('financing')).json().step).toBe('financing');
    expect((await step('personal-info')).json().step).toBe('personal-info');
    expect((await step('financing')).statusCode).toBe(200);
    expect((await step('sign')).statusCode).toBe(200);
    // Leaving `sign` needs the signature, which only the signing route sets.
    expect((await step('done')).statusCode).toBe(409);
    const complete = await post('neighbour', E.completeBooking.path, { bookingId });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().code).toBe('BOOKING_STEP_NOT_ALLOWED');
    expect(await objectStatusInSearch(home.id)).toBe(OBJECT_STATUS.reserved);
  });
});

describe('bad input', () => {
  it('answers 400 or 404 codes, never 5xx', async () => {
    const [home] = await homesOfFlow('C', 'fi');
    if (!home) throw new Error('no Finnish home');
    const cases: [Promise<{ statusCode: number; json(): { code: string } }>, number, string][] = [
      [start('buyer-fi', 'not-a-uuid'), 400, 'VALIDATION_FAILED'],
      [start('buyer-fi', home.id, 'x'), 400, 'VALIDATION_FAILED'],
      [start('buyer-fi', randomUUID()), 404, 'NOT_FOUND'],
      [get('buyer-fi', '/api/buyresidence/getbookingstatus/nope'), 400, 'VALIDATION_FAILED'],
      [get('buyer-fi', `/api/buyresidence/getbookingstatus/${randomUUID()}`), 404, 'NOT_FOUND'],
      [get(null, '/booking/is_bookable/123'), 400, 'VALIDATION_FAILED'],
      [
        post('buyer-fi', E.bookingStep.path, { bookingId: randomUUID(), step: 'nowhere' }),
        400,
        'VALIDATION_FAILED',
      ],
      [get('buyer-fi', `/api/buyresidence/getbookingobjectinformation/${randomUUID()}`), 404, 'NOT_FOUND'],
    ];
    for (const [pending, status, code] of cases) {
      const answer = await pending;
      expect(answer.statusCode).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: E.startBooking.path,
      headers: { host: SE_HOST },
      payload: { objectId: home.id, idempotencyKey: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    // The Finnish home is still bookable after all that.
    expect((await get(null, `/booking/is_bookable/${home.id}`)).json()).toBe(true);
  });
});
