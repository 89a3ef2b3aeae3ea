import { randomInt, randomUUID } from 'node:crypto';
import { type CallbackPoster, type DeliveryResult, isAcceptableCallbackUrl } from './simulator-support';
import {
  ORDER_URI_PLACEHOLDER,
  PUSH_SIGNATURE_HEADER,
  PUSH_TIMESTAMP_HEADER,
  pushSignature,
  type SveaCartItem,
  type SveaOrder,
  type SveaPush,
  sameText,
  sveaAuthorization,
} from './svea-api';

// The card checkout simulator's orders, in memory per app instance (see the Swish simulator:
// local, dev and test only; a restart forgets open test orders).

export class SveaSimulatorError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code?: string,
    message = code ?? `HTTP ${httpStatus}`,
  ) {
    super(message);
  }
}

const badRequest = (code: string, message: string) => new SveaSimulatorError(400, code, message);

interface LastPush {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SimulatedSveaOrder {
  order: SveaOrder;
  createdAt: string;
  lastPush?: LastPush;
  deliveries: DeliveryResult[];
}

export interface SveaSimulatorOptions {
  merchantId: string;
  secret: string;
  postCallback: CallbackPoster;
  now?: () => Date;
}

const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const COUNTRY = { SEK: 'SE', NOK: 'NO', EUR: 'FI' } as const;
const AUTH_SKEW_MS = 5 * 60_000;

function validCartItem(item: unknown): item is SveaCartItem {
  const row = item as Record<string, unknown>;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.Name === 'string' &&
    row.Name.length > 0 &&
    row.Name.length <= 40 &&
    typeof row.ArticleNumber === 'string' &&
    row.ArticleNumber.length <= 256 &&
    Number.isSafeInteger(row.Quantity) &&
    (row.Quantity as number) > 0 &&
    Number.isSafeInteger(row.UnitPrice) &&
    (row.UnitPrice as number) >= 0 &&
    Number.isSafeInteger(row.VatPercent) &&
    (row.VatPercent as number) >= 0 &&
    (row.VatPercent as number) <= 10_000
  );
}

export function createSveaSimulator(options: SveaSimulatorOptions) {
  const now = options.now ?? (() => new Date());
  const orders = new Map<number, SimulatedSveaOrder>();
  const byClientOrderNumber = new Map<string, number>();
  // Svea's order ids are unique across its whole service: one simulator per instance, or one
  // restarted on a kept database, must not hand out an id another already gave (the attempts'
  // provider reference is unique), so each starts at a random point of a wide range.
  let nextOrderId = 8_000_001 + randomInt(0, 1_000_000_000);

  /** Checks the Authorization and Timestamp headers as Svea does; 401 when they do not match. */
  function authenticate(authorization: unknown, timestamp: unknown, body: string): void {
    if (typeof authorization !== 'string' || typeof timestamp !== 'string') throw new SveaSimulatorError(401);
    const sentAt = Date.parse(`${timestamp.replace(' ', 'T')}Z`);
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(timestamp) || Number.isNaN(sentAt)) {
      throw new SveaSimulatorError(401);
    }
    if (Math.abs(now().getTime() - sentAt) > AUTH_SKEW_MS) throw new SveaSimulatorError(401);
    const expected = sveaAuthorization(options.merchantId, options.secret, body, timestamp);
    if (!sameText(authorization, expected)) throw new SveaSimulatorError(401);
  }

  async function push(entry: SimulatedSveaOrder): Promise<void> {
    const message: SveaPush = {
      PushId: randomUUID(),
      OrderId: entry.order.OrderId,
      ClientOrderNumber: entry.order.ClientOrderNumber,
      Status: entry.order.Status,
    };
    const body = JSON.stringify(message);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    entry.lastPush = {
      url: entry.order.MerchantSettings.PushUri.replace(ORDER_URI_PLACEHOLDER, String(entry.order.OrderId)),
      headers: {
        'content-type': 'application/json',
        [PUSH_TIMESTAMP_HEADER]: timestamp,
        [PUSH_SIGNATURE_HEADER]: pushSignature(options.secret, timestamp, body),
      },
      body,
    };
    await resendLast(entry);
  }

  async function resendLast(entry: SimulatedSveaOrder): Promise<void> {
    if (!entry.lastPush) return;
    const { url, headers, body } = entry.lastPush;
    entry.deliveries.push(await options.postCallback(url, headers, body));
  }

  function get(orderId: string | number): SimulatedSveaOrder {
    const entry = orders.get(Number(orderId));
    if (!entry) throw new SveaSimulatorError(404);
    return entry;
  }

  return {
    authenticate,

    /** POST /api/orders: 201 with a new order, or 200 with the one this ClientOrderNumber made. */
    create(input: unknown, origin: string): { entry: SimulatedSveaOrder; created: boolean } {
      const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
      const clientOrderNumber = body.ClientOrderNumber;
      if (typeof clientOrderNumber !== 'string' || !/^[\w-]{1,32}$/.test(clientOrderNumber)) {
        throw badRequest('InvalidClientOrderNumber', 'ClientOrderNumber must be 1–32 characters');
      }
      const existing = byClientOrderNumber.get(clientOrderNumber);
      if (existing !== undefined) return { entry: get(existing), created: false };

      const currency = body.Currency as keyof typeof COUNTRY;
      if (!COUNTRY[currency]) throw badRequest('InvalidCurrency', 'Currency must be SEK, NOK or EUR');
      if (body.CountryCode !== COUNTRY[currency])
        throw badRequest('InvalidCountryCode', 'CountryCode does not match Currency');
      const items = (body.Cart as { Items?: unknown } | undefined)?.Items;
      if (!Array.isArray(items) || items.length === 0 || items.length > 1000 || !items.every(validCartItem)) {
        throw badRequest(
          'InvalidCart',
          'Cart.Items must list rows with Name, Quantity, UnitPrice and VatPercent in minor units',
        );
      }
      // Σ UnitPrice × Quantity / 100, exact: Quantity is in hundredths.
      const totalHundredths = items.reduce(
        (sum, item) => sum + BigInt(item.UnitPrice) * BigInt(item.Quantity),
        0n,
      );
      if (
        totalHundredths % 100n !== 0n ||
        totalHundredths <= 0n ||
        totalHundredths / 100n > BigInt(Number.MAX_SAFE_INTEGER)
      ) {
        throw badRequest('InvalidCart', 'The cart total must be a positive whole number of minor units');
      }
      const settings = (body.MerchantSettings ?? {}) as Record<string, unknown>;
      if (
        !isWebUrl(settings.TermsUri) ||
        !isWebUrl(settings.CheckoutUri) ||
        !isWebUrl(settings.ConfirmationUri)
      ) {
        throw badRequest(
          'InvalidMerchantSettings',
          'TermsUri, CheckoutUri and ConfirmationUri must be http(s) URLs',
        );
      }
      const pushUri = settings.PushUri;
      if (
        typeof pushUri !== 'string' ||
        !isAcceptableCallbackUrl(pushUri.replace(ORDER_URI_PLACEHOLDER, '1'))
      ) {
        throw badRequest('InvalidMerchantSettings', 'PushUri must be an https URL');
      }
      const merchantData = body.MerchantData;
      if (merchantData !== undefined && (typeof merchantData !== 'string' || merchantData.length > 6000)) {
        throw badRequest('InvalidMerchantData', 'MerchantData must be text of at most 6000 characters');
      }

      const orderId = nextOrderId++;
      const checkoutUrl = `${origin}/checkout/${orderId}`;
      const entry: SimulatedSveaOrder = {
        createdAt: now().toISOString(),
        deliveries: [],
        order: {
          OrderId: orderId,
          ClientOrderNumber: clientOrderNumber,
          CountryCode: COUNTRY[currency],
          Currency: currency,
          Locale: String(body.Locale ?? ''),
          Status: 'Created',
          MerchantData: typeof merchantData === 'string' ? merchantData : null,
          Cart: { Items: items },
          MerchantSettings: {
            TermsUri: settings.TermsUri,
            CheckoutUri: settings.CheckoutUri,
            ConfirmationUri: settings.ConfirmationUri,
            PushUri: pushUri,
          },
          OrderAmount: Number(totalHundredths / 100n),
          Gui: {
            Layout: 'desktop',
            Snippet: `<iframe id="svea-checkout-iframe" title="Card checkout" src="${checkoutUrl}"></iframe>`,
          },
          CheckoutUrl: checkoutUrl,
          PaymentType: null,
        },
      };
      orders.set(orderId, entry);
      byClientOrderNumber.set(clientOrderNumber, orderId);
      return { entry, created: true };
    },

    get,

    /** PATCH {IsCancelled: true}: an order still in the checkout only. */
    cancel(orderId: string, patch: unknown): void {
      const entry = get(orderId);
      if ((patch as { IsCancelled?: unknown } | undefined)?.IsCancelled !== true) {
        throw badRequest('InvalidRequest', 'Only {"IsCancelled": true} is supported');
      }
      if (entry.order.Status !== 'Created') {
        throw new SveaSimulatorError(409, 'OrderNotCancellable', `The order is ${entry.order.Status}`);
      }
      entry.order.Status = 'Cancelled';
    },

    list(): SimulatedSveaOrder[] {
      return [...orders.values()].sort((a, b) => b.order.OrderId - a.order.OrderId);
    },

    /** The buyer pays with a test card: Confirmed, then the signed push. */
    async pay(orderId: string): Promise<SimulatedSveaOrder> {
      const entry = get(orderId);
      if (entry.order.Status !== 'Created') return entry;
      entry.order.Status = 'Confirmed';
      entry.order.PaymentType = 'SVEACARDPAY';
      await push(entry);
      return entry;
    },

    async decline(orderId: string): Promise<SimulatedSveaOrder> {
      const entry = get(orderId);
      if (entry.order.Status !== 'Created') return entry;
      entry.order.Status = 'Declined';
      await push(entry);
      return entry;
    },

    /** The very same push again (same PushId, timestamp and signature): a replay. */
    async resendPush(orderId: string): Promise<SimulatedSveaOrder> {
      const entry = get(orderId);
      await resendLast(entry);
      return entry;
    },
  };
}

export type SveaSimulator = ReturnType<typeof createSveaSimulator>;
