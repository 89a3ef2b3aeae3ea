import { apiRequestError } from '../../../shared/api/api-request-error';
import type { ContractInput } from '../../../shared/api/contract';
import {
  PURCHASE_NOTIFICATION_ENDPOINT,
  type PurchaseNotificationReceived,
  type purchaseNotificationContract,
} from '../../../shared/validation/purchase-notification';
import { ApiRequestError, endpointRequest } from '../../ui/api/call-endpoint';

export type PurchaseSent =
  | { ok: true; received: PurchaseNotificationReceived; already: boolean }
  | { ok: false; issues: readonly { path: string; message: string }[] }
  | { ok: false; failed: true };

type Body = ContractInput<typeof purchaseNotificationContract>['body'];

/**
 * POST /api/forms/purchase: 201 a new notification, 200 the one already received for this
 * person and home, 400 issues per field (error keys), anything else a failure. No login needed.
 */
export async function sendPurchaseNotification(body: Body): Promise<PurchaseSent> {
  try {
    const response = await endpointRequest<typeof purchaseNotificationContract>(
      PURCHASE_NOTIFICATION_ENDPOINT,
      { body },
      { token: '' },
    );
    if (response.ok) {
      const received = (await response.json()) as PurchaseNotificationReceived;
      return { ok: true, received, already: response.status === 200 };
    }
    const error = await apiRequestError(response);
    if (error.status === 400 && error.issues.length > 0) return { ok: false, issues: error.issues };
    return { ok: false, failed: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0)
      return { ok: false, issues: error.issues };
    return { ok: false, failed: true };
  }
}
