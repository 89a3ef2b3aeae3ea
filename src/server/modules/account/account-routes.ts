import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  associationStatusContract,
  consentContract,
  logoutContract,
  refreshTokenContract,
  registerContract,
  selectAssociationContract,
  sessionContract,
  updateContract,
  userContract,
  vipMembershipContract,
} from '../../../shared/account/account-contracts';
import type { SiteKey } from '../../../shared/sites/site-types';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import {
  clearLoginSession,
  issueLoginSession,
  readRequestToken,
  revokeToken,
  verifyLoginToken,
} from '../../plugins/auth/login-tokens';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteBySiteId } from '../../plugins/site-context';
import { addConsent, findUserById } from './account-repository';
import { changeVipMembership, refreshToken, selectAssociation, updateAccount } from './account-service';
import { registerEmailLoginRoute } from './email-login-route';
import { register } from './registration-service';
import { readUser } from './user-as-read';

// /account_service (platform §7 "Account"); the contracts in shared/account/account-contracts.ts
// say what each answers. The rules live in the services beside this file.

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const siteKeyOf = (request: FastifyRequest): SiteKey => request.siteContext?.site.key ?? 'se';

  registerEmailLoginRoute(app);

  for (const contract of [selectAssociationContract, associationStatusContract]) {
    addEndpoint(app, contract, async (request, reply) => {
      const result = await selectAssociation(app, loginOf(request), request.params.id, siteKeyOf(request));
      return issueLoginSession(reply, result);
    });
  }

  addEndpoint(app, refreshTokenContract, async (request, reply) => {
    const token = await refreshToken(app, loginOf(request));
    issueLoginSession(reply, { status: 'Ok', token });
    return reply.type('text/plain; charset=utf-8').send(token);
  });

  addEndpoint(app, logoutContract, async (request, reply) => {
    const token = readRequestToken(request);
    const claims = token ? await verifyLoginToken(app, token) : null;
    if (claims) await revokeToken(app, claims.jti);
    clearLoginSession(reply);
    return reply.status(204).send();
  });

  addEndpoint(app, sessionContract, async (request) => {
    const claims = loginOf(request);
    return {
      userId: claims.userId,
      bankId: claims.bankId,
      associationId: claims.associationId ?? null,
      expiresAt: claims.expiresAt.toISOString(),
    };
  });

  addEndpoint(app, userContract, async (request) => {
    const claims = loginOf(request);
    const user = await findUserById(db, claims.userId);
    if (!user) throw new HttpError('UNAUTHORIZED', 'Log in to continue.');
    return readUser(db, user, claims.associationId);
  });

  addEndpoint(app, registerContract, async (request, reply) => {
    const site = requireSiteBySiteId(request.body.siteId);
    // UserAlreadyExists tells that an address has an account: limited per address and per client.
    await enforceRateLimit(app, request, reply, 'register', request.body.email);
    const bearer = readRequestToken(request);
    const claims = bearer ? await verifyLoginToken(app, bearer) : null;
    if (bearer && !claims) {
      throw new HttpError('UNAUTHORIZED', 'The registration session has expired. Identify yourself again.');
    }
    return issueLoginSession(reply, await register(app, site, request.body, claims));
  });

  addEndpoint(app, updateContract, (request) =>
    updateAccount(app, loginOf(request), siteKeyOf(request), request.body),
  );

  addEndpoint(app, vipMembershipContract, (request) => {
    const site = requireSiteBySiteId(request.body.siteId);
    return changeVipMembership(
      app,
      loginOf(request).userId,
      site,
      request.body.action,
      request.body.campaignCode,
    );
  });

  addEndpoint(app, consentContract, async (request) => {
    const site = requireSiteBySiteId(request.body.siteId);
    await addConsent(db, loginOf(request).userId, site.key);
    return { status: 'Ok' as const };
  });
}
