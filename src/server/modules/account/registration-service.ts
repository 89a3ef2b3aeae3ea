import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { registerRequestSchema } from '../../../shared/account/account-schemas';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-error';
import { type LoginClaims, revokeToken } from '../../plugins/auth/login-tokens';
import {
  activateAccount,
  addConsent,
  findUserByEmail,
  findUserById,
  insertAccount,
  ongoingBookingOf,
  type RegisteredFields,
} from './account-repository';
import { issueOk } from './login-decision';
import { hashPassword } from './passwords';
import { addVipMembership } from './vip-service';

export type RegisterRequest = z.output<typeof registerRequestSchema>;

const EMAIL_TAKEN: LoginResult = { status: 'UserAlreadyExists', data: { field: 'email' } };

/**
 * Registration (platform §4 "Register"): an account for a new person, or for a person known from
 * a bank-identity register session (`claims` of scope register). The outcomes a form shows
 * come back as login results; a session of the wrong kind is 401.
 */
export async function register(
  app: FastifyInstance,
  site: SiteConfig,
  body: RegisterRequest,
  claims: LoginClaims | null,
): Promise<LoginResult> {
  const db = app.database.db;
  if (claims && claims.scope !== 'register' && claims.scope !== 'login') {
    throw new HttpError('UNAUTHORIZED', 'The registration session has expired. Identify yourself again.');
  }
  const person = claims?.scope === 'register' ? await findUserById(db, claims.userId) : undefined;
  if (person?.deceased) return { status: 'Error' };
  if (claims?.scope === 'login' || person?.hasAccount) return { status: 'UserAlreadyExists' };
  if (person) {
    const booking = await ongoingBookingOf(db, person.id);
    if (booking) {
      return {
        status: 'HasOngoingBusiness',
        data: { bookingId: booking.bookingId, objectNumber: booking.objectNumber },
      };
    }
  }
  // Hashed before the lookup, so a taken and a free address cost the same argon2 work.
  const passwordHash = await hashPassword(body.password);
  const emailOwner = await findUserByEmail(db, body.email);
  // data.field tells the form it is the email that is taken, not the personal number.
  if (emailOwner && emailOwner.id !== person?.id) return EMAIL_TAKEN;

  const fields: RegisteredFields = {
    email: body.email,
    passwordHash,
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber,
    newsLetter: body.newsLetter,
  };
  const userId = person?.id ?? randomUUID();
  try {
    if (person) await activateAccount(db, person.id, fields);
    else await insertAccount(db, userId, fields);
  } catch (error) {
    // Two registrations of one email at once: the check above let both through, the unique
    // index stops the second, which learns what it would have learnt a moment later.
    if (isUniqueViolation(error)) return EMAIL_TAKEN;
    throw error;
  }
  await addConsent(db, userId, site.key);
  if (body.vip) await addVipMembership(db, userId, site);
  if (claims) await revokeToken(app, claims.jti);
  const user = await findUserById(db, userId);
  if (!user) return { status: 'Error' };
  return issueOk(app, user, {
    purpose: 'register',
    context: 'private',
    siteKey: site.key,
    bankId: Boolean(person),
    returnUrl: body.returnUrl,
  });
}
