import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrandDetail } from '../../../shared/cases/case-schemas';
import { cancelledStatusFor, canMoveCase } from '../../../shared/cases/case-statuses';
import { HttpError } from '../../http-error';
import { type CaseScope, findCase, findCaseRow, moveCase } from './case-repository';
import { fileUrls, languageOf, notFound, type RouteFamily } from './case-rules';
import { siteOfRef } from './site-reference';

/** flows §4.4: closing sets "cancelled by customer", the Norwegian variant on the Norwegian site. */
export async function closeCase(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: CaseScope,
  family: RouteFamily,
  id: string,
  siteRef: string,
): Promise<ErrandDetail> {
  const db = app.database.db;
  const site = siteOfRef(siteRef);
  const row = await findCaseRow(db, scope, id);
  if (!row) throw notFound();
  const target = cancelledStatusFor(site.key);
  if (!canMoveCase(row.statusId, target)) {
    throw new HttpError('CONFLICT', 'This errand is already executed, completed or cancelled.');
  }
  await moveCase(db, id, target);
  const errand = await findCase(db, scope, id, languageOf(request), fileUrls(family));
  if (!errand) throw notFound();
  return errand;
}
