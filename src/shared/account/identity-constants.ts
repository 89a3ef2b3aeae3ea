// Identity and session constants (platform §3, §4, §9).

import { jwtTokenCookie, loggedInCookie } from '../consent/cookie-table';

/** Identity methods; they are also the {provider} segment of the login paths (platform §7). */
export const IDENTITY_PROVIDERS = ['bank_id', 'eident', 'signicat'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** Which bank identity each country uses: BankID in Sweden, an e-ident broker in Norway, a signing service in Finland. */
export const PROVIDER_BY_COUNTRY = { SE: 'bank_id', NO: 'eident', FI: 'signicat' } as const;

export const AUTH_PURPOSES = ['login', 'loginBoardMember', 'register', 'update', 'booking'] as const;
export type AuthPurpose = (typeof AUTH_PURPOSES)[number];
export const LOGIN_CONTEXTS = ['private', 'board-member', 'private-case', 'board-member-case'] as const;
export type LoginContext = (typeof LOGIN_CONTEXTS)[number];

/** The login token's cookie: HttpOnly, so scripts never read the token. */
export const TOKEN_COOKIE = jwtTokenCookie.name;
/** Set and cleared with the token cookie but readable: tells the page a session may exist. */
export const SESSION_HINT_COOKIE = loggedInCookie.name;
export const TOKEN_LIFETIME_MINUTES = 60;
/** The client refreshes when less than this remains (platform §4 "Token flow"). */
export const TOKEN_REFRESH_THRESHOLD_MINUTES = 30;
/** While logged in the client checks the session this often (flows §4.3). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** The client polls the BankID status this often; the portal calls collect at most every 2 s. */
export const BANKID_POLL_INTERVAL_MS = 1_000;
export const BANKID_COLLECT_MIN_INTERVAL_MS = 2_000;
/** A returned session code is used after this short delay (platform §7). */
export const SESSION_CODE_DELAY_MS = 500;
