import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { SigningResult } from '../../../shared/signing/signing-contracts';
import type { SigningProvider } from '../../../shared/signing/signing-endpoints';
import { identityFromClaims } from '../../providers/eident/claims';
import { type EidentBroker, eidentBroker } from '../../providers/eident/oidc-client';
import { SCOPE } from '../../providers/eident/simulator';
import type { EidentCountry } from '../../providers/eident/test-identities';
import { completeSigning } from './signature-completion';
import type { SignerRole } from './signature-repository';
import { expectedSigner } from './signer-identity';
import { findDocument } from './signing-repository';
import {
  claimBrokerSession,
  finishSigningSession,
  insertSigningSession,
  type SigningSession,
  signingOf,
} from './signing-sessions';
import { type SigningCaller, signableDocument } from './signing-start';

// Signing in Norway and Finland through the e-ident brokers (ADR 0009). The brokers offer
// authentication, not document signing, so the signature is an OpenID Connect authentication
// bound to the document: the nonce is SHA-256 over the session id and the document's SHA-256,
// the broker signs it into the ID token, and the return checks the token's nonce, that the
// stored PDF still has that hash, and that the national id is the signer's: the document owner's,
// or the co-buyer's as given at the personal-information step.

const SESSION_MINUTES = 15;
const COUNTRY_OF: Readonly<Record<'eident' | 'signicat', EidentCountry>> = { eident: 'NO', signicat: 'FI' };

/** The nonce that commits an authentication to one document hash. */
export function signingNonce(sessionId: string, sha256: string): string {
  return createHash('sha256').update(`hemvist-sign:${sessionId}:${sha256}`).digest('base64url');
}

export async function startBrokerSigning(
  app: FastifyInstance,
  caller: SigningCaller,
  provider: 'eident' | 'signicat',
  input: { documentId: string; returnUrl: string; signer?: SignerRole },
) {
  const { document, signer } = await signableDocument(
    app,
    caller,
    input.documentId,
    provider,
    input.signer ?? 'buyer',
  );
  const broker = await eidentBroker(app, COUNTRY_OF[provider], caller.origin, caller.environment);
  const sessionId = randomUUID();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = signingNonce(sessionId, document.sha256);
  const url = client.buildAuthorizationUrl(broker.config, {
    redirect_uri: broker.redirectUri,
    scope: SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'login',
    ui_locales: caller.locale,
  });
  const now = new Date();
  await insertSigningSession(app.database.db, {
    id: sessionId,
    provider,
    siteKey: caller.siteKey,
    environment: caller.environment,
    returnUrl: input.returnUrl,
    signing: { documentId: document.id, userId: caller.userId, sha256: document.sha256, signer: signer.role },
    oidc: { state, nonce, codeVerifier },
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000),
  });
  return { sessionId, authorizationUrl: url.href };
}

/** Redeems the code (PKCE, state and nonce checked by openid-client): the ID token and its claims. */
async function redeem(broker: EidentBroker, code: string, state: string, session: SigningSession) {
  const callback = new URL(broker.redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', state);
  const metadata = broker.config.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported)
    callback.searchParams.set('iss', metadata.issuer);
  const tokens = await client.authorizationCodeGrant(broker.config, callback, {
    pkceCodeVerifier: session.codeVerifier ?? '',
    expectedState: state,
    expectedNonce: session.oidcNonce ?? '',
    idTokenExpected: true,
  });
  return {
    idToken: tokens.id_token ?? '',
    claims: { ...(tokens.claims() ?? {}) } as Record<string, unknown>,
  };
}

export async function finishBrokerSigning(
  app: FastifyInstance,
  caller: SigningCaller,
  provider: 'eident' | 'signicat',
  input: { code?: string; error?: string; state: string },
  log: FastifyBaseLogger,
): Promise<SigningResult> {
  const db = app.database.db;
  const session = await claimBrokerSession(
    db,
    provider as SigningProvider,
    input.state,
    caller.userId,
    new Date(),
  );
  if (!session || session.siteKey !== caller.siteKey) return { status: 'Error' };
  const done = async (status: 'complete' | 'failed' | 'cancelled', result: SigningResult) => {
    await finishSigningSession(db, session, status, result, false);
    return result;
  };
  if (input.error || !input.code) {
    return input.error === 'access_denied'
      ? done('cancelled', { status: 'Cancelled' })
      : done('failed', { status: 'Error' });
  }
  const binding = signingOf(session);
  const document = binding ? await findDocument(db, binding.documentId) : undefined;
  const role = binding?.signer ?? 'buyer';
  const signer = document ? await expectedSigner(db, document, role) : undefined;
  if (!binding || !document || !signer) return done('failed', { status: 'Error' });
  let redeemed: Awaited<ReturnType<typeof redeem>>;
  try {
    const broker = await eidentBroker(app, COUNTRY_OF[provider], caller.origin, caller.environment);
    // platform §7: the code may arrive with its plus signs read as spaces.
    redeemed = await redeem(broker, input.code.replaceAll(' ', '+'), input.state, session);
  } catch (error) {
    const { code, error: oauthError } = error as { code?: string; error?: string };
    log.warn({ provider, code, oauthError }, 'e-ident signing: code exchange failed');
    return done('failed', { status: 'Error' });
  }
  // The broker signed this nonce; it must commit to the hash of the document as it is now.
  if (redeemed.claims.nonce !== signingNonce(session.id, document.sha256))
    return done('failed', { status: 'Error', reason: 'DOCUMENT_CHANGED' });
  const identity = identityFromClaims(COUNTRY_OF[provider], redeemed.claims);
  if (!identity || !signer.nationalId || identity.nationalId.toUpperCase() !== signer.nationalId)
    return done('failed', { status: 'Error', reason: 'WRONG_PERSON' });
  const name = [identity.givenName, identity.familyName].filter(Boolean).join(' ') || 'e-ident';
  const result = await completeSigning(app, {
    document,
    signer: role,
    signedSha256: binding.sha256,
    signerName: name,
    provider,
    signature: redeemed.idToken,
    signedAt: new Date(),
  });
  return done(result.status === 'Complete' ? 'complete' : 'failed', result);
}
