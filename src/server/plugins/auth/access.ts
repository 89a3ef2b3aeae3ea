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

/** A full login (scope login): a private person's, or a board's acting for an association. */
export type FullLogin = LoginClaims & { scope: 'login' };
/** A board login: a full login acting for a housing association. */
export type BoardLogin = FullLogin & { associationId: string };
/** A private person's full login: acting for no association. */
export type PrivateLogin = FullLogin & { associationId?: undefined };
/** The short-lived token of a board login that must pick its association. */
export type ChooserLogin = LoginClaims & { scope: 'select-association' };

/** The login the access hook has checked, by the route's access: what `loginOf` returns. */
export type LoginOfAccess = {
  public: undefined;
  devTools: undefined;
  login: FullLogin;
  boardMember: BoardLogin;
  private: PrivateLogin;
  // A case handler's login never acts for an association (the hook refuses a board login).
  staff: PrivateLogin;
  chooseAssociation: ChooserLogin;
};

/** A request of a route with this access, as a helper of its handlers takes it. */
export type RequestOfAccess<A extends Access> = FastifyRequest & { login: LoginOfAccess[A] };

/** What each level asks of the caller, for the API document (kept beside the hook that enforces it). */
export const ACCESS_MEANINGS: Readonly<Record<Access, string>> = {
  public: 'anyone',
  login: 'a full login (401 UNAUTHORIZED without)',
  boardMember: 'a login acting for a housing association (403 FORBIDDEN otherwise)',
  private: "a private person's login, not a board login acting for an association (403 FORBIDDEN for one)",
  staff: 'the login of a case handler (403 FORBIDDEN for anyone else)',
  chooseAssociation: 'the short-lived token of a board login that must pick its association',
  devTools: 'developer tools on, on a host that is not preprod or prod (404 NOT_FOUND otherwise)',
};

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
      case 'private':
        request.login = await claimsOfScope(app, request, 'login');
        // A board login acts for its association: VIP, saved searches and the like are a person's.
        if (request.login.associationId)
          throw new HttpError('FORBIDDEN', 'Only a private login may do this, not a board login.');
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

/**
 * The login the access hook checked. A handler registered by `addEndpoint` passes its request,
 * whose `login` is typed by the contract's access (`EndpointRequest`): a `boardMember` route
 * gets a `BoardLogin` (its associationId a string), a `private` one a `PrivateLogin`, and a
 * public route `never` (it has no login to read). Any other request gets `LoginClaims`.
 */
export function loginOf<L extends LoginClaims | undefined>(request: { login: L }): NonNullable<L> {
  const login = request.login;
  if (!login) throw unauthorized();
  return login;
}
