import { PAYMENT_ENDPOINTS } from '../../../shared/payments/payment-endpoints';
import type { ownPaymentContract } from '../../../shared/payments/payment-link-contract';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The payment page's read (issue 35 item 4): the payment its link names, if it is the caller's.

export const paymentLinkQueryKey = (paymentId: string) => ['my-payments', 'link', paymentId] as const;

export const fetchLinkedPayment = (paymentId: string) =>
  callEndpoint<typeof ownPaymentContract>(PAYMENT_ENDPOINTS.ownPayment, { params: { paymentId } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment id of the link (?paymentId=), or null when there is none or it is not an id. */
export function linkedPaymentId(query: Readonly<Record<string, string>>): string | null {
  const id = query.paymentId?.trim() ?? '';
  return UUID.test(id) ? id.toLowerCase() : null;
}
