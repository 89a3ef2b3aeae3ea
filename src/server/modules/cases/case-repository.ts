import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { caseTypeName } from '../../../shared/cases/case-constants';
import type { CaseComment, Errand, ErrandDetail } from '../../../shared/cases/case-schemas';
import { caseStatusGroup } from '../../../shared/cases/case-statuses';
import type { Database } from '../../db/client';
import {
  apartments,
  associations,
  attachments,
  buildingParts,
  buildings,
  caseComments,
  caseStatusChanges,
  cases,
  problemAreas,
  rooms,
  roundControlPoints,
  users,
} from '../../db/schema';
import type { UploadedFile } from './uploads/case-upload';

// The SQL of cases, their status timeline and attachments. Every read takes a scope, so a
// case outside it is simply not found (the routes answer 404, never 403).

/** Whose cases a caller may see: those a user reported, an association's, or a case handler's sites'. */
export type CaseScope =
  | { kind: 'reporter'; userId: string }
  | { kind: 'association'; associationId: string }
  | { kind: 'sites'; siteKeys: readonly string[] };

type Language = 'sv' | 'no' | 'fi' | 'en';
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export function scopeCondition(scope: CaseScope): SQL {
  if (scope.kind === 'reporter') return eq(cases.reporterUserId, scope.userId);
  if (scope.kind === 'association') return eq(cases.associationId, scope.associationId);
  // No site handled: nothing (an empty IN list is not valid SQL).
  return scope.siteKeys.length > 0 ? inArray(cases.siteKey, [...scope.siteKeys]) : sql`false`;
}

const controlPointCount = sql<number>`(select count(*)::int from ${roundControlPoints} where ${roundControlPoints.roundId} = ${cases.roundId})`;

function errandQuery(db: Executor) {
  return db
    .select({
      case: cases,
      apartment: {
        homeNumber: apartments.homeNumber,
        address: apartments.address,
      },
      buildingName: buildings.name,
      buildingAddress: buildings.address,
      buildingPartName: buildingParts.name,
      brfName: associations.name,
      roomType: rooms.roomType,
      areaNames: problemAreas.names,
      nrOfCaseControlPoints: controlPointCount,
    })
    .from(cases)
    .innerJoin(rooms, eq(rooms.id, cases.roomId))
    .innerJoin(problemAreas, eq(problemAreas.code, cases.problemAreaCode))
    .leftJoin(apartments, eq(apartments.id, cases.apartmentId))
    .leftJoin(buildings, eq(buildings.id, cases.buildingId))
    .leftJoin(buildingParts, eq(buildingParts.id, cases.buildingPartId))
    .leftJoin(associations, eq(associations.id, cases.associationId));
}

type ErrandRow = Awaited<ReturnType<ReturnType<typeof errandQuery>['where']>>[number];

function toErrand(row: ErrandRow, language: Language): Errand {
  const item = row.case;
  const manual = [item.address, item.zipCode, item.city, item.governmentObjectId].filter(Boolean);
  return {
    id: item.id,
    caseStatusId: item.statusId,
    caseStatusGroup: caseStatusGroup(item.statusId),
    caseTypeId: item.caseTypeId,
    caseTypeName: caseTypeName(item.caseTypeId, item.siteKey),
    creationDate: item.createdAt.toISOString(),
    ticketNumber: item.ticketNumber,
    siteKey: item.siteKey,
    objectName: row.apartment?.homeNumber ?? row.buildingName ?? null,
    objectAddress: row.apartment?.address ?? row.buildingAddress ?? item.address ?? null,
    buildingPartName: row.buildingPartName ?? null,
    brfName: row.brfName ?? item.compoundName ?? null,
    otherResidentInfo: manual.length > 0 && !item.apartmentId && !item.buildingId ? manual.join(', ') : null,
    roomType: row.roomType,
    area: item.problemAreaCode,
    areaName: row.areaNames[language] ?? row.areaNames.sv,
    nrOfCaseControlPoints: Number(row.nrOfCaseControlPoints),
  };
}

export async function listCases(db: Database, scope: CaseScope, language: Language): Promise<Errand[]> {
  const rows = await errandQuery(db)
    .where(scopeCondition(scope))
    .orderBy(desc(cases.createdAt), desc(cases.ticketNumber));
  return rows.map((row) => toErrand(row, language));
}

export async function hasCases(db: Database, scope: CaseScope): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(cases).where(scopeCondition(scope));
  return Number(row?.n ?? 0) > 0;
}

export interface AttachmentUrls {
  /** The download path of an attachment, for the route family the caller used. */
  fileUrl(attachmentId: string, fileName: string): string;
}

export async function findCase(
  db: Executor,
  scope: CaseScope,
  id: string,
  language: Language,
  urls: AttachmentUrls,
): Promise<ErrandDetail | undefined> {
  const [row] = await errandQuery(db).where(and(eq(cases.id, id), scopeCondition(scope)));
  if (!row) return undefined;
  const [files, history, comments] = await Promise.all([
    db
      .select()
      .from(attachments)
      .where(eq(attachments.caseId, id))
      .orderBy(asc(attachments.createdAt), asc(attachments.id)),
    db
      .select()
      .from(caseStatusChanges)
      .where(eq(caseStatusChanges.caseId, id))
      .orderBy(asc(caseStatusChanges.changedAt), asc(caseStatusChanges.statusId)),
    commentsOfCase(db, id),
  ]);
  return {
    ...toErrand(row, language),
    description: row.case.description,
    roomId: row.case.roomId,
    assetTypeId: row.case.assetTypeId,
    attachments: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      url: urls.fileUrl(file.id, file.fileName),
    })),
    statusHistory: history.map((change) => ({
      caseStatusId: change.statusId,
      changedAt: change.changedAt.toISOString(),
    })),
    comments,
  };
}

/** Case handlers' comments on a case, oldest first, signed with the handler's name. */
async function commentsOfCase(db: Executor, caseId: string): Promise<CaseComment[]> {
  const rows = await db
    .select({
      id: caseComments.id,
      text: caseComments.text,
      createdAt: caseComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(caseComments)
    .innerJoin(users, eq(users.id, caseComments.authorUserId))
    .where(eq(caseComments.caseId, caseId))
    .orderBy(asc(caseComments.createdAt), asc(caseComments.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    authorName: `${row.firstName} ${row.lastName}`.trim(),
  }));
}

/** The bare case row within a scope (status and attachments decide what a change may do). */
export async function findCaseRow(db: Executor, scope: CaseScope, id: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), scopeCondition(scope)));
  return row;
}

export async function findCaseByIdempotencyKey(db: Executor, reporterUserId: string, key: string) {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.reporterUserId, reporterUserId), eq(cases.idempotencyKey, key)));
  return row;
}

export type NewCase = Omit<typeof cases.$inferInsert, 'ticketNumber' | 'createdAt' | 'updatedAt'>;

/** The case, its first status and its files' records, in one transaction. */
export async function insertCase(
  db: Database,
  values: NewCase,
  files: readonly UploadedFile[],
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(cases).values({ ...values, createdAt: now, updatedAt: now });
    await tx
      .insert(caseStatusChanges)
      .values({ caseId: values.id, statusId: values.statusId, changedAt: now });
    if (files.length > 0)
      await tx
        .insert(attachments)
        .values(files.map((file, index) => attachmentRow(file, values.id, now, index)));
  });
}

/** Files of one submit keep the order they were sent in (a millisecond apart). */
function attachmentRow(file: UploadedFile, caseId: string, now: Date, index: number) {
  return {
    id: file.attachmentId,
    caseId,
    storageKey: file.storageKey,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    createdAt: new Date(now.getTime() + index),
  };
}

export async function attachmentsOfCase(db: Executor, caseId: string) {
  return db.select().from(attachments).where(eq(attachments.caseId, caseId));
}

export type AttachmentRow = typeof attachments.$inferSelect;

/** The case as a change finds it once it holds the case's row lock. */
export interface LockedCase {
  statusId: number;
  attached: readonly AttachmentRow[];
}

/**
 * Applies a change: the given fields, removed and added files; answers the removed rows. The
 * case's row is locked first, so changes of one case queue and `check` sees the files the one
 * before it left: the limits of flows §5 hold however many changes race. `check` throws to refuse
 * (it gets undefined for a case deleted meanwhile).
 */
export async function updateCase(
  db: Database,
  caseId: string,
  changes: Partial<typeof cases.$inferInsert>,
  removeIds: readonly string[],
  added: readonly UploadedFile[],
  check: (locked: LockedCase | undefined) => void,
) {
  const now = new Date();
  return db.transaction(async (tx) => {
    // FOR NO KEY UPDATE: queues other changes of the case, not inserts that only reference it.
    const [locked] = await tx
      .select({ statusId: cases.statusId })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('no key update');
    check(locked && { statusId: locked.statusId, attached: await attachmentsOfCase(tx, caseId) });
    await tx
      .update(cases)
      .set({ ...changes, updatedAt: now })
      .where(eq(cases.id, caseId));
    const removed =
      removeIds.length > 0
        ? await tx
            .delete(attachments)
            .where(and(eq(attachments.caseId, caseId), inArray(attachments.id, [...removeIds])))
            .returning({ storageKey: attachments.storageKey })
        : [];
    if (added.length > 0)
      await tx
        .insert(attachments)
        .values(added.map((file, index) => attachmentRow(file, caseId, now, index)));
    return removed;
  });
}

export async function moveCase(db: Database, caseId: string, statusId: number): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(cases).set({ statusId, updatedAt: now }).where(eq(cases.id, caseId));
    await tx.insert(caseStatusChanges).values({ caseId, statusId, changedAt: now });
  });
}

/** An attachment of a case in the scope, by id and exact file name. */
export async function findCaseAttachment(
  db: Database,
  scope: CaseScope,
  attachmentId: string,
  fileName: string,
) {
  const [row] = await db
    .select({ attachment: attachments })
    .from(attachments)
    .innerJoin(cases, eq(cases.id, attachments.caseId))
    .where(and(eq(attachments.id, attachmentId), eq(attachments.fileName, fileName), scopeCondition(scope)));
  return row?.attachment;
}
