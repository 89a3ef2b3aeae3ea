import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  associations,
  attachments,
  inspectionRounds,
  properties,
  rooms,
  roundControlPoints,
} from '../../db/schema';
import type { AttachmentUrls } from './case-repository';

// Inspection rounds of an association's properties, their control points and files. Only a
// board login of the association sees them; everyone else finds none.

function roundQuery(db: Database) {
  return db
    .select({
      round: inspectionRounds,
      propertyDesignation: properties.designation,
      brfName: associations.name,
    })
    .from(inspectionRounds)
    .innerJoin(properties, eq(properties.id, inspectionRounds.propertyId))
    .leftJoin(associations, eq(associations.id, inspectionRounds.associationId));
}

type RoundRow = Awaited<ReturnType<ReturnType<typeof roundQuery>['where']>>[number];

function toRound(row: RoundRow, controlPoints: number) {
  return {
    id: row.round.id,
    title: row.round.title,
    performedOn: row.round.performedOn,
    creationDate: row.round.createdAt.toISOString(),
    propertyDesignation: row.propertyDesignation,
    brfName: row.brfName ?? null,
    nrOfCaseControlPoints: controlPoints,
  };
}

async function controlPointsOf(db: Database, roundIds: string[]) {
  if (roundIds.length === 0) return [];
  const all = await db
    .select({
      id: roundControlPoints.id,
      roundId: roundControlPoints.roundId,
      description: roundControlPoints.description,
      resolved: roundControlPoints.resolved,
      roomName: rooms.name,
    })
    .from(roundControlPoints)
    .leftJoin(rooms, eq(rooms.id, roundControlPoints.roomId))
    .where(inArray(roundControlPoints.roundId, roundIds))
    .orderBy(asc(roundControlPoints.description));
  return all;
}

/** flows §7.1: the association's rounds, only those with control points above zero. */
export async function listRounds(db: Database, associationId: string) {
  const rows = await roundQuery(db)
    .where(eq(inspectionRounds.associationId, associationId))
    .orderBy(desc(inspectionRounds.performedOn), asc(inspectionRounds.id));
  const points = await controlPointsOf(
    db,
    rows.map((row) => row.round.id),
  );
  return rows
    .map((row) => toRound(row, points.filter((point) => point.roundId === row.round.id).length))
    .filter((round) => round.nrOfCaseControlPoints > 0);
}

export async function findRound(db: Database, associationId: string, id: string, urls: AttachmentUrls) {
  const [row] = await roundQuery(db).where(
    and(eq(inspectionRounds.id, id), eq(inspectionRounds.associationId, associationId)),
  );
  if (!row) return undefined;
  const [points, files] = await Promise.all([
    controlPointsOf(db, [id]),
    db.select().from(attachments).where(eq(attachments.roundId, id)).orderBy(asc(attachments.createdAt)),
  ]);
  return {
    ...toRound(row, points.length),
    controlPoints: points.map(({ id: pointId, description, resolved, roomName }) => ({
      id: pointId,
      description,
      resolved,
      roomName: roomName ?? null,
    })),
    attachments: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      url: urls.fileUrl(file.id, file.fileName),
    })),
  };
}

export async function findRoundAttachment(
  db: Database,
  associationId: string,
  attachmentId: string,
  fileName: string,
) {
  const [row] = await db
    .select({ attachment: attachments })
    .from(attachments)
    .innerJoin(inspectionRounds, eq(inspectionRounds.id, attachments.roundId))
    .where(
      and(
        eq(attachments.id, attachmentId),
        eq(attachments.fileName, fileName),
        eq(inspectionRounds.associationId, associationId),
      ),
    );
  return row?.attachment;
}
