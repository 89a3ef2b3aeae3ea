import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../browser-token';
import { forgetSession } from './session';

// POST /account_service/logout: the server forgets the token and clears its cookies; the page
// forgets the session whatever the answer, so a logout never fails for the person.

export const LOGOUT_PATH = '/account_service/logout';

export async function postLogout(): Promise<void> {
  try {
    await authFetch(LOGOUT_PATH, { method: 'POST', body: '{}' });
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
