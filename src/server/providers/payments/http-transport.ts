import { readFileSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';

// How the payment clients reach their provider: over the network (mutual TLS where the provider
// wants a client certificate, as Swish does; plain http only for a simulator in tests), or into
// the simulator mounted in this very app through Fastify's injection – the same requests and
// answers, without a port (as the BankID simulator client does).

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, appended to the transport's base URL. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

export interface TlsClientConfig {
  /** A PKCS#12 file (.p12/.pfx) or a PEM certificate; with PEM, clientKeyPath holds the key. */
  clientCertPath?: string;
  clientKeyPath?: string;
  /** The provider's CA (PEM): its certificate is checked against this alone. */
  caCertPath?: string;
  passphrase?: string;
}

function tlsOptions(config: TlsClientConfig) {
  const ca = config.caCertPath ? readFileSync(config.caCertPath) : undefined;
  if (!config.clientCertPath) return { ca };
  const cert = readFileSync(config.clientCertPath);
  if (/\.(p12|pfx)$/i.test(config.clientCertPath)) return { ca, pfx: cert, passphrase: config.passphrase };
  const key = config.clientKeyPath ? readFileSync(config.clientKeyPath) : undefined;
  return { ca, cert, key, passphrase: config.passphrase };
}

function flatHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value?.toString();
  }
  return flat;
}

/** A transport to `baseUrl` (https with the client certificate, or http for a local simulator). */
export function createNetworkTransport(
  baseUrl: string,
  tls: TlsClientConfig = {},
  timeoutMs = 10_000,
): HttpTransport {
  const base = baseUrl.replace(/\/$/, '');
  const secure = base.startsWith('https:');
  const agent = secure
    ? new HttpsAgent({ ...tlsOptions(tls), keepAlive: true })
    : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;

  return (request) =>
    new Promise<TransportResponse>((resolve, reject) => {
      const headers: Record<string, string | number> = { accept: 'application/json', ...request.headers };
      if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
      const req = send(
        `${base}${request.path}`,
        { method: request.method, agent, timeout: timeoutMs, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: flatHeaders(res.headers),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(request.body);
    });
}

/** A transport into the simulator mounted at `prefix` in this app, on the local host. */
export function createInjectTransport(app: FastifyInstance, prefix: string): HttpTransport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: `${prefix}${request.path}`,
      headers: { host: 'localhost', accept: 'application/json', ...request.headers },
      payload: request.body,
    });
    return { status: response.statusCode, headers: flatHeaders(response.headers), body: response.body };
  };
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
