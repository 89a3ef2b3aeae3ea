import type { z } from 'zod';
import { providerStartResponseSchema } from '../../../shared/account/account-schemas';
import type { AuthPurpose, IdentityProvider, LoginContext } from '../../../shared/account/identity-constants';
import { type LoginResult, loginResultSchema } from '../../../shared/account/login-outcomes';
import type { Environment } from '../../../shared/sites/site-types';
import { authFetch, postJson } from '../../ui/session/browser-token';

// The login calls of platform §7 "Account". Every answer is a login result; a network failure
// or an unreadable answer is the outcome Error ("something went wrong", platform §7).

const FAILED: LoginResult = { status: 'Error' };

export type ProviderStartResponse = z.infer<typeof providerStartResponseSchema>;

async function readResult(response: Response): Promise<LoginResult> {
  try {
    const parsed = loginResultSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : FAILED;
  } catch {
    return FAILED;
  }
}

async function call(run: () => Promise<Response>): Promise<LoginResult> {
  try {
    return await readResult(await run());
  } catch {
    return FAILED;
  }
}

export function emailLogin(input: {
  email: string;
  password: string;
  siteId: string;
  context: LoginContext;
  returnUrl: string;
}): Promise<LoginResult> {
  return call(() => postJson('/account_service/login/email', input, ''));
}

/** The path family of a bank-identity session (platform §7): login, or register with its own paths. */
export type IdentityFlow = 'login' | 'register';

export interface StartInput {
  returnUrl: string;
  environment: Environment;
  purpose: AuthPurpose;
  context: LoginContext;
  personalNumber?: string;
}

/** POST /account_service/{flow}/{provider}/start; null when the session could not start. */
export async function startIdentitySession(
  provider: IdentityProvider,
  input: StartInput,
  flow: IdentityFlow = 'login',
): Promise<ProviderStartResponse | null> {
  try {
    const response = await postJson(`/account_service/${flow}/${provider}/start`, input, '');
    if (!response.ok) return null;
    const parsed = providerStartResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function bankIdStatus(sessionId: string, flow: IdentityFlow = 'login'): Promise<LoginResult> {
  return call(() =>
    authFetch(`/account_service/${flow}/bank_id/status/${encodeURIComponent(sessionId)}`, {}, ''),
  );
}

export async function cancelBankId(sessionId: string, flow: IdentityFlow = 'login'): Promise<void> {
  try {
    await postJson(`/account_service/${flow}/bank_id/cancel/${encodeURIComponent(sessionId)}`, {}, '');
  } catch {
    // the order expires on its own
  }
}

/** ChooseBoardMember: picks one association with the bearer the outcome handed out. */
export function selectAssociation(
  provider: IdentityProvider | 'email',
  associationId: string,
  bearer: string,
): Promise<LoginResult> {
  return call(() =>
    authFetch(
      `/account_service/login/${provider}/status/board_member/select/${encodeURIComponent(associationId)}`,
      {},
      bearer,
    ),
  );
}

/** POST /system/user/forgotpassword; the answer never says whether the address exists. */
export async function requestPasswordReset(email: string): Promise<boolean> {
  try {
    const response = await postJson('/system/user/forgotpassword', { email }, '');
    return response.ok;
  } catch {
    return false;
  }
}
