import { queryOptions, useQuery } from '@tanstack/react-query';
import type { userContract } from '../../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../../shared/account/account-endpoints';
import type { UserAsRead } from '../../../../shared/account/account-schemas';
import { apiRequestError } from '../../../../shared/api/api-request-error';
import { endpointRequest } from '../../api/call-endpoint';
import { browserTokenClient } from '../browser-token';

// GET /account_service/user (platform §7): the logged-in user as read, null without a session.

export const userQueryKey = ['session', 'user'] as const;

// The schemas (and the validation library) load with the first answer to check, not with the
// page: most visitors are never logged in.
const loadAccountSchemas = () => import('../../../../shared/account/account-schemas');

/** The logged-in user, null without a session; rejects when the server cannot be asked. */
export async function fetchUser(): Promise<UserAsRead | null> {
  const client = browserTokenClient();
  const session = await client.validSession();
  if (!session) return null;
  // Already refreshed above: an explicit empty bearer skips a second session check.
  const response = await endpointRequest<typeof userContract>(ACCOUNT_ENDPOINTS.user, {}, { token: '' });
  if (response.status === 401 || response.status === 403) {
    client.clear();
    return null;
  }
  if (!response.ok) throw await apiRequestError(response);
  const { userAsReadSchema } = await loadAccountSchemas();
  const parsed = userAsReadSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: fetchUser });

export function useUserQuery() {
  return useQuery(userQueryOptions());
}
