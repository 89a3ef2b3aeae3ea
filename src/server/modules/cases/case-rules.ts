import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CaseTypeKey } from '../../../shared/cases/case-constants';
import { HttpError } from '../../http-error';
import type { LoginClaims } from '../../plugins/auth/login-tokens';
import { findUnstorableText } from '../../plugins/storable-text';
import type { CaseScope } from './case-repository';

// Small rules the case service and routes share: whose cases a route family shows, the
// language names are read in, the case type of a new case, and field validation of a form body.

export type Language = 'sv' | 'no' | 'fi' | 'en';
/** The /case_management routes, or the customer routes beneath them. */
export type RouteFamily = 'caseManagement' | 'customer';

/**
 * Whose cases a caller sees: a board login its association's on the case-management routes;
 * everyone else (and every caller on the customer routes) the cases they reported.
 */
export function scopeFor(login: LoginClaims, family: RouteFamily): CaseScope {
  if (family === 'caseManagement' && login.associationId) {
    return { kind: 'association', associationId: login.associationId };
  }
  return { kind: 'reporter', userId: login.userId };
}

export function languageOf(request: FastifyRequest): Language {
  return request.siteContext?.site.locale ?? 'sv';
}

export function fileUrls(family: RouteFamily) {
  const base = family === 'customer' ? '/case_management/customer/file' : '/case_management/file';
  return { fileUrl: (id: string, name: string) => `${base}/${id}/${encodeURIComponent(name)}` };
}

export const roundFileUrls = {
  fileUrl: (id: string, name: string) => `/case_management/rounds/file/${id}/${encodeURIComponent(name)}`,
};

export type Reporter =
  | { kind: 'resident'; agreement?: 'tenancy' | 'ownership'; publicArea: boolean }
  | { kind: 'managedBoard' }
  | { kind: 'boardWithoutManagement' };

/** The case type of a new case, by who files it and for what. */
export function caseTypeFor(reporter: Reporter, manualAddress: boolean): CaseTypeKey {
  if (reporter.kind === 'managedBoard') return 'management';
  if (reporter.kind === 'boardWithoutManagement') return 'managementOther';
  if (manualAddress) return 'customerService';
  if (!reporter.publicArea && reporter.agreement === 'ownership') return 'warranty';
  return 'management';
}

/** Form fields as one value each (removeFiles may repeat: joined with commas). */
function flattenFields(fields: Record<string, string | string[]>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      Array.isArray(value) && name === 'removeFiles' ? value.join(',') : value,
    ]),
  );
}

/** The fields of a multipart body checked with the contract's schema: 400 with one issue per field. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string | string[]>,
): z.output<S> {
  const flat = flattenFields(fields);
  const where = findUnstorableText(flat);
  if (where) {
    throw new HttpError('INVALID_CHARACTERS', `body.${where} holds a character that cannot be stored.`);
  }
  const result = schema.safeParse(flat);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new HttpError('VALIDATION_FAILED', `${issues[0]?.path}: ${issues[0]?.message}`, issues);
}

export function fieldError(path: string, message: string, text: string): HttpError {
  return new HttpError('VALIDATION_FAILED', `${path}: ${text}`, [{ path, message }]);
}

export const notFound = (what = 'case') => new HttpError('NOT_FOUND', `No such ${what}.`);
