import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { logoutContract } from '../../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../../shared/account/account-endpoints';
import { endpointRequest } from '../../api/call-endpoint';
import { forgetSession } from './session';

// POST /account_service/logout: the server forgets the token and clears its cookies; the page
// forgets the session whatever the answer, so a logout never fails for the person.

export async function postLogout(): Promise<void> {
  try {
    await endpointRequest<typeof logoutContract>(ACCOUNT_ENDPOINTS.logout, { body: undefined });
  } catch {
    // no answer: the session is forgotten on this page all the same
  }
}

export const logoutMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ['logout'],
  mutationFn: postLogout,
  onSettled: () => forgetSession(queryClient),
});

/** The logout as a mutation for components (the user menu, the expiry modal). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation(logoutMutationOptions(queryClient));
}

/** The same mutation run without a component's observer (useSession().logout). */
export function runLogout(queryClient: QueryClient): Promise<void> {
  return queryClient
    .getMutationCache()
    .build(queryClient, logoutMutationOptions(queryClient))
    .execute(undefined);
}
