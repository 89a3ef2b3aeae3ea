import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { pauseNotificationContract } from '../../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../../shared/account/account-endpoints';
import type { SiteConfig } from '../../../../shared/sites/site-types';
import { useTranslation } from '../../../i18n/use-translation';
import { callEndpoint } from '../../api/call-endpoint';
import { notificationsQueryKey } from './notifications';

// GET /notifications/pause/{id} (platform §7), then the notification list is refreshed.

export async function pauseNotification(id: string): Promise<void> {
  await callEndpoint<typeof pauseNotificationContract>(ACCOUNT_ENDPOINTS.pauseNotification, {
    params: { id },
  });
}

export function usePauseNotification(siteKey: SiteConfig['notificationSiteKey']) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseNotification,
    meta: { errorMessage: t('account.header.pauseFailed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey(siteKey) }),
  });
}
