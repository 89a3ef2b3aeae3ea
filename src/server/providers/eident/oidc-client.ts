import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Environment } from '../../../shared/sites/site-types';
import { HttpError } from '../../http-error';
import { EIDENT_RETURN_PATH, SCOPE, simulatorClientCredentials, simulatorIssuer } from './simulator';
import type { EidentCountry } from './test-identities';

// The portal's side of the e-ident brokers: openid-client against the configured issuer of
// a country (config.eident.no / .fi), or the bundled simulator of the site origin. Nothing
// here keeps per-login state: state, nonce and PKCE verifier live in identity_sessions.

export interface EidentBroker {
  config: client.Configuration;
  /** The site's return page; the broker sends the browser back here with code and state. */
  redirectUri: string;
  /** Whether this is the bundled simulator (only outside preprod and prod). */
  simulated: boolean;
}

const discovered = new Map<string, Promise<client.Configuration>>();

function cached(key: string, discover: () => Promise<client.Configuration>): Promise<client.Configuration> {
  let config = discovered.get(key);
  if (!config) {
    config = discover();
    // A failed discovery is tried again on the next login.
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}

/** Back-channel calls to the in-process simulator go through app.inject: *.localhost does not resolve in Node. */
function injectFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const body = options.body;
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      // The simulator takes host and protocol from the site origin, not from these headers.
      headers: { ...headers, host: target.host },
      payload:
        body === undefined || body === null
          ? undefined
          : typeof body === 'string' || body instanceof URLSearchParams
            ? String(body)
            : Buffer.from(body as ArrayBuffer),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = [204, 205, 304].includes(response.statusCode);
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

export async function eidentBroker(
  app: FastifyInstance,
  country: EidentCountry,
  origin: string,
  environment: Environment,
): Promise<EidentBroker> {
  const redirectUri = `${origin}${EIDENT_RETURN_PATH}`;
  const configured = country === 'NO' ? app.config.eident?.no : app.config.eident?.fi;
  if (configured) {
    const config = await cached(`configured ${country}`, () =>
      client.discovery(new URL(configured.issuer), configured.clientId, configured.clientSecret),
    );
    return { config, redirectUri, simulated: false };
  }
  if (!app.config.simulators || environment === 'preprod' || environment === 'prod') {
    throw new HttpError('SERVICE_UNAVAILABLE', 'E-identification is not configured for this country');
  }
  const issuer = simulatorIssuer(country, origin);
  const { clientId, clientSecret } = simulatorClientCredentials();
  const config = await cached(`simulator ${issuer}`, () =>
    client.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      [client.customFetch]: injectFetch(app),
      // Local hosts are plain http.
      execute: origin.startsWith('http:') ? [client.allowInsecureRequests] : [],
    }),
  );
  return { config, redirectUri, simulated: true };
}

export interface AuthorizationRequest {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function buildAuthorizationRequest(
  broker: EidentBroker,
  locale: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(broker.config, {
    redirect_uri: broker.redirectUri,
    scope: SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    // A bank identity login always authenticates anew, never on a broker session.
    prompt: 'login',
    ui_locales: locale,
  });
  return { authorizationUrl: url.href, state, nonce, codeVerifier };
}

export interface CodeExchange {
  code: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Redeems the code with the PKCE verifier and checks state and nonce; the ID token's claims. */
export async function exchangeCode(
  broker: EidentBroker,
  exchange: CodeExchange,
): Promise<Record<string, unknown>> {
  const callback = new URL(broker.redirectUri);
  callback.searchParams.set('code', exchange.code);
  callback.searchParams.set('state', exchange.state);
  // The return page passes code and state only; the session belongs to exactly one issuer,
  // so the issuer a broker would add (RFC 9207) is known here.
  const metadata = broker.config.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported)
    callback.searchParams.set('iss', metadata.issuer);
  const tokens = await client.authorizationCodeGrant(broker.config, callback, {
    pkceCodeVerifier: exchange.codeVerifier,
    expectedState: exchange.state,
    expectedNonce: exchange.nonce,
    idTokenExpected: true,
  });
  return { ...(tokens.claims() ?? {}) };
}
