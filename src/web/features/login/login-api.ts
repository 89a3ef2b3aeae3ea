import type { z } from 'zod';
import type { emailLoginContract, forgotPasswordContract } from '../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/account-endpoints';
import type { providerStartResponseSchema } from '../../../shared/account/account-schemas';
import type { AuthPurpose, IdentityProvider, LoginContext } from '../../../shared/account/identity-constants';
import type { bankIdContracts, brokerContracts } from '../../../shared/account/identity-contracts';
import { bankIdEndpoints, brokerEndpoints } from '../../../shared/account/identity-endpoints';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { Environment } from '../../../shared/sites/site-types';
import { callEndpoint, endpointRequest } from '../../ui/api/call-endpoint';
import { readLoginResult } from '../../ui/api/login-results';

// The login calls of platform §7 "Account", through the contract fetcher; every answer is
// read as a login result (read-login-result.ts).

export type ProviderStartResponse = z.infer<typeof providerStartResponseSchema>;

export function emailLogin(input: {
  email: string;
  password: string;
  siteId: string;
  context: LoginContext;
  returnUrl: string;
}): Promise<LoginResult> {
  return readLoginResult(() =>
    endpointRequest<typeof emailLoginContract>(ACCOUNT_ENDPOINTS.emailLogin, { body: input }, { token: '' }),
  );
}

/**
 * The path family of a bank-identity session (platform §7): login, register with its own paths,
 * or update (adding a bank identity to the account, as the case flow asks, flows §4.2).
 */
export type IdentityFlow = 'login' | 'register' | 'update';

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
    const options = { token: '' };
    if (provider === 'bank_id') {
      type Start = ReturnType<typeof bankIdContracts<IdentityFlow>>['start'];
      return await callEndpoint<Start>(bankIdEndpoints(flow).start, { body: input }, options);
    }
    type Start = ReturnType<typeof brokerContracts<IdentityFlow, typeof provider>>['start'];
    return await callEndpoint<Start>(brokerEndpoints(flow, provider).start, { body: input }, options);
  } catch {
    return null;
  }
}

type BankIdContracts = ReturnType<typeof bankIdContracts<IdentityFlow>>;

export function bankIdStatus(
  sessionId: string,
  flow: IdentityFlow = 'login',
  signal?: AbortSignal,
): Promise<LoginResult> {
  return readLoginResult(() =>
    endpointRequest<BankIdContracts['status']>(
      bankIdEndpoints(flow).status,
      { params: { sessionId } },
      { token: '', signal },
    ),
  );
}

export async function cancelBankId(sessionId: string, flow: IdentityFlow = 'login'): Promise<void> {
  try {
    await endpointRequest<BankIdContracts['cancel']>(
      bankIdEndpoints(flow).cancel,
      { params: { sessionId } },
      { token: '' },
    );
  } catch {
    // the order expires on its own
  }
}

/** POST /system/user/forgotpassword; the answer never says whether the address exists. */
export async function requestPasswordReset(email: string): Promise<boolean> {
  try {
    await callEndpoint<typeof forgotPasswordContract>(
      ACCOUNT_ENDPOINTS.forgotPassword,
      { body: { email } },
      { token: '' },
    );
    return true;
  } catch {
    return false;
  }
}
