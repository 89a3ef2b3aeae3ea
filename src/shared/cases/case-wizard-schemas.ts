import { z } from 'zod';
import {
  emailRule,
  genericTextRule,
  nameRule,
  numericAndSlashRule,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from '../validation/form-rules';
import {
  ALLOWED_FILE_TYPES,
  FILE_ERROR_KEYS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_CASE,
  MAX_TOTAL_FILE_BYTES,
} from './case-constants';

// The fault-report wizard's step schemas (flows §3.4 field names, every rule of flows §5).
//
// README
// - `schemaForStep(view, kind)` gives the zod schema a step's form is checked with when next is
//   pressed (flows §4.1); the step views and case kinds are those of the wizard's flows.
// - Every issue message is an error key: the platform §5 keys the other forms use (required,
//   email, phoneNumber, numeric, numericAndSlash, orgNr, invalidInput, maxLength|max=N,
//   uniqueEmail) and the wizard's own chooseOption (required radio), chooseAddress (flows §8),
//   termsRequired, membershipRequired, orgNrNorway, and the file keys of flows §8
//   (tooManyFiles, unsupportedFileType, fileSize, totalFileSize). Their texts are in
//   account.errors (src/web/i18n/resources/account/*.ts), the catalogue <FieldMessage> falls
//   back to.
// - `CaseFormData` is the whole wizard form (flows §3.4); a step's schema reads only its fields.
// - One deliberate reading: the resident wizard has no validators on the alternative contact
//   (flows §5), so those fields are never required there, but a value typed anyway must not hold
//   markup or links, since the case API refuses them and the submit would fail late.

/** Steps and kinds as the wizard names them (mirrors src/web/features/fault-report/engine/wizard-flows.ts). */
export type WizardCaseKind = 'resident' | 'residentNo' | 'board' | 'boardWithoutManagement' | 'boardNo';
export type WizardStepView =
  | 'acceptTerms'
  | 'contactWithoutManagement'
  | 'contact'
  | 'residentResidence'
  | 'searchResidence'
  | 'compound'
  | 'estateAddress'
  | 'problemArea'
  | 'problemAreaDetails'
  | 'faq'
  | 'duplicates'
  | 'appliances'
  | 'description'
  | 'residentSummary'
  | 'summary'
  | 'summaryWithoutManagement';

/** flows §3.4: the two answers to "what does your fault report belong to". */
export const RESIDENCE_TYPES = ['apartment', 'publicSpace'] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];
/** The radio value of "another address" in the resident's address list. */
export const OTHER_ADDRESS = 'other';

export const DESCRIPTION_MAX_LENGTH = 5000;
export const HOME_NUMBER_MAX_LENGTH = 4;

/** A file as the browser's File has it (only what the checks read). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** flows §3.4 selectedApartment. */
export interface SelectedApartment {
  address: string;
  id: string;
  propertyId: string;
  objectTypeId?: number;
  rentalBuilding?: boolean;
  governmentObjectId?: string;
}

/** flows §3.4: the defect case form, every step's fields together. */
export interface CaseFormData {
  boardEmail?: string;
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  other?: boolean;
  otherFirstName?: string;
  otherLastName?: string;
  otherEmail?: string;
  otherPhone?: string;
  compoundName?: string;
  compoundNumber?: string;
  isMember?: boolean;
  type?: ResidenceType | '';
  searchString?: string;
  selectedApartment?: SelectedApartment | null;
  selectedApartmentId?: string;
  fullBuilding?: boolean;
  address?: string;
  zipCode?: string;
  city?: string;
  /** The public home number (the tax authority's four-digit number in Sweden). */
  object?: string;
  problemArea?: string;
  problemAreaName?: string;
  problemAreaDetails?: string;
  problemAreaDetailsName?: string;
  publicAreaProblem?: boolean;
  description?: string;
  files?: FileLike[];
  acceptTerms?: boolean;
  sendCopy?: boolean;
  /** Issue 13 item 8: the open case the user chose to follow instead of reporting again. */
  followCaseId?: string;
}

const FREE_TEXT_FORBIDDEN = ['//', 'www.', '<', '>', '='];
const noLinksOrMarkup = (value: string) =>
  !FREE_TEXT_FORBIDDEN.some((sequence) => value.toLowerCase().includes(sequence));
const maxLength = (max: number) => `maxLength|max=${max}`;

/** A required radio choice (flows §8: 'Vänligen markera ett alternativ för att gå vidare.'). */
const chosen = (message = 'chooseOption') => z.string({ message }).trim().min(1, message);

const requiredText = () => z.string({ message: 'required' }).trim().min(1, 'required');

/** flows §5 phone: required, digits, plus, hyphen (and whitespace, the shared rule), 7 to 20. */
const phoneRule = requiredText()
  .regex(/^[\d+\-\s]+$/, 'phoneNumber')
  .refine((value) => value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH, 'phoneNumber');

/** Numeric text such as a postal code: digits and spaces ("123 45"). */
const zipCodeRule = requiredText()
  .max(10, maxLength(10))
  .regex(/^[\d ]+$/, 'numeric');

/** Optional text that is sent to the case API: it must pass the API's text rule. */
const optionalPlainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .refine(noLinksOrMarkup, 'invalidInput')
    .optional()
    .or(z.literal(''));

const optionalEmail = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'),
  ])
  .optional();

const checkbox = z.boolean().optional();

export const acceptTermsStepSchema = z.object({
  acceptTerms: z.literal(true, { message: 'termsRequired' }),
});

const contactFields = {
  email: emailRule,
  phone: phoneRule,
  firstName: nameRule,
  lastName: nameRule,
};

const ALTERNATIVE_CONTACT_RULES = {
  otherFirstName: nameRule,
  otherLastName: nameRule,
  otherEmail: emailRule,
  otherPhone: phoneRule,
} as const;

const alternativeContactFields = {
  other: checkbox,
  otherFirstName: z.string().optional(),
  otherLastName: z.string().optional(),
  otherEmail: z.string().optional(),
  otherPhone: z.string().optional(),
};

/** flows §5: the alternative contact becomes required (names, e-mail, phone) once "other" is ticked. */
const requireAlternativeContactWhenTicked = (
  values: { other?: boolean } & Record<string, unknown>,
  context: z.RefinementCtx,
) => {
  if (!values.other) return;
  let valid = true;
  for (const [field, rule] of Object.entries(ALTERNATIVE_CONTACT_RULES)) {
    const result = rule.safeParse(values[field] ?? '');
    if (!result.success) {
      valid = false;
      context.addIssue({
        code: 'custom',
        path: [field],
        message: result.error.issues[0]?.message ?? 'required',
      });
    }
  }
  // flows §5: two persons' e-mails differ; the alternative contact is another person.
  if (valid && sameEmail(values.email, values.otherEmail))
    context.addIssue({ code: 'custom', path: ['otherEmail'], message: 'uniqueEmail' });
};

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Board contact (with or without management, Norway): association e-mail optional, format only. */
export const contactStepSchema = z
  .object({ boardEmail: optionalEmail, ...contactFields, ...alternativeContactFields })
  .superRefine(requireAlternativeContactWhenTicked);

/** Resident contact: the alternative contact has no validators (flows §5), see README above. */
export const contactWithoutManagementStepSchema = z.object({
  ...contactFields,
  other: checkbox,
  otherFirstName: optionalPlainText(50),
  otherLastName: optionalPlainText(50),
  otherEmail: optionalEmail,
  otherPhone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[\d+\-\s]{7,20}$/, 'phoneNumber'),
    ])
    .optional(),
});

const selectedApartmentSchema = z
  .object({ address: z.string(), id: z.string(), propertyId: z.string() })
  .passthrough()
  .nullable()
  .optional();

/**
 * The resident's home number at another address (flows §5: required, no length limit). In
 * Sweden the tip asks for the tax authority's four-digit number, so digits, and a slash between
 * several ("1102/1103"): numericAndSlash. Norway's unit numbers hold letters (H0101): text.
 */
const residentHomeNumber = (norwegian: boolean) => (norwegian ? genericTextRule : numericAndSlashRule);

/** Resident residence: apartment or public area, then an address of theirs or another address. */
const residentResidenceSchema = (norwegian: boolean) =>
  z
    .object({
      type: z.enum(RESIDENCE_TYPES, { message: 'chooseOption' }),
      selectedApartmentId: chosen('chooseAddress'),
      selectedApartment: selectedApartmentSchema,
      fullBuilding: checkbox,
      object: z.string().optional(),
      address: z.string().optional(),
      zipCode: z.string().optional(),
      city: z.string().optional(),
    })
    .superRefine((values, context) => {
      if (values.selectedApartmentId !== OTHER_ADDRESS) return;
      // flows §5: another address needs address, postal code and city; an apartment also its home
      // number (no length limit in the resident version).
      const rules: Record<string, z.ZodType> = {
        address: genericTextRule,
        zipCode: zipCodeRule,
        city: genericTextRule,
      };
      if (values.type === 'apartment') rules.object = residentHomeNumber(norwegian);
      for (const [field, rule] of Object.entries(rules)) {
        const result = rule.safeParse((values as Record<string, unknown>)[field] ?? '');
        if (!result.success) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: result.error.issues[0]?.message ?? 'required',
          });
        }
      }
    });
export const residentResidenceStepSchema = residentResidenceSchema(false);
export const norwegianResidentResidenceStepSchema = residentResidenceSchema(true);

/** Board member with management: an apartment or building found by search. */
export const searchResidenceStepSchema = z.object({
  type: z.enum(RESIDENCE_TYPES, { message: 'chooseOption' }),
  searchString: z.string().optional(),
  selectedApartmentId: chosen('chooseAddress'),
  selectedApartment: selectedApartmentSchema,
  fullBuilding: checkbox,
});

/** flows §5: Swedish organisation number 7+1 or 6-4 digits. */
const swedishOrgNr = requiredText().regex(/^(\d{7}-\d|\d{6}-\d{4})$/, 'orgNr');
/** flows §5: the Norwegian organisation number is exactly nine digits. */
const norwegianOrgNr = requiredText()
  .regex(/^\d+$/, 'numeric')
  .regex(/^\d{9}$/, 'orgNrNorway');

const compoundStepSchema = (norwegian: boolean) =>
  z.object({
    compoundName: requiredText().max(100, maxLength(100)).refine(noLinksOrMarkup, 'invalidInput'),
    compoundNumber: norwegian ? norwegianOrgNr : swedishOrgNr,
    isMember: z.literal(true, { message: 'membershipRequired' }),
  });
export const swedishCompoundStepSchema = compoundStepSchema(false);
export const norwegianCompoundStepSchema = compoundStepSchema(true);

/** flows §5: the tax authority's home number, numeric and at most four characters. */
const swedishHomeNumber = requiredText()
  .regex(/^\d+$/, 'numeric')
  .max(HOME_NUMBER_MAX_LENGTH, maxLength(HOME_NUMBER_MAX_LENGTH));

const estateAddressStepSchema = (norwegian: boolean) =>
  z
    .object({
      type: z.enum(RESIDENCE_TYPES, { message: 'chooseOption' }),
      object: z.string().optional(),
      address: genericTextRule,
      zipCode: zipCodeRule,
      city: genericTextRule,
    })
    .superRefine((values, context) => {
      // flows §5: the home number is asked for an apartment; numeric max 4 in Sweden, a text
      // rule in Norway (whose unit numbers hold letters, e.g. H0101).
      if (values.type !== 'apartment') return;
      const rule = norwegian ? genericTextRule : swedishHomeNumber;
      const result = rule.safeParse(values.object ?? '');
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: ['object'],
          message: result.error.issues[0]?.message ?? 'required',
        });
      }
    });
export const swedishEstateAddressStepSchema = estateAddressStepSchema(false);
export const norwegianEstateAddressStepSchema = estateAddressStepSchema(true);

export const problemAreaStepSchema = z.object({
  problemArea: chosen(),
  problemAreaName: z.string().optional(),
  publicAreaProblem: checkbox,
});

export const problemAreaDetailsStepSchema = z.object({
  problemAreaDetails: chosen(),
  problemAreaDetailsName: z.string().optional(),
});

/** flows §5, §9: at most 5 files (minus those attached), 20 MB each, 100 MB in all, known types. */
export const filesRule = (alreadyAttached = 0) =>
  z
    .array(z.custom<FileLike>((value) => typeof value === 'object' && value !== null && 'size' in value))
    .optional()
    .superRefine((files = [], context) => {
      if (files.length > MAX_FILES_PER_CASE - alreadyAttached) {
        context.addIssue({ code: 'custom', message: FILE_ERROR_KEYS.tooMany });
        return;
      }
      // The browser's declared type is a first check for a quick answer; the server decides by content.
      for (const [index, file] of files.entries()) {
        if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(file.type)) {
          context.addIssue({ code: 'custom', path: [index], message: FILE_ERROR_KEYS.unsupportedType });
        } else if (file.size > MAX_FILE_BYTES) {
          context.addIssue({ code: 'custom', path: [index], message: FILE_ERROR_KEYS.fileSize });
        }
      }
      const total = files.reduce((sum, file) => sum + file.size, 0);
      if (total > MAX_TOTAL_FILE_BYTES)
        context.addIssue({ code: 'custom', message: FILE_ERROR_KEYS.totalSize });
    });

/** flows §5: description required plus the text rule (a question or address may be in it), max 5000. */
export const descriptionRule = requiredText()
  .max(DESCRIPTION_MAX_LENGTH, maxLength(DESCRIPTION_MAX_LENGTH))
  .refine(noLinksOrMarkup, 'invalidInput');

export const descriptionStepSchema = z.object({ description: descriptionRule, files: filesRule() });

/** Steps with nothing to check (FAQ, duplicates, appliances guidance, resident summary). */
export const emptyStepSchema = z.object({});
export const duplicatesStepSchema = z.object({ followCaseId: z.string().optional() });
export const boardSummaryStepSchema = z.object({ sendCopy: checkbox });

/** A step's schema: its input and output are plain records of the form's fields. */
export type StepSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

const isNorwegian = (kind: WizardCaseKind) => kind === 'residentNo' || kind === 'boardNo';

/** The schema the wizard checks a step with when next is pressed (flows §4.1, §5). */
export function schemaForStep(view: WizardStepView, kind: WizardCaseKind): StepSchema {
  switch (view) {
    case 'acceptTerms':
      return acceptTermsStepSchema;
    case 'contactWithoutManagement':
      return contactWithoutManagementStepSchema;
    case 'contact':
      return contactStepSchema;
    case 'residentResidence':
      return isNorwegian(kind) ? norwegianResidentResidenceStepSchema : residentResidenceStepSchema;
    case 'searchResidence':
      return searchResidenceStepSchema;
    case 'compound':
      return isNorwegian(kind) ? norwegianCompoundStepSchema : swedishCompoundStepSchema;
    case 'estateAddress':
      return isNorwegian(kind) ? norwegianEstateAddressStepSchema : swedishEstateAddressStepSchema;
    case 'problemArea':
      return problemAreaStepSchema;
    case 'problemAreaDetails':
      return problemAreaDetailsStepSchema;
    case 'duplicates':
      return duplicatesStepSchema;
    case 'description':
      return descriptionStepSchema;
    case 'summary':
    case 'summaryWithoutManagement':
      return boardSummaryStepSchema;
    case 'faq':
    case 'appliances':
    case 'residentSummary':
      return emptyStepSchema;
  }
}
