import { endpointRoute } from '../api/endpoint';

// The payment calls of flows §7.2 (issue 14 item 6) at the spec's paths, and the generic ones my
// pages use to pay any payment of the caller's (issue 15 item 5). Contracts: payment-contracts.ts.
export const PAYMENT_ENDPOINTS = {
  createPaymentId: endpointRoute('GET', '/api/buyresidence/createpaymentid/:id'),
  startSwish: endpointRoute('POST', '/api/buyresidence/startswishpayment'),
  startCard: endpointRoute('POST', '/api/buyresidence/startsveapayment'),
  startBank: endpointRoute('POST', '/api/buyresidence/startnordeapayment'),
  paymentStatus: endpointRoute('GET', '/api/buyresidence/paymentstatus/:id'),
  paymentStatusOfType: endpointRoute('GET', '/api/buyresidence/paymentstatus/:id/:optional'),
  startPayment: endpointRoute('POST', '/api/payments/:paymentId/start'),
  paymentReceipt: endpointRoute('GET', '/api/payments/:paymentId/receipt'),
  // The payment page's read of one payment of the caller's (issue 35 item 4): payment-link-contract.ts.
  ownPayment: endpointRoute('GET', '/api/payments/:paymentId'),
} as const;

/** Where the providers call back (not called by the browser): Swish callbackUrl, the card push. */
export const PAYMENT_CALLBACK_ENDPOINTS = {
  swish: endpointRoute('POST', '/api/payments/callback/swish'),
  card: endpointRoute('POST', '/api/payments/callback/card'),
} as const;
export const PAYMENT_CALLBACK_PATHS = {
  swish: PAYMENT_CALLBACK_ENDPOINTS.swish.path,
  card: PAYMENT_CALLBACK_ENDPOINTS.card.path,
} as const;
