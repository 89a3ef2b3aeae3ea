import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../../shared/account/identity-constants';
import { type ApiError, statusOfErrorCode } from '../../shared/api/api-error';
import { bearerToken } from './auth/login-tokens';
import { requestSiteOrigin } from './site-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET the spec makes change something (notifications/pause/{id}): guarded like a POST. */
    stateChanging?: boolean;
  }
}

// Cross-site request forgery: the browser attaches the jwtToken cookie (SameSite lax) to a
// top-level GET from any site, and SameSite does not separate sibling hosts, nor the same host on
// another port or scheme. So a request that changes state and is authenticated by that cookie
// must come from a page of this very origin. Requests with a bearer token are left alone: another
// site cannot make a browser send one.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Scheme, host and port of a URL as an Origin header writes them; null for none ("null"). */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Sec-Fetch-Site where the browser sends it (every current one does): same-origin, or none
 * (typed or bookmarked) for a GET. Older browsers: the Origin, else the Referer, must name this
 * site's own origin from the host table, scheme, host and port alike. With none of the three the
 * request cannot show where it comes from: refused.
 */
export function comesFromThisOrigin(request: FastifyRequest): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const fetchSite = header('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || (fetchSite === 'none' && request.method === 'GET');
  const source = header('origin') ?? header('referer');
  const own = requestSiteOrigin(request);
  return source !== undefined && own !== undefined && originOf(source) === own;
}

function authenticatedByCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[TOKEN_COOKIE]) && bearerToken(request) === undefined;
}

/** The guard's answer: 403 FORBIDDEN, with words a client's developer can search for. */
export const CROSS_SITE_MESSAGE = 'This request must come from a page of this site.';

export function registerSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const changesState = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.stateChanging;
    if (!changesState || !authenticatedByCookie(request) || comesFromThisOrigin(request)) return;
    request.log.info({ fetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused');
    // Answered here rather than thrown: the simulators' own error handlers (their providers'
    // error formats) would turn a thrown refusal into a 400 of theirs.
    const refusal: ApiError = { code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE, requestId: request.id };
    return reply.code(statusOfErrorCode('FORBIDDEN')).send(refusal);
  });
}
