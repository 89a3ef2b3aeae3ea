import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { upgradePayloadSchema } from '../../../shared/account/account-schemas';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { SiteConfig, SiteKey } from '../../../shared/sites/site-types';
import { HttpError } from '../../http-error';
import { type LoginClaims, revokeToken, signLoginToken } from '../../plugins/auth/login-tokens';
import { requireSiteBySiteId } from '../../plugins/site-context';
import { associationsOf, findUserById, updateProfile } from './account-repository';
import { redirectAfterLogin } from './after-login';
import { issueOk } from './login-decision';
import { addVipMembership, removeVipMembership } from './vip-service';

// The rules of the account endpoints that are not login or registration: choosing a board
// association, refreshing a token, the profile and the VIP membership.

/**
 * A board login that offered a choice (ChooseBoardMember) picks one association: only one the
 * login offered (an unmanaged association was not offered on the board portal) and that the
 * user still sits on.
 */
export async function selectAssociation(
  app: FastifyInstance,
  claims: LoginClaims,
  associationId: string,
  siteKey: SiteKey,
): Promise<LoginResult> {
  const db = app.database.db;
  const memberOf = await associationsOf(db, claims.userId);
  if (
    !claims.offeredAssociationIds?.includes(associationId) ||
    !memberOf.some((association) => association.id === associationId)
  ) {
    throw new HttpError('FORBIDDEN', 'You are not a board member of that association.');
  }
  const user = await findUserById(db, claims.userId);
  if (!user) throw new HttpError('UNAUTHORIZED', 'Log in to continue.');
  await revokeToken(app, claims.jti);
  return issueOk(
    app,
    user,
    { purpose: 'loginBoardMember', context: 'board-member', siteKey, bankId: claims.bankId },
    associationId,
  );
}

/** A new token for the same login; the old one is revoked. */
export async function refreshToken(app: FastifyInstance, claims: LoginClaims): Promise<string> {
  const { token } = await signLoginToken(app, {
    userId: claims.userId,
    bankId: claims.bankId,
    associationId: claims.associationId,
  });
  await revokeToken(app, claims.jti);
  return token;
}

const vipNotOffered = () => new HttpError('VALIDATION_FAILED', 'That site offers no VIP membership.');

/**
 * The upgrade payload (platform §3): details, and VIP when asked. The email changes only through
 * the verified link of /system/user/triggerchangeemail, so the payload's email is not written.
 */
export async function updateAccount(
  app: FastifyInstance,
  claims: LoginClaims,
  siteKey: SiteKey,
  body: z.output<typeof upgradePayloadSchema>,
): Promise<LoginResult> {
  const db = app.database.db;
  if (body.vip) {
    const site = requireSiteBySiteId(body.vip.siteId);
    const change = await addVipMembership(db, claims.userId, site, body.vip.campaignCode);
    if (change === 'InvalidCampaignCode') return { status: 'InvalidCampaignCode' };
    if (change === 'NotOffered') throw vipNotOffered();
  }
  // A verified identity (personal number or national id) named the person: the names stay its.
  const user = await findUserById(db, claims.userId);
  const verified = Boolean(user?.securityNumber || user?.nationalId);
  await updateProfile(db, claims.userId, {
    firstName: verified && user ? user.firstName : body.firstName,
    lastName: verified && user ? user.lastName : body.lastName,
    phoneNumber: body.phoneNumber,
    newsLetter: body.newsLetter,
    address: body.address,
    postalCode: body.postalCode,
    city: body.city,
    countryId: body.countryId,
    ...(body.birthDate ? { birthDate: body.birthDate } : {}),
  });
  const redirectTo = await redirectAfterLogin(db, { userId: claims.userId, siteKey, purpose: 'update' });
  return { status: 'Ok', redirectTo };
}

export async function changeVipMembership(
  app: FastifyInstance,
  userId: string,
  site: SiteConfig,
  action: 'add' | 'remove',
  campaignCode: string | undefined,
): Promise<LoginResult> {
  if (action === 'remove') {
    await removeVipMembership(app.database.db, userId, site);
    return { status: 'Ok' };
  }
  const change = await addVipMembership(app.database.db, userId, site, campaignCode);
  if (change === 'NotOffered') throw vipNotOffered();
  return { status: change };
}
