import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resolveSite } from '../../../shared/sites/hosts';
import { escapeHtml } from '../../escape-html';

// What the three payment simulators share: the hosts they serve, their tester pages' frame and
// stylesheet, and how they post callbacks to the portal.

/** Preprod and prod hosts never reach a simulator, even where one is mounted. */
export function refuseProductionHosts(scope: FastifyInstance, answer: (reply: FastifyReply) => unknown) {
  scope.addHook('onRequest', async (request, reply) => {
    const environment = request.siteContext?.environment;
    if (environment === 'preprod' || environment === 'prod') await answer(reply.code(404));
  });
}

/**
 * A callback URL a simulator accepts: https anywhere, plain http only on a loopback or *.localhost
 * host (the portal on a developer's machine). Real Swish and Svea take https alone.
 */
export function isAcceptableCallbackUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && isLocalHostName(url.hostname);
  } catch {
    return false;
  }
}

function isLocalHostName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

// The tester pages are plain HTML forms without scripts; their styles are a stylesheet of their
// own (served at <prefix>/tester.css) because the CSP allows no inline <style> without a nonce.
export const TESTER_STYLES = `
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}
label{display:block;font-weight:600;margin-top:.75rem}
input,select,button{font:inherit;padding:.5rem;margin-top:.25rem}
input,select{box-sizing:border-box;border:1px solid #555;border-radius:4px}
button{border:2px solid #183e73;background:#183e73;color:#fff;border-radius:4px;cursor:pointer;margin-right:.5rem}
button.secondary{background:#fff;color:#183e73}
form.inline{display:inline-block;margin:.25rem .5rem .25rem 0}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #c25400;outline-offset:2px}
.notice{border-left:4px solid #183e73;padding:.5rem 1rem;background:#eef3fa}
.error{border-left-color:#a00;background:#fbeeee}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc;vertical-align:top}
code{word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}`;

export function testerLayout(prefix: string, product: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} – ${escapeHtml(product)} simulator</title><link rel="stylesheet" href="${prefix}/tester.css"></head>
<body><main>
${body}
</main></body></html>`;
}

export function sendHtml(reply: FastifyReply, page: string, status = 200) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

export function registerTesterStyles(scope: FastifyInstance) {
  scope.get('/tester.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(TESTER_STYLES),
  );
}

/** How a callback delivery went: the HTTP status the portal answered, or why none came. */
export type DeliveryResult = { status: number } | { error: string };

export type CallbackPoster = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<DeliveryResult>;

/** *.localhost resolves to the loopback address (as browsers do), whatever the system resolver says. */
function localLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) {
  if (isLocalHostName(hostname)) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, { all: Boolean(options.all) }, callback as never);
}

function postOverNetwork(url: URL, headers: Record<string, string>, body: string): Promise<DeliveryResult> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        timeout: 10_000,
        lookup: localLookup as never,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(body);
  });
}

/**
 * Posts a callback as the provider would. A URL of this very app (a host of the host table, on
 * the port it listens on, or any port while it does not listen, as in tests that inject) is
 * delivered through injection, the same request without a network round trip; any other URL
 * over HTTP(S).
 */
export function createCallbackPoster(app: FastifyInstance): CallbackPoster {
  return async (target, headers, body) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { error: 'invalid callback URL' };
    }
    const address = app.server.address() as AddressInfo | null;
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    const ownApp = resolveSite(url.hostname, url.pathname) && (!address || address.port === port);
    if (!ownApp) return postOverNetwork(url, headers, body);
    try {
      const response = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, host: url.host },
        payload: body,
      });
      return { status: response.statusCode };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
}

export function describeDelivery(result: DeliveryResult | undefined): string {
  if (!result) return 'not sent';
  return 'status' in result ? `answered ${result.status}` : `failed: ${result.error}`;
}
