import { type QueryClient, useQuery } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '../../../../shared/account/identity-constants';
import { browserTokenClient } from '../browser-token';
import type { SessionInfo } from '../token-client';
import { userQueryKey } from './user';

// GET /account_service/session as the check of flows §4.3: while logged in, every 30 s, the
// server is asked whether the login still holds (the token client refreshes it when under 30
// minutes remain). null means the session ended; the provider then shows the expiry modal.

/** Everything that belongs to one login: its check, its user, its notifications. */
export const sessionScopeKey = ['session'] as const;
export const sessionQueryKey = ['session', 'check'] as const;

/** The session the server confirms now, null when it has none; rejects when it cannot be asked. */
export async function fetchSession(): Promise<SessionInfo | null> {
  const client = browserTokenClient();
  // Not what the page learned earlier: a logout elsewhere ends the session on the server.
  client.reset();
  return client.validSession();
}

/** The check of one login: keyed by its user, so each login starts from what it just learned. */
export function useSessionCheck(userId: string | null) {
  return useQuery({
    queryKey: [...sessionQueryKey, userId],
    queryFn: fetchSession,
    enabled: userId !== null,
    // Just learned with the user: the first check waits its 30 s.
    initialData: () => browserTokenClient().current() ?? undefined,
    staleTime: SESSION_CHECK_INTERVAL_MS,
    refetchInterval: (query) => (query.state.data ? SESSION_CHECK_INTERVAL_MS : false),
    // Checked as before in a background tab: its user comes back to the truth.
    refetchIntervalInBackground: true,
    // A 401 is the expected answer of an ended session, and a failed check is no expiry.
    meta: { silent: true },
  });
}

/** The login is gone (logout or expiry): the page forgets its token, user and what hangs on them. */
export function forgetSession(queryClient: QueryClient): void {
  browserTokenClient().clear();
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({
    queryKey: sessionScopeKey,
    predicate: (query) => query.queryKey[1] !== userQueryKey[1],
  });
}
