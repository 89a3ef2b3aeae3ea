import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import {
  type LoginClaims,
  readLogin,
  readRequestToken,
  type TokenScope,
  verifyLoginToken,
} from './token-service';

/** The logged-in user's claims, or 401 when there is no valid, unrevoked login token. */
export async function requireLogin(app: FastifyInstance, request: FastifyRequest): Promise<LoginClaims> {
  const claims = await readLogin(app, request);
  if (!claims) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
  return claims;
}

/** A bearer of exactly this scope (e.g. the association chooser), or 401. */
export async function requireScope(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TokenScope,
): Promise<LoginClaims> {
  const token = readRequestToken(request);
  const claims = token ? await verifyLoginToken(app, token) : null;
  if (!claims || claims.scope !== scope) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
  return claims;
}
