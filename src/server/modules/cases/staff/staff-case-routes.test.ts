import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssociationId, demoUserId } from '../../../../../seed/accounts/demo-accounts';
import { CASE_STATUS, caseStatusGroup } from '../../../../shared/cases/case-statuses';
import { attachments, caseStatusChanges, cases, mailOutbox, staffMembers } from '../../../db/schema';
import { emailLogin, FI_HOST, freshIp, SE_HOST } from '../../account/testing/account-test-app';
import { queuedMailSettled } from '../../mail/mail-queue';
import {
  anonymous,
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  loginAs,
} from '../testing/case-test-app';

// The case handler's routes (issue 13 item 7): a handler lists, moves and comments on the cases
// of the sites it handles; everyone else is refused on every route; each change reaches the
// reporter as a bell notification and a mail in the language of the case's site.

let ctx: CaseTestApp;
let staff: Caller;
let staffOfNothing: Caller;
const others: Caller[] = [];
type CaseRow = typeof cases.$inferSelect;
let allCases: CaseRow[] = [];

async function loginByEmail(key: string, host: string, siteKey?: 'fi' | 'no'): Promise<Caller> {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp(), ...(siteKey ? { siteKey } : {}) });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  return { role: 'anonymous', host, headers: { authorization: `Bearer ${body.token}`, host } };
}

beforeAll(async () => {
  ctx = await createCaseTestApp();
  const db = ctx.database.handle.db;
  // A handler of the Finnish site, where no case lives: it handles nothing the others filed.
  await db.insert(staffMembers).values({ userId: demoUserId('finland'), siteKey: 'fi' });
  staff = await loginByEmail('case-handler', SE_HOST);
  staffOfNothing = await loginByEmail('finland', FI_HOST, 'fi');
  for (const role of ['residentA', 'boardX', 'norwegianResident'] as const)
    others.push(await loginAs(ctx.app, role));
  others.push(anonymous);
  allCases = await db.select().from(cases);
}, 180_000);
afterAll(() => ctx?.close());

const call = (caller: Caller, request: Omit<InjectOptions, 'headers'>) =>
  ctx.app.inject({ ...request, headers: caller.headers } as InjectOptions);

const caseOf = (reporter: string, group: string, siteKey = 'se') => {
  const row = allCases.find(
    (item) =>
      item.reporterUserId === demoUserId(reporter) &&
      item.siteKey === siteKey &&
      caseStatusGroup(item.statusId) === group,
  );
  if (!row) throw new Error(`no ${group} case of ${reporter}`);
  return row;
};

function staffRoutes(id: string): Omit<InjectOptions, 'headers'>[] {
  return [
    { method: 'GET', url: '/case_management/staff/cases' },
    { method: 'GET', url: `/case_management/staff/cases/${id}` },
    {
      method: 'PATCH',
      url: `/case_management/staff/cases/${id}/status`,
      payload: { statusId: CASE_STATUS.ongoing },
    },
    { method: 'POST', url: `/case_management/staff/cases/${id}/comments`, payload: { text: 'Hej' } },
  ];
}

async function newestMailTo(address: string) {
  await queuedMailSettled(ctx.app);
  const [mail] = await ctx.database.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

async function bell(caller: Caller, notificationSiteKey: string) {
  const response = await call(caller, { method: 'GET', url: `/notifications/${notificationSiteKey}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { notificationType: string; name: string; targetId: string | null }[];
}

describe('who may use the staff routes', () => {
  it('refuses residents, board members and anonymous callers on every route, and changes nothing', async () => {
    const target = caseOf('resident', 'registered');
    let probes = 0;
    for (const caller of others) {
      for (const request of staffRoutes(target.id)) {
        const response = await call(caller, request);
        probes += 1;
        const expected = caller === anonymous ? [401, 'UNAUTHORIZED'] : [403, 'FORBIDDEN'];
        expect([response.statusCode, response.json().code], `${request.method} ${request.url}`).toEqual(
          expected,
        );
      }
    }
    expect(probes).toBe(16);
    const [after] = await ctx.database.handle.db.select().from(cases).where(eq(cases.id, target.id));
    expect(after?.statusId).toBe(target.statusId);
  });

  it('a handler of another site lists nothing and finds none of these cases', async () => {
    const list = await call(staffOfNothing, { method: 'GET', url: '/case_management/staff/cases' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    let probes = 0;
    for (const row of [caseOf('resident', 'registered'), caseOf('norway', 'ongoing', 'no')]) {
      for (const request of staffRoutes(row.id).slice(1)) {
        const response = await call(staffOfNothing, request);
        probes += 1;
        expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
      }
    }
    expect(probes).toBe(6);
  });
});

describe('the case handler', () => {
  it('downloads a file of a case on a handled site, as an attachment; nobody else gets it here', async () => {
    const [file] = await ctx.database.handle.db
      .select({ id: attachments.id, fileName: attachments.fileName, siteKey: cases.siteKey })
      .from(attachments)
      .innerJoin(cases, eq(cases.id, attachments.caseId))
      .where(eq(cases.siteKey, 'se'))
      .limit(1);
    if (!file) throw new Error('the seed has no attachment on a Swedish case');
    const url = `/case_management/staff/file/${file.id}/${encodeURIComponent(file.fileName)}`;
    const detail = await call(staff, { method: 'GET', url: '/case_management/staff/cases' });
    expect(detail.statusCode).toBe(200);
    const answer = await call(staff, { method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(staffOfNothing, { method: 'GET', url })).statusCode).toBe(404);
    for (const other of others) {
      expect([401, 403]).toContain((await call(other, { method: 'GET', url })).statusCode);
    }
  });

  it('lists the handled sites’ cases newest first, by status group and site', async () => {
    const response = await call(staff, { method: 'GET', url: '/case_management/staff/cases' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      id: string;
      siteKey: string;
      creationDate: string;
      reporterName: string;
    }[];
    const handled = allCases.filter((row) => row.siteKey === 'se' || row.siteKey === 'no');
    expect(list.map((item) => item.id).sort()).toEqual(handled.map((row) => row.id).sort());
    const dates = list.map((item) => item.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.find((item) => item.id === caseOf('resident', 'registered').id)?.reporterName).toBe(
      'Anna Boende',
    );

    const ongoingNo = await call(staff, {
      method: 'GET',
      url: '/case_management/staff/cases?group=ongoing&site=no',
    });
    const filtered = ongoingNo.json() as { siteKey: string; caseStatusGroup: string }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((item) => item.siteKey === 'no' && item.caseStatusGroup === 'ongoing')).toBe(true);

    const bad = await call(staff, { method: 'GET', url: '/case_management/staff/cases?group=lost' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('reads one case with the statuses it may move to', async () => {
    const target = caseOf('resident', 'completed');
    const response = await call(staff, { method: 'GET', url: `/case_management/staff/cases/${target.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.caseStatusId).toBe(target.statusId);
    expect(body.reporterName).toBe('Anna Boende');
    expect(Array.isArray(body.nextStatusIds)).toBe(true);
  });

  it('moves a case: the timeline grows, the reporter’s bell shows it and a Swedish mail links to the errand', async () => {
    const target = caseOf('resident', 'registered');
    const response = await call(staff, {
      method: 'PATCH',
      url: `/case_management/staff/cases/${target.id}/status`,
      payload: { statusId: CASE_STATUS.waitingMaterial },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().caseStatusId).toBe(CASE_STATUS.waitingMaterial);
    expect(response.json().nextStatusIds).toContain(CASE_STATUS.executed);

    const history = await ctx.database.handle.db
      .select()
      .from(caseStatusChanges)
      .where(
        and(
          eq(caseStatusChanges.caseId, target.id),
          eq(caseStatusChanges.statusId, CASE_STATUS.waitingMaterial),
        ),
      );
    expect(history).toHaveLength(1);

    const resident = await loginAs(ctx.app, 'residentA');
    const notices = await bell(resident, 'Jmse');
    expect(notices[0]).toMatchObject({
      notificationType: 'Case',
      name: 'case_status_changed',
      targetId: target.id,
    });
    const detail = await call(resident, {
      method: 'GET',
      url: `/case_management/customer/case/${target.id}`,
    });
    expect(detail.json().caseStatusId).toBe(CASE_STATUS.waitingMaterial);

    const mail = await newestMailTo('resident@demo.hemvist.se');
    expect(mail?.subject).toBe(`Ditt ärende ${target.ticketNumber} hos Hemvist har fått ny status`);
    expect(mail?.text).toContain('Väntar på material');
    expect(mail?.text).toContain(`http://localhost/mina-sidor/arenden/?errandId=${target.id}`);
  });

  it('moves a Norwegian case: the mail is Norwegian and links to the Norwegian site', async () => {
    const target = caseOf('norway', 'registered', 'no');
    const response = await call(staff, {
      method: 'PATCH',
      url: `/case_management/staff/cases/${target.id}/status`,
      payload: { statusId: CASE_STATUS.ongoing },
    });
    expect(response.statusCode).toBe(200);
    const mail = await newestMailTo('ola@demo.hemvist.no');
    expect(mail?.subject).toBe(`Saken din ${target.ticketNumber} hos Hemvist Norge har fått ny status`);
    expect(mail?.text).toContain('Pågår');
    expect(mail?.text).toContain(`http://no.localhost/mine-sider/saker/?errandId=${target.id}`);
    const norwegian = await loginAs(ctx.app, 'norwegianResident');
    expect((await bell(norwegian, 'Jmno'))[0]).toMatchObject({
      notificationType: 'Case',
      targetId: target.id,
    });
  });

  it('refuses a move the status table does not allow with 409 and a stable code', async () => {
    const target = caseOf('resident', 'completed');
    const before = await newestMailTo('resident@demo.hemvist.se');
    for (const statusId of [CASE_STATUS.ongoing, target.statusId]) {
      const response = await call(staff, {
        method: 'PATCH',
        url: `/case_management/staff/cases/${target.id}/status`,
        payload: { statusId },
      });
      expect([response.statusCode, response.json().code]).toEqual([409, 'STATUS_TRANSITION_NOT_ALLOWED']);
    }
    const [after] = await ctx.database.handle.db.select().from(cases).where(eq(cases.id, target.id));
    expect(after?.statusId).toBe(target.statusId);
    expect((await newestMailTo('resident@demo.hemvist.se'))?.id).toBe(before?.id);

    const unknown = await call(staff, {
      method: 'PATCH',
      url: `/case_management/staff/cases/${target.id}/status`,
      payload: { statusId: 999 },
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('comments: the reporter reads it on the errand, the bell and a mail tell of it; a neighbour sees nothing', async () => {
    const target = caseOf('resident', 'ongoing');
    const text = 'Hantverkaren kommer på torsdag mellan 8 och 12.';
    const response = await call(staff, {
      method: 'POST',
      url: `/case_management/staff/cases/${target.id}/comments`,
      payload: { text },
    });
    expect(response.statusCode).toBe(201);

    const resident = await loginAs(ctx.app, 'residentA');
    for (const url of [`/case_management/customer/case/${target.id}`, `/case_management/case/${target.id}`]) {
      const detail = await call(resident, { method: 'GET', url });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().comments.at(-1)).toMatchObject({ text, authorName: 'Hanna Handläggare' });
    }
    expect((await bell(resident, 'Jmse'))[0]).toMatchObject({ name: 'case_commented', targetId: target.id });
    const mail = await newestMailTo('resident@demo.hemvist.se');
    expect(mail?.subject).toBe(`Ny kommentar i ditt ärende ${target.ticketNumber} hos Hemvist`);
    expect(mail?.text).not.toContain(text);

    const neighbour = await loginAs(ctx.app, 'residentB');
    const probe = await call(neighbour, {
      method: 'GET',
      url: `/case_management/customer/case/${target.id}`,
    });
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toContain('torsdag');
    const own = allCases.find((row) => row.reporterUserId === demoUserId('neighbour'));
    const ownDetail = await call(neighbour, {
      method: 'GET',
      url: `/case_management/customer/case/${own?.id}`,
    });
    expect(ownDetail.json().comments).toEqual([]);
  });

  it('the board of the case’s association reads the comment too', async () => {
    const target = allCases.find(
      (row) => row.associationId === demoAssociationId('ekbacken') && row.statusId !== CASE_STATUS.shredded,
    );
    if (!target) throw new Error('no case of the association');
    const text = 'Styrelsen: fönsterbytet är planerat till våren.';
    const response = await call(staff, {
      method: 'POST',
      url: `/case_management/staff/cases/${target.id}/comments`,
      payload: { text },
    });
    expect(response.statusCode).toBe(201);
    const board = await loginAs(ctx.app, 'boardX');
    const detail = await call(board, { method: 'GET', url: `/case_management/case/${target.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().comments.map((comment: { text: string }) => comment.text)).toContain(text);
  });

  it('refuses a comment that is empty, too long or holds a link or markup', async () => {
    const target = caseOf('resident', 'ongoing');
    for (const [text, key] of [
      ['   ', 'required'],
      ['a'.repeat(2001), 'maxLength'],
      ['Se www.example.com', 'invalidInput'],
      ['<b>hej</b>', 'invalidInput'],
    ] as const) {
      const response = await call(staff, {
        method: 'POST',
        url: `/case_management/staff/cases/${target.id}/comments`,
        payload: { text },
      });
      expect([response.statusCode, response.json().issues?.[0]?.message]).toEqual([400, key]);
    }
  });
});
