import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { findUserById, findUserByIdentity } from './account-repository';
import { issueOk } from './login-decision';

// flows §4.2: only users with a security identifier may file cases, so a logged-in user
// without one adds their bank identity to the account (the 'update' flow of platform §7,
// update-bank-id-modal in the case flow). The identity goes to the caller's own account; it
// never switches the session to another account that already holds it.

export interface IdentityUpdateRequest {
  identity: { country: 'SE' | 'NO' | 'FI'; personalNumber?: string; nationalId?: string };
  context: LoginContext;
  siteKey: SiteKey;
  returnUrl: string;
  /** The logged-in caller whose account gets the identity. */
  caller?: { userId: string; associationId?: string } | null;
}

export async function addIdentityToCaller(
  app: FastifyInstance,
  request: IdentityUpdateRequest,
): Promise<LoginResult> {
  const db = app.database.db;
  const { identity, caller } = request;
  if (!caller) return { status: 'Error' };
  const account = await findUserById(db, caller.userId);
  if (!account?.hasAccount || account.deceased) return { status: 'Error' };

  const holder = await findUserByIdentity(db, identity);
  // Held by another person record (an account, or registration data): not this account's to take.
  if (holder && holder.id !== account.id) return { status: 'UserAlreadyExists' };
  const sweden = identity.country === 'SE';
  const alreadyOther = sweden
    ? account.securityNumber !== null && account.securityNumber !== identity.personalNumber
    : account.nationalId !== null && account.nationalId !== identity.nationalId?.toUpperCase();
  if (alreadyOther) return { status: 'Error' };

  if (!holder) {
    const { country, personalNumber, nationalId } = identity;
    const change =
      country === 'SE'
        ? personalNumber && { securityNumber: personalNumber, pidActivated: true }
        : nationalId && {
            nationalId: nationalId.toUpperCase(),
            nationalIdCountry: country,
            pidActivated: true,
          };
    if (!change) return { status: 'Error' };
    try {
      await db.update(users).set(change).where(eq(users.id, account.id));
    } catch (error) {
      // Taken between the read and the write by another verification of the same person.
      if (isUniqueViolation(error)) return { status: 'UserAlreadyExists' };
      throw error;
    }
  }
  // A fresh bank-identity login of the same account (and the same association for a board login).
  return issueOk(
    app,
    account,
    {
      purpose: 'update',
      context: request.context,
      siteKey: request.siteKey,
      returnUrl: request.returnUrl,
      bankId: true,
    },
    caller.associationId,
  );
}
