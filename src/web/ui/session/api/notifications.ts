import { useQuery } from '@tanstack/react-query';
import type { notificationsContract } from '../../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../../shared/account/account-endpoints';
import type { Notification } from '../../../../shared/account/account-schemas';
import { apiRequestError } from '../../../../shared/api/api-request-error';
import type { SiteConfig } from '../../../../shared/sites/site-types';
import { endpointRequest } from '../../api/call-endpoint';

// GET /notifications/{siteKey} (platform §7): the logged-in user's notifications of this site.

type SiteKey = SiteConfig['notificationSiteKey'];

export const notificationsScopeKey = ['session', 'notifications'] as const;
export const notificationsQueryKey = (siteKey: SiteKey) => [...notificationsScopeKey, siteKey] as const;

const loadAccountSchemas = () => import('../../../../shared/account/account-schemas');

/** The list; entries the page cannot read are left out. */
export async function fetchNotifications(siteKey: SiteKey): Promise<Notification[]> {
  const response = await endpointRequest<typeof notificationsContract>(ACCOUNT_ENDPOINTS.notifications, {
    params: { siteKey },
  });
  if (!response.ok) throw await apiRequestError(response);
  const body: unknown = await response.json();
  const { notificationSchema } = await loadAccountSchemas();
  return (Array.isArray(body) ? body : []).flatMap((item) => {
    const parsed = notificationSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Only for a logged-in user who is not a board member (platform §2 "Header"). */
export function useNotificationsQuery(siteKey: SiteKey, enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey(siteKey),
    queryFn: () => fetchNotifications(siteKey),
    enabled,
    // platform §8: notification fetch errors are silently ignored.
    meta: { silent: true },
  });
}
