import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CaseStatusGroup } from '../../../../shared/cases/case-statuses';
import type { StaffCase } from '../../../../shared/cases/staff-case-contracts';
import type { Database } from '../../../db/client';
import { caseComments, caseStatusChanges, cases, notifications, users } from '../../../db/schema';
import { type CaseScope, listCases, scopeCondition } from '../case-repository';
import type { Language } from '../case-rules';

// The SQL of the case handler's side (issue 13 item 7). A change and the reporter's bell
// notification are written in one transaction: the bell never tells of a change that did not
// happen, nor misses one that did.

export interface StaffCaseFilter {
  group?: CaseStatusGroup;
  site?: string;
}

/** The handled sites' cases, newest first, narrowed by status group and site. */
export async function listStaffCases(
  db: Database,
  siteKeys: readonly string[],
  filter: StaffCaseFilter,
  language: Language,
): Promise<StaffCase[]> {
  const sites = filter.site ? siteKeys.filter((key) => key === filter.site) : siteKeys;
  const scope: CaseScope = { kind: 'sites', siteKeys: sites };
  const errands = (await listCases(db, scope, language)).filter(
    (errand) => !filter.group || errand.caseStatusGroup === filter.group,
  );
  const names = await reporterNames(db, scope);
  return errands.map((errand) => ({ ...errand, reporterName: names.get(errand.id) ?? '' }));
}

async function reporterNames(db: Database, scope: CaseScope): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: cases.id, firstName: users.firstName, lastName: users.lastName })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.reporterUserId))
    .where(scopeCondition(scope));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** What the reporter is told about a case: who, on which site, which errand. */
export interface CaseForNotice {
  id: string;
  siteKey: string;
  statusId: number;
  ticketNumber: number;
  reporterUserId: string;
  reporterName: string;
}

export async function findCaseForStaff(
  db: Database,
  siteKeys: readonly string[],
  id: string,
): Promise<CaseForNotice | undefined> {
  const [row] = await db
    .select({
      id: cases.id,
      siteKey: cases.siteKey,
      statusId: cases.statusId,
      ticketNumber: cases.ticketNumber,
      reporterUserId: cases.reporterUserId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.reporterUserId))
    .where(and(eq(cases.id, id), scopeCondition({ kind: 'sites', siteKeys })));
  if (!row) return undefined;
  const { firstName, lastName, ...errand } = row;
  return { ...errand, reporterName: `${firstName} ${lastName}`.trim() };
}

/** The notification's name (the seeded ones say case_updated and case_closed). */
export type CaseNoticeName = 'case_status_changed' | 'case_commented';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function insertNotice(tx: Transaction, errand: CaseForNotice, name: CaseNoticeName, now: Date) {
  return tx.insert(notifications).values({
    id: randomUUID(),
    userId: errand.reporterUserId,
    siteKey: errand.siteKey,
    notificationType: 'Case',
    name,
    targetId: errand.id,
    createdOn: now,
  });
}

/**
 * Moves the case from the status it was read in to another; false when it has changed since
 * (another handler moved it first), so a move is never applied to a status it was not checked
 * against.
 */
export async function moveCaseFrom(db: Database, errand: CaseForNotice, statusId: number): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(cases)
      .set({ statusId, updatedAt: now })
      .where(and(eq(cases.id, errand.id), eq(cases.statusId, errand.statusId)))
      .returning({ id: cases.id });
    if (moved.length === 0) return false;
    await tx.insert(caseStatusChanges).values({ caseId: errand.id, statusId, changedAt: now });
    await insertNotice(tx, errand, 'case_status_changed', now);
    return true;
  });
}

export async function addCaseComment(
  db: Database,
  errand: CaseForNotice,
  authorUserId: string,
  text: string,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(caseComments).values({
      id: randomUUID(),
      caseId: errand.id,
      authorUserId,
      text,
      createdAt: now,
    });
    await tx.update(cases).set({ updatedAt: now }).where(eq(cases.id, errand.id));
    await insertNotice(tx, errand, 'case_commented', now);
  });
}

/** The reporter's mail address and first name, for the mail of a change. */
export async function reporterContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
