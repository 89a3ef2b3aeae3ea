import { type LoginResult, loginResultSchema } from '../../../shared/account/login-outcomes';
import { authFetch, postJson } from '../../ui/session/browser-token';

// The account and user-proxy calls of platform §7 used by the account pages. A network
// failure or unreadable answer is the outcome Error ("something went wrong").

async function asLoginResult(run: () => Promise<Response>): Promise<LoginResult> {
  try {
    const response = await run();
    if (response.status === 400) return { status: 'InvalidInput' };
    const parsed = loginResultSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : { status: 'Error' };
  } catch {
    return { status: 'Error' };
  }
}

async function succeeded(run: () => Promise<Response>): Promise<boolean> {
  try {
    return (await run()).ok;
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
}

/** POST /account_service/register; a bank-identified person sends the register bearer. */
export const register = (input: RegisterInput, registerToken?: string) =>
  asLoginResult(() =>
    postJson('/account_service/register', { ...input, consent: true, vip: false }, registerToken),
  );

export const giveConsent = (siteId: string) =>
  asLoginResult(() => postJson('/account_service/consent', { siteId }));

export const setPassword = (token: string, password: string) =>
  succeeded(() => postJson('/system/user/setpassword', { token, password }, ''));

export const triggerChangeEmail = (newEmail: string) =>
  succeeded(() => postJson('/system/user/triggerchangeemail', { newEmail }));

export const confirmChangeEmail = (token: string) =>
  succeeded(() => authFetch(`/system/user/changeemail/${encodeURIComponent(token)}`));

/** POST /account_service/{flow}/{provider}/status with the broker's code (spaces read as plus). */
export const identityStatus = (
  provider: string,
  input: { code: string; environment: string; state?: string },
  flow: 'login' | 'register' = 'login',
) =>
  asLoginResult(() =>
    postJson(
      `/account_service/${flow}/${encodeURIComponent(provider)}/status`,
      { ...input, code: input.code.replaceAll(' ', '+') },
      '',
    ),
  );

export const selectAssociation = (provider: string, associationId: string, bearer: string) =>
  asLoginResult(() =>
    authFetch(
      `/account_service/login/${encodeURIComponent(provider)}/status/board_member/select/${encodeURIComponent(associationId)}`,
      {},
      bearer,
    ),
  );
