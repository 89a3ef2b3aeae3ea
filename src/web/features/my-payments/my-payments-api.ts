import type { listMyPaymentsContract } from '../../../shared/my-pages/payments-contracts';
import { MY_PAYMENTS_ENDPOINTS } from '../../../shared/my-pages/payments-endpoints';
import type { paymentReceiptContract } from '../../../shared/payments/payment-contracts';
import { PAYMENT_ENDPOINTS } from '../../../shared/payments/payment-endpoints';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The payments page's reads (issue 15 item 5): the caller's payments on this site and the
// receipt of a paid one. Paying is the payment modal's (booking-payment, composed by the template).

export const myPaymentsQueryKey = ['my-payments'] as const;

export const fetchMyPayments = () =>
  callEndpoint<typeof listMyPaymentsContract>(MY_PAYMENTS_ENDPOINTS.listMyPayments, {});

export const receiptQueryKey = (paymentId: string) => ['my-payments', 'receipt', paymentId] as const;

export const fetchReceipt = (paymentId: string) =>
  callEndpoint<typeof paymentReceiptContract>(PAYMENT_ENDPOINTS.paymentReceipt, { params: { paymentId } });
