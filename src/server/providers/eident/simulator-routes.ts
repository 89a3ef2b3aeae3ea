import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { siteContextOrigin } from '../../plugins/site-context';
import { accountIdOf, simulatorFor, simulatorPrefix } from './simulator';
import { renderSimulatorLoginPage, SIMULATOR_PAGE_STYLES } from './simulator-page';
import { type EidentCountry, identityFor, SIMULATOR_IDENTITIES } from './test-identities';

// Mounts the e-ident simulator under /eident-simulator/no and /eident-simulator/fi. The
// OpenID Connect endpoints are oidc-provider's own (it reads the raw request body, so the
// mount has no body parsers); the interaction pages are ours.

const SIMULATED_ENVIRONMENTS = new Set(['local', 'dev', 'test']);

/**
 * The site's origin from the host table; only on the portal's own hosts outside preprod and
 * prod. oidc-provider (koa in proxy mode) builds its URLs and cookie flags from Host and
 * X-Forwarded-Proto, so both are pinned to that origin: no client header can steer them.
 */
export function simulatorOrigin(request: FastifyRequest): string {
  const context = request.siteContext;
  if (!context || !SIMULATED_ENVIRONMENTS.has(context.environment)) {
    throw new HttpError('NOT_FOUND', 'The e-ident simulator is not served here');
  }
  const origin = siteContextOrigin(context);
  const url = new URL(origin);
  const headers = request.raw.headers;
  headers.host = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  delete headers['x-forwarded-host'];
  return origin;
}

const interactionParams = z.object({ uid: z.string().min(1).max(100) });
const loginForm = z.object({
  decision: z.enum(['login', 'cancel']),
  nationalId: z.string().max(20).optional(),
  typedNationalId: z.string().max(40).optional(),
});

export async function registerEidentSimulator(app: FastifyInstance, countries: readonly EidentCountry[]) {
  for (const country of countries) {
    const prefix = simulatorPrefix(country);

    await app.register(async (scope) => {
      // Leave the body unread: oidc-provider parses its own requests.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all(`${prefix}/*`, { schema: { hide: true } }, async (request, reply) => {
        const { handle } = await simulatorFor(country, simulatorOrigin(request));
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '').slice(prefix.length) || '/';
        handle(raw, reply.raw);
      });
    });

    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      scope.get(`${prefix}/login.css`, { schema: { hide: true } }, async (request, reply) => {
        simulatorOrigin(request);
        return reply
          .header('cache-control', 'public, max-age=3600')
          .type('text/css; charset=utf-8')
          .send(SIMULATOR_PAGE_STYLES);
      });

      scope.get(`${prefix}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
        const { uid } = interactionParams.parse(request.params);
        const { provider } = await simulatorFor(country, simulatorOrigin(request));
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== uid) throw new HttpError('VALIDATION_FAILED', 'Unknown or expired login');
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return renderSimulatorLoginPage({
          country,
          action: `${prefix}/interaction/${uid}`,
          identities: SIMULATOR_IDENTITIES[country],
        });
      });

      scope.post(`${prefix}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
        const { uid } = interactionParams.parse(request.params);
        const form = loginForm.safeParse(request.body);
        if (!form.success) throw new HttpError('VALIDATION_FAILED', 'Choose Log in or Cancel');
        const { provider } = await simulatorFor(country, simulatorOrigin(request));
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== uid) throw new HttpError('VALIDATION_FAILED', 'Unknown or expired login');

        if (form.data.decision === 'cancel') {
          const returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The user cancelled the login' },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(returnTo, 303);
        }

        const typed = form.data.typedNationalId?.trim();
        const identity = identityFor(country, typed || form.data.nationalId || '');
        if (!identity) {
          reply.code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8');
          return renderSimulatorLoginPage({
            country,
            action: `${prefix}/interaction/${uid}`,
            identities: SIMULATOR_IDENTITIES[country],
            typedNationalId: typed,
            error: 'That is not a valid national identity number.',
          });
        }
        const accountId = accountIdOf(identity);
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      });
    });
  }
}
