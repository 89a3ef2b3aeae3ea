import { z } from 'zod';
import { defineContract } from '../api/contract';
import { SITE_KEYS } from '../sites/site-types';
import { fileDownload } from './case-contracts';
import {
  caseIdParams,
  caseStatusIdSchema,
  descriptionRule,
  errandDetailSchema,
  errandSchema,
  fileParams,
} from './case-schemas';
import { STAFF_CASE_ENDPOINTS as E } from './staff-case-endpoints';

// The case handler's side of an errand (issue 13 item 7): the cases of the sites a handler
// handles, moved through the statuses of flows §4.4 (only as CASE_STATUS_TRANSITIONS allows)
// and commented on. Each change notifies the reporter (bell and mail in the reporter's language).

const tags = ['cases', 'staff'] as const;
const OUTSIDE =
  'A case of a site the handler does not handle answers 404, as a missing one does. ' +
  'Anyone but a case handler: 401 without a login, 403 with one.';

/** flows §5 text rules, shorter: a comment is a message, not a report. */
export const commentTextRule = descriptionRule.pipe(z.string().max(2000, 'maxLength'));

export const staffCaseSchema = errandSchema.extend({
  reporterName: z.string(),
});
export type StaffCase = z.infer<typeof staffCaseSchema>;

export const staffCaseDetailSchema = errandDetailSchema.extend({
  reporterName: z.string(),
  /** The statuses the errand may move to from its current one (flows §4.4 table). */
  nextStatusIds: z.array(z.number().int()),
});
export type StaffCaseDetail = z.infer<typeof staffCaseDetailSchema>;

export const staffCasesContract = defineContract(E.cases, {
  access: 'staff',
  tags,
  summary: 'Cases of the sites the handler handles, newest first; by status group and site',
  query: z.object({
    group: z.enum(['registered', 'ongoing', 'executed', 'completed']).optional(),
    site: z.enum(SITE_KEYS).optional(),
  }),
  responses: { 200: z.array(staffCaseSchema) },
});

export const staffCaseContract = defineContract(E.case, {
  access: 'staff',
  tags,
  summary: 'One case with its timeline, comments and the statuses it may move to',
  description: OUTSIDE,
  params: caseIdParams,
  responses: { 200: staffCaseDetailSchema },
  errors: ['NOT_FOUND'],
});

export const changeStatusBody = z.object({ statusId: caseStatusIdSchema });

export const staffChangeStatusContract = defineContract(E.changeStatus, {
  access: 'staff',
  tags,
  summary: 'Move a case to another status; the reporter gets a notification and a mail',
  description: `${OUTSIDE} A move the flows §4.4 table does not allow: 409 STATUS_TRANSITION_NOT_ALLOWED.`,
  params: caseIdParams,
  body: changeStatusBody,
  responses: { 200: staffCaseDetailSchema },
  errors: ['NOT_FOUND', 'STATUS_TRANSITION_NOT_ALLOWED'],
});

export const addCommentBody = z.object({ text: commentTextRule });

export const staffAddCommentContract = defineContract(E.addComment, {
  access: 'staff',
  tags,
  summary: 'Comment on a case; the reporter reads it on the errand and gets a notification and a mail',
  description: `${OUTSIDE} Text as a case description (no links or markup), at most 2000 characters.`,
  params: caseIdParams,
  body: addCommentBody,
  responses: { 201: staffCaseDetailSchema },
  errors: ['NOT_FOUND'],
  issueMessages: 'errorKeys',
});

export const staffFileContract = defineContract(E.file, {
  access: 'staff',
  tags,
  summary: 'A file of a case on a site the handler handles',
  description: OUTSIDE,
  params: fileParams,
  responses: { 200: fileDownload },
  errors: ['NOT_FOUND'],
});
