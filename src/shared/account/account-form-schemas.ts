import { z } from 'zod';
import { nameRule, phoneRule } from '../validation/form-rules';
import {
  emailLoginRequestSchema,
  forgotPasswordSchema,
  registerRequestSchema,
  setPasswordSchema,
  triggerChangeEmailSchema,
} from './account-schemas';
import { associationChoiceSchema } from './login-outcomes';

// The account forms' schemas: the fields of the server's request schemas, picked, so the
// browser checks exactly what the server will; a field whose form rule is stricter than its
// request (names and phone at registration: platform §5) takes the shared rule. A schema that
// names no error key gets one from the browser's error map (web/ui/form/error-keys.ts).

/** platform §5: the password at login is required and at least 6 characters (the request's rule). */
export const emailLoginFormSchema = emailLoginRequestSchema.pick({ email: true, password: true });

export const forgotPasswordFormSchema = forgotPasswordSchema.pick({ email: true });

/** The field is called email on the page; the request calls it newEmail. */
export const changeEmailFormSchema = z.object({ email: triggerChangeEmailSchema.shape.newEmail });

export const setPasswordFormSchema = z
  .object({ password: setPasswordSchema.shape.password, confirm: z.string() })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], message: 'passwordNoMatch' });

export const registerFormSchema = registerRequestSchema
  .pick({ email: true, password: true, consent: true, newsLetter: true })
  .extend({ firstName: nameRule, lastName: nameRule, phoneNumber: phoneRule });

/** Developer BankID (outside production): twelve digits, however they were typed. */
export const developerLoginFormSchema = z.object({
  personalNumber: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, 'pnrFormat')),
});

/**
 * ChooseBoardMember (platform §4): the association to act for, one of those the outcome listed;
 * its id is what the select call takes. None chosen is chooseOption.
 */
export const chooseAssociationFormSchema = z.object({
  association: z
    .string({ message: 'chooseOption' })
    .min(1, 'chooseOption')
    .pipe(associationChoiceSchema.shape.id),
});
