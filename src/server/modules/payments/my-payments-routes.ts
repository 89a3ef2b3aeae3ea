import type { FastifyInstance } from 'fastify';
import { listMyPaymentsContract, type MyPayment } from '../../../shared/my-pages/payments-contracts';
import { methodsFor } from '../../../shared/payments/payment-contracts';
import { isUnpaidOn } from '../../../shared/payments/payment-status';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import { requireSiteContext } from '../../plugins/site-context';
import { ensureOwedBookingFees, paymentsOfUserOnSite } from './my-payments-repository';

// My pages' payments (issue 15 item 5): the caller's payments on this site, due first (earliest
// due date first), then the history (newest first).

type Row = Awaited<ReturnType<typeof paymentsOfUserOnSite>>[number];

export function myPaymentOf(row: Row, siteKey: string): MyPayment {
  const { payment } = row;
  return {
    paymentId: payment.id,
    purpose: payment.purpose,
    homeName:
      payment.purpose === 'booking-fee' && row.stageName
        ? `${row.stageName}, ${row.objectNumber ?? ''}`.replace(/, $/, '')
        : null,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    due: isUnpaidOn(siteKey, payment.status) && payment.amount > 0,
    dueDate: payment.dueDate,
    paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
    paidWith: payment.paidWith,
    payedWithCode: payment.payedWithCode,
    methods: methodsFor(payment.currency),
  };
}

function order(a: MyPayment & { createdAt: number }, b: MyPayment & { createdAt: number }): number {
  if (a.due !== b.due) return a.due ? -1 : 1;
  if (a.due) return (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.createdAt - b.createdAt;
  const when = (p: typeof a) => (p.paidAt ? Date.parse(p.paidAt) : p.createdAt);
  return when(b) - when(a);
}

export function registerMyPaymentsRoutes(app: FastifyInstance): void {
  addEndpoint(app, listMyPaymentsContract, async (request) => {
    const siteKey = requireSiteContext(request).site.key;
    const { userId } = loginOf(request);
    await ensureOwedBookingFees(app.database.db, userId, siteKey, new Date());
    const rows = await paymentsOfUserOnSite(app.database.db, userId, siteKey);
    const listed = rows
      .map((row) => ({ ...myPaymentOf(row, siteKey), createdAt: row.payment.createdAt.getTime() }))
      .sort(order);
    return { payments: listed.map(({ createdAt: _, ...payment }) => payment) };
  });
}
