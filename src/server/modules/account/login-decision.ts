import type { FastifyInstance } from 'fastify';
import type { AuthPurpose, LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import {
  type AssociationRow,
  associationsOf,
  markFirstIdentityLoginDone,
  type UserRow,
} from './account-repository';
import { redirectAfterLogin } from './after-login';

// The part of a login that is the same for email and bank identity: the board rules
// (NoBoardMember, ChooseBoardMember) and, on Ok, a fresh token and the next page.

export interface LoginIntent {
  purpose: AuthPurpose;
  context: LoginContext;
  siteKey: SiteKey;
  returnUrl?: string;
  bankId: boolean;
}

export function isBoardLogin(intent: Pick<LoginIntent, 'purpose' | 'context'>): boolean {
  return (
    intent.purpose === 'loginBoardMember' ||
    intent.context === 'board-member' ||
    intent.context === 'board-member-case'
  );
}

/**
 * The associations a board login may act for. The board portal is for associations with
 * technical management; the case flow's "continue without technical management" path
 * (context board-member-case) also admits the others (platform §2 login screen).
 */
export function eligibleAssociations(all: AssociationRow[], context: LoginContext): AssociationRow[] {
  return context === 'board-member-case'
    ? all
    : all.filter((association) => association.activeFinancialManagement);
}

export async function finishLogin(
  app: FastifyInstance,
  user: UserRow,
  intent: LoginIntent,
): Promise<LoginResult> {
  const db = app.database.db;
  let associationId: string | undefined;
  if (isBoardLogin(intent)) {
    const eligible = eligibleAssociations(await associationsOf(db, user.id), intent.context);
    if (eligible.length === 0) return { status: 'NoBoardMember' };
    if (eligible.length > 1) {
      // A short-lived bearer that can only select one of exactly these associations.
      const { token } = await signLoginToken(app, {
        userId: user.id,
        bankId: intent.bankId,
        scope: 'select-association',
        offeredAssociationIds: eligible.map((association) => association.id),
        lifetimeSeconds: 10 * 60,
      });
      return {
        status: 'ChooseBoardMember',
        token,
        associations: eligible.map((association) => ({ id: association.id, name: association.name })),
      };
    }
    associationId = eligible[0]?.id;
  }
  return issueOk(app, user, intent, associationId);
}

export async function issueOk(
  app: FastifyInstance,
  user: UserRow,
  intent: LoginIntent,
  associationId?: string,
): Promise<LoginResult> {
  const { token } = await signLoginToken(app, { userId: user.id, bankId: intent.bankId, associationId });
  if (intent.bankId && user.firstSsnLogin) {
    await markFirstIdentityLoginDone(app.database.db, user.id);
  }
  const redirectTo = await redirectAfterLogin(app.database.db, {
    userId: user.id,
    siteKey: intent.siteKey,
    purpose: intent.purpose,
    returnUrl: intent.returnUrl,
    boardLogin: associationId !== undefined,
  });
  return { status: 'Ok', token, redirectTo };
}
