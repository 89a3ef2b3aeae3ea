import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../../../seed/accounts/demo-accounts';
import {
  bookVipShowingContract,
  cancelVipShowingContract,
  type VipOverview,
  type VipShowing,
  vipOverviewContract,
  vipUpgradeContract,
} from '../../../shared/my-pages/vip-contracts';
import {
  residenceShowings,
  showingRegistrations,
  userResidences,
  users,
  vipMemberships,
} from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  FI_HOST,
  NO_HOST,
} from '../account/testing/account-test-app';
import {
  type FixtureStage,
  insertResidencePageWorld,
} from '../residence/pages/testing/residence-page-fixtures';

// The VIP page and VIP showings (issue 15 item 8): joining with and without a campaign code
// (platform §4: an unpaid payment sends the member to payments), the VIP showings of the
// person's projects, booking and cancelling a place, and the capacity under 20 parallel
// bookings of the last places. Another person's place or a showing outside their projects is
// NOT_FOUND; a board login and the Finnish site have no VIP (FORBIDDEN).

let harness: AccountTestApp;
let stage: FixtureStage;
let tokens: { vip: string; resident: string; other: string; board: string; fi: string };

const BASE = '/api/my-pages/vip';
const inAWeek = (hours = 0) => new Date(Date.now() + 7 * 86_400_000 + hours * 3_600_000);

async function addShowing(capacity: number, stageId = stage.id): Promise<string> {
  const id = randomUUID();
  await harness.database.handle.db.insert(residenceShowings).values({
    id,
    stageId,
    objectId: null,
    startsAt: inAWeek(),
    endsAt: inAWeek(2),
    vip: true,
    capacity,
  });
  return id;
}

/** A VIP member of the Swedish site with an interest in the stage, and a login token. */
async function member(): Promise<{ id: string; token: string }> {
  const db = harness.database.handle.db;
  const id = randomUUID();
  await db.insert(users).values({ id, email: `${id}@example.se`, firstName: 'Test', lastName: 'Medlem' });
  await db.insert(vipMemberships).values({ userId: id, siteKey: 'se' });
  await db.insert(userResidences).values({ userId: id, relation: 'interest', stageId: stage.id });
  const { token } = await signLoginToken(harness.app, { userId: id, bankId: false });
  return { id, token };
}

beforeAll(async () => {
  harness = await createAccountTestApp();
  stage = (await insertResidencePageWorld(harness.database.handle.db)).stage('se');
  // The demo VIP member is interested in the stage: it is one of their projects.
  await harness.database.handle.db
    .insert(userResidences)
    .values({ userId: demoUserId('vip'), relation: 'interest', stageId: stage.id });
  const token = async (key: string, options: Parameters<typeof emailLogin>[2] = {}) =>
    (await emailLogin(harness.app, key, options)).body.token ?? '';
  tokens = {
    vip: await token('vip'),
    resident: await token('resident'),
    other: await token('email-only'),
    board: await token('board', { context: 'board-member' }),
    fi: await token('finland', { host: FI_HOST }),
  };
});
afterAll(() => harness.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const overview = async (token: string) => {
  const response = await call('GET', BASE, token);
  expect(response.statusCode).toBe(200);
  return response.json() as VipOverview;
};
const place = (id: string) => `${BASE}/showings/${id}/registration`;

describe('VIP membership', () => {
  it('shows the memberships per site; a site without VIP and a board login are refused', async () => {
    const vip = await overview(tokens.vip);
    expect(vip.member).toBe(true);
    expect(vip.memberships.map((entry) => entry.siteName)).toContain('Hemvist');
    expect((await call('GET', BASE, tokens.board)).statusCode).toBe(403);
    expect(tokens.fi).not.toBe('');
    const fi = await harness.app.inject({
      method: 'POST',
      url: `${BASE}/upgrade`,
      headers: { ...bearer(tokens.fi), host: FI_HOST },
      payload: {},
    });
    expect(fi.statusCode).toBe(403);
  });

  it('a wrong campaign code changes nothing; a right one makes a member who goes to my pages', async () => {
    expect((await overview(tokens.resident)).member).toBe(false);
    const wrong = await call('POST', `${BASE}/upgrade`, tokens.resident, { campaignCode: 'NOPE' });
    expect(wrong.json()).toEqual({ status: 'InvalidCampaignCode' });
    expect((await overview(tokens.resident)).member).toBe(false);
    const right = await call('POST', `${BASE}/upgrade`, tokens.resident, { campaignCode: 'vip2026' });
    expect(right.json()).toEqual({ status: 'Ok', redirectTo: '/mina-sidor/' });
    expect((await overview(tokens.resident)).member).toBe(true);
  });

  it('joining without a code leaves the fee unpaid: the member goes to payments', async () => {
    const joined = await call('POST', `${BASE}/upgrade`, tokens.other, {});
    expect(joined.json()).toEqual({ status: 'Ok', redirectTo: '/mina-sidor/betalningar/' });
    // The fee owed is 200 kr, in öre as every amount is stored.
    const owed = (await call('GET', '/api/my-pages/payments', tokens.other)).json() as {
      payments: { purpose: string; amount: number; currency: string }[];
    };
    expect(owed.payments.filter((payment) => payment.purpose === 'vip')).toEqual([
      expect.objectContaining({ amount: 20_000, currency: 'SEK' }),
    ]);
  });
});

describe('VIP showings', () => {
  it('lists the VIP showings of the person’s projects and books and cancels a place', async () => {
    const id = await addShowing(5);
    const listed = (await overview(tokens.vip)).showings.find((showing) => showing.id === id);
    expect(listed).toMatchObject({ stageName: stage.name, capacity: 5, placesLeft: 5, booked: false });
    // Not a project of the resident: not listed, and not bookable.
    expect((await overview(tokens.resident)).showings.some((showing) => showing.id === id)).toBe(false);

    const booked = await call('PUT', place(id), tokens.vip);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ placesLeft: 4, booked: true });
    // Booking twice keeps one place.
    expect(((await call('PUT', place(id), tokens.vip)).json() as VipShowing).placesLeft).toBe(4);

    const cancelled = await call('DELETE', place(id), tokens.vip);
    expect(cancelled.json()).toMatchObject({ placesLeft: 5, booked: false });
    expect((await call('DELETE', place(id), tokens.vip)).statusCode).toBe(404);
  });

  it('another person cannot book outside their projects nor cancel someone else’s place: none leak', async () => {
    const id = await addShowing(5);
    expect((await call('PUT', place(id), tokens.vip)).statusCode).toBe(200);
    const probes = await Promise.all([
      call('PUT', place(id), tokens.resident),
      call('DELETE', place(id), tokens.resident),
      call('PUT', place(id), tokens.other),
      call('DELETE', place(id), tokens.other),
      call('PUT', place(randomUUID()), tokens.vip),
      call('PUT', place(id), tokens.board),
      call('DELETE', place(id), tokens.board),
    ]);
    expect(probes.map((probe) => probe.statusCode)).toEqual([404, 404, 404, 404, 404, 403, 403]);
    const places = await harness.database.handle.db
      .select()
      .from(showingRegistrations)
      .where(eq(showingRegistrations.showingId, id));
    expect(places.map((row) => row.userId)).toEqual([demoUserId('vip')]);
  });

  it('an open (not VIP) showing is not bookable', async () => {
    const id = randomUUID();
    await harness.database.handle.db.insert(residenceShowings).values({
      id,
      stageId: stage.id,
      objectId: null,
      startsAt: inAWeek(),
      endsAt: inAWeek(1),
    });
    expect((await call('PUT', place(id), tokens.vip)).statusCode).toBe(404);
  });

  it('20 parallel bookings of the last 3 places book exactly 3; the rest are told it is full', async () => {
    const id = await addShowing(10);
    for (let filled = 0; filled < 7; filled += 1) {
      const early = await member();
      expect((await call('PUT', place(id), early.token)).statusCode).toBe(200);
    }
    const late = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(late.map((person) => call('PUT', place(id), person.token)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    const places = await harness.database.handle.db
      .select()
      .from(showingRegistrations)
      .where(eq(showingRegistrations.showingId, id));
    expect(places).toHaveLength(10);
  });

  it('the Norwegian site lists its own members’ showings only', async () => {
    const norway = (await emailLogin(harness.app, 'norway', { host: NO_HOST })).body.token ?? '';
    const response = await harness.app.inject({
      method: 'GET',
      url: BASE,
      headers: { ...bearer(norway), host: NO_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as VipOverview).showings).toEqual([]);
  });
});

describe('private access: VIP is a private person’s', () => {
  // Every VIP route declares `private`: the one access hook refuses a board login with 403
  // FORBIDDEN before validation or the handler, and lets a private login through to the handler.
  const routes = [
    { contract: vipOverviewContract, payload: undefined, passes: 200 },
    { contract: vipUpgradeContract, payload: { campaignCode: 'NOPE' }, passes: 200 },
    { contract: bookVipShowingContract, payload: undefined, passes: 404 },
    { contract: cancelVipShowingContract, payload: undefined, passes: 404 },
  ];

  it('every VIP route declares private access', () => {
    expect(routes.map(({ contract }) => contract.access)).toEqual(routes.map(() => 'private'));
  });

  for (const { contract, payload, passes } of routes) {
    it(`${contract.method} ${contract.path}: a board login is refused, a private login passes`, async () => {
      const url = contract.path.replace(':id', randomUUID());
      const request = (token: string, body?: object) =>
        harness.app.inject({
          method: contract.method,
          url,
          headers: bearer(token),
          ...(body ? { payload: body } : {}),
        });
      // A malformed body too: the board login is refused before the body is validated.
      for (const body of payload ? [payload, { campaignCode: 42 }] : [undefined]) {
        const board = await request(tokens.board, body);
        expect(board.statusCode).toBe(403);
        expect(board.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect((await request(tokens.vip, payload)).statusCode).toBe(passes);
    });
  }
});
