import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../../shared/account/identity-constants';
import { HttpError } from '../http-error';
import { bearerToken } from './auth/login-tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET the spec makes change something (notifications/pause/{id}): guarded like a POST. */
    stateChanging?: boolean;
  }
}

// Cross-site request forgery: the browser attaches the jwtToken cookie (SameSite lax) to a
// top-level GET from any site, and SameSite does not separate sibling hosts. So a request that
// changes state and is authenticated by that cookie must come from a page of this very host.
// Requests with a bearer token are left alone: another site cannot make a browser send one.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostNameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Sec-Fetch-Site where the browser sends it (every current one does): same-origin, or none
 * (typed or bookmarked) for a GET. Older browsers: the Origin, else the Referer, must name this
 * host. With none of the three the request cannot show where it comes from: refused.
 */
export function comesFromThisHost(request: FastifyRequest): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const fetchSite = header('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || (fetchSite === 'none' && request.method === 'GET');
  const source = header('origin') ?? header('referer');
  if (!source) return false;
  const ownHost = hostNameOf(`http://${request.host}`);
  return ownHost !== null && hostNameOf(source) === ownHost;
}

function authenticatedByCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[TOKEN_COOKIE]) && bearerToken(request) === undefined;
}

export function registerSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const changesState = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.stateChanging;
    if (!changesState || !authenticatedByCookie(request) || comesFromThisHost(request)) return;
    request.log.info({ fetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused');
    throw new HttpError('FORBIDDEN', 'This request must come from a page of this site.');
  });
}
