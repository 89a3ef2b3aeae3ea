import { createHash, randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { WEB_FONTS_HEAD_SCRIPT } from '../../shared/page/web-fonts-flag';
import type { AppConfig } from '../config/env';
import { siteContextOrigin } from './site-context';

const sourceHash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

/** The origin of MAP_STYLE_URL: its style, tiles, glyphs and sprites are fetched from there. */
function mapOrigins(config: AppConfig): string[] {
  const url = config.browser?.mapStyleUrl;
  return url ? [new URL(url).origin] : [];
}

function hasTagManager(config: AppConfig): boolean {
  return Object.values(config.tagManagerIds ?? {}).some((ids) => Object.keys(ids ?? {}).length > 0);
}

/** The response's CSP nonces: 16 random bytes each, as hex. */
export interface CspNonces {
  script: string;
  style: string;
}

declare module 'fastify' {
  interface FastifyReply {
    cspNonce: CspNonces;
  }
}

// Nonces are cut from a buffer of random bytes filled 256 nonces at a time: one call into
// the system's generator instead of two per response. Each byte is used once.
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;
function freshNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('hex', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** Where helmet's directive functions find the nonces of the response they write the policy for. */
const NONCES = Symbol('cspNonces');
type ResponseWithNonces = ServerResponse & { [NONCES]?: CspNonces };
const nonceSource = (kind: keyof CspNonces) => (_request: unknown, response: ResponseWithNonces) =>
  `'nonce-${response[NONCES]?.[kind] ?? ''}'`;

// Security headers for every answer (pages, API, assets). The policy has no 'unsafe-inline'
// and no https: wildcard: scripts and styles come from this origin; an inline <style> needs
// the response's nonce (reply.cspNonce.style: the simulator pages, and the scroll lock that
// dialogs insert at run time, which reads it from <meta property="csp-nonce">).
// helmet itself, set up once: @fastify/helmet built a new helmet for every request, and that
// was most of what a cached page cost the server (ADR 0013).
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const setHeaders = helmet({
    // Only behind TLS: local hosts are plain http, and HSTS would break *.localhost.
    hsts: config.forceHttps,
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'upgrade-insecure-requests': config.forceHttps ? [] : null,
        'img-src': ["'self'", 'data:', 'blob:', ...mapOrigins(config)],
        'connect-src': ["'self'", ...mapOrigins(config)],
        // Vite inlines the smallest font subsets into the stylesheet as data: URLs.
        'font-src': ["'self'", 'data:'],
        'style-src': ["'self'", nonceSource('style')],
        // No style attribute in any markup: the components style by class, and sizes that vary
        // are set through CSSOM after hydration, which the policy does not govern.
        'style-src-attr': ["'none'"],
        // The tag-manager script (issue 5) is allowed only when a container id is configured.
        'script-src': [
          "'self'",
          ...(hasTagManager(config) ? ['https://www.googletagmanager.com'] : []),
          nonceSource('script'),
          // The one inline script of every page: it reads the web-fonts flag before the first paint.
          sourceHash(WEB_FONTS_HEAD_SCRIPT),
        ],
      },
    },
  });
  app.decorateReply('cspNonce', null as unknown as CspNonces);
  app.addHook('onRequest', (request, reply, done) => {
    const nonces = { script: freshNonce(), style: freshNonce() };
    reply.cspNonce = nonces;
    (reply.raw as ResponseWithNonces)[NONCES] = nonces;
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

/**
 * Under FORCE_HTTPS a plain-http request to a deployed site is sent to the same path on the
 * site's https origin from the host table. The protocol is the socket's, or X-Forwarded-Proto
 * from a proxy named in TRUST_PROXY. /healthz stays on http for load balancers; local hosts
 * and hosts of no site are left alone (the latter answer 421 anyway).
 */
export function registerHttpsRedirect(app: FastifyInstance): void {
  if (!app.config.forceHttps) return;
  app.addHook('onRequest', async (request, reply) => {
    const context = request.siteContext;
    if (request.protocol === 'https' || !context || context.environment === 'local') return;
    if (request.url === '/healthz' || request.url.startsWith('/healthz?')) return;
    // 308 keeps the method and body of a form post; an absolute-form URL keeps no path.
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    const path = request.url.startsWith('/') ? request.url : '/';
    return reply.redirect(`${siteContextOrigin(context)}${path}`, status);
  });
}
