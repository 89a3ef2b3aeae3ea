import type { FastifyInstance } from 'fastify';
import { PAYMENT_CALLBACK_PATHS } from '../../../shared/payments/payment-endpoints';
import type { PaymentService } from './payment-service';

// Where Swish (callbackUrl) and the card checkout (signed push) report an outcome. The body is
// read as text: the card push's signature covers its exact bytes. A refused callback (forged 401,
// replayed 409, stale or malformed 400) changes nothing; an accepted one is reconciled once.
const CALLBACK_BODY_LIMIT = 16 * 1024;

export async function registerPaymentCallbackRoutes(
  app: FastifyInstance,
  service: PaymentService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    for (const method of ['swish', 'card'] as const) {
      scope.post(
        PAYMENT_CALLBACK_PATHS[method],
        { bodyLimit: CALLBACK_BODY_LIMIT, schema: { hide: true }, config: { access: 'public' } },
        async (request, reply) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          const result = await service.callback(method, { headers: request.headers, rawBody }, request.log);
          return reply.code(200).send(result);
        },
      );
    }
  });
}
