import type {
  createPaymentIdContract,
  paymentStatusContract,
  startBankContract,
  startCardContract,
  startPaymentContract,
  startSwishContract,
} from '../../../shared/payments/payment-contracts';
import { PAYMENT_ENDPOINTS as E } from '../../../shared/payments/payment-endpoints';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The payment calls of the payment step (flows §7.2): what is owed, a start per method, the
// status poll. Types from the contracts (type-only: no zod in the page for these).

export type PaymentMethod = 'swish' | 'card' | 'bank';

export const paymentQueryKey = (bookingId: string) => ['booking-payment', bookingId] as const;

export function fetchBookingPayment(bookingId: string) {
  return callEndpoint<typeof createPaymentIdContract>(E.createPaymentId, { params: { id: bookingId } });
}

export interface StartInput {
  method: PaymentMethod;
  objectId: string;
  bookingId: string;
  userId: string;
  paymentNumber: string;
  returnPath: string;
  phoneNumber?: string;
}

export function startPayment(input: StartInput) {
  const base = {
    ObjectId: input.objectId,
    ContractId: input.bookingId,
    UserIds: [input.userId],
    PaymentNumber: input.paymentNumber,
    ReturnPath: input.returnPath,
  };
  if (input.method === 'swish')
    return callEndpoint<typeof startSwishContract>(E.startSwish, {
      body: { ...base, ...(input.phoneNumber ? { PhoneNumber: input.phoneNumber } : {}) },
    });
  if (input.method === 'card') return callEndpoint<typeof startCardContract>(E.startCard, { body: base });
  return callEndpoint<typeof startBankContract>(E.startBank, { body: base });
}

/** Any payment of one's own by id (my pages' VIP payments). */
export function startOwnPayment(
  paymentId: string,
  body: { method: PaymentMethod; paymentNumber: string; phoneNumber?: string; returnPath?: string },
) {
  return callEndpoint<typeof startPaymentContract>(E.startPayment, { params: { paymentId }, body });
}

export function fetchPaymentStatus(paymentNumber: string) {
  return callEndpoint<typeof paymentStatusContract>(E.paymentStatus, { params: { id: paymentNumber } });
}
