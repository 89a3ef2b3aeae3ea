import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeEmailContract,
  forgotPasswordContract,
  hasDocumentsContract,
  setPasswordContract,
  triggerChangeEmailContract,
  updatePasswordContract,
} from '../../../shared/account/account-contracts';
import { canonicalHost } from '../../../shared/sites/hosts';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteBySiteId, requireSiteContext, siteContextOrigin } from '../../plugins/site-context';
import { hasDocuments } from './account-repository';
import {
  changePassword,
  confirmEmailChange,
  type MailTarget,
  requestEmailChange,
  requestPasswordReset,
  setPasswordWithToken,
} from './user-proxy-service';

// The user proxy at /system/user (platform §7): email change, password reset and change.
// Errors carry a message the client shows as is.

/**
 * Where mailed links lead: the requesting site's origin from the host table, never a host a
 * header named (an unknown host answers 421 first). The mail speaks that site's language; a
 * body siteId may only name a site on the same host (the English sub-site on the Swedish
 * hosts), so it changes the language and pages, never the origin.
 */
function mailTarget(request: FastifyRequest, siteId: string | undefined): MailTarget {
  const context = requireSiteContext(request);
  const site = siteId ? requireSiteBySiteId(siteId) : context.site;
  const { environment } = context;
  if (canonicalHost(site.key, environment) !== canonicalHost(context.site.key, environment)) {
    throw new HttpError('UNKNOWN_SITE_ID', `The site ${siteId} is not served on this host.`);
  }
  return { site, origin: siteContextOrigin(context) };
}

export async function registerUserProxyRoutes(app: FastifyInstance): Promise<void> {
  addEndpoint(app, triggerChangeEmailContract, async (request, reply) => {
    const target = mailTarget(request, request.body.siteId);
    const claims = loginOf(request);
    await enforceRateLimit(app, request, reply, 'change-email', claims.userId);
    return requestEmailChange(app, claims, request.body.newEmail, target);
  });

  addEndpoint(app, changeEmailContract, (request) => confirmEmailChange(app, request.params.token));

  addEndpoint(app, forgotPasswordContract, async (request, reply) => {
    const target = mailTarget(request, request.body.siteId);
    await enforceRateLimit(app, request, reply, 'forgot-password', request.body.email);
    return requestPasswordReset(app, request.body.email, target);
  });

  addEndpoint(app, setPasswordContract, async (request, reply) => {
    await enforceRateLimit(app, request, reply, 'set-password');
    return setPasswordWithToken(app, request.body.token, request.body.password);
  });

  addEndpoint(app, updatePasswordContract, async (request, reply) => {
    const claims = loginOf(request);
    await enforceRateLimit(app, request, reply, 'update-password', claims.userId);
    return changePassword(app, claims, request.body.currentPassword, request.body.newPassword);
  });

  addEndpoint(app, hasDocumentsContract, (request) => hasDocuments(app.database.db, loginOf(request).userId));
}
