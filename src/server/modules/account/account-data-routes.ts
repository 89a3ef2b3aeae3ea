import type { FastifyInstance } from 'fastify';
import {
  deleteAccountContract,
  exportUserDataContract,
  withdrawConsentContract,
} from '../../../shared/account/account-data-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { clearLoginSession } from '../../plugins/auth/login-tokens';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteBySiteId } from '../../plugins/site-context';
import { exportUserData } from './account-data-export';
import { deleteAccount } from './account-deletion';
import { removeConsent } from './account-repository';

// The person's own data (issue 15 item 10): download it all, withdraw a site's consent, or
// delete the account.

export function registerAccountDataRoutes(app: FastifyInstance): void {
  addEndpoint(app, exportUserDataContract, async (request, reply) => {
    const data = await exportUserData(app.database.db, loginOf(request).userId);
    if (!data) throw new HttpError('UNAUTHORIZED', 'Log in to continue.');
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="hemvist-my-data-${day}.json"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  addEndpoint(app, deleteAccountContract, async (request, reply) => {
    const claims = loginOf(request);
    await enforceRateLimit(app, request, reply, 'delete-account', claims.userId);
    const answer = await deleteAccount(app, claims, request.body.password);
    clearLoginSession(reply);
    return answer;
  });

  addEndpoint(app, withdrawConsentContract, async (request) => {
    const site = requireSiteBySiteId(request.params.siteId);
    await removeConsent(app.database.db, loginOf(request).userId, site.key);
    return { status: 'Withdrawn' as const };
  });
}
