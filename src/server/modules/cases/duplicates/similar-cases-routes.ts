import type { FastifyInstance } from 'fastify';
import { caseStatusGroup } from '../../../../shared/cases/case-statuses';
import {
  followCaseContract,
  SIMILAR_CASE_DAYS,
  type SimilarCase,
  similarCasesContract,
} from '../../../../shared/cases/similar-cases-contracts';
import type { Database } from '../../../db/client';
import { addEndpoint } from '../../../http/add-endpoint';
import { HttpError } from '../../../http-error';
import { loginOf } from '../../../plugins/auth/access';
import type { LoginClaims } from '../../../plugins/auth/login-tokens';
import { languageOf, notFound, scopeFor } from '../case-rules';
import { currentAgreements, findBuilding, findProblemArea } from '../property-repository';
import { followCase, followedAmong } from './case-followers';
import { findOpenPublicCase, type OpenPublicCase, openCasesOfArea } from './similar-cases-repository';

// Fewer duplicate reports (issue 13 item 8). Whoever may report a fault on a building may see
// that one is already open there and follow it; a building they may not report on answers 404
// like a missing one, so the check cannot be used to probe other associations' buildings.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A home of the caller's in the building, or (a board login) their association's building. */
async function mayReportOn(db: Database, login: LoginClaims, buildingId: string): Promise<boolean> {
  const building = await findBuilding(db, buildingId);
  if (!building) return false;
  if (login.associationId && building.associationId === login.associationId) return true;
  const agreements = await currentAgreements(db, login.userId);
  return agreements.some((agreement) => agreement.buildingId === buildingId);
}

/** Whether the case is already among the caller's errands (the case-management scope). */
function isMine(login: LoginClaims, row: OpenPublicCase): boolean {
  const scope = scopeFor(login, 'caseManagement');
  if (scope.kind === 'reporter') return row.reporterUserId === scope.userId;
  return scope.kind === 'association' && row.associationId === scope.associationId;
}

function summaryOf(row: OpenPublicCase, mine: boolean, following: boolean): SimilarCase {
  const group = caseStatusGroup(row.statusId);
  if (group === 'completed') throw new Error('a completed case is not a similar case');
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    area: row.area,
    areaName: row.areaName,
    creationDate: row.createdAt.toISOString(),
    caseStatusGroup: group,
    mine,
    following,
    ...(mine ? { description: row.description } : {}),
  };
}

export async function registerSimilarCaseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  addEndpoint(app, similarCasesContract, async (request) => {
    const login = loginOf(request);
    const { buildingId, problemArea } = request.query;
    if (!(await mayReportOn(db, login, buildingId))) throw notFound('building');
    const area = await findProblemArea(db, problemArea);
    if (area?.scope !== 'public') {
      throw new HttpError('VALIDATION_FAILED', 'query.problemArea: not a public problem area', [
        { path: 'query.problemArea', message: 'invalidInput' },
      ]);
    }
    const rows = await openCasesOfArea(db, {
      buildingId,
      areaCode: area.parentCode ?? area.code,
      since: new Date(Date.now() - SIMILAR_CASE_DAYS * DAY_MS),
      language: languageOf(request),
    });
    const followed = await followedAmong(
      db,
      login.userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => summaryOf(row, isMine(login, row), followed.has(row.id)));
  });

  addEndpoint(app, followCaseContract, async (request) => {
    const login = loginOf(request);
    const row = await findOpenPublicCase(db, request.params.id, languageOf(request));
    if (!row || !(await mayReportOn(db, login, row.buildingId))) throw notFound();
    // A case already among the caller's errands needs no following: they hear of it anyway.
    if (isMine(login, row)) return summaryOf(row, true, false);
    await followCase(db, { caseId: row.id, userId: login.userId, siteKey: row.siteKey });
    return summaryOf(row, false, true);
  });
}
