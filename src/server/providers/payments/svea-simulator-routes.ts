import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseProductionHosts, registerTesterStyles, sendHtml } from './simulator-support';
import { SVEA_ORDERS_PATH } from './svea-api';
import { type SveaSimulator, SveaSimulatorError } from './svea-simulator';
import { renderSveaCheckoutPage, renderSveaListPage, SVEA_SIMULATOR_BASE } from './svea-tester-page';

export interface SveaSimulatorRoutesOptions {
  simulator: SveaSimulator;
}

const orderIdOf = (request: FastifyRequest) => (request.params as { orderId: string }).orderId;

/**
 * The card checkout simulator under /svea-simulator: the Svea-style orders API (create, read,
 * cancel – each authenticated with the Svea Authorization and Timestamp headers), the hosted
 * checkout page and the tester's order list. Register with { prefix: SVEA_SIMULATOR_BASE }.
 */
export async function sveaSimulatorRoutes(app: FastifyInstance, options: SveaSimulatorRoutesOptions) {
  const { simulator } = options;
  await app.register(fastifyFormbody);
  // The Authorization token covers the body's exact bytes: keep them.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new SveaSimulatorError(400, 'InvalidJson', 'The body is not JSON'), undefined);
    }
  });
  refuseProductionHosts(app, (reply) => reply.send());

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof SveaSimulatorError) {
      return error.code
        ? reply.code(error.httpStatus).send({ Code: error.code, ErrorMessage: error.message })
        : reply.code(error.httpStatus).send();
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return status < 500
      ? reply.code(400).send({ Code: 'InvalidRequest', ErrorMessage: 'Invalid request' })
      : reply.code(500).send();
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send());

  const authenticate = (request: FastifyRequest) =>
    simulator.authenticate(
      request.headers.authorization,
      request.headers.timestamp,
      rawBodies.get(request) ?? '',
    );

  app.post(SVEA_ORDERS_PATH, async (request, reply) => {
    authenticate(request);
    const origin = `${request.protocol}://${request.host}${SVEA_SIMULATOR_BASE}`;
    const { entry, created } = simulator.create(request.body, origin);
    return reply.code(created ? 201 : 200).send(entry.order);
  });

  app.get(`${SVEA_ORDERS_PATH}/:orderId`, async (request) => {
    authenticate(request);
    return simulator.get(orderIdOf(request)).order;
  });

  app.patch(`${SVEA_ORDERS_PATH}/:orderId`, async (request, reply) => {
    authenticate(request);
    simulator.cancel(orderIdOf(request), request.body);
    return reply.code(204).send();
  });

  registerTesterStyles(app);
  app.get('/', async (_request, reply) => sendHtml(reply, renderSveaListPage(simulator.list())));

  const page = (reply: FastifyReply, orderId: string) => {
    try {
      return sendHtml(reply, renderSveaCheckoutPage(simulator.get(orderId)));
    } catch {
      return sendHtml(reply, renderSveaListPage(simulator.list(), 'No such order.'), 404);
    }
  };
  app.get('/checkout/:orderId', async (request, reply) => page(reply, orderIdOf(request)));

  /** From the list: back to it; from the checkout: on to the shop, as the real checkout does. */
  const afterAction = (request: FastifyRequest, reply: FastifyReply, shopUrl: string) => {
    const returnTo = (request.body as { returnTo?: unknown } | undefined)?.returnTo;
    if (typeof returnTo === 'string' && returnTo.startsWith(`${SVEA_SIMULATOR_BASE}/`)) {
      return reply.redirect(returnTo, 303);
    }
    return reply.redirect(shopUrl, 303);
  };

  app.post('/checkout/:orderId/pay', async (request, reply) => {
    const entry = await simulator.pay(orderIdOf(request));
    return afterAction(request, reply, entry.order.MerchantSettings.ConfirmationUri);
  });
  app.post('/checkout/:orderId/decline', async (request, reply) => {
    const entry = await simulator.decline(orderIdOf(request));
    return afterAction(request, reply, entry.order.MerchantSettings.CheckoutUri);
  });
  app.post('/orders/:orderId/resend-push', async (request, reply) => {
    await simulator.resendPush(orderIdOf(request));
    return afterAction(request, reply, `${SVEA_SIMULATOR_BASE}/`);
  });
}
