import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuseProductionHosts, registerTesterStyles, sendHtml } from './simulator-support';
import { SWISH_CREATE_PATH, SWISH_REQUEST_PATH } from './swish-api';
import { type SwishSimulator, SwishSimulatorError } from './swish-simulator';
import { renderSwishListPage, renderSwishRequestPage, SWISH_SIMULATOR_BASE } from './swish-tester-page';

export interface SwishSimulatorRoutesOptions {
  simulator: SwishSimulator;
}

const formValue = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** Only http(s) links go back to the shop: a javascript: URL never becomes a link. */
function returnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Tester forms return to the page they came from, inside the simulator only. */
const backTo = (reply: FastifyReply, body: unknown) => {
  const target = formValue(body, 'returnTo');
  return reply.redirect(
    target.startsWith(`${SWISH_SIMULATOR_BASE}/`) ? target : `${SWISH_SIMULATOR_BASE}/`,
    303,
  );
};

/**
 * The Swish simulator under /swish-simulator: the Commerce API's payment request endpoints
 * (PUT v2, GET and PATCH v1) and the tester page that plays the payer's app. Register with
 * { prefix: SWISH_SIMULATOR_BASE }.
 */
export async function swishSimulatorRoutes(app: FastifyInstance, options: SwishSimulatorRoutesOptions) {
  const { simulator } = options;
  await app.register(fastifyFormbody);
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new SwishSimulatorError(400), undefined);
    }
  });
  refuseProductionHosts(app, (reply) => reply.send());

  // Swish answers 422 with [{errorCode, errorMessage, additionalInformation}], other errors bare.
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof SwishSimulatorError) {
      return error.errors.length
        ? reply.code(error.httpStatus).send(error.errors)
        : reply.code(error.httpStatus).send();
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status < 500 ? 400 : 500).send();
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send());

  app.put(`${SWISH_CREATE_PATH}/:instructionUUID`, async (request, reply) => {
    const { instructionUUID } = request.params as { instructionUUID: string };
    const created = await simulator.create(instructionUUID, request.body);
    const origin = `${request.protocol}://${request.host}`;
    reply.header('location', `${origin}${SWISH_SIMULATOR_BASE}${SWISH_REQUEST_PATH}/${created.payment.id}`);
    if (created.token) reply.header('paymentrequesttoken', created.token);
    return reply.code(201).send();
  });

  app.get(`${SWISH_REQUEST_PATH}/:id`, async (request) => {
    const { id } = request.params as { id: string };
    return (await simulator.get(id)).payment;
  });

  app.patch(`${SWISH_REQUEST_PATH}/:id`, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json-patch+json')) {
      return reply.code(415).send();
    }
    const { id } = request.params as { id: string };
    return (await simulator.cancel(id, request.body)).payment;
  });

  registerTesterStyles(app);
  app.get('/', async (_request, reply) => sendHtml(reply, renderSwishListPage(await simulator.list())));

  // Where the m-commerce "open Swish" link points while the simulator stands in for the app.
  app.get('/paymentrequest', async (request, reply) => {
    const query = request.query as { token?: unknown; callbackurl?: unknown };
    const found = typeof query.token === 'string' ? await simulator.findByToken(query.token) : undefined;
    if (!found) {
      return sendHtml(
        reply,
        renderSwishListPage(await simulator.list(), 'No payment request has this token.'),
        404,
      );
    }
    return sendHtml(reply, renderSwishRequestPage(found, returnUrl(query.callbackurl)));
  });

  const requestPage = async (id: string, back: unknown, reply: FastifyReply) => {
    try {
      return sendHtml(reply, renderSwishRequestPage(await simulator.get(id), returnUrl(back)));
    } catch {
      return sendHtml(reply, renderSwishListPage(await simulator.list(), 'No such payment request.'), 404);
    }
  };
  app.get('/requests/:id', async (request, reply) =>
    requestPage(
      (request.params as { id: string }).id,
      (request.query as { callbackurl?: unknown }).callbackurl,
      reply,
    ),
  );

  app.post('/requests/:id/pay', async (request, reply) => {
    await simulator.pay((request.params as { id: string }).id);
    return backTo(reply, request.body);
  });
  app.post('/requests/:id/decline', async (request, reply) => {
    await simulator.decline((request.params as { id: string }).id);
    return backTo(reply, request.body);
  });
  app.post('/requests/:id/error', async (request, reply) => {
    await simulator.fail((request.params as { id: string }).id, formValue(request.body, 'errorCode'));
    return backTo(reply, request.body);
  });
  app.post('/requests/:id/resend', async (request, reply) => {
    await simulator.resend((request.params as { id: string }).id);
    return backTo(reply, request.body);
  });
}
