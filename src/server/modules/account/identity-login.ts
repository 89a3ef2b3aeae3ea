import type { FastifyInstance } from 'fastify';
import type { AuthPurpose, LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { Environment, SiteKey } from '../../../shared/sites/site-types';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import { findUserByIdentity, insertIdentifiedPerson, ongoingBookingOf } from './account-repository';
import { addIdentityToCaller } from './identity-update';
import { finishLogin } from './login-decision';

export { issueLoginSession } from '../../plugins/auth/login-tokens';

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
  /** Purpose 'update': the logged-in caller whose account gets the identity (flows §4.2). */
  caller?: { userId: string; associationId?: string } | null;
}

/** Lifetime of the bearer that lets a bank-identified person finish the register form. */
const REGISTER_SESSION_SECONDS = 30 * 60;

/**
 * Turns a verified identity into a login outcome (platform §4): finds the user, applies the
 * rules (MustActivatePid, SsnNotFound, NoBoardMember, ChooseBoardMember, UserAlreadyExists,
 * HasOngoingBusiness, deceased → Error, …) and on Ok issues a token. The BankID and OIDC
 * modules call this once their protocol has identified the person, then set the cookie with
 * issueLoginSession(reply, result).
 *
 * Register purpose: an Ok answer carries no login token; data.registerToken is a bearer for
 * POST /account_service/register, which creates the account with this personal number.
 */
export async function completeIdentityLogin(
  app: FastifyInstance,
  request: IdentityLoginRequest,
): Promise<LoginResult> {
  const db = app.database.db;
  const { identity } = request;
  let user = await findUserByIdentity(db, identity);
  // platform §8: a deceased person in the registration data gets "something went wrong".
  if (user?.deceased) return { status: 'Error' };

  if (request.purpose === 'update') return addIdentityToCaller(app, request);

  if (request.purpose === 'register') {
    if (user?.hasAccount) return { status: 'UserAlreadyExists' };
    if (user) {
      const booking = await ongoingBookingOf(db, user.id);
      if (booking) {
        return {
          status: 'HasOngoingBusiness',
          data: { bookingId: booking.bookingId, objectNumber: booking.objectNumber },
        };
      }
    } else {
      // Not known at all: keep the verified person as registration data until the form is sent.
      user = await insertIdentifiedPerson(db, {
        firstName: identity.givenName ?? '',
        lastName: identity.surname ?? '',
        securityNumber: identity.country === 'SE' ? identity.personalNumber : null,
        nationalId: identity.country === 'SE' ? null : (identity.nationalId?.toUpperCase() ?? null),
        nationalIdCountry: identity.country === 'SE' ? null : identity.country,
      });
    }
    if (!user) return { status: 'Error' };
    const { token } = await signLoginToken(app, {
      userId: user.id,
      bankId: true,
      scope: 'register',
      lifetimeSeconds: REGISTER_SESSION_SECONDS,
    });
    return {
      status: 'Ok',
      data: { registerToken: token, firstName: user.firstName, lastName: user.lastName },
    };
  }

  if (!user?.hasAccount) return { status: 'SsnNotFound' };
  if (!user.pidActivated) return { status: 'MustActivatePid' };
  return finishLogin(app, user, {
    purpose: request.purpose,
    context: request.context,
    siteKey: request.siteKey,
    returnUrl: request.returnUrl,
    bankId: true,
  });
}
