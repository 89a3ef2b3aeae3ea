import { endpointRoute } from '../api/endpoint';

// Where my pages' payment list lives (issue 15 item 5). Paying and receipts are the payments
// module's (payments/payment-endpoints.ts). No schemas here: the page's shell stays lean.
export const MY_PAYMENTS_ENDPOINTS = {
  listMyPayments: endpointRoute('GET', '/api/my-pages/payments'),
} as const;
