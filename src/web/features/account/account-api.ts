import type {
  changeEmailContract,
  consentContract,
  registerContract,
  setPasswordContract,
  triggerChangeEmailContract,
} from '../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/account-endpoints';
import type { brokerContracts } from '../../../shared/account/identity-contracts';
import {
  type BrokerProvider,
  brokerEndpoints,
  isBrokerProvider,
} from '../../../shared/account/identity-endpoints';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import type { Environment } from '../../../shared/sites/site-types';
import { ApiRequestError, callEndpoint, endpointRequest } from '../../ui/api/call-endpoint';
import { readLoginResult } from '../../ui/api/login-results';

// The account and user-proxy calls of platform §7 used by the account pages, through the
// contract fetcher; login-shaped answers are read by read-login-result.ts.

async function succeeded(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  newsLetter: boolean;
  siteId: string;
  /** The page to come back to after registering (a path of this site). */
  returnUrl?: string;
}

/** POST /account_service/register; a bank-identified person sends the register bearer. */
export const register = (input: RegisterInput, registerToken?: string) =>
  readLoginResult(() =>
    endpointRequest<typeof registerContract>(
      ACCOUNT_ENDPOINTS.register,
      { body: { ...input, consent: true, vip: false } },
      { token: registerToken },
    ),
  );

export const giveConsent = (siteId: string) =>
  readLoginResult(() =>
    endpointRequest<typeof consentContract>(ACCOUNT_ENDPOINTS.consent, { body: { siteId } }),
  );

export const setPassword = (token: string, password: string) =>
  succeeded(() =>
    callEndpoint<typeof setPasswordContract>(
      ACCOUNT_ENDPOINTS.setPassword,
      { body: { token, password } },
      { token: '' },
    ),
  );

export const triggerChangeEmail = (newEmail: string) =>
  succeeded(() =>
    callEndpoint<typeof triggerChangeEmailContract>(ACCOUNT_ENDPOINTS.triggerChangeEmail, {
      body: { newEmail },
    }),
  );

/**
 * 'ok', or the error key of platform §5 the server gave (emailVerificationCodeWrong for a wrong,
 * used or expired link, emailInUse for a taken address); 'failed' when it gave none.
 */
export async function confirmChangeEmail(token: string): Promise<string> {
  try {
    await callEndpoint<typeof changeEmailContract>(ACCOUNT_ENDPOINTS.changeEmail, { params: { token } });
    return 'ok';
  } catch (error) {
    return (error instanceof ApiRequestError && error.issues[0]?.message) || 'failed';
  }
}

/** POST /account_service/{flow}/{provider}/status with the broker's code (spaces read as plus). */
export const identityStatus = (
  provider: string,
  input: { code: string; environment: string; state?: string },
  flow: 'login' | 'register' | 'update' = 'login',
  signal?: AbortSignal,
) => {
  if (!isBrokerProvider(provider)) return Promise.resolve<LoginResult>({ status: 'Error' });
  type Status = ReturnType<typeof brokerContracts<typeof flow, BrokerProvider>>['status'];
  return readLoginResult(() =>
    endpointRequest<Status>(
      brokerEndpoints(flow, provider).status,
      {
        body: {
          ...input,
          environment: input.environment as Environment,
          code: input.code.replaceAll(' ', '+'),
        },
      },
      { token: '', signal },
    ),
  );
};
