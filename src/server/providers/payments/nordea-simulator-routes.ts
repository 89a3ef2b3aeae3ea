import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NORDEA_PAYMENTS_PATH } from './nordea-api';
import { type BankPageDecision, type NordeaSimulator, NordeaSimulatorError } from './nordea-simulator';
import { NORDEA_SIMULATOR_BASE, renderNordeaBankPage, renderNordeaListPage } from './nordea-tester-page';
import { refuseProductionHosts, registerTesterStyles, sendHtml } from './simulator-support';

export interface NordeaSimulatorRoutesOptions {
  simulator: NordeaSimulator;
  /** The client credentials and token the simulator accepts. */
  clientId: string;
  clientSecret: string;
  accessToken: string;
}

const DECISIONS: readonly BankPageDecision[] = ['approve', 'reject', 'insufficient', 'cancel'];

const groupHeader = (httpCode: number) => ({
  message_identification: randomUUID(),
  creation_date_time: new Date().toISOString(),
  http_code: httpCode,
});

/**
 * The bank simulator under /nordea-simulator: initiate, confirm, read and delete domestic
 * payments (X-IBM-Client-Id/-Secret and a bearer token required) and the bank's signing page.
 * Register with { prefix: NORDEA_SIMULATOR_BASE }.
 */
export async function nordeaSimulatorRoutes(app: FastifyInstance, options: NordeaSimulatorRoutesOptions) {
  const { simulator } = options;
  await app.register(fastifyFormbody);
  refuseProductionHosts(app, (reply) => reply.send());

  const fail = (reply: FastifyReply, status: number, code: string, description: string) =>
    reply
      .code(status)
      .send({ group_header: groupHeader(status), error: { failures: [{ code, description }] } });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof NordeaSimulatorError)
      return fail(reply, error.httpStatus, error.code, error.description);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return status < 500
      ? fail(reply, 400, 'error.validation', 'Invalid request')
      : fail(reply, 500, 'error.internal', 'Internal error');
  });
  app.setNotFoundHandler(async (_request, reply) =>
    fail(reply, 404, 'error.resource.not_found', 'No such endpoint'),
  );

  const authenticate = (request: FastifyRequest) => {
    const { headers } = request;
    if (
      headers['x-ibm-client-id'] !== options.clientId ||
      headers['x-ibm-client-secret'] !== options.clientSecret ||
      headers.authorization !== `Bearer ${options.accessToken}`
    ) {
      throw new NordeaSimulatorError(
        401,
        'error.token.invalid',
        'Invalid client credentials or access token',
      );
    }
  };
  const wrap = (reply: FastifyReply, status: number, response: unknown) =>
    reply.code(status).send({ group_header: groupHeader(status), response });
  const idOf = (request: FastifyRequest) => (request.params as { paymentId: string }).paymentId;

  app.post(NORDEA_PAYMENTS_PATH, async (request, reply) => {
    authenticate(request);
    const { entry, created } = simulator.initiate(request.body);
    return wrap(reply, created ? 201 : 200, entry.payment);
  });

  app.put(`${NORDEA_PAYMENTS_PATH}/confirm`, async (request, reply) => {
    authenticate(request);
    const [entry] = simulator.confirm(request.body);
    const origin = `${request.protocol}://${request.host}${NORDEA_SIMULATOR_BASE}`;
    return wrap(reply, 201, {
      payments: entry ? [{ _id: entry.payment._id, payment_status: entry.payment.payment_status }] : [],
      _links: entry ? [{ rel: 'signing', href: `${origin}/bank/${entry.payment._id}` }] : [],
    });
  });

  app.get(`${NORDEA_PAYMENTS_PATH}/:paymentId`, async (request, reply) => {
    authenticate(request);
    return wrap(reply, 200, simulator.get(idOf(request)).payment);
  });

  app.delete(`${NORDEA_PAYMENTS_PATH}/:paymentId`, async (request, reply) => {
    authenticate(request);
    return wrap(reply, 200, simulator.cancel(idOf(request)).payment);
  });

  registerTesterStyles(app);
  app.get('/', async (_request, reply) => sendHtml(reply, renderNordeaListPage(simulator.list())));

  app.get('/bank/:paymentId', async (request, reply) => {
    try {
      return sendHtml(reply, renderNordeaBankPage(simulator.get(idOf(request))));
    } catch {
      return sendHtml(reply, renderNordeaListPage(simulator.list(), 'No such payment.'), 404);
    }
  });

  // The payer's answer; the bank then sends the browser back to the merchant's redirect_url.
  app.post('/bank/:paymentId', async (request, reply) => {
    const form = (request.body ?? {}) as { decision?: unknown; returnTo?: unknown };
    const decision = DECISIONS.find((value) => value === form.decision);
    if (!decision) throw new NordeaSimulatorError(400, 'error.validation', 'Unknown decision');
    const entry = simulator.decide(idOf(request), decision);
    if (typeof form.returnTo === 'string' && form.returnTo.startsWith(`${NORDEA_SIMULATOR_BASE}/`)) {
      return reply.redirect(form.returnTo, 303);
    }
    return reply.redirect(entry.redirectUrl ?? `${NORDEA_SIMULATOR_BASE}/bank/${entry.payment._id}`, 303);
  });
}
