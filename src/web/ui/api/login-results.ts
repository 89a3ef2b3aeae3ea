import type { selectAssociationContract } from '../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/account-endpoints';
import type { IdentityProvider } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { endpointRequest } from './call-endpoint';

// Every login and account call answers a login result (platform §4). A malformed request is
// InvalidInput; a network failure or an answer without a status is the outcome Error
// ("something went wrong", platform §7).
export async function readLoginResult(run: () => Promise<Response>): Promise<LoginResult> {
  try {
    const response = await run();
    if (response.status === 400) return { status: 'InvalidInput' };
    const answer = (await response.json()) as Partial<LoginResult>;
    return typeof answer?.status === 'string' ? (answer as LoginResult) : { status: 'Error' };
  } catch {
    return { status: 'Error' };
  }
}

/** ChooseBoardMember: picks one association with the bearer the outcome handed out. */
export function selectAssociation(
  provider: IdentityProvider | 'email',
  associationId: string,
  bearer: string,
): Promise<LoginResult> {
  return readLoginResult(() =>
    endpointRequest<typeof selectAssociationContract>(
      ACCOUNT_ENDPOINTS.selectAssociation,
      { params: { provider, id: associationId } },
      { token: bearer },
    ),
  );
}
