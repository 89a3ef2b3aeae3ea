import { z } from 'zod';
import { defineContract } from '../api/contract';
import { PAYMENT_CURRENCY_CODES, PAYMENT_METHODS } from '../payments/payment-contracts';
import { PAYMENT_STATUSES } from '../payments/payment-status';
import { MY_PAYMENTS_ENDPOINTS as E } from './payments-endpoints';

// The caller's payments on the current site (issue 15 item 5; flows §3.2): VIP fees and booking
// fees, what is due first (by due date), then the history (newest first). `due` applies the
// site's rule of §3.2 (Reminder1 is active only on the Norwegian site); amounts are integers in
// minor units of `currency`.

export const myPaymentSchema = z.object({
  paymentId: z.string().uuid(),
  purpose: z.enum(['vip', 'booking-fee']),
  /** The booked home of a booking fee ("stage, object number"); null for a VIP fee. */
  homeName: z.string().nullable(),
  amount: z.number().int().min(0),
  currency: z.enum(PAYMENT_CURRENCY_CODES),
  status: z.enum(PAYMENT_STATUSES),
  /** Whether it is to be paid now on this site (the Pay button). */
  due: z.boolean(),
  dueDate: z.string().date().nullable(),
  paidAt: z.string().datetime().nullable(),
  paidWith: z.enum(PAYMENT_METHODS).nullable(),
  /** Paid with a VIP campaign code (nothing to pay, no receipt). */
  payedWithCode: z.boolean(),
  /** The ways it can be paid (Swish takes SEK only). */
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

export const myPaymentsSchema = z.object({ payments: z.array(myPaymentSchema) });
export type MyPayments = z.infer<typeof myPaymentsSchema>;

export const listMyPaymentsContract = defineContract(E.listMyPayments, {
  access: 'login',
  tags: ['payments'],
  summary: 'The caller’s payments on this site: what is due first, then the history',
  description:
    'Only the caller’s own payments of the site the host names. due follows flows §3.2: NotPaid and ' +
    'NotPaidSent everywhere, Reminder1 on the Norwegian site only.',
  responses: { 200: myPaymentsSchema },
  errors: ['UNKNOWN_SITE'],
});
