import type { FastifyInstance } from 'fastify';
import { registerMyPaymentsRoutes } from './my-payments-routes';
import { registerPaymentCallbackRoutes } from './payment-callback-routes';
import { registerPaymentRoutes } from './payment-routes';
import { createPaymentService } from './payment-service';

// Payments (flows §3.2, §3.6, §7.2; issue 14 item 6, issue 15 item 5) over the providers of
// src/server/providers/payments (paymentServicesOf(app), looked up per request).
export async function registerPaymentsModule(app: FastifyInstance): Promise<void> {
  const service = createPaymentService(app);
  registerPaymentRoutes(app, service);
  registerMyPaymentsRoutes(app);
  await registerPaymentCallbackRoutes(app, service);
}
