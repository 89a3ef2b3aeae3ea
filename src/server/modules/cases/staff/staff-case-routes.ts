import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASE_STATUS_TRANSITIONS,
  type CaseStatusId,
  canMoveCase,
} from '../../../../shared/cases/case-statuses';
import {
  type StaffCaseDetail,
  staffAddCommentContract,
  staffCaseContract,
  staffCasesContract,
  staffChangeStatusContract,
  staffFileContract,
} from '../../../../shared/cases/staff-case-contracts';
import { addEndpoint } from '../../../http/add-endpoint';
import { HttpError } from '../../../http-error';
import { loginOf } from '../../../plugins/auth/access';
import { staffSiteKeys } from '../../../plugins/auth/staff-members';
import { findCase, findCaseAttachment } from '../case-repository';
import { sendFile } from '../case-routes';
import { languageOf, notFound } from '../case-rules';
import { mailFollowers, mailReporter } from './staff-case-notices';
import { addCaseComment, findCaseForStaff, listStaffCases, moveCaseFrom } from './staff-case-repository';

// The case handler's routes (issue 13 item 7). The access hook lets only case handlers in;
// each case is then looked up among the sites the handler handles: any other answers 404.

/** A handler downloads a case's files through the staff route, checked against their sites. */
const STAFF_FILE_URLS = {
  fileUrl: (id: string, name: string) => `/case_management/staff/file/${id}/${encodeURIComponent(name)}`,
};

export async function registerStaffCaseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const sitesOf = (request: FastifyRequest) => staffSiteKeys(db, loginOf(request).userId);

  async function detail(request: FastifyRequest, siteKeys: readonly string[], id: string) {
    const errand = await findCase(db, { kind: 'sites', siteKeys }, id, languageOf(request), STAFF_FILE_URLS);
    const row = errand ? await findCaseForStaff(db, siteKeys, id) : undefined;
    if (!errand || !row) throw notFound();
    return {
      ...errand,
      reporterName: row.reporterName,
      nextStatusIds: [...(CASE_STATUS_TRANSITIONS[errand.caseStatusId as CaseStatusId] ?? [])],
    } satisfies StaffCaseDetail;
  }

  addEndpoint(app, staffCasesContract, async (request) =>
    listStaffCases(db, await sitesOf(request), request.query, languageOf(request)),
  );

  addEndpoint(app, staffCaseContract, async (request) =>
    detail(request, await sitesOf(request), request.params.id),
  );

  addEndpoint(app, staffChangeStatusContract, async (request) => {
    const siteKeys = await sitesOf(request);
    const errand = await findCaseForStaff(db, siteKeys, request.params.id);
    if (!errand) throw notFound();
    const to = request.body.statusId;
    if (!canMoveCase(errand.statusId, to) || !(await moveCaseFrom(db, errand, to))) {
      throw new HttpError(
        'STATUS_TRANSITION_NOT_ALLOWED',
        'The errand cannot move to that status from the one it has now; read it again.',
      );
    }
    mailReporter(app, request, errand, 'case_status_changed', to);
    mailFollowers(app, errand, to);
    return detail(request, siteKeys, errand.id);
  });

  addEndpoint(app, staffAddCommentContract, async (request, reply) => {
    const siteKeys = await sitesOf(request);
    const errand = await findCaseForStaff(db, siteKeys, request.params.id);
    if (!errand) throw notFound();
    await addCaseComment(db, errand, loginOf(request).userId, request.body.text);
    mailReporter(app, request, errand, 'case_commented');
    return reply.status(201).send(await detail(request, siteKeys, errand.id));
  });

  addEndpoint(app, staffFileContract, async (request, reply) => {
    const siteKeys = await sitesOf(request);
    const attachment = await findCaseAttachment(
      db,
      { kind: 'sites', siteKeys },
      request.params.attachmentId,
      request.params.filename,
    );
    return sendFile(app, reply, attachment);
  });
}
