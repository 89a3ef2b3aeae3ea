import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpTransport, TransportResponse } from './http-transport';
import { parseJson } from './http-transport';
import {
  assertStartInput,
  attemptHex,
  type CallbackReplayGuard,
  createMemoryReplayGuard,
  decimalToMinor,
  type IncomingCallback,
  minorToDecimal,
  PaymentCallbackError,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type StartPaymentInput,
} from './payment-provider';
import {
  INSTRUCTION_UUID,
  SWISH_CREATE_PATH,
  SWISH_REQUEST_PATH,
  type SwishCreateBody,
  type SwishErrorItem,
  type SwishPaymentObject,
} from './swish-api';

export interface SwishClientOptions {
  transport: HttpTransport;
  /** The merchant's Swish number (SWISH_PAYEE_ALIAS). */
  payeeAlias: string;
  /** Keys the callbackIdentifier of each request, so a callback can be told from a forged one. */
  callbackSecret: string;
  /** The link that opens the Swish app on this device (m-commerce); the simulator passes its own page. */
  appUrl?: (token: string, returnUrl: string) => string;
  replayGuard?: CallbackReplayGuard;
  now?: () => Date;
}

/** How long a callback key is remembered: longer than a Swish request lives (3 minutes). */
const REPLAY_WINDOW_MS = 15 * 60_000;

const swishAppUrl = (token: string, returnUrl: string) =>
  `swish://paymentrequest?token=${encodeURIComponent(token)}&callbackurl=${encodeURIComponent(returnUrl)}`;

export function normaliseSwishStatus(payment: SwishPaymentObject): PaymentStatus {
  const state =
    payment.status === 'PAID'
      ? 'paid'
      : payment.status === 'DECLINED'
        ? 'declined'
        : payment.status === 'CANCELLED'
          ? 'cancelled'
          : payment.status === 'ERROR'
            ? 'error'
            : 'pending';
  return {
    state,
    providerStatus: payment.status,
    ...(payment.errorCode ? { errorCode: payment.errorCode } : {}),
    amountMinor: decimalToMinor(payment.amount),
    currency: payment.currency,
    ...(payment.datePaid ? { paidAt: payment.datePaid } : {}),
  };
}

function swishError(response: TransportResponse): PaymentProviderError {
  const answer = parseJson(response.body);
  const first = Array.isArray(answer) ? (answer[0] as Partial<SwishErrorItem> | undefined) : undefined;
  return new PaymentProviderError(
    'swish',
    response.status,
    first?.errorCode ?? undefined,
    first?.errorMessage ?? `HTTP ${response.status}`,
  );
}

const transportFailure = (error: unknown) =>
  new PaymentProviderError('swish', 0, undefined, (error as Error).message ?? 'unreachable');

/** The id Swish knows a request by: the last segment of Location, or the instructionUUID itself. */
function idFromLocation(location: string | undefined, fallback: string): string {
  const last = location?.split('?')[0]?.split('/').filter(Boolean).pop();
  return last && INSTRUCTION_UUID.test(last) ? last : fallback;
}

/**
 * Swish Commerce API v2 behind the PaymentProvider interface. The attempt id becomes the
 * instructionUUID, so a retried start is the same PUT and Swish keeps one request.
 */
export function createSwishProvider(options: SwishClientOptions) {
  const { transport } = options;
  const now = options.now ?? (() => new Date());
  const replayGuard = options.replayGuard ?? createMemoryReplayGuard(now);
  const appUrl = options.appUrl ?? swishAppUrl;

  /** Deterministic per request, so no instance needs to store it: HMAC(secret, id), 32 hex. */
  const callbackIdentifier = (id: string) =>
    createHmac('sha256', options.callbackSecret)
      .update(`swish-callback:${id}`)
      .digest('hex')
      .slice(0, 32)
      .toUpperCase();

  async function call(request: Parameters<HttpTransport>[0]): Promise<TransportResponse> {
    try {
      return await transport(request);
    } catch (error) {
      throw transportFailure(error);
    }
  }

  async function createPaymentRequest(instructionUUID: string, body: SwishCreateBody) {
    const response = await call({
      method: 'PUT',
      path: `${SWISH_CREATE_PATH}/${instructionUUID}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw swishError(response);
    return {
      id: idFromLocation(response.headers.location, instructionUUID),
      location: response.headers.location,
      token: response.headers.paymentrequesttoken,
    };
  }

  async function getPaymentRequest(id: string): Promise<SwishPaymentObject> {
    if (!INSTRUCTION_UUID.test(id))
      throw new PaymentProviderError('swish', 404, undefined, 'No such payment');
    const response = await call({ method: 'GET', path: `${SWISH_REQUEST_PATH}/${id}` });
    if (response.status !== 200) throw swishError(response);
    return parseJson(response.body) as SwishPaymentObject;
  }

  async function cancelPaymentRequest(id: string): Promise<SwishPaymentObject> {
    if (!INSTRUCTION_UUID.test(id))
      throw new PaymentProviderError('swish', 404, undefined, 'No such payment');
    const response = await call({
      method: 'PATCH',
      path: `${SWISH_REQUEST_PATH}/${id}`,
      headers: { 'content-type': 'application/json-patch+json' },
      body: JSON.stringify([{ op: 'replace', path: '/status', value: 'cancelled' }]),
    });
    if (response.status !== 200) throw swishError(response);
    return parseJson(response.body) as SwishPaymentObject;
  }

  const provider: PaymentProvider = {
    method: 'swish',

    async start(input: StartPaymentInput) {
      assertStartInput('swish', input);
      if (input.currency !== 'SEK') {
        throw new PaymentProviderError('swish', 400, 'AM03', 'Swish takes SEK only');
      }
      const instructionUUID = attemptHex(input.attemptId);
      const created = await createPaymentRequest(instructionUUID, {
        payeePaymentReference: input.reference,
        callbackUrl: input.callbackUrl,
        ...(input.payerPhone ? { payerAlias: input.payerPhone } : {}),
        payeeAlias: options.payeeAlias,
        amount: minorToDecimal(input.amountMinor),
        currency: 'SEK',
        ...(input.message ? { message: input.message } : {}),
        callbackIdentifier: callbackIdentifier(instructionUUID),
      });
      const browser =
        !input.payerPhone && created.token
          ? {
              kind: 'swish-app' as const,
              token: created.token,
              appUrl: appUrl(created.token, input.returnUrl),
            }
          : { kind: 'swish-phone' as const };
      return {
        method: 'swish',
        providerPaymentId: created.id,
        status: {
          state: 'pending',
          providerStatus: 'CREATED',
          amountMinor: input.amountMinor,
          currency: 'SEK',
        },
        browser,
      };
    },

    async status(id) {
      return normaliseSwishStatus(await getPaymentRequest(id));
    },

    async cancel(id) {
      return normaliseSwishStatus(await cancelPaymentRequest(id));
    },

    // Swish signs no callback body. The request's callbackIdentifier comes back as a header and
    // must match; then the status is read from Swish itself, so a changed body tells nothing.
    async verifyCallback(callback: IncomingCallback) {
      const body = parseJson(callback.rawBody) as Partial<SwishPaymentObject> | undefined;
      const id = typeof body?.id === 'string' ? body.id : '';
      if (!INSTRUCTION_UUID.test(id)) throw new PaymentCallbackError('malformed', 'no payment request id');
      const header = callback.headers.callbackidentifier;
      const given = Buffer.from(typeof header === 'string' ? header : '');
      const expected = Buffer.from(callbackIdentifier(id));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new PaymentCallbackError('forged', 'callbackIdentifier does not match');
      }
      const payment = await getPaymentRequest(id);
      if (payment.status !== body?.status) {
        throw new PaymentCallbackError(
          'stale',
          `the request is ${payment.status}, the callback said ${body?.status}`,
        );
      }
      if (
        !replayGuard.firstSeen(`swish:${id}:${payment.status}`, new Date(now().getTime() + REPLAY_WINDOW_MS))
      ) {
        throw new PaymentCallbackError('replayed', 'this outcome was delivered already');
      }
      return { providerPaymentId: id, status: normaliseSwishStatus(payment) };
    },
  };

  return { provider, createPaymentRequest, getPaymentRequest, cancelPaymentRequest, callbackIdentifier };
}
