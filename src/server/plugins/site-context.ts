import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSite } from '../../shared/sites/hosts';
import type { Environment, SiteConfig } from '../../shared/sites/site-types';
import { findSiteBySiteId, getSite } from '../../shared/sites/sites';
import { HttpError } from '../http-error';

export interface SiteContext {
  site: SiteConfig;
  environment: Environment;
  /** Port of the Host header (local hosts carry one); links to sibling sites keep it. */
  port?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    siteContext: SiteContext | undefined;
  }
}

// The host name selects the site and environment (platform §1), once per request,
// so every module reads the same answer.
export function registerSiteContext(app: FastifyInstance): void {
  app.decorateRequest('siteContext', undefined);
  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const resolved = resolveSite(request.host, pathname);
    request.siteContext = resolved
      ? { site: getSite(resolved.site), environment: resolved.environment, port: portOf(request.host) }
      : undefined;
  });
}

export function requireSiteContext(request: FastifyRequest): SiteContext {
  if (!request.siteContext) {
    throw new HttpError(421, 'UNKNOWN_SITE', `No site is served on host ${request.host}`);
  }
  return request.siteContext;
}

function portOf(host: string): number | undefined {
  const match = /:(\d+)$/.exec(host);
  return match ? Number(match[1]) : undefined;
}

/** The site a body's siteId names; 400 UNKNOWN_SITE_ID when it names none. */
export function requireSiteBySiteId(siteId: string): SiteConfig {
  const site = findSiteBySiteId(siteId);
  if (!site) throw new HttpError(400, 'UNKNOWN_SITE_ID', `No site has the id ${siteId}.`);
  return site;
}

/** Scheme and host the request came in on, for links back to this site (mails, OIDC redirects). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
