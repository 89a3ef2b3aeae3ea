import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoAssociationId, demoUserId } from '../../../../../seed/accounts/demo-accounts';
import { detailCode } from '../../../../../seed/cases/problem-areas';
import { apartmentId, buildingId } from '../../../../../seed/cases/property-world';
import { CASE_STATUS } from '../../../../shared/cases/case-statuses';
import { cases, mailOutbox, rooms } from '../../../db/schema';
import { emailLogin, freshIp, SE_HOST } from '../../account/testing/account-test-app';
import { queuedMailSettled } from '../../mail/mail-queue';
import {
  anonymous,
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  loginAs,
  type Role,
} from '../testing/case-test-app';
import { followersOf } from './case-followers';

// Fewer duplicate reports (issue 13 item 8): the open public-area cases of the last 30 days on
// a building for the same problem area; nothing of other people's cases beyond a safe summary;
// no answer at all about a building the caller may not report on; following one instead.

let ctx: CaseTestApp;
const callers = {} as Record<Role, Caller>;
const DAY = 24 * 60 * 60 * 1000;
const EKBACKEN_A = buildingId('ekbacken', 'a');
const EKBACKEN_B = buildingId('ekbacken', 'b');
const LINDGARDEN_A = buildingId('lindgarden', 'a');
const GRASS = 1030; // seeded cases use none of it
const GRASS_DETAIL = detailCode('Grass', 1, 'public');
const POST = 1120;
const SAFE_KEYS = [
  'area',
  'areaName',
  'caseStatusGroup',
  'creationDate',
  'following',
  'id',
  'mine',
  'ticketNumber',
];

async function insertCase(options: {
  building?: string;
  home?: string;
  code?: number;
  statusId?: number;
  daysAgo: number;
  reporter?: string;
}): Promise<{ id: string; ticketNumber: number }> {
  const db = ctx.database.handle.db;
  const building = options.building ?? EKBACKEN_A;
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.buildingId, building), isNull(rooms.apartmentId)))
    .limit(1);
  const createdAt = new Date(Date.now() - options.daysAgo * DAY);
  const [row] = await db
    .insert(cases)
    .values({
      id: randomUUID(),
      siteKey: 'se',
      caseTypeId: 1,
      statusId: options.statusId ?? CASE_STATUS.registered,
      reporterUserId: demoUserId(options.reporter ?? 'norway'),
      associationId: building === LINDGARDEN_A ? null : demoAssociationId('ekbacken'),
      buildingId: building,
      apartmentId: options.home ?? null,
      roomId: room?.id as string,
      problemAreaCode: options.code ?? GRASS,
      description: `Gräset är för långt (${options.daysAgo} dagar sedan)`,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: cases.id, ticketNumber: cases.ticketNumber });
  return row as { id: string; ticketNumber: number };
}

async function similar(caller: Caller, building: string, problemArea: number | string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/case_management/similar_cases?buildingId=${building}&problemArea=${problemArea}`,
    headers: caller.headers,
  });
}

const follow = (caller: Caller, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/case_management/case/${id}/follow`, headers: caller.headers });

let shown: { id: string; ticketNumber: number }[];
let hidden: Record<string, { id: string; ticketNumber: number }>;
let residentsOwn: { id: string; ticketNumber: number };

beforeAll(async () => {
  ctx = await createCaseTestApp();
  for (const role of [
    'residentA',
    'residentB',
    'boardX',
    'boardY',
    'norwegianResident',
    'norwegianBoard',
  ] as const) {
    callers[role] = await loginAs(ctx.app, role);
  }
  // Newest first, as the answer lists them.
  residentsOwn = await insertCase({ daysAgo: 1, reporter: 'resident' });
  shown = [
    residentsOwn,
    await insertCase({ daysAgo: 3, statusId: CASE_STATUS.ongoing }),
    await insertCase({ daysAgo: 10, code: GRASS_DETAIL, statusId: CASE_STATUS.waitingWeather }),
    await insertCase({ daysAgo: 29.9, statusId: CASE_STATUS.executed }),
  ];
  hidden = {
    tooOld: await insertCase({ daysAgo: 30.1 }),
    completed: await insertCase({ daysAgo: 2, statusId: CASE_STATUS.completed }),
    cancelled: await insertCase({ daysAgo: 2, statusId: CASE_STATUS.cancelledByCustomer }),
    otherArea: await insertCase({ daysAgo: 2, code: POST }),
    otherBuilding: await insertCase({ daysAgo: 2, building: EKBACKEN_B }),
    inAHome: await insertCase({ daysAgo: 2, home: apartmentId('ekbacken', 'a', '1102') }),
  };
}, 180_000);
afterAll(() => ctx?.close());

describe('similar cases of a building', () => {
  it('lists the open cases of the last 30 days for the area and its sub-items, newest first', async () => {
    for (const problemArea of [GRASS, GRASS_DETAIL]) {
      const answer = await similar(callers.residentA, EKBACKEN_A, problemArea);
      expect(answer.statusCode, answer.body).toBe(200);
      const list = answer.json() as { ticketNumber: number; caseStatusGroup: string; areaName: string }[];
      expect(list.map((item) => item.ticketNumber)).toEqual(shown.map((item) => item.ticketNumber));
      expect(list.map((item) => item.caseStatusGroup)).toEqual([
        'registered',
        'ongoing',
        'ongoing',
        'executed',
      ]);
      expect(list[0]?.areaName).toBe('Gräsmatta');
    }
  });

  it('never lists a case that is too old, closed, of another area or building, or in a home', async () => {
    const answer = await similar(callers.residentA, EKBACKEN_A, GRASS);
    const tickets = (answer.json() as { ticketNumber: number }[]).map((item) => item.ticketNumber);
    for (const [why, item] of Object.entries(hidden)) {
      expect(tickets, why).not.toContain(item.ticketNumber);
    }
  });

  it('shows someone else’s case as a safe summary, and the description only of the caller’s own', async () => {
    const list = (await similar(callers.residentA, EKBACKEN_A, GRASS)).json() as Record<string, unknown>[];
    const [own, ...others] = list;
    expect(own).toMatchObject({ mine: true, description: expect.stringContaining('Gräset') });
    for (const other of others) {
      expect(Object.keys(other).sort()).toEqual(SAFE_KEYS);
      expect(other.mine).toBe(false);
    }
    // The board follows its association's cases already: it sees them whole.
    const board = (await similar(callers.boardX, EKBACKEN_A, GRASS)).json() as Record<string, unknown>[];
    expect(board.map((item) => item.mine)).toEqual([true, true, true, true]);
    expect(board.every((item) => typeof item.description === 'string')).toBe(true);
  });

  it('answers 404 about any building the caller may not report on, exactly as for a missing one', async () => {
    const missing = randomUUID();
    const probes: [Role, string][] = [
      ['residentA', LINDGARDEN_A],
      ['residentA', missing],
      ['residentB', EKBACKEN_A],
      ['boardX', LINDGARDEN_A],
      ['boardY', EKBACKEN_A],
      ['norwegianResident', EKBACKEN_A],
      ['norwegianBoard', EKBACKEN_A],
    ];
    const bodies = new Set<string>();
    for (const [role, building] of probes) {
      const answer = await similar(callers[role], building, GRASS);
      expect(answer.statusCode, `${role} on ${building}`).toBe(404);
      const { code, message } = answer.json();
      bodies.add(JSON.stringify({ code, message }));
    }
    expect(bodies.size).toBe(1);
    expect((await similar(anonymous, EKBACKEN_A, GRASS)).statusCode).toBe(401);
  });

  it('refuses an apartment problem area or a malformed query with 400', async () => {
    const bathroom = await similar(callers.residentA, EKBACKEN_A, 2010);
    expect(bathroom.statusCode).toBe(400);
    expect(bathroom.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'query.problemArea' }],
    });
    expect((await similar(callers.residentA, 'not-a-uuid', GRASS)).statusCode).toBe(400);
    expect((await similar(callers.residentA, EKBACKEN_A, 'grass')).statusCode).toBe(400);
  });
});

describe('following a case instead of reporting it again', () => {
  it('records the caller once, however often they ask, and the list says so', async () => {
    const target = shown[1] as { id: string };
    const first = await follow(callers.residentA, target.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: target.id, following: true, mine: false });
    expect(first.json().description).toBeUndefined();
    expect((await follow(callers.residentA, target.id)).statusCode).toBe(200);
    expect(await followersOf(ctx.database.handle.db, target.id)).toEqual([demoUserId('resident')]);
    const list = (await similar(callers.residentA, EKBACKEN_A, GRASS)).json() as {
      id: string;
      following: boolean;
    }[];
    expect(list.filter((item) => item.following).map((item) => item.id)).toEqual([target.id]);
  });

  it('mails the follower, in their language, when a case handler moves the case on', async () => {
    const target = shown[1] as { id: string; ticketNumber: number };
    const { body } = await emailLogin(ctx.app, 'case-handler', { host: SE_HOST, ip: freshIp() });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/case_management/staff/cases/${target.id}/status`,
      headers: { authorization: `Bearer ${body.token}`, host: SE_HOST },
      payload: { statusId: CASE_STATUS.waitingMaterial },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await queuedMailSettled(ctx.app);
    const follower = demoAccount('resident');
    const mails = await ctx.database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, follower.email ?? ''));
    const mail = mails.find((candidate) => candidate.subject.includes(String(target.ticketNumber)));
    expect(mail?.subject).toContain('som du följer');
    expect(mail?.text).toContain('Gräs');
    expect(mail?.text).toContain('Väntar på material');
  });

  it('records nothing for the caller’s own case', async () => {
    const answer = await follow(callers.residentA, residentsOwn.id);
    expect(answer.json()).toMatchObject({ mine: true, following: false });
    expect(await followersOf(ctx.database.handle.db, residentsOwn.id)).toEqual([]);
  });

  it('answers 404 for a closed case, a case in a home, or one on a building the caller may not report on', async () => {
    const target = shown[2] as { id: string };
    for (const [caller, id] of [
      [callers.residentA, hidden.completed?.id],
      [callers.residentA, hidden.inAHome?.id],
      [callers.residentA, randomUUID()],
      [callers.residentB, target.id],
      [callers.boardY, target.id],
      [callers.norwegianResident, target.id],
    ] as [Caller, string][]) {
      expect((await follow(caller, id)).statusCode, `${caller.role} → ${id}`).toBe(404);
    }
    expect(await followersOf(ctx.database.handle.db, target.id)).toEqual([]);
    expect((await follow(anonymous, target.id)).statusCode).toBe(401);
  });
});
