import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';
import { safeErrorSerializer } from './safe-error-serializer';

// Request URLs are logged, and some carry secrets in their query: the e-ident brokers return
// the authorization code (and the state that redeems it) to /eident-return/, and mailed
// links carry one-time tokens. The request serializer masks such parameters wherever they
// appear, so none reaches the logs while it is usable. Some paths carry them as a segment:
// the change-email link's token, the BankID session id that polls and cancels a login, the
// simulators' order and interaction ids; those segments are masked the same way.

const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'id_token',
  'access_token',
  'nonce',
  'code_verifier',
]);

/** A path prefix (group 1) followed by a secret segment, which is replaced by ***. */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/system\/user\/changeemail\/)[^/?#]+/i,
  /^(\/account_service\/[^/?#]+\/bank_id\/(?:status|cancel)\/)[^/?#]+/i,
  /^(\/bankid-simulator\/orders\/)[^/?#]+/i,
  /^(\/eident-simulator\/[^/?#]+\/(?:interaction|auth)\/)[^/?#]+/i,
];

export function maskSecretPathSegments(url: string): string {
  for (const pattern of SECRET_SEGMENTS) {
    if (pattern.test(url)) return url.replace(pattern, '$1***');
  }
  return url;
}

export function maskSecretQueryParams(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let masked = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '***');
      masked = true;
    }
  }
  return masked ? `${url.slice(0, queryStart)}?${params}` : url;
}

/** Fastify's default request serializer, with the URL masked. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretQueryParams(maskSecretPathSegments(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger: masked request URLs, errors without their data, no credentials from headers. */
export function appLoggerOptions(
  level: AppConfig['logLevel'],
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: requestLogSerializer, err: safeErrorSerializer },
  };
}
