import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BANKID_API_PATH, BankIdApiError } from './bankid-api';
import { type BankIdSimulator, isPersonalNumber, type TesterFailure } from './simulator-orders';
import { renderOrderPage, renderStartPage, SIMULATOR_BASE, TESTER_STYLES } from './tester-page';

export interface SimulatorRoutesOptions {
  simulator: BankIdSimulator;
}

const TESTER_FAILURES: readonly TesterFailure[] = ['certificateErr', 'startFailed'];

/**
 * The BankID simulator under /bankid-simulator: the RP API v6.0 endpoints (auth, sign, collect,
 * cancel) and the tester page that plays the user's BankID app. Register with
 * { prefix: '/bankid-simulator' }. Hosts of preprod and prod never reach it.
 */
export async function bankIdSimulatorRoutes(app: FastifyInstance, options: SimulatorRoutesOptions) {
  const { simulator } = options;
  await app.register(fastifyFormbody);

  app.addHook('onRequest', async (request, reply) => {
    const environment = request.siteContext?.environment;
    if (environment === 'preprod' || environment === 'prod') {
      await reply.code(404).send({ errorCode: 'notFound', details: 'No simulator here' });
    }
  });

  // RP API errors answer {errorCode, details}, whatever went wrong (bad JSON included).
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof BankIdApiError) {
      return reply.code(error.httpStatus).send({ errorCode: error.errorCode, details: error.details });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500)
      return reply.code(400).send({ errorCode: 'invalidParameters', details: 'Invalid request' });
    return reply.code(500).send({ errorCode: 'internalError', details: 'Internal error' });
  });

  // An unknown URL is the one case the RP API answers notFound.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ errorCode: 'notFound', details: 'No such endpoint' }),
  );

  const body = (value: unknown) => (value ?? {}) as Record<string, unknown>;
  app.post(`${BANKID_API_PATH}/auth`, async (request) => simulator.auth(request.body));
  app.post(`${BANKID_API_PATH}/sign`, async (request) => simulator.sign(request.body));
  app.post(`${BANKID_API_PATH}/collect`, async (request) => simulator.collect(body(request.body).orderRef));
  app.post(`${BANKID_API_PATH}/cancel`, async (request) => {
    await simulator.cancel(body(request.body).orderRef);
    return {};
  });

  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  const toOrder = (reply: FastifyReply, orderRef: string) =>
    reply.redirect(`${SIMULATOR_BASE}/orders/${orderRef}`, 303);

  const pendingViews = async () =>
    (await simulator.pending()).map((order) => ({ order, qrPayload: simulator.qrPayload(order) }));
  app.get('/', async (_request, reply) => html(reply, renderStartPage(await pendingViews())));
  app.get('/tester.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(TESTER_STYLES),
  );

  app.get('/open', async (request, reply) => {
    const query = request.query as { qr?: string; pno?: string };
    const pno = typeof query.pno === 'string' ? query.pno.trim() : '';
    const order =
      typeof query.qr === 'string'
        ? await simulator.findByQrData(query.qr)
        : isPersonalNumber(pno)
          ? await simulator.findByPersonalNumber(pno)
          : undefined;
    if (!order) {
      const message = query.qr
        ? 'No order matches this QR code (it may be mistyped or expired).'
        : 'No pending order for this personal number.';
      return html(reply, renderStartPage(await pendingViews(), message), 404);
    }
    if (!order.personalNumber && isPersonalNumber(pno)) {
      return reply.redirect(`${SIMULATOR_BASE}/orders/${order.orderRef}?signAs=${pno}`, 303);
    }
    return toOrder(reply, order.orderRef);
  });

  // Where the portal's autostart link points while the simulator stands in for the app.
  app.get('/autostart', async (request, reply) => {
    const token = (request.query as { token?: string; autostarttoken?: string }).token ?? '';
    const order = await simulator.findByAutoStartToken(token);
    if (!order) {
      return html(reply, renderStartPage(await pendingViews(), 'No order has this autostart token.'), 404);
    }
    return toOrder(reply, order.orderRef);
  });

  app.get('/orders/:orderRef', async (request, reply) => {
    const { orderRef } = request.params as { orderRef: string };
    const { signAs } = request.query as { signAs?: unknown };
    // Showing the order is the app opening it: the relying party's collect now says started.
    const order = await simulator.open(orderRef);
    if (!order) return html(reply, renderStartPage(await pendingViews(), 'No such order.'), 404);
    return html(reply, renderOrderPage(order, isPersonalNumber(signAs) ? signAs : undefined));
  });

  app.post('/orders/:orderRef/approve', async (request, reply) => {
    const { orderRef } = request.params as { orderRef: string };
    const personalNumber = String(body(request.body).personalNumber ?? '').trim() || undefined;
    await simulator.approve(orderRef, personalNumber);
    return toOrder(reply, orderRef);
  });

  app.post('/orders/:orderRef/cancel', async (request, reply) => {
    const { orderRef } = request.params as { orderRef: string };
    await simulator.fail(orderRef, 'userCancel');
    return toOrder(reply, orderRef);
  });

  app.post('/orders/:orderRef/fail', async (request, reply) => {
    const { orderRef } = request.params as { orderRef: string };
    const hintCode = String(body(request.body).hintCode ?? '') as TesterFailure;
    if (!TESTER_FAILURES.includes(hintCode)) {
      throw new BankIdApiError(400, 'invalidParameters', 'Unknown failure');
    }
    await simulator.fail(orderRef, hintCode);
    return toOrder(reply, orderRef);
  });
}
