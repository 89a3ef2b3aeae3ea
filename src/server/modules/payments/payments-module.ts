import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../plugins/periodic-task';
import { registerMyPaymentsRoutes } from './my-payments-routes';
import { registerPaymentCallbackRoutes } from './payment-callback-routes';
import { registerPaymentLinkRoutes } from './payment-link-routes';
import { paymentDepsOf, reconcileOpenAttempts } from './payment-reconciler';
import { registerPaymentRoutes } from './payment-routes';
import { createPaymentService } from './payment-service';

// Payments (flows §3.2, §3.6, §7.2; issue 14 item 6, issue 15 item 5) over the providers of
// src/server/providers/payments (paymentServicesOf(app), looked up per request). Open attempts
// are read from their providers twice a minute, so a payment is recorded within a minute of the
// payer's approval whether or not their browser comes back (issue 32 item 2).
const RECONCILE_INTERVAL_MS = 30 * 1000;

export async function registerPaymentsModule(app: FastifyInstance): Promise<void> {
  const service = createPaymentService(app);
  registerPaymentRoutes(app, service);
  registerMyPaymentsRoutes(app);
  registerPaymentLinkRoutes(app);
  await registerPaymentCallbackRoutes(app, service);
  schedulePeriodicTask(
    app,
    'reconcile open payment attempts',
    RECONCILE_INTERVAL_MS,
    () => reconcileOpenAttempts(paymentDepsOf(app)),
    { firstRunMs: RECONCILE_INTERVAL_MS },
  );
}
