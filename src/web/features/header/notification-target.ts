import type { Notification } from '../../../shared/account/account-schemas';
import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';

export type NotificationLabel = 'paymentAction' | 'signingAction' | 'approvalAction' | 'caseAction';

/**
 * platform §3, §7: a VIP payment goes to payments, a document to documents (signing when its
 * name is awaiting_signature, approval otherwise), a case to errands?errandId={id}.
 */
export function notificationTarget(
  site: SiteKey,
  notification: Notification,
): { label: NotificationLabel; url: string; text?: string } {
  const myPages = routeFor(site, 'myPages') ?? '/';
  switch (notification.notificationType) {
    case 'VipPayment':
      return { label: 'paymentAction', url: linkFor(site, 'myPayments') ?? myPages };
    case 'DocumentSigning':
      return {
        label: notification.name === 'awaiting_signature' ? 'signingAction' : 'approvalAction',
        url: linkFor(site, 'myDocuments') ?? myPages,
      };
    case 'Case': {
      const errands = linkFor(site, 'myErrands') ?? myPages;
      const id = notification.targetId ?? notification.id;
      return { label: 'caseAction', url: `${errands}?errandId=${encodeURIComponent(id)}` };
    }
    // issue 15 item 12: new homes match a saved search; the server wrote the sentence in the
    // site's language, so no text of it weighs on every page's language file.
    case 'SavedSearch':
      return {
        label: 'caseAction',
        url: linkFor(site, 'mySavedSearches') ?? myPages,
        text: notification.name,
      };
  }
}
