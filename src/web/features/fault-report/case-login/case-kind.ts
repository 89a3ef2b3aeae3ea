import type { UserAsRead } from '../../../../shared/account/account-schemas';
import type { LoginContext } from '../../../../shared/account/identity-constants';
import type { Country } from '../../../../shared/sites/site-types';
import type { CaseKind } from '../engine/wizard-flows';

// flows §4.1: the case type follows the login type. A private case is the resident's (Sweden
// or Norway by site); a board-member case is the managed board's, or the no-management board's
// when the association has no technical management (or the user chose to continue without
// it, platform §2); on the Norwegian site every board case is the Norwegian board member's.

export type CaseLoginContext = Extract<LoginContext, 'private-case' | 'board-member-case'>;

export const isCaseLoginContext = (context: LoginContext | null): context is CaseLoginContext =>
  context === 'private-case' || context === 'board-member-case';

export interface CaseKindInput {
  country: Country;
  context: CaseLoginContext;
  user: Pick<UserAsRead, 'brfAccount'>;
  /** "Continue without technical management" was chosen. */
  withoutManagement: boolean;
}

export function caseKindFor({ country, context, user, withoutManagement }: CaseKindInput): CaseKind {
  const board = context === 'board-member-case' || withoutManagement;
  if (country === 'NO') return board ? 'boardNo' : 'residentNo';
  if (withoutManagement) return 'boardWithoutManagement';
  if (context === 'private-case') return 'resident';
  return user.brfAccount?.activeFinancialManagement ? 'board' : 'boardWithoutManagement';
}

/** flows §4.2: only users with a security identifier (a verified bank identity) may file cases. */
export const mayFileCases = (user: Pick<UserAsRead, 'pid'>): boolean => user.pid;
