import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  SESSION_HINT_COOKIE,
  TOKEN_COOKIE,
  TOKEN_LIFETIME_MINUTES,
} from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { AppConfig } from '../../config/env';
import { authTokens, users } from '../../db/schema';

// Login tokens (platform §3 "Decoded login token", §4 "Token flow"): HS256 JWTs whose jti is
// recorded in auth_tokens, so logout and refresh can revoke a token before its expiry.

/** What a token may be used for: a full login, choosing a board association, or finishing a bank-identity registration. */
export type TokenScope = 'login' | 'select-association' | 'register';

export interface LoginClaims {
  userId: string;
  jti: string;
  /** Whether the login was by bank identity. */
  bankId: boolean;
  scope: TokenScope;
  /** Board login: the association the token acts for. */
  associationId?: string;
  /** select-association scope: the associations the login offered (ChooseBoardMember). */
  offeredAssociationIds?: string[];
  expiresAt: Date;
  /**
   * Whether the user has the editor role (flows §6 "edit-mode user"). Not a claim of the token:
   * it is read with the token's record on every request, so taking the role away counts at once.
   */
  isEditor: boolean;
}

export interface SignOptions {
  userId: string;
  bankId: boolean;
  scope?: TokenScope;
  associationId?: string;
  /** select-association scope: exactly the associations the chooser may pick from. */
  offeredAssociationIds?: string[];
  /** Tests only: a lifetime other than 60 minutes; a negative one signs an already expired token. */
  lifetimeSeconds?: number;
}

const TOKEN_LIFETIME_SECONDS = TOKEN_LIFETIME_MINUTES * 60;
const encodedKeys = new WeakMap<AppConfig, Uint8Array[]>();

/** The configured keys (JWT_SECRET), encoded once per configuration: the first signs, all verify. */
function keysOf(app: FastifyInstance): Uint8Array[] {
  let keys = encodedKeys.get(app.config);
  if (!keys) {
    const secrets = app.config.jwtSecrets;
    if (secrets.length === 0) throw new Error('config.jwtSecrets is empty: no key signs login tokens');
    keys = secrets.map((secret) => new TextEncoder().encode(secret));
    encodedKeys.set(app.config, keys);
  }
  return keys;
}

/** The verified payload under the first key whose signature matches, or null. */
async function verifiedPayload(app: FastifyInstance, token: string): Promise<Record<string, unknown> | null> {
  for (const key of keysOf(app)) {
    try {
      return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
    } catch (error) {
      // Signed with an older (or unknown) key: the next one may match.
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) continue;
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
  return null;
}

export async function signLoginToken(
  app: FastifyInstance,
  options: SignOptions,
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = randomUUID();
  const issuedAt = Math.floor(Date.now() / 1000);
  const lifetime = options.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS;
  const exp = issuedAt + lifetime;
  const payload: Record<string, unknown> = { bank_id: options.bankId, scope: options.scope ?? 'login' };
  if (options.associationId) payload.association_id = options.associationId;
  if (options.offeredAssociationIds) payload.offered_associations = options.offeredAssociationIds;
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.userId)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(keysOf(app)[0]);
  const expiresAt = new Date(exp * 1000);
  await app.database.db
    .insert(authTokens)
    .values({ jti, userId: options.userId, issuedAt: new Date(issuedAt * 1000), expiresAt });
  return { token, jti, expiresAt };
}

/**
 * The claims of a valid token, with its user's editor role, or null when it is malformed, forged,
 * expired or revoked.
 */
export async function verifyLoginToken(app: FastifyInstance, token: string): Promise<LoginClaims | null> {
  const payload = await verifiedPayload(app, token);
  if (!payload) return null;
  const { sub, jti, exp } = payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
  if (!/^[0-9a-f-]{36}$/i.test(jti)) return null;
  const [row] = await app.database.db
    .select({ isEditor: users.isEditor })
    .from(authTokens)
    .leftJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.jti, jti), eq(authTokens.userId, sub), isNull(authTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  const scope = payload.scope;
  return {
    userId: sub,
    jti,
    bankId: payload.bank_id === true,
    scope: scope === 'select-association' || scope === 'register' ? scope : 'login',
    associationId: typeof payload.association_id === 'string' ? payload.association_id : undefined,
    offeredAssociationIds: stringList(payload.offered_associations),
    expiresAt: new Date(exp * 1000),
    isEditor: row.isEditor === true,
  };
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

export async function revokeToken(app: FastifyInstance, jti: string): Promise<void> {
  await app.database.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.jti, jti), isNull(authTokens.revokedAt)));
}

/** The bearer header's token; an empty bearer (platform §7 sends one when logged out) counts as none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : undefined;
}

/** The bearer header wins over the cookie. */
export function readRequestToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return bearerToken(request) ?? (cookie ? cookie : undefined);
}

/** The logged-in user's claims (scope login only), or null for anonymous visitors. */
export async function readLogin(app: FastifyInstance, request: FastifyRequest): Promise<LoginClaims | null> {
  const token = readRequestToken(request);
  if (!token) return null;
  const claims = await verifyLoginToken(app, token);
  return claims?.scope === 'login' ? claims : null;
}

function cookieOptions(reply: FastifyReply) {
  const environment = reply.request.siteContext?.environment ?? 'local';
  // platform §9: cookies are secure except on local, and SameSite lax.
  return { path: '/', sameSite: 'lax' as const, secure: environment !== 'local' };
}

/**
 * Sets the jwtToken cookie of a login answer: only for an Ok answer that carries a token. The
 * token cookie is HttpOnly (a script injected into a page cannot carry it off); the readable
 * logged-in cookie beside it holds nothing but tells the page to ask /account_service/session.
 */
export function issueLoginSession(reply: FastifyReply, result: LoginResult): LoginResult {
  if (result.status === 'Ok' && result.token) {
    const options = { ...cookieOptions(reply), maxAge: TOKEN_LIFETIME_SECONDS };
    reply.setCookie(TOKEN_COOKIE, result.token, { ...options, httpOnly: true });
    reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
  }
  return result;
}

export function clearLoginSession(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { ...cookieOptions(reply), httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, cookieOptions(reply));
}
