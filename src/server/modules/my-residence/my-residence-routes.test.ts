import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedBooking } from '../../../../seed/my-pages/seed-completed-booking';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import type { MyResidence } from '../../../shared/my-pages/residence-contracts';
import type { InteriorState, MyTimeline } from '../../../shared/my-pages/timeline-contracts';
import { bookingInteriorOptions, bookingProjects, residenceBookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';

// My residence and the timeline (issue 15 items 3, 9, 13) on the seeded demo world: the demo
// resident's completed booking read in full; every route asked by other people (and on another
// site) answers 404 and changes nothing; interior choices are saved, priced, checked against the
// project's options and refused after the deadline.

let ctx: TestApp;
const headersOf: Record<string, Record<string, string>> = {};
let bookingId: string;

async function login(key: string, host: string) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  headersOf[key] = { authorization: `Bearer ${body.token}`, host };
}

const call = (key: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: key ? headersOf[key] : { host: SE_HOST },
    ...(payload ? { payload } : {}),
  });

const routes = () => ({
  residence: `/my_pages/residences/${bookingId}`,
  timeline: `/my_pages/residences/${bookingId}/timeline`,
  interior: `/my_pages/residences/${bookingId}/interior`,
});

beforeAll(async () => {
  ctx = await createTestApp();
  await login('resident', SE_HOST);
  await login('neighbour', SE_HOST);
  await login('buyer-se', SE_HOST);
  await login('vip', SE_HOST);
  await login('norway', NO_HOST);
  const list = await call('resident', 'GET', '/my_pages/residences');
  bookingId = list.json().residences[0].bookingId;
}, 120_000);
afterAll(() => ctx.close());

describe('my residence of its buyer', () => {
  it('lists the completed booking and the user as read names it with its object page', async () => {
    const list = await call('resident', 'GET', '/my_pages/residences');
    expect(list.statusCode).toBe(200);
    expect(list.json().residences).toHaveLength(1);
    const user = (await call('resident', 'GET', '/account_service/user')).json() as UserAsRead;
    expect(user.bookings).toContainEqual(expect.objectContaining({ bookingId, objectPageExists: true }));
  });

  it('answers the home with facts, floor plan, contacts and five timeline steps', async () => {
    const response = await call('resident', 'GET', routes().residence);
    expect(response.statusCode).toBe(200);
    const home = response.json() as MyResidence;
    expect(home.facts.rooms).toBeGreaterThan(0);
    expect(home.facts.price).toBeGreaterThan(0);
    expect(home.floorPlanUrl).toBe(`/media/generated/object-plan/${home.objectId}.webp`);
    expect(home.contacts.length).toBeGreaterThan(0);
    expect(home.timeline.map((step) => [step.step, step.status])).toEqual([
      ['contract', 'done'],
      ['interior', 'current'],
      ['inspection', 'upcoming'],
      ['payment', 'upcoming'],
      ['move-in', 'upcoming'],
    ]);
    expect(home.timeline.every((step) => step.date !== null)).toBe(true);
  });

  it('answers the timeline with the interior options at their defaults and the paid booking fee', async () => {
    const timeline = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    expect(timeline.interior.open).toBe(true);
    expect(timeline.interior.groups.length).toBeGreaterThan(1);
    expect(timeline.interior.total).toBe(0);
    expect(timeline.payment.paid).toBeGreaterThan(0);
    expect(timeline.payment.remaining).toBe(timeline.payment.price - timeline.payment.paid);
  });

  it('saves chosen options, answers the running total and keeps it on a new read', async () => {
    const before = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    const pick = Object.fromEntries(
      before.interior.groups.slice(0, 2).map((group) => [group.groupKey, group.options.at(-1)?.id]),
    );
    const expected = before.interior.groups
      .slice(0, 2)
      .reduce((sum, group) => sum + (group.options.at(-1)?.price ?? 0), 0);
    const saved = await call('resident', 'PUT', routes().interior, { choices: pick });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as InteriorState).total).toBe(expected);
    const after = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    expect(after.interior.total).toBe(expected);
    expect(after.payment.interiorTotal).toBe(expected);
    for (const [group, id] of Object.entries(pick))
      expect(after.interior.groups.find((g) => g.groupKey === group)?.chosenId).toBe(id);
  });
});

describe('another person’s booking', () => {
  it('answers 404 on every route to every other person and on another site, and changes nothing', async () => {
    const before = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    const someOption = before.interior.groups[0]?.options[0]?.id as string;
    const groupKey = before.interior.groups[0]?.groupKey as string;
    const probes: [string, 'GET' | 'PUT', string, object?][] = [];
    for (const key of ['neighbour', 'buyer-se', 'vip', 'norway']) {
      probes.push([key, 'GET', routes().residence]);
      probes.push([key, 'GET', routes().timeline]);
      probes.push([key, 'PUT', routes().interior, { choices: { [groupKey]: someOption } }]);
    }
    let answered404 = 0;
    for (const [key, method, url, payload] of probes) {
      const response = await call(key, method, url, payload);
      expect(response.statusCode, `${key} ${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      answered404 += 1;
    }
    expect(answered404).toBe(12);
    const lists = await Promise.all(
      ['neighbour', 'buyer-se', 'vip', 'norway'].map((key) => call(key, 'GET', '/my_pages/residences')),
    );
    // Their own homes only (the Norwegian customer has one of their own), never the resident's.
    for (const list of lists)
      expect(list.json().residences.map((home: { bookingId: string }) => home.bookingId)).not.toContain(
        bookingId,
      );
    const after = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    expect(after.interior).toEqual(before.interior);
  });

  it('answers 401 without a login and 404 for a booking that does not exist', async () => {
    expect((await call(null, 'GET', routes().residence)).statusCode).toBe(401);
    expect((await call(null, 'GET', routes().timeline)).statusCode).toBe(401);
    expect((await call(null, 'PUT', routes().interior, { choices: {} })).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000abc';
    expect((await call('resident', 'GET', `/my_pages/residences/${missing}`)).statusCode).toBe(404);
    expect((await call('resident', 'GET', '/my_pages/residences/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('interior choices', () => {
  it('refuses an option of another project, or of another group, with 400', async () => {
    const db = ctx.database.handle.db;
    const [booking] = await db.select().from(residenceBookings).where(eq(residenceBookings.id, bookingId));
    const [foreign] = await db
      .select()
      .from(bookingInteriorOptions)
      .where(ne(bookingInteriorOptions.stageId, booking?.stageId as string))
      .limit(1);
    const timeline = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    const [first, second] = timeline.interior.groups;
    if (foreign) {
      const response = await call('resident', 'PUT', routes().interior, {
        choices: { [foreign.groupKey]: foreign.id },
      });
      expect(response.statusCode).toBe(400);
    }
    const crossed = await call('resident', 'PUT', routes().interior, {
      choices: { [first?.groupKey as string]: second?.options[1]?.id },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().code).toBe('VALIDATION_FAILED');
    const unknownGroup = await call('resident', 'PUT', routes().interior, {
      choices: { nosuchgroup: first?.options[0]?.id },
    });
    expect(unknownGroup.statusCode).toBe(400);
    const after = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    expect(after.interior).toEqual(timeline.interior);
  });

  it('refuses any change after the deadline with 409 and shows the choices as they were', async () => {
    const db = ctx.database.handle.db;
    const [booking] = await db.select().from(residenceBookings).where(eq(residenceBookings.id, bookingId));
    const before = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db
      .update(bookingProjects)
      .set({ interiorDeadline: yesterday })
      .where(eq(bookingProjects.stageId, booking?.stageId as string));
    const group = before.interior.groups[0];
    const response = await call('resident', 'PUT', routes().interior, {
      choices: { [group?.groupKey as string]: group?.options[0]?.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    const after = (await call('resident', 'GET', routes().timeline)).json() as MyTimeline;
    expect(after.interior.open).toBe(false);
    expect(after.interior.total).toBe(before.interior.total);
    expect(after.steps.find((step) => step.step === 'interior')?.status).toBe('done');
  });

  it('the seed run again changes nothing (idempotent)', async () => {
    const before = (await call('resident', 'GET', routes().residence)).json();
    await seedCompletedBooking(ctx.database.handle.db);
    expect((await call('resident', 'GET', routes().residence)).json()).toEqual(before);
  });
});
