import type { FastifyInstance } from 'fastify';
import { AUTH_PURPOSES, type AuthPurpose } from '../../../shared/account/identity-constants';
import { bankIdContracts } from '../../../shared/account/identity-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { issueLoginSession, readLogin } from '../../plugins/auth/login-tokens';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteContext } from '../../plugins/site-context';
import { type createBankIdLogin, SESSION_LIFETIME_MS } from './bankid-login-service';
import { bindBrowser, isBoundBrowser } from './browser-binding';

/**
 * The flows that start a BankID order, and the purposes each accepts: the login path is the
 * general one (the body names the purpose); register and update fix theirs.
 */
const FLOWS: Record<'login' | 'register' | 'update', readonly AuthPurpose[]> = {
  login: AUTH_PURPOSES,
  register: ['register'],
  update: ['update'],
};

/** The developer BankID form exists only with DEV_TOOLS, and only where nobody real logs in (platform §6). */
const DEVELOPER_FORM_ENVIRONMENTS = ['local', 'dev', 'test'];

export function registerBankIdRoutes(
  app: FastifyInstance,
  login: ReturnType<typeof createBankIdLogin>,
): void {
  for (const [flow, purposes] of Object.entries(FLOWS) as [keyof typeof FLOWS, readonly AuthPurpose[]][]) {
    const contracts = bankIdContracts(flow);

    addEndpoint(app, contracts.start, async (request, reply) => {
      const site = requireSiteContext(request);
      if (!app.config.bankId && !app.config.simulators) {
        throw new HttpError('SERVICE_UNAVAILABLE', 'BankID is not configured on this server');
      }
      const { body } = request;
      // Per client and, with the developer form, per person (platform item 10 of issue 4).
      await enforceRateLimit(app, request, reply, 'bank-identity-start', body.personalNumber);
      const purpose = flow === 'login' ? body.purpose : flow;
      if (login.usesSimulator && !DEVELOPER_FORM_ENVIRONMENTS.includes(site.environment)) {
        // The simulator approves whoever a tester names: never a login on preprod or prod hosts.
        throw new HttpError('SERVICE_UNAVAILABLE', 'BankID is not configured on this server');
      }
      if (
        body.personalNumber &&
        !(
          app.config.devTools &&
          DEVELOPER_FORM_ENVIRONMENTS.includes(site.environment) &&
          DEVELOPER_FORM_ENVIRONMENTS.includes(body.environment)
        )
      ) {
        throw new HttpError('FORBIDDEN', 'The developer BankID form is not available here');
      }
      return login.start(
        {
          purpose,
          context: body.context,
          siteKey: site.site.key,
          // The host decides the environment; the body's value cannot widen it.
          environment: site.environment,
          returnUrl: body.returnUrl,
          endUserIp: request.ip,
          personalNumber: body.personalNumber,
          bindingHash: bindBrowser(request, reply, Math.ceil(SESSION_LIFETIME_MS / 1000)),
        },
        request.log,
      );
    });

    addEndpoint(app, contracts.status, async (request, reply) => {
      // The update flow adds the identity to whoever is logged in on this (bound) browser.
      const claims = flow === 'update' ? await readLogin(app, request) : null;
      const result = await login.status(
        request.params.sessionId,
        purposes,
        (bindingHash) => isBoundBrowser(request, bindingHash),
        request.log,
        claims ? { userId: claims.userId, associationId: claims.associationId } : null,
      );
      reply.header('cache-control', 'no-store');
      return issueLoginSession(reply, result);
    });

    addEndpoint(app, contracts.cancel, async (request) =>
      login.cancel(request.params.sessionId, purposes, (bindingHash) => isBoundBrowser(request, bindingHash)),
    );
  }
}
