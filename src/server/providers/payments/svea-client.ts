import { type HttpTransport, parseJson, type TransportResponse } from './http-transport';
import {
  assertStartInput,
  attemptHex,
  type CallbackReplayGuard,
  createMemoryReplayGuard,
  type IncomingCallback,
  PaymentCallbackError,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type StartPaymentInput,
} from './payment-provider';
import {
  COUNTRY_OF_CURRENCY,
  PUSH_MAX_AGE_MS,
  PUSH_SIGNATURE_HEADER,
  PUSH_TIMESTAMP_HEADER,
  pushSignature,
  SVEA_ORDERS_PATH,
  type SveaCreateOrderBody,
  type SveaErrorBody,
  type SveaOrder,
  type SveaPush,
  sameText,
  sveaAuthorization,
  sveaTimestamp,
} from './svea-api';

export interface SveaClientOptions {
  transport: HttpTransport;
  merchantId: string;
  /** The checkout secret: signs requests and verifies pushes. */
  secret: string;
  /** The simulator in this app answers URLs of its own host; the browser wants a path on the portal's. */
  pathOnlyCheckoutUrl?: boolean;
  replayGuard?: CallbackReplayGuard;
  now?: () => Date;
}

const STATES = {
  Created: 'pending',
  Confirmed: 'paid',
  Declined: 'declined',
  Cancelled: 'cancelled',
} as const;

function normalise(status: string, order?: SveaOrder): PaymentStatus {
  const state = STATES[status as keyof typeof STATES] ?? 'error';
  return {
    state,
    providerStatus: status,
    ...(order ? { amountMinor: order.OrderAmount, currency: order.Currency } : {}),
  };
}

function sveaError(response: TransportResponse): PaymentProviderError {
  const body = parseJson(response.body) as Partial<SveaErrorBody> | undefined;
  return new PaymentProviderError(
    'card',
    response.status,
    body?.Code,
    body?.ErrorMessage ?? `HTTP ${response.status}`,
  );
}

const header = (headers: IncomingCallback['headers'], name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/** Card payment through a Svea-style checkout, behind the PaymentProvider interface. */
export function createSveaProvider(options: SveaClientOptions) {
  const now = options.now ?? (() => new Date());
  const replayGuard = options.replayGuard ?? createMemoryReplayGuard(now);

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = sveaTimestamp(now());
    try {
      return await options.transport({
        method,
        path,
        headers: {
          authorization: sveaAuthorization(options.merchantId, options.secret, body, timestamp),
          timestamp,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : body,
      });
    } catch (error) {
      throw new PaymentProviderError('card', 0, undefined, (error as Error).message);
    }
  }

  async function createOrder(body: SveaCreateOrderBody): Promise<{ order: SveaOrder; created: boolean }> {
    const response = await call('POST', SVEA_ORDERS_PATH, body);
    if (response.status !== 201 && response.status !== 200) throw sveaError(response);
    return { order: parseJson(response.body) as SveaOrder, created: response.status === 201 };
  }

  async function getOrder(orderId: string): Promise<SveaOrder> {
    if (!/^\d{1,18}$/.test(orderId)) throw new PaymentProviderError('card', 404, undefined, 'No such order');
    const response = await call('GET', `${SVEA_ORDERS_PATH}/${orderId}`);
    if (response.status !== 200) throw sveaError(response);
    return parseJson(response.body) as SveaOrder;
  }

  async function cancelOrder(orderId: string): Promise<SveaOrder> {
    if (!/^\d{1,18}$/.test(orderId)) throw new PaymentProviderError('card', 404, undefined, 'No such order');
    const response = await call('PATCH', `${SVEA_ORDERS_PATH}/${orderId}`, { IsCancelled: true });
    if (response.status !== 204 && response.status !== 200) throw sveaError(response);
    return getOrder(orderId);
  }

  const checkoutUrl = (order: SveaOrder) => {
    if (!options.pathOnlyCheckoutUrl) return order.CheckoutUrl;
    const url = new URL(order.CheckoutUrl);
    return `${url.pathname}${url.search}`;
  };

  const provider: PaymentProvider = {
    method: 'card',

    async start(input: StartPaymentInput) {
      assertStartInput('card', input);
      const { order } = await createOrder({
        ...COUNTRY_OF_CURRENCY[input.currency],
        Currency: input.currency,
        // The attempt is the order: the same attempt again answers the same order (200).
        ClientOrderNumber: attemptHex(input.attemptId),
        MerchantData: input.reference,
        Cart: {
          Items: [
            {
              ArticleNumber: input.reference,
              Name: (input.message ?? input.reference).slice(0, 40),
              Quantity: 100,
              UnitPrice: input.amountMinor,
              VatPercent: 0,
            },
          ],
        },
        MerchantSettings: {
          TermsUri: input.returnUrl,
          CheckoutUri: input.returnUrl,
          ConfirmationUri: input.returnUrl,
          PushUri: input.callbackUrl,
        },
      });
      return {
        method: 'card',
        providerPaymentId: String(order.OrderId),
        status: normalise(order.Status, order),
        browser: { kind: 'redirect', url: checkoutUrl(order) },
      };
    },

    async status(orderId) {
      const order = await getOrder(orderId);
      return normalise(order.Status, order);
    },

    async cancel(orderId) {
      const order = await cancelOrder(orderId);
      return normalise(order.Status, order);
    },

    // Signed pushes: refused when the signature is wrong, the timestamp is more than five minutes
    // off, or the same push (PushId) comes again.
    async verifyCallback(callback: IncomingCallback) {
      const timestamp = header(callback.headers, PUSH_TIMESTAMP_HEADER);
      const signature = header(callback.headers, PUSH_SIGNATURE_HEADER);
      if (!/^\d{1,12}$/.test(timestamp) || !signature) {
        throw new PaymentCallbackError('forged', 'no timestamp or signature');
      }
      if (!sameText(signature, pushSignature(options.secret, timestamp, callback.rawBody))) {
        throw new PaymentCallbackError('forged', 'the signature does not match');
      }
      const sentAt = Number(timestamp) * 1000;
      if (Math.abs(now().getTime() - sentAt) > PUSH_MAX_AGE_MS) {
        throw new PaymentCallbackError('stale', 'the push is older than five minutes');
      }
      const push = parseJson(callback.rawBody) as Partial<SveaPush> | undefined;
      if (
        typeof push?.PushId !== 'string' ||
        typeof push.OrderId !== 'number' ||
        typeof push.Status !== 'string'
      ) {
        throw new PaymentCallbackError('malformed', 'not a push');
      }
      if (!replayGuard.firstSeen(`svea:${push.PushId}`, new Date(sentAt + 2 * PUSH_MAX_AGE_MS))) {
        throw new PaymentCallbackError('replayed', 'this push was taken already');
      }
      return { providerPaymentId: String(push.OrderId), status: normalise(push.Status) };
    },
  };

  return { provider, createOrder, getOrder, cancelOrder };
}
