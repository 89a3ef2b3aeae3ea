import { z } from 'zod';
import { defineContract } from '../api/contract';
import { myPaymentSchema } from '../my-pages/payments-contracts';
import { PAYMENT_ENDPOINTS as E } from './payment-endpoints';

// The payment page (template `payment`, flows §2.2, issue 35 item 4) reads the payment its link
// names. Only the caller's own payment of the host's site is found; another person's, another
// site's and a missing one all answer 404, so a link reveals nothing to anyone else.

export const ownPaymentContract = defineContract(E.ownPayment, {
  access: 'login',
  tags: ['payments'],
  summary: 'One payment of the caller’s on this site, as my pages list it (the payment page’s link)',
  description:
    'Someone else’s payment, a payment of another site and an unknown id answer 404 NOT_FOUND alike. ' +
    'due follows flows §3.2 for the site, as in GET /api/my-pages/payments.',
  params: z.object({ paymentId: z.string().uuid() }),
  responses: { 200: myPaymentSchema },
  errors: ['NOT_FOUND'],
});
