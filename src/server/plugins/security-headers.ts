import { createHash, randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { WEB_FONTS_HEAD_SCRIPT } from '../../shared/page/web-fonts-flag';
import type { AppConfig } from '../config/env';
import { START_SCRIPTS_INLINE } from '../ssr/start-scripts';
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
    /**
     * Sends this answer under other nonces: a cached page keeps those of its first render, so
     * the policy must name them.
     */
    setCspNonces(nonces: CspNonces): void;
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

const CSP = 'content-security-policy';

/** Stand-ins for the nonces while helmet writes the policy once (no `;`, `,` or quote in them). */
const PLACEHOLDER: CspNonces = { script: 'script-nonce-placeholder', style: 'style-nonce-placeholder' };
const nonceSource = (kind: keyof CspNonces) => () => `'nonce-${PLACEHOLDER[kind]}'`;

/** helmet's answer headers, written once: the same for every answer but for the CSP's nonces. */
interface SecurityHeaders {
  fixed: [name: string, value: string][];
  policyFor: (nonces: CspNonces) => string;
}

/**
 * Runs helmet's middleware once against a response that only records, and turns its policy into
 * a template for the nonces. helmet stays the one that decides the headers and checks the
 * directives; an answer then costs a string join instead of helmet rebuilding and re-validating
 * the whole policy (about a tenth of what a cached page cost the server, docs/performance.md).
 */
function recordHelmetHeaders(setHeaders: ReturnType<typeof helmet>): SecurityHeaders {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let written = false;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    written = true;
  });
  if (!written) throw new Error('helmet did not write its headers at once');
  const policy = headers.get(CSP) ?? '';
  headers.delete(CSP);
  const [head, middle, tail, ...rest] = policy.split(
    new RegExp(`${PLACEHOLDER.script}|${PLACEHOLDER.style}`),
  );
  const scriptFirst = policy.indexOf(PLACEHOLDER.script) < policy.indexOf(PLACEHOLDER.style);
  if (tail === undefined || rest.length > 0 || !scriptFirst)
    throw new Error('the CSP should name each nonce once, the script nonce first');
  return {
    fixed: [...headers],
    policyFor: (nonces) => `${head}${nonces.script}${middle}${nonces.style}${tail}`,
  };
}

// Security headers for every answer (pages, API, assets). The policy has no 'unsafe-inline'
// and no https: wildcard: scripts and styles come from this origin; an inline <style> needs
// the response's nonce (reply.cspNonce.style: the simulator pages, and the scroll lock that
// dialogs insert at run time, which reads it from <meta property="csp-nonce">).
// helmet is set up once (@fastify/helmet built a new helmet for every request, ADR 0013) and
// run once (recordHelmetHeaders).
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
          // The two inline scripts of every page: one reads the web-fonts flag before the first
          // paint, the other asks for the page's scripts after it.
          sourceHash(WEB_FONTS_HEAD_SCRIPT),
          sourceHash(START_SCRIPTS_INLINE),
        ],
      },
    },
  });
  const { fixed, policyFor } = recordHelmetHeaders(setHeaders);
  app.decorateReply('cspNonce', null as unknown as CspNonces);
  app.decorateReply('setCspNonces', function setCspNonces(this: FastifyReply, nonces: CspNonces) {
    this.cspNonce = nonces;
    this.header(CSP, policyFor(nonces));
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const nonces = { script: freshNonce(), style: freshNonce() };
    reply.cspNonce = nonces;
    const raw = reply.raw;
    for (const [name, value] of fixed) raw.setHeader(name, value);
    raw.setHeader(CSP, policyFor(nonces));
    done();
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
