import { z } from 'zod';
import { defineContract, type RawResponse } from '../api/contract';
import { CASE_ENDPOINTS as E } from './case-endpoints';
import {
  agreementSchema,
  apartmentHitSchema,
  articleSchema,
  assetSchema,
  associationAccountSchema,
  buildingHitSchema,
  caseIdParams,
  createCaseFieldsSchema,
  errandDetailSchema,
  errandSchema,
  faqItemSchema,
  fileParams,
  problemAreaSchema,
  roomSchema,
  roundDetailSchema,
  roundSchema,
  searchBody,
  siteRefBody,
  updateCaseFieldsSchema,
} from './case-schemas';

// Contracts of case management (flows §7.1). Every record is authorised on the server: a
// private login sees the cases it reported, a board login its association's, the customer
// routes the caller's own; any other case, round or file answers 404 as a missing one would.

const tags = ['cases'] as const;
const NOT_YOURS = 'A case, round or file that is not the caller’s answers 404, as a missing one does.';

export const fileDownload: RawResponse = {
  description: 'The file, as an attachment (Content-Disposition) with X-Content-Type-Options: nosniff',
  content: { 'application/octet-stream': { schema: z.string().describe('the file’s bytes') } },
};

export const searchBuildingContract = defineContract(E.searchBuilding, {
  access: 'boardMember',
  tags,
  summary: 'Buildings of the board’s association whose name or address matches the text',
  body: searchBody,
  responses: { 200: z.array(buildingHitSchema) },
  errors: ['UNKNOWN_SITE_ID'],
});

export const searchObjectContract = defineContract(E.searchObject, {
  access: 'boardMember',
  tags,
  summary: 'Homes of the board’s association whose address, home number or object id matches',
  body: searchBody,
  responses: { 200: z.array(apartmentHitSchema) },
  errors: ['UNKNOWN_SITE_ID'],
});

export const casesContract = defineContract(E.cases, {
  access: 'login',
  tags,
  summary: 'The caller’s errands: a board login’s association’s, otherwise those the user reported',
  responses: { 200: z.array(errandSchema) },
});

export const caseContract = defineContract(E.case, {
  access: 'login',
  tags,
  summary: 'One errand with its attachments and status timeline',
  description: NOT_YOURS,
  params: caseIdParams,
  responses: { 200: errandDetailSchema },
  errors: ['NOT_FOUND'],
});

export const roundsContract = defineContract(E.rounds, {
  access: 'login',
  tags,
  summary: 'Inspection rounds of the board’s association with at least one control point',
  responses: { 200: z.array(roundSchema) },
});

export const roundContract = defineContract(E.round, {
  access: 'login',
  tags,
  summary: 'One inspection round with its control points and files',
  description: NOT_YOURS,
  params: caseIdParams,
  responses: { 200: roundDetailSchema },
  errors: ['NOT_FOUND'],
});

export const fileContract = defineContract(E.file, {
  access: 'login',
  tags,
  summary: 'A file of an errand the caller may see',
  description: NOT_YOURS,
  params: fileParams,
  responses: { 200: fileDownload },
  errors: ['NOT_FOUND'],
});

export const roundFileContract = defineContract(E.roundFile, {
  access: 'login',
  tags,
  summary: 'A file of an inspection round the caller may see',
  description: NOT_YOURS,
  params: fileParams,
  responses: { 200: fileDownload },
  errors: ['NOT_FOUND'],
});

export const accountContract = defineContract(E.account, {
  access: 'boardMember',
  tags,
  summary: 'The association the board login acts for',
  responses: { 200: associationAccountSchema },
});

export const updateAccountContract = defineContract(E.updateAccount, {
  access: 'boardMember',
  tags,
  summary: 'Change the association’s board e-mail (flows §4.1, before submit)',
  body: z.object({ email: z.string().trim().max(254).email('email') }),
  responses: { 200: associationAccountSchema },
});

const closeSpec = {
  access: 'login',
  tags,
  summary:
    'Close an errand: it becomes “cancelled by customer” (the Norwegian variant on the Norwegian site)',
  description: `${NOT_YOURS} A completed, cancelled or shredded errand cannot be closed: 409.`,
  params: caseIdParams,
  body: siteRefBody,
  responses: { 200: errandDetailSchema },
  errors: ['NOT_FOUND', 'CONFLICT', 'UNKNOWN_SITE_ID'],
} as const;

export const closeCaseContract = defineContract(E.closeCase, closeSpec);
export const customerCloseCaseContract = defineContract(E.customerCloseCase, closeSpec);

const updateSpec = {
  access: 'login',
  tags,
  summary: 'Change an errand: description required, other fields only when sent; removeFiles and new files',
  description: `${NOT_YOURS} Files as for create; the limit of 5 counts those still attached.`,
  params: caseIdParams,
  multipart: { fields: updateCaseFieldsSchema },
  responses: { 200: errandDetailSchema },
  errors: ['NOT_FOUND', 'CONFLICT'],
} as const;

export const updateCaseContract = defineContract(E.updateCase, updateSpec);
export const customerUpdateCaseContract = defineContract(E.customerUpdateCase, updateSpec);

export const hasCasesContract = defineContract(E.hasCases, {
  access: 'login',
  tags,
  summary: 'Whether the caller has any errand (as GET /case_management/cases lists them)',
  responses: { 200: z.boolean() },
});

export const customerCasesContract = defineContract(E.customerCases, {
  access: 'login',
  tags,
  summary: 'The errands the caller reported',
  responses: { 200: z.array(errandSchema) },
});

export const customerCaseContract = defineContract(E.customerCase, {
  access: 'login',
  tags,
  summary: 'One errand the caller reported',
  description: NOT_YOURS,
  params: caseIdParams,
  responses: { 200: errandDetailSchema },
  errors: ['NOT_FOUND'],
});

export const customerAgreementsContract = defineContract(E.customerAgreements, {
  access: 'login',
  tags,
  summary: 'The caller’s current agreements (tenancy or ownership) with their homes; 204 when none',
  responses: { 200: z.array(agreementSchema), 204: z.null() },
});

export const customerFileContract = defineContract(E.customerFile, {
  access: 'login',
  tags,
  summary: 'A file of an errand the caller reported',
  description: NOT_YOURS,
  params: fileParams,
  responses: { 200: fileDownload },
  errors: ['NOT_FOUND'],
});

const createDescription =
  'multipart/form-data: the fields below and the files (repeated Files parts). Types by content: ' +
  'jpeg, png, pdf, mp4, quicktime, docx (else 415 unsupportedFileType); at most 5 files of ' +
  '20,971,520 bytes each and 100 MB in all (else 413 tooManyFiles, fileSize or totalFileSize). ' +
  'A retry with the same Idempotency-Key header (or idempotencyKey field) answers the case the ' +
  'first submit created (200) instead of creating another.';

export const customerCreateCaseContract = defineContract(E.customerCreateCase, {
  access: 'login',
  tags,
  summary: 'File a case as a resident, or as a board member without management (compound fields)',
  description: createDescription,
  multipart: { fields: createCaseFieldsSchema },
  responses: { 201: errandDetailSchema, 200: errandDetailSchema },
  errors: ['NOT_FOUND', 'FORBIDDEN', 'UNKNOWN_SITE_ID'],
});

export const createBoardCaseContract = defineContract(E.createBoardCase, {
  access: 'boardMember',
  tags,
  summary: 'File a case as a board member of an association with technical management',
  description: createDescription,
  multipart: { fields: createCaseFieldsSchema },
  responses: { 201: errandDetailSchema, 200: errandDetailSchema },
  errors: ['NOT_FOUND', 'UNKNOWN_SITE_ID'],
});

export const buildingRoomsContract = defineContract(E.buildingRooms, {
  access: 'login',
  tags,
  summary: 'The public-area rooms of a property’s buildings',
  params: z.object({ propertyId: z.string().uuid() }),
  responses: { 200: z.array(roomSchema) },
});

export const roomsContract = defineContract(E.rooms, {
  access: 'login',
  tags,
  summary: 'The rooms of a home (by its id) or of a building (by its id)',
  params: z.object({ id: z.string().uuid() }),
  responses: { 200: z.array(roomSchema) },
});

export const generalRoomsContract = defineContract(E.generalRooms, {
  access: 'login',
  tags,
  summary: 'Rooms by type for a case at a manual address (no known home or building)',
  responses: { 200: z.array(roomSchema) },
});

export const assetsContract = defineContract(E.assets, {
  access: 'login',
  tags,
  summary: 'The appliances of a problem area (or of the area of a sub-item)',
  params: z.object({ problemArea: z.coerce.number().int().min(1).max(99_999) }),
  responses: { 200: z.array(assetSchema) },
});

export const articlesContract = defineContract(E.articles, {
  access: 'login',
  tags,
  summary: 'The products of the given appliances, with their suppliers’ contact details',
  body: z.object({ ids: z.array(z.string().uuid()).max(50) }),
  responses: { 200: z.array(articleSchema) },
});

export const problemAreasContract = defineContract(E.problemAreas, {
  access: 'public',
  tags,
  summary: 'The problem areas of flows §3.5 with their sub-items, in the site’s language',
  query: z.object({ scope: z.enum(['public', 'apartment']).optional() }),
  responses: { 200: z.array(problemAreaSchema) },
});

export const caseFaqContract = defineContract(E.caseFaq, {
  access: 'login',
  tags,
  summary: 'FAQ entries by id, in the order asked',
  body: z.object({ faqIds: z.array(z.string().uuid()).max(50) }),
  responses: { 200: z.array(faqItemSchema) },
});

export const emailIsValidContract = defineContract(E.emailIsValid, {
  access: 'login',
  tags,
  summary: 'Whether an e-mail may be used for a person: not already the e-mail of someone else',
  body: z.object({
    ssn: z.string().trim().min(10).max(13),
    email: z.string().trim().max(254),
  }),
  responses: { 200: z.boolean() },
});
