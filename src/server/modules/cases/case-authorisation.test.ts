import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, cases, inspectionRounds } from '../../db/schema';
import {
  anonymous,
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  loginAs,
  multipart,
  ROLES,
  type Role,
} from './testing/case-test-app';

// Each role against every case, file and round it may not see (issue 13 item 9): every probe
// answers 404 exactly as for a missing record (401 for anonymous callers), leaks nothing of
// the record, and changes nothing. Which records a caller may see is worked out here from the
// rows, independently of the server: a board login its association's cases on the
// /case_management routes, otherwise (and on every customer route) the cases the user reported.

let ctx: CaseTestApp;
const callers: Caller[] = [];
const sessions = new Map<Role, { userId: string; associationId: string | null }>();
type CaseRow = typeof cases.$inferSelect;
let allCases: CaseRow[] = [];
let allFiles: (typeof attachments.$inferSelect)[] = [];
let allRounds: (typeof inspectionRounds.$inferSelect)[] = [];

beforeAll(async () => {
  ctx = await createCaseTestApp();
  for (const role of Object.keys(ROLES) as Role[]) {
    const caller = await loginAs(ctx.app, role);
    callers.push(caller);
    const session = (
      await ctx.app.inject({ method: 'GET', url: '/account_service/session', headers: caller.headers })
    ).json();
    sessions.set(role, { userId: session.userId, associationId: session.associationId });
  }
  const db = ctx.database.handle.db;
  allCases = await db.select().from(cases).orderBy(asc(cases.ticketNumber));
  allFiles = await db.select().from(attachments).orderBy(asc(attachments.id));
  allRounds = await db.select().from(inspectionRounds).orderBy(asc(inspectionRounds.id));
}, 180_000);
afterAll(() => ctx?.close());

type Family = 'caseManagement' | 'customer';
/** 6 roles and anonymous against the records they may not see in the demo world. */
const PROBE_COUNT = 1913;

function mayRead(caller: Caller, family: Family, row: CaseRow): boolean {
  if (caller.role === 'anonymous') return false;
  const session = sessions.get(caller.role);
  if (!session) return false;
  if (family === 'caseManagement' && session.associationId)
    return row.associationId === session.associationId;
  return row.reporterUserId === session.userId;
}

const prefix = (family: Family) => (family === 'customer' ? '/case_management/customer' : '/case_management');

function probesFor(caller: Caller): { name: string; request: InjectOptions }[] {
  const probes: { name: string; request: InjectOptions }[] = [];
  for (const family of ['caseManagement', 'customer'] as const) {
    for (const row of allCases.filter((candidate) => !mayRead(caller, family, candidate))) {
      const base = `${prefix(family)}/case/${row.id}`;
      probes.push({ name: `GET ${base}`, request: { method: 'GET', url: base, headers: caller.headers } });
      probes.push({
        name: `PATCH ${base}/close`,
        request: { method: 'PATCH', url: `${base}/close`, headers: caller.headers, payload: { site: 'se' } },
      });
      const body = multipart({ fields: { description: 'Tagen över av någon annan' } });
      probes.push({
        name: `PATCH ${base}`,
        request: {
          method: 'PATCH',
          url: base,
          headers: { ...caller.headers, ...body.headers },
          payload: body.payload,
        },
      });
      for (const file of allFiles.filter((candidate) => candidate.caseId === row.id)) {
        const url = `${prefix(family)}/file/${file.id}/${encodeURIComponent(file.fileName)}`;
        probes.push({ name: `GET ${url}`, request: { method: 'GET', url, headers: caller.headers } });
      }
    }
  }
  const association = caller.role === 'anonymous' ? null : sessions.get(caller.role)?.associationId;
  for (const round of allRounds.filter((candidate) => candidate.associationId !== association)) {
    const url = `/case_management/rounds/${round.id}`;
    probes.push({ name: `GET ${url}`, request: { method: 'GET', url, headers: caller.headers } });
    for (const file of allFiles.filter((candidate) => candidate.roundId === round.id)) {
      const fileUrl = `/case_management/rounds/file/${file.id}/${encodeURIComponent(file.fileName)}`;
      probes.push({
        name: `GET ${fileUrl}`,
        request: { method: 'GET', url: fileUrl, headers: caller.headers },
      });
    }
  }
  return probes;
}

/** What a leak would show: the description, ticket number or a file's bytes. */
function leaks(body: string, row: CaseRow | undefined): boolean {
  if (!row) return false;
  return body.includes(row.description) || body.includes(String(row.ticketNumber)) || body.includes(row.id);
}

describe('authorisation of cases, files and rounds', () => {
  it('lists exactly the cases each role may see (6 roles × 3 lists), and nothing for anonymous', async () => {
    for (const caller of callers) {
      for (const [url, family] of [
        ['/case_management/cases', 'caseManagement'],
        ['/case_management/customer/get_cases', 'customer'],
      ] as const) {
        const answer = await ctx.app.inject({ method: 'GET', url, headers: caller.headers });
        expect(answer.statusCode, `${caller.role} ${url}`).toBe(200);
        const ids = (answer.json() as { id: string }[]).map((item) => item.id).sort();
        const expected = allCases
          .filter((row) => mayRead(caller, family, row))
          .map((row) => row.id)
          .sort();
        expect(ids, `${caller.role} ${url}`).toEqual(expected);
        expect(ids.length, `${caller.role} has cases of its own`).toBeGreaterThan(0);
      }
      const has = await ctx.app.inject({
        method: 'GET',
        url: '/case_management/has_cases',
        headers: caller.headers,
      });
      expect(has.json()).toBe(true);
    }
    for (const url of [
      '/case_management/cases',
      '/case_management/customer/get_cases',
      '/case_management/has_cases',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: anonymous.headers })).statusCode).toBe(401);
    }
  });

  it(`answers all ${PROBE_COUNT} probes of 6 roles and anonymous against the others’ cases, files and rounds with 404 (401 anonymous) and leaks none`, async () => {
    const before = JSON.stringify(await ctx.database.handle.db.select().from(cases).orderBy(asc(cases.id)));
    const filesBefore = await ctx.storage.list('attachments');
    let probeCount = 0;
    const failures: string[] = [];
    for (const caller of [...callers, anonymous]) {
      for (const probe of probesFor(caller)) {
        probeCount += 1;
        const answer = await ctx.app.inject(probe.request);
        const expected = caller.role === 'anonymous' ? 401 : 404;
        const id = /[0-9a-f-]{36}/.exec(probe.name)?.[0];
        const row = allCases.find(
          (candidate) =>
            candidate.id === id || allFiles.some((file) => file.id === id && file.caseId === candidate.id),
        );
        if (
          answer.statusCode !== expected ||
          leaks(answer.body, row) ||
          answer.headers['content-disposition']
        ) {
          failures.push(`${caller.role} ${probe.name}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The demo world is deterministic, so is the number of probes.
    expect(probeCount).toBe(PROBE_COUNT);
    expect(JSON.stringify(await ctx.database.handle.db.select().from(cases).orderBy(asc(cases.id)))).toBe(
      before,
    );
    expect(await ctx.storage.list('attachments')).toEqual(filesBefore);
  }, 600_000);

  it('lets each role read its own cases and their files (the probes above are not vacuous)', async () => {
    for (const caller of callers) {
      const own = allCases.filter((row) => mayRead(caller, 'customer', row));
      const withFile = own.find((row) => allFiles.some((file) => file.caseId === row.id));
      expect(withFile, caller.role).toBeDefined();
      const file = allFiles.find((candidate) => candidate.caseId === withFile?.id);
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/case_management/customer/file/${file?.id}/${encodeURIComponent(file?.fileName ?? '')}`,
        headers: caller.headers,
      });
      expect(answer.statusCode, caller.role).toBe(200);
      expect(answer.rawPayload.length).toBe(file?.size);
    }
  });
});
