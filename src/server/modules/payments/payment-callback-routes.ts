import type { FastifyInstance } from 'fastify';
import { cardCallbackContract, swishCallbackContract } from '../../../shared/payments/payment-contracts';
import { addEndpoint } from '../../http/add-endpoint';
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
    const contracts = { swish: swishCallbackContract, card: cardCallbackContract } as const;
    for (const method of ['swish', 'card'] as const) {
      addEndpoint(
        scope,
        contracts[method],
        (request) =>
          service.callback(method, { headers: request.headers, rawBody: request.body }, request.log),
        { bodyLimit: CALLBACK_BODY_LIMIT },
      );
    }
  });
}
