import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrowserConfig } from '../../shared/page/page-payload';
import { isProductionLike, resolveSite, schemeOf, siteOrigin } from '../../shared/sites/hosts';
import type { Environment, SiteConfig } from '../../shared/sites/site-types';
import { findSiteBySiteId, getSite } from '../../shared/sites/sites';
import { HttpError } from '../http-error';

export interface SiteContext {
  site: SiteConfig;
  environment: Environment;
  /** Port of the Host header (local hosts carry one); links to sibling sites keep it. */
  port?: number;
  /** Developer tools apply: DEV_TOOLS is on and the host is not preprod or prod (platform §6). */
  devTools: boolean;
  /** Server settings pages hand to the browser (AppConfig.browser): the same on every host. */
  browserConfig?: BrowserConfig;
}

declare module 'fastify' {
  interface FastifyRequest {
    siteContext: SiteContext | undefined;
  }
}

/** A DNS name or a bracketed IPv6 literal, and an optional port; anything else names no site. */
const HOST_HEADER = /^([a-z0-9](?:[a-z0-9.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

interface HostHeader {
  name: string;
  port?: number;
}

/**
 * The Host header as the client sent it. Never request.host: with a trusted proxy that is
 * X-Forwarded-Host, and a header must not pick the site, its environment or its links. The
 * proxy passes the original Host instead (README).
 */
function hostHeaderOf(request: FastifyRequest): HostHeader | undefined {
  const value = request.raw.headers.host ?? request.raw.headers[':authority'];
  const match = typeof value === 'string' ? HOST_HEADER.exec(value.trim()) : null;
  if (!match?.[1]) return undefined;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  return { name: match[1], port };
}

// The Host header selects the site and environment from the configured host table
// (platform §1), once per request, so every module reads the same answer.
export function registerSiteContext(app: FastifyInstance): void {
  app.decorateRequest('siteContext', undefined);
  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const host = hostHeaderOf(request);
    const resolved = host ? resolveSite(host.name, pathname) : undefined;
    request.siteContext =
      host && resolved
        ? {
            site: getSite(resolved.site),
            environment: resolved.environment,
            port: host.port,
            devTools: app.config.devTools && !isProductionLike(resolved.environment),
            browserConfig: app.config.browser,
          }
        : undefined;
  });
}

export function requireSiteContext(request: FastifyRequest): SiteContext {
  if (!request.siteContext) {
    throw new HttpError('UNKNOWN_SITE', 'No site is served on this host');
  }
  return request.siteContext;
}

/** The site a body's siteId names; 400 UNKNOWN_SITE_ID when it names none. */
export function requireSiteBySiteId(siteId: string): SiteConfig {
  const site = findSiteBySiteId(siteId);
  if (!site) throw new HttpError('UNKNOWN_SITE_ID', `No site has the id ${siteId}.`);
  return site;
}

/**
 * The origin this request was addressed to, as the host table has it: the scheme of the site's
 * environment, the Host header's host (one the table names for the site) and port. Undefined
 * when the host names no site. What a page of this very site sends as its Origin.
 */
export function requestSiteOrigin(request: FastifyRequest): string | undefined {
  const host = hostHeaderOf(request);
  const context = request.siteContext;
  if (!host || !context) return undefined;
  const port = host.port === undefined ? '' : `:${host.port}`;
  // Through URL, so a default port written out (:443 on https) reads as the Origin header has it.
  return new URL(`${schemeOf(context.environment)}://${host.name}${port}`).origin;
}

/**
 * The origin of a site from the host table, for every link the server builds back to it
 * (mails, OIDC redirect URIs, the e-ident simulator). Local hosts keep the port the browser
 * used (a developer may run several servers); deployed sites have their canonical origin.
 */
export function siteContextOrigin(context: SiteContext): string {
  const port = context.environment === 'local' && context.port !== 80 ? context.port : undefined;
  return siteOrigin(context.site.key, context.environment, port);
}
