import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequestError } from '../../../../shared/api/api-request-error';
import type { SiteConfig } from '../../../../shared/sites/site-types';
import { authFetch } from '../browser-token';
import { notificationsQueryKey } from './notifications';

// GET /notifications/pause/{id} (platform §7), then the notification list is refreshed.

export async function pauseNotification(id: string): Promise<void> {
  const response = await authFetch(`/notifications/pause/${encodeURIComponent(id)}`);
  if (!response.ok) throw await apiRequestError(response);
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
