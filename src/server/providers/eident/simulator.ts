import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { HttpError } from '../../http-error';
import { MemoryAdapter } from './memory-adapter';
import type { EidentCountry, SimulatedIdentity } from './test-identities';

// The bundled e-ident simulator: one oidc-provider per country and site origin, so its issuer
// and the portal's return page share the host the browser is on (no.localhost:3000,
// test.hemvist.no, …). Keys, cookie keys and the portal's client secret are made once per
// process; the simulator keeps its state in memory (it stands in for an external broker).

export const SIMULATOR_CLIENT_ID = 'hemvist-portal';
/** The fixed return path on every site; the portal registers it as the redirect URI. */
export const EIDENT_RETURN_PATH = '/eident-return/';
export const SCOPE = 'openid profile nin';

export function simulatorPrefix(country: EidentCountry): string {
  return `/eident-simulator/${country.toLowerCase()}`;
}

export function simulatorIssuer(country: EidentCountry, origin: string): string {
  return `${origin}${simulatorPrefix(country)}`;
}

const clientSecret = randomBytes(32).toString('base64url');
const cookieKeys = [randomBytes(32).toString('base64url')];
let signingKey: Promise<JWK> | undefined;

/** The portal's credentials at the simulator (both live in this process). */
export function simulatorClientCredentials(): { clientId: string; clientSecret: string } {
  return { clientId: SIMULATOR_CLIENT_ID, clientSecret };
}

function privateSigningKey(): Promise<JWK> {
  signingKey ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey }) => ({
    ...(await exportJWK(privateKey)),
    kid: `sim-${randomBytes(6).toString('hex')}`,
    alg: 'RS256',
    use: 'sig',
  }));
  return signingKey;
}

/** The simulator's account id carries the whole identity, so it needs no account store. */
export function accountIdOf(identity: SimulatedIdentity): string {
  return Buffer.from(JSON.stringify(identity)).toString('base64url');
}

function identityOfAccountId(accountId: string): SimulatedIdentity | null {
  try {
    const parsed = JSON.parse(Buffer.from(accountId, 'base64url').toString('utf8')) as SimulatedIdentity;
    return typeof parsed.nationalId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export interface SimulatorInstance {
  provider: Provider;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

const instances = new Map<string, Promise<SimulatorInstance>>();
/** Sites × the few ports a developer uses; far more than any real setup needs. */
const MAX_INSTANCES = 64;

async function createInstance(country: EidentCountry, origin: string): Promise<SimulatorInstance> {
  const issuer = simulatorIssuer(country, origin);
  const prefix = simulatorPrefix(country);
  const cookiePrefix = `eident_sim_${country.toLowerCase()}`;
  const provider = new Provider(issuer, {
    adapter: (name: string) => new MemoryAdapter(`${issuer} ${name}`),
    clients: [
      {
        client_id: SIMULATOR_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}${EIDENT_RETURN_PATH}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx: unknown, sub: string) => {
      const identity = identityOfAccountId(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          given_name: identity.givenName,
          family_name: identity.familyName,
          name: `${identity.givenName} ${identity.familyName}`,
          [identity.claim]: identity.nationalId,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name'],
      nin: ['socialno', 'nin', 'hetu'],
    },
    // The portal reads everything from the ID token, as it does with the real brokers.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true, methods: ['S256'] },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${prefix}/interaction/${interaction.uid}`,
    },
    cookies: {
      keys: cookieKeys,
      names: {
        session: `${cookiePrefix}_session`,
        interaction: `${cookiePrefix}_interaction`,
        resume: `${cookiePrefix}_resume`,
      },
    },
    jwks: { keys: [await privateSigningKey()] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 120,
      IdToken: 600,
      Interaction: 900,
      Session: 900,
      Grant: 900,
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `E-ident simulator error: ${out.error ?? 'error'}${out.error_description ? ` (${out.error_description})` : ''}`;
    },
  });
  // Behind the portal's proxy the forwarded protocol decides http or https.
  provider.proxy = true;
  return { provider, handle: provider.callback() };
}

/** The simulator of a country on a site origin (e.g. http://no.localhost:3000), made on first use. */
export function simulatorFor(country: EidentCountry, origin: string): Promise<SimulatorInstance> {
  const issuer = simulatorIssuer(country, origin);
  let instance = instances.get(issuer);
  if (!instance && instances.size >= MAX_INSTANCES) {
    // Host headers with ever new ports must not grow the process without bound.
    throw new HttpError('SERVICE_UNAVAILABLE', 'The e-ident simulator serves no more hosts');
  }
  if (!instance) {
    instance = createInstance(country, origin);
    instances.set(issuer, instance);
  }
  return instance;
}
