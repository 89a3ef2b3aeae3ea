import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Contract } from '../../../shared/api/contract';
import { HttpError } from '../../http-error';
import { type LoginClaims, readRequestToken, verifyLoginToken } from './login-tokens';
import { isStaffMember } from './staff-members';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs; routes registered from a contract always say (default public). */
    access?: Access;
    /** The contract the route was registered from (the error handler reads its error codes). */
    contract?: Contract;
  }
  interface FastifyRequest {
    /** The caller's verified token claims, set by the access hook on every non-public route. */
    login: LoginClaims | undefined;
  }
}

const unauthorized = () => new HttpError('UNAUTHORIZED', 'Log in to continue.');

/** The claims of a token of exactly this scope, or 401. */
async function claimsOfScope(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: LoginClaims['scope'],
): Promise<LoginClaims> {
  const token = readRequestToken(request);
  const claims = token ? await verifyLoginToken(app, token) : null;
  if (!claims || claims.scope !== scope) throw unauthorized();
  return claims;
}

// Access is declared, not coded (CONVENTIONS, fastify/demo): each route's declaration names
// what it needs, and this one hook enforces it before the body is parsed or the handler runs,
// so a caller without the right login learns nothing about the route's validation either.
export function registerAccessHook(app: FastifyInstance): void {
  app.decorateRequest('login', undefined);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access ?? 'public';
    switch (access) {
      case 'public':
        return;
      case 'devTools':
        if (!request.siteContext?.devTools)
          throw new HttpError('NOT_FOUND', `No route for ${request.method} ${request.url}`);
        return;
      case 'login':
        request.login = await claimsOfScope(app, request, 'login');
        return;
      case 'boardMember':
        request.login = await claimsOfScope(app, request, 'login');
        if (!request.login.associationId)
          throw new HttpError('FORBIDDEN', 'Only a board member acting for an association may do this.');
        return;
      case 'staff':
        request.login = await claimsOfScope(app, request, 'login');
        // A board login acts for its association, never as a case handler.
        if (request.login.associationId || !(await isStaffMember(app.database.db, request.login.userId)))
          throw new HttpError('FORBIDDEN', 'Only a case handler may do this.');
        return;
      case 'chooseAssociation':
        request.login = await claimsOfScope(app, request, 'select-association');
        return;
    }
  });
}

/** The login of a route whose access is not public (the hook has checked it). */
export function loginOf(request: FastifyRequest): LoginClaims {
  if (!request.login) throw unauthorized();
  return request.login;
}
