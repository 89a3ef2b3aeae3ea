import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownPaymentContract } from '../../../shared/payments/payment-link-contract';
import { payments } from '../../db/schema';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import { requireSiteContext } from '../../plugins/site-context';
import { paymentsOfUserOnSite } from './my-payments-repository';
import { myPaymentOf } from './my-payments-routes';
import { notFound } from './payment-service';

// The payment page's read (issue 35 item 4): the payment a link names, if it is the caller's and
// of the host's site. The user id and the site are in the WHERE clause, as for the my-pages list;
// paying and receipts are the payment routes' (payment-routes.ts), which check ownership again.
export function registerPaymentLinkRoutes(app: FastifyInstance): void {
  addEndpoint(app, ownPaymentContract, async (request) => {
    const siteKey = requireSiteContext(request).site.key;
    const { userId } = loginOf(request);
    const [row] = await paymentsOfUserOnSite(
      app.database.db,
      userId,
      siteKey,
      eq(payments.id, request.params.paymentId),
    );
    if (!row) throw notFound();
    return myPaymentOf(row, siteKey);
  });
}
