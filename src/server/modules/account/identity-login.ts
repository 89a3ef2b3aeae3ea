import type { FastifyInstance } from 'fastify';
import type { AuthPurpose, LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { Environment, SiteKey } from '../../../shared/sites/site-types';

/** A person as a bank-identity provider vouched for them, after a completed BankID order or OIDC login. */
export interface VerifiedIdentity {
  provider: 'bank_id' | 'eident' | 'signicat';
  country: 'SE' | 'NO' | 'FI';
  /** Swedish personal number, 12 digits (BankID completionData.user.personalNumber). */
  personalNumber?: string;
  /** Norwegian national identity number (11 digits) or Finnish henkilötunnus. */
  nationalId?: string;
  givenName?: string;
  surname?: string;
}

export interface IdentityLoginRequest {
  identity: VerifiedIdentity;
  purpose: AuthPurpose;
  context: LoginContext;
  siteKey: SiteKey;
  environment: Environment;
  returnUrl: string;
}

/**
 * Turns a verified identity into a login outcome (platform §4): finds the user, applies the
 * rules (MustActivatePid, SsnNotFound, NoBoardMember, ChooseBoardMember, UserAlreadyExists,
 * HasOngoingBusiness, deceased → Error, …) and on Ok issues a token. The BankID and OIDC
 * modules call this once their protocol has identified the person.
 */
export async function completeIdentityLogin(
  _app: FastifyInstance,
  _request: IdentityLoginRequest,
): Promise<LoginResult> {
  // Placeholder until the account module lands (issue 4).
  return { status: 'Error' };
}
