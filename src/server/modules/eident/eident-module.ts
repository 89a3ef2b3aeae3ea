import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthPurpose } from '../../../shared/account/identity-constants';
import { brokerContracts } from '../../../shared/account/identity-contracts';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { COOKIES } from '../../../shared/consent/cookie-table';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { readLogin } from '../../plugins/auth/login-tokens';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteContext, siteContextOrigin } from '../../plugins/site-context';
import { identityFromClaims } from '../../providers/eident/claims';
import { buildAuthorizationRequest, eidentBroker, exchangeCode } from '../../providers/eident/oidc-client';
import { registerEidentSimulator } from '../../providers/eident/simulator-routes';
import type { EidentCountry } from '../../providers/eident/test-identities';
import { completeIdentityLogin, issueLoginSession } from '../account/identity-login';
import { addPageResolver } from '../content/page-resolvers';
import { eidentReturnPageResolver } from './eident-return-page';
import {
  claimPendingSession,
  EIDENT_SESSION_MINUTES,
  type EidentProviderName,
  finishSession,
  insertEidentSession,
  verifiedAccountOf,
  verifyingAccount,
} from './eident-sessions';

// Norwegian (eident) and Finnish (signicat) e-identification: OpenID Connect authorization
// code flow with PKCE (platform §7). start stores state, nonce and verifier and answers the
// broker URL; the broker returns the browser to /eident-return/ on the same site, whose page
// posts code and state to status. A browser cookie binds the return to the browser that
// started it, so a code fetched by someone else cannot log this browser in.
//
// When config.eident.no / .fi is absent and config.simulators is on, the bundled simulator of
// that country is mounted under /eident-simulator/no or /fi (it answers only on local, dev and
// test hosts); with neither, start answers 503. Every URL here (the redirect URI, the
// simulator's issuer) is built from the site's origin in the host table.
//
// The update flow (flows §4.2, the case flow's add-bank-ID modal) verifies the logged-in
// account instead of logging in: start records whose account it is (from the login cookie,
// never from the body) in the identity session, and the return attaches the national id to
// that account only while the same account is still logged in on this browser.

const COUNTRY_OF: Readonly<Record<EidentProviderName, EidentCountry>> = { eident: 'NO', signicat: 'FI' };
const FLOWS = ['login', 'register', 'update'] as const;
type Flow = (typeof FLOWS)[number];
const BINDING_COOKIE = COOKIES.eidentSession.name;
const BINDING_PATH = '/account_service/';

/** The return may carry the broker's error instead of a code (access_denied on Cancel). */

function purposeOf(flow: Flow, requested: AuthPurpose): AuthPurpose {
  if (flow === 'register') return 'register';
  if (flow === 'update') return 'update';
  return requested === 'register' || requested === 'update' ? 'login' : requested;
}

function bindingCookieOptions(request: FastifyRequest) {
  const secure = request.siteContext?.environment !== 'local';
  return { path: BINDING_PATH, httpOnly: true, sameSite: 'lax' as const, secure };
}

export async function registerEidentModule(app: FastifyInstance): Promise<void> {
  const simulated: EidentCountry[] = [];
  if (app.config.simulators && !app.config.eident?.no) simulated.push('NO');
  if (app.config.simulators && !app.config.eident?.fi) simulated.push('FI');
  await registerEidentSimulator(app, simulated);
  addPageResolver(app, eidentReturnPageResolver);

  for (const flow of FLOWS) {
    for (const provider of ['eident', 'signicat'] as const) {
      const country = COUNTRY_OF[provider];
      const contracts = brokerContracts(flow, provider);

      addEndpoint(app, contracts.start, async (request, reply) => {
        const { body } = request;
        const site = requireSiteContext(request);
        const purpose = purposeOf(flow, body.purpose);
        const caller = purpose === 'update' ? await readLogin(app, request) : null;
        if (purpose === 'update' && !caller) {
          throw new HttpError('UNAUTHORIZED', 'Verifying an identity needs a logged-in account');
        }
        await enforceRateLimit(app, request, reply, 'bank-identity-start');
        const broker = await eidentBroker(app, country, siteContextOrigin(site), site.environment);
        const authorization = await buildAuthorizationRequest(broker, site.site.locale);
        const sessionId = randomUUID();
        await insertEidentSession(app.database.db, {
          id: sessionId,
          provider,
          purpose,
          context: body.context,
          identity: caller ? verifyingAccount(caller.userId) : null,
          siteKey: site.site.key,
          environment: site.environment,
          returnUrl: body.returnUrl,
          oidcState: authorization.state,
          oidcNonce: authorization.nonce,
          codeVerifier: authorization.codeVerifier,
          status: 'pending',
          expiresAt: new Date(Date.now() + EIDENT_SESSION_MINUTES * 60_000),
        });
        reply.setCookie(BINDING_COOKIE, sessionId, {
          ...bindingCookieOptions(request),
          maxAge: EIDENT_SESSION_MINUTES * 60,
        });
        return { sessionId, authorizationUrl: authorization.authorizationUrl };
      });

      addEndpoint(app, contracts.status, (request, reply) =>
        finishReturn(app, request, reply, { provider, country, flow, ...request.body }),
      );
    }
  }
}

interface ReturnInput {
  provider: EidentProviderName;
  country: EidentCountry;
  flow: Flow;
  code?: string;
  error?: string;
  state?: string;
}

async function finishReturn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ReturnInput,
): Promise<LoginResult> {
  const db = app.database.db;
  const site = requireSiteContext(request);
  // The state is required: it is the only link from the return to the stored verifier.
  if (!input.state) return { status: 'Error' };
  const session = await claimPendingSession(db, input.provider, input.state, new Date());
  const boundSessionId = request.cookies[BINDING_COOKIE];
  if (!session || session.id !== boundSessionId || session.siteKey !== site.site.key) {
    request.log.info({ provider: input.provider }, 'e-ident return refused: unknown, used or foreign state');
    return { status: 'Error' };
  }
  reply.clearCookie(BINDING_COOKIE, bindingCookieOptions(request));
  const expectedPurpose = input.flow === 'login' ? session.purpose : input.flow;
  if (session.purpose !== expectedPurpose) {
    await finishSession(db, session.id, 'failed', 'Error');
    return { status: 'Error' };
  }

  let verifying: { userId: string; associationId?: string } | null = null;
  if (session.purpose === 'update') {
    // The account the start recorded, and only while it is the one logged in here.
    const claims = await readLogin(app, request);
    verifying = verifiedAccountOf(session);
    if (!verifying || !claims || claims.userId !== verifying.userId) {
      request.log.info({ provider: input.provider }, 'e-ident verification refused: another login');
      await finishSession(db, session.id, 'failed', 'Error');
      return { status: 'Error' };
    }
    verifying = { userId: verifying.userId, associationId: claims.associationId };
  }

  if (input.error || !input.code) {
    const cancelled = input.error === 'access_denied';
    await finishSession(
      db,
      session.id,
      cancelled ? 'cancelled' : 'failed',
      cancelled ? 'Cancelled' : 'Error',
    );
    return { status: cancelled ? 'Cancelled' : 'Error' };
  }

  let claims: Record<string, unknown>;
  try {
    const broker = await eidentBroker(app, input.country, siteContextOrigin(site), site.environment);
    claims = await exchangeCode(broker, {
      // platform §7: the code may arrive with its plus signs read as spaces.
      code: input.code.replaceAll(' ', '+'),
      state: input.state,
      nonce: session.oidcNonce ?? '',
      codeVerifier: session.codeVerifier ?? '',
    });
  } catch (error) {
    // Never the error object itself: its cause may carry the broker's response.
    const { code, error: oauthError } = error as { code?: string; error?: string };
    request.log.warn({ provider: input.provider, code, oauthError }, 'e-ident code exchange failed');
    await finishSession(db, session.id, 'failed', 'Error');
    return { status: 'Error' };
  }

  const identity = identityFromClaims(input.country, claims);
  if (!identity) {
    request.log.warn({ provider: input.provider }, 'e-ident ID token carried no national id');
    await finishSession(db, session.id, 'failed', 'Error');
    return { status: 'Error' };
  }

  const result = await completeIdentityLogin(app, {
    identity: {
      provider: input.provider,
      country: input.country,
      nationalId: identity.nationalId,
      givenName: identity.givenName,
      surname: identity.familyName,
    },
    purpose: session.purpose,
    context: session.context,
    siteKey: site.site.key,
    environment: site.environment,
    returnUrl: session.returnUrl,
    caller: verifying,
  });
  await finishSession(db, session.id, result.status === 'Error' ? 'failed' : 'complete', result.status);
  return issueLoginSession(reply, result);
}
