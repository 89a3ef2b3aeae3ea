import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { CASE_STATUS_IDS, caseStatusGroup } from '../../../../shared/cases/case-statuses';
import type { Database } from '../../../db/client';
import { cases, problemAreas } from '../../../db/schema';
import type { Language } from '../case-rules';

// The SQL of the duplicate check: open public-area cases of one building. The rows carry the
// reporter and association only so the route can tell whether the caller may see the whole
// case; they never leave the server.

/** Statuses outside the completed group (completed, cancelled, shredded). */
const OPEN_STATUS_IDS = CASE_STATUS_IDS.filter((id) => caseStatusGroup(id) !== 'completed');

export interface OpenPublicCase {
  id: string;
  ticketNumber: number;
  siteKey: string;
  statusId: number;
  area: number;
  areaName: string;
  createdAt: Date;
  description: string;
  reporterUserId: string;
  associationId: string | null;
  buildingId: string;
}

function openPublicCaseQuery(db: Database, language: Language) {
  return db
    .select({
      id: cases.id,
      ticketNumber: cases.ticketNumber,
      siteKey: cases.siteKey,
      statusId: cases.statusId,
      area: cases.problemAreaCode,
      areaName: sql<string>`coalesce(${problemAreas.names} ->> ${language}, ${problemAreas.names} ->> 'sv')`,
      createdAt: cases.createdAt,
      description: cases.description,
      reporterUserId: cases.reporterUserId,
      associationId: cases.associationId,
      buildingId: sql<string>`${cases.buildingId}`,
    })
    .from(cases)
    .innerJoin(problemAreas, eq(problemAreas.code, cases.problemAreaCode));
}

/** A public-area case is filed on a building, not on a home in it. */
const publicAreaCase = and(isNotNull(cases.buildingId), isNull(cases.apartmentId));
const open = inArray(cases.statusId, OPEN_STATUS_IDS);

/** Open public-area cases of the building since the date whose area (or sub-item's area) is the one given. */
export async function openCasesOfArea(
  db: Database,
  options: { buildingId: string; areaCode: number; since: Date; language: Language },
): Promise<OpenPublicCase[]> {
  return openPublicCaseQuery(db, options.language)
    .where(
      and(
        eq(cases.buildingId, options.buildingId),
        publicAreaCase,
        open,
        gte(cases.createdAt, options.since),
        sql`coalesce(${problemAreas.parentCode}, ${problemAreas.code}) = ${options.areaCode}`,
      ),
    )
    .orderBy(desc(cases.createdAt), desc(cases.ticketNumber));
}

/** One open public-area case, whatever its age or area (a follow may come a while after the list). */
export async function findOpenPublicCase(
  db: Database,
  id: string,
  language: Language,
): Promise<OpenPublicCase | undefined> {
  const [row] = await openPublicCaseQuery(db, language).where(and(eq(cases.id, id), publicAreaCase, open));
  return row;
}
