import { z } from 'zod';
import { findSiteBySiteId } from '../sites/sites';
import { numericAndSlashRule } from '../validation/form-rules';
import { CASE_STATUS_IDS } from './case-statuses';

// Request and response shapes of case management (flows §3.3–3.5, §5, §7.1). Form data
// arrives as text: an empty field counts as absent, numbers and flags are read from text.

const FREE_TEXT_FORBIDDEN = ['//', 'www.', '<', '>', '='];
const noLinksOrMarkup = (value: string) =>
  !FREE_TEXT_FORBIDDEN.some((sequence) => value.toLowerCase().includes(sequence));

/** An optional form field: empty text is the same as not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const uuid = z.string().uuid('invalidInput');
const shortText = z.string().trim().max(250, 'maxLength').refine(noLinksOrMarkup, 'invalidInput');
const flag = z.enum(['true', 'false', 'on']).transform((value) => value !== 'false');

/** flows §5: description required plus a text rule (it may hold a question or an address). */
export const descriptionRule = z
  .string({ message: 'required' })
  .trim()
  .min(1, 'required')
  .max(5000, 'maxLength')
  .refine(noLinksOrMarkup, 'invalidInput');

const alternativeContact = {
  alternativeContactFirstName: optional(shortText.pipe(z.string().max(50, 'maxLength'))),
  alternativeContactLastName: optional(shortText.pipe(z.string().max(50, 'maxLength'))),
  alternativeContactEmail: optional(z.string().trim().email('email')),
  alternativeContactPhone: optional(
    z
      .string()
      .trim()
      .min(7, 'phoneNumber')
      .max(20, 'phoneNumber')
      .regex(/^[\d+\-\s]+$/, 'phoneNumber'),
  ),
};

/** flows §3.3: the case-creation payload; create requires siteId, roomId, description and area (§5). */
const createCaseFields = z.object({
  siteId: uuid,
  propertyId: optional(uuid),
  buildingId: optional(uuid),
  buildingPartId: optional(uuid),
  objectId: optional(uuid),
  area: z.coerce.number({ message: 'required' }).int('numeric').min(1, 'numeric').max(99_999, 'numeric'),
  description: descriptionRule,
  assetTypeId: optional(z.coerce.number().int('numeric').min(1, 'numeric').max(99_999, 'numeric')),
  roomId: uuid,
  governmentObjectId: optional(shortText.pipe(z.string().max(50, 'maxLength'))),
  address: optional(shortText.pipe(z.string().max(50, 'maxLength'))),
  zipCode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{3}\s?\d{2}$|^\d{4}$/, 'numeric'),
  ),
  city: optional(shortText.pipe(z.string().max(50, 'maxLength'))),
  compoundName: optional(shortText.pipe(z.string().max(100, 'maxLength'))),
  compoundNumber: optional(
    z
      .string()
      .trim()
      .regex(/^(\d{6}-\d{4}|\d{7}-\d|\d{9})$/, 'invalidInput'),
  ),
  isMember: optional(flag),
  boardEmail: optional(z.string().trim().email('email')),
  ...alternativeContact,
  /** A board member's "send a copy" (flows §2.6): the filed report is mailed to them. */
  sendCopy: optional(flag),
  /** The client's key for this submit (also accepted as the Idempotency-Key header). */
  idempotencyKey: optional(z.string().trim().min(8).max(100)),
});

/**
 * flows §5: on the Swedish sites the home number is the tax authority's digits, a slash between
 * several (the wizard's rule, case-wizard-schemas.ts); Norway's hold letters (H0101).
 */
export const createCaseFieldsSchema = createCaseFields.superRefine((fields, context) => {
  const home = fields.governmentObjectId;
  if (!home || findSiteBySiteId(fields.siteId)?.country !== 'SE') return;
  if (!numericAndSlashRule.safeParse(home).success)
    context.addIssue({ code: 'custom', path: ['governmentObjectId'], message: 'numericAndSlash' });
});
export type CreateCaseFields = z.output<typeof createCaseFieldsSchema>;

/** flows §3.3, §5: update requires description; other fields change only when present. */
export const updateCaseFieldsSchema = z.object({
  description: descriptionRule,
  area: optional(z.coerce.number().int('numeric').min(1, 'numeric').max(99_999, 'numeric')),
  roomId: optional(uuid),
  assetTypeId: optional(z.coerce.number().int('numeric').min(1, 'numeric').max(99_999, 'numeric')),
  ...alternativeContact,
  /** Attachment ids to remove, repeated or comma-separated. */
  removeFiles: optional(z.string().max(2000)),
});
export type UpdateCaseFields = z.output<typeof updateCaseFieldsSchema>;

export const attachmentSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where the file downloads (only for those who may see the case). */
  url: z.string(),
});

/** flows §3.5: an errand as lists read it. */
export const errandSchema = z.object({
  id: z.string().uuid(),
  caseStatusId: z.number().int(),
  caseStatusGroup: z.enum(['registered', 'ongoing', 'executed', 'completed']),
  caseTypeId: z.number().int(),
  caseTypeName: z.string(),
  creationDate: z.string().datetime(),
  ticketNumber: z.number().int(),
  siteKey: z.string(),
  objectName: z.string().nullable(),
  objectAddress: z.string().nullable(),
  buildingPartName: z.string().nullable(),
  brfName: z.string().nullable(),
  /** Comma-separated address, zip code, city and government id of a manual address. */
  otherResidentInfo: z.string().nullable(),
  roomType: z.number().int(),
  area: z.number().int(),
  areaName: z.string(),
  nrOfCaseControlPoints: z.number().int(),
});
export type Errand = z.infer<typeof errandSchema>;

/** A case handler's comment, as the reporter reads it (issue 13 item 7). */
export const caseCommentSchema = z.object({
  id: z.string().uuid(),
  text: z.string(),
  createdAt: z.string().datetime(),
  authorName: z.string(),
});
export type CaseComment = z.infer<typeof caseCommentSchema>;

export const errandDetailSchema = errandSchema.extend({
  description: z.string(),
  roomId: z.string().uuid(),
  assetTypeId: z.number().int().nullable(),
  attachments: z.array(attachmentSchema),
  statusHistory: z.array(z.object({ caseStatusId: z.number().int(), changedAt: z.string().datetime() })),
  /** Case handlers' comments, oldest first. */
  comments: z.array(caseCommentSchema),
});
export type ErrandDetail = z.infer<typeof errandDetailSchema>;

export const caseIdParams = z.object({ id: z.string().uuid() });
export const fileParams = z.object({
  attachmentId: z.string().uuid(),
  filename: z.string().min(1).max(255),
});
/** A site key or site id (close and search name the site). */
export const siteRefBody = z.object({ site: z.string().trim().min(1).max(64) });
export const searchBody = siteRefBody.extend({ text: z.string().trim().max(100) });

export const buildingHitSchema = z.object({
  buildingId: z.string().uuid(),
  propertyId: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
});

/** flows §3.4 selectedApartment, and an agreement's home. */
export const apartmentHitSchema = z.object({
  id: z.string().uuid(),
  propertyId: z.string().uuid(),
  buildingId: z.string().uuid(),
  buildingPartId: z.string().uuid(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  homeNumber: z.string(),
  governmentObjectId: z.string(),
  objectTypeId: z.number().int(),
  rentalBuilding: z.boolean(),
});

export const agreementSchema = apartmentHitSchema.extend({
  agreementId: z.string().uuid(),
  kind: z.enum(['tenancy', 'ownership']),
});

export const associationAccountSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  organisationNumber: z.string(),
  boardEmail: z.string(),
  activeFinancialManagement: z.boolean(),
});

export const roomSchema = z.object({ id: z.string().uuid(), name: z.string(), roomType: z.number().int() });
export const assetSchema = z.object({
  id: z.string().uuid(),
  assetTypeId: z.number().int(),
  problemArea: z.number().int(),
  name: z.string(),
});
export const articleSchema = z.object({
  id: z.string().uuid(),
  assetId: z.string().uuid(),
  name: z.string(),
  supplierName: z.string(),
  supplierPhone: z.string(),
  supplierUrl: z.string(),
});
export const faqItemSchema = z.object({
  id: z.string().uuid(),
  question: z.string(),
  answer: z.string(),
  youtubeLink: z.string().nullable(),
  youtubeImage: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), url: z.string() })),
});

const problemAreaItem = z.object({
  code: z.number().int(),
  name: z.string(),
  roomType: z.number().int(),
  showsContact: z.boolean(),
  appliance: z.boolean(),
  faqIds: z.array(z.string().uuid()),
});
export const problemAreaSchema = problemAreaItem.extend({
  scope: z.enum(['public', 'apartment']),
  details: z.array(problemAreaItem),
});

export const roundSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  performedOn: z.string(),
  creationDate: z.string().datetime(),
  propertyDesignation: z.string(),
  brfName: z.string().nullable(),
  nrOfCaseControlPoints: z.number().int(),
});
export const roundDetailSchema = roundSchema.extend({
  controlPoints: z.array(
    z.object({
      id: z.string().uuid(),
      description: z.string(),
      roomName: z.string().nullable(),
      resolved: z.boolean(),
    }),
  ),
  attachments: z.array(attachmentSchema),
});

export const caseStatusIdSchema = z
  .number()
  .int()
  .refine((id) => (CASE_STATUS_IDS as number[]).includes(id));
