import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';
import { safeErrorSerializer } from './safe-error-serializer';

// Request URLs are logged, and some carry secrets or personal data: the e-ident brokers return
// the authorization code (and the state that redeems it) to /eident-return/, mailed links carry
// one-time tokens, the BankID simulator's links the personal number it plays (pno, signAs), and
// any route may be sent a parameter holding an e-mail address or a personal number. The request
// serializer masks a query parameter or a path segment, on every route, when
//  - its name says it holds a token, a code, a secret, an e-mail or a personal number, or, for a
//    path segment, the route's parameter there is so named (:token, :sessionId, :orderRef, :uid);
//  - its value looks like an e-mail address, a Nordic personal number or a JWT, whatever its name;
//  - it is a secret handle at a known place in the path (the list below), route or no route.

/**
 * Names (lower case, without - and _) of parameters that hold a secret or a personal number or
 * e-mail: code, state, nonce and code_verifier of OpenID Connect, tokens of every kind, the BankID
 * simulator's pno, signAs and qr, the handles that poll or resume a login.
 */
const SECRET_NAME =
  /^(?:state|nonce|qr|uid|pno|pnr|ssn|signas|hetu|fnr)$|token|code|secret|password|verifier|mail|personal|securitynumber|nationalid|sessionid|orderref/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Values that are secrets or personal data whatever their parameter is called. Each pattern
 * takes time in proportion to the value, however long and odd a URL is sent (no backtracking
 * from every position over the whole rest of it).
 */
const SECRET_VALUES: readonly RegExp[] = [
  // An e-mail address.
  /[^\s@]@[^\s@]+\.[^\s@]/,
  // A Swedish personal number, 10 or 12 digits with or without its - or + (also a phone number).
  /(?:^|\D)(?:19|20)?\d{6}[-+]?\d{4}(?:\D|$)/,
  // A Norwegian national identity number.
  /(?:^|\D)\d{11}(?:\D|$)/,
  // A Finnish personal identity code.
  /(?:^|[^\dA-Z])\d{6}[-+A-FU-Y]\d{3}[0-9A-Y](?:[^\dA-Z]|$)/i,
  // A JSON Web Token: a header and a payload, both JSON objects, base64url.
  /(?:^|[^\w-])eyJ[\w-]*\.eyJ[\w-]*\./,
];

/**
 * A path prefix (group 1) followed by a secret segment: the change-email link's token, the BankID
 * session id that polls and cancels a login, the simulators' order and interaction ids. By path,
 * so that a URL no route matched (a trailing slash too many) is masked all the same.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/system\/user\/changeemail\/)[^/?#]+/i,
  /^(\/account_service\/[^/?#]+\/bank_id\/(?:status|cancel)\/)[^/?#]+/i,
  /^(\/bankid-simulator\/orders\/)[^/?#]+/i,
  /^(\/eident-simulator\/[^/?#]+\/(?:interaction|auth)\/)[^/?#]+/i,
];

const MASK = '***';

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name.toLowerCase().replace(/[-_]/g, ''));
}

/** A request id or a record's id is never taken for a personal number by the digits it holds. */
export function isSecretValue(value: string): boolean {
  return !UUID.test(value) && SECRET_VALUES.some((shape) => shape.test(value));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path with each secret segment as ***: by the route's parameter name there, or by its value. */
function maskPath(path: string, routeUrl: string | undefined): string {
  const known = SECRET_SEGMENTS.find((pattern) => pattern.test(path));
  const segments = (known ? path.replace(known, `$1${MASK}`) : path).split('/');
  const pattern = routeUrl && !routeUrl.includes('*') ? routeUrl.split('/') : [];
  const aligned = pattern.length === segments.length;
  return segments
    .map((segment, index) => {
      const parameter = aligned ? /^:(\w+)$/.exec(pattern[index] ?? '')?.[1] : undefined;
      const secret = (parameter !== undefined && isSecretName(parameter)) || isSecretValue(decoded(segment));
      return secret ? MASK : segment;
    })
    .join('/');
}

/** The query with each secret parameter's value (and a name that is itself one) as ***. */
function maskQuery(query: string): string {
  const params = [...new URLSearchParams(query)];
  const isSecret = ([name, value]: [string, string]) =>
    isSecretName(name) || isSecretValue(name) || isSecretValue(value);
  if (!params.some(isSecret)) return query;
  const masked = params.map(([name, value]) =>
    isSecretValue(name) ? [MASK, MASK] : [name, isSecret([name, value]) ? MASK : value],
  );
  return new URLSearchParams(masked).toString();
}

/**
 * A request URL fit for the log: secrets and personal data in its path and query are ***.
 * `routeUrl` is the route it matched (`/system/user/changeemail/:token`), when it matched one.
 */
export function maskedRequestUrl(url: string, routeUrl?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const maskedPath = maskPath(path, routeUrl);
  return queryStart < 0 ? maskedPath : `${maskedPath}?${maskQuery(url.slice(queryStart + 1))}`;
}

/** Fastify's default request serializer, with the URL masked. */
export function requestLogSerializer(request: FastifyRequest) {
  // A route that hands the request on (the e-ident simulator) may rewrite raw.url; log what came in.
  const { originalUrl } = request.raw as IncomingMessage & { originalUrl?: string };
  return {
    method: request.method,
    url: maskedRequestUrl(originalUrl ?? request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger: masked request URLs, errors without their data. No headers are logged at
 * all: the request serializer writes none (so no cookie or authorization can reach the log) and
 * Fastify's response serializer only the status. Pino's `redact` of header paths was therefore
 * dead, and cost every log line a selective clone (4 % of a cached page's processor time).
 */
export function appLoggerOptions(
  level: AppConfig['logLevel'],
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: { req: requestLogSerializer, err: safeErrorSerializer },
  };
}
