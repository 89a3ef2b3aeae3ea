import { z } from 'zod';

// The shared input rules of platform §5 and flows §5, as zod schemas used by both the
// forms on content pages and the forms API. Every issue message is an error key of
// platform §5 ("required", "email", …); the page turns the key into text in its language.

export const FORM_ERROR_KEYS = [
  'required',
  'email',
  'phoneNumber',
  'invalidInput',
  'inputToLong',
  'maxLength',
  'numeric',
  'phoneWithCountryCode',
  'swedishPhone',
  'numericAndSlash',
  'pnrFormat',
  'pnrControl',
  'uniqueSocial',
  'uniqueEmail',
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

export const NAME_MAX_LENGTH = 50;
export const TEXT_MAX_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 500;
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 20;

/** Sequences a name or free-text field must not contain (links, markup, addresses). */
const FORBIDDEN_SEQUENCES = ['//', 'www.', '<', '>', '@', '?', '='] as const;
/** A message may hold a question or an e-mail address, but still no links or markup. */
const MESSAGE_FORBIDDEN = ['//', 'www.', '<', '>', '='] as const;

const containsAny = (value: string, sequences: readonly string[]) =>
  sequences.some((sequence) => value.toLowerCase().includes(sequence));

const requiredText = () => z.string({ message: 'required' }).trim().min(1, 'required');

/** Names: required, at most 50 characters, no digits and none of the forbidden sequences. */
export const nameRule = requiredText()
  .max(NAME_MAX_LENGTH, 'maxLength')
  .refine((value) => !containsAny(value, FORBIDDEN_SEQUENCES) && !/\d/.test(value), 'invalidInput');

/**
 * The name of a saved search (issue 15 item 12): required, at most 80 characters, digits
 * allowed ("Nacka 2 rum"), none of the forbidden sequences.
 */
export const savedSearchNameRule = requiredText()
  .max(80, 'maxLength')
  .refine((value) => !containsAny(value, FORBIDDEN_SEQUENCES), 'invalidInput');

/**
 * How often a saved search alerts its person of new homes (issue 33 item 12). `immediately`
 * (each run of the job, every 15 minutes) is what every search did before there was a choice.
 */
export const SAVED_SEARCH_ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const;
export type SavedSearchAlertFrequency = (typeof SAVED_SEARCH_ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: SavedSearchAlertFrequency = 'immediately';
export const savedSearchAlertFrequencyRule = z.enum(SAVED_SEARCH_ALERT_FREQUENCIES, {
  message: 'invalidInput',
});

/** Generic text (street address, city): required, at most 50, none of the forbidden sequences. */
export const genericTextRule = requiredText()
  .max(TEXT_MAX_LENGTH, 'maxLength')
  .refine((value) => !containsAny(value, FORBIDDEN_SEQUENCES), 'invalidInput');

/** Numeric text (postal code): digits and spaces only, at most 50. */
export const numericTextRule = requiredText()
  .max(TEXT_MAX_LENGTH, 'maxLength')
  .regex(/^[\d ]+$/, 'numeric');

// A pragmatic address check: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email: required and a valid address. */
export const emailRule = requiredText().max(254, 'maxLength').regex(EMAIL_PATTERN, 'email');

/** Phone: required, 7 to 20 characters of digits, plus, hyphen and whitespace. */
export const phoneRule = requiredText()
  .regex(/^[\d+\-\s]+$/, 'phoneNumber')
  .refine((value) => value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH, 'phoneNumber');

/** A phone number without its spaces and hyphens, as the stricter rules below read it. */
const phoneDigits = (value: string) => value.replace(/[\s-]/g, '');

/** platform §5 "phone with country code": a plus sign, a nonzero digit, then 7 to 14 digits. */
export const PHONE_WITH_COUNTRY_CODE = /^\+[1-9]\d{7,14}$/;

/**
 * Phone with country code (platform §5, flows §5): "+47 912 34 567" or "+358401234567"; spaces
 * and hyphens between the digits are the person's own and are not counted.
 */
export const phoneWithCountryCodeRule = requiredText().refine(
  (value) => PHONE_WITH_COUNTRY_CODE.test(phoneDigits(value)),
  'phoneWithCountryCode',
);

/**
 * A phone that may be written with a country code (a booking from abroad): the phone rule, and
 * a number that starts with "+" or "00" must be a whole one with its country code.
 */
export const phoneMaybeInternationalRule = phoneRule.superRefine((value, context) => {
  const digits = phoneDigits(value).replace(/^00/, '+');
  if (digits.startsWith('+') && !PHONE_WITH_COUNTRY_CODE.test(digits))
    context.addIssue({ code: 'custom', message: 'phoneWithCountryCode' });
});

/**
 * A Swedish number: 0, +46 or 0046, then the area code or mobile prefix (never 0) and the
 * subscriber's digits, 8 to 10 digits in all when written nationally ("070-123 45 67",
 * "08-123 456", "+46 70 123 45 67").
 */
export const SWEDISH_PHONE = /^(?:\+46|0046|0)[1-9]\d{6,8}$/;

/** swedishPhone (platform §5): the phone rule first, then a Swedish number. */
export const swedishPhoneRule = phoneRule.refine(
  (value) => SWEDISH_PHONE.test(phoneDigits(value)),
  'swedishPhone',
);

/** numericAndSlash (platform §5): digits and slashes only, e.g. a home number "1102" or "12/3". */
export const numericAndSlashRule = requiredText()
  .max(TEXT_MAX_LENGTH, 'maxLength')
  .regex(/^[\d/]+$/, 'numericAndSlash');

/** Message: optional, at most 500 characters, no links or markup. */
export const messageRule = z
  .string()
  .trim()
  .max(MESSAGE_MAX_LENGTH, 'inputToLong')
  .refine((value) => !containsAny(value, MESSAGE_FORBIDDEN), 'invalidInput')
  .default('');

/** The terms checkbox must be ticked. */
export const termsRule = z.literal(true, { message: 'required' });

/** A choice among options the page offers (a showing time, a brochure). */
export const choiceRule = requiredText().max(100, 'maxLength');

const contactFields = {
  name: nameRule,
  email: emailRule,
  phone: phoneRule,
};

export const showingFormSchema = z.object({
  ...contactFields,
  preferredShowing: choiceRule,
  message: messageRule,
  terms: termsRule,
});
export type ShowingFormValues = z.infer<typeof showingFormSchema>;

export const orderFormSchema = z.object({
  ...contactFields,
  address: genericTextRule,
  postalCode: numericTextRule,
  city: genericTextRule,
  ordered: z.array(choiceRule, { message: 'required' }).min(1, 'required').max(10, 'maxLength'),
  terms: termsRule,
});
export type OrderFormValues = z.infer<typeof orderFormSchema>;

export const contactFormSchema = z.object({
  ...contactFields,
  message: messageRule,
  terms: termsRule,
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export const FORM_KINDS = ['showing', 'order', 'contact'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_SCHEMAS = {
  showing: showingFormSchema,
  order: orderFormSchema,
  contact: contactFormSchema,
} as const;

/** One invalid field and the error key that says why. */
export interface FieldIssue {
  path: string;
  message: FormErrorKey;
}

/** The first issue of each field, in the order of the form, as error keys. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (seen.has(path)) continue;
    seen.add(path);
    const key = (FORM_ERROR_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as FormErrorKey)
      : issue.code === 'invalid_type'
        ? 'required'
        : 'invalidInput';
    issues.push({ path, message: key });
  }
  return issues;
}
