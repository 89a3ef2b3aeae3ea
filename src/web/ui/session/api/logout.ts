import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['logout'],
    mutationFn: postLogout,
    onSettled: () => forgetSession(queryClient),
  });
}
