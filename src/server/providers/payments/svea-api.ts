import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// A Svea-style card checkout (Svea Checkout API): orders created idempotently by the merchant's
// ClientOrderNumber, requests authenticated as Svea does (Authorization "Svea <token>" with a
// Timestamp header), and push callbacks. Svea's own push only says "look at order N"; ours is
// signed instead – HMAC-SHA256 over "<timestamp>.<body>" with the checkout secret – so the
// portal can trust the status it carries without a second call. Amounts are minor units, as in
// Svea's cart (UnitPrice 10000 = 100.00; Quantity 100 = 1; VatPercent 2500 = 25 %).

export const SVEA_ORDERS_PATH = '/api/orders';
/** Svea replaces this placeholder in PushUri with the order id. */
export const ORDER_URI_PLACEHOLDER = '{checkout.order.uri}';
export const PUSH_TIMESTAMP_HEADER = 'svea-timestamp';
export const PUSH_SIGNATURE_HEADER = 'svea-signature';
/** A push older (or further in the future) than this is stale. */
export const PUSH_MAX_AGE_MS = 5 * 60_000;

/** Created: waiting in the checkout; Confirmed: paid; Declined: the card was refused; Cancelled: by the merchant. */
export type SveaOrderStatus = 'Created' | 'Confirmed' | 'Declined' | 'Cancelled';

export interface SveaCartItem {
  ArticleNumber: string;
  Name: string;
  /** Minor units: 100 is one. */
  Quantity: number;
  /** Minor units, VAT included. */
  UnitPrice: number;
  /** Minor units: 2500 is 25 %. */
  VatPercent: number;
}

export interface SveaMerchantSettings {
  TermsUri: string;
  CheckoutUri: string;
  ConfirmationUri: string;
  PushUri: string;
}

export interface SveaCreateOrderBody {
  CountryCode: 'SE' | 'NO' | 'FI';
  Currency: 'SEK' | 'NOK' | 'EUR';
  Locale: 'sv-SE' | 'nn-NO' | 'fi-FI';
  /** Unique per order, ≤ 32 characters: the same number again answers the existing order (200). */
  ClientOrderNumber: string;
  MerchantData?: string;
  Cart: { Items: SveaCartItem[] };
  MerchantSettings: SveaMerchantSettings;
}

export interface SveaOrder {
  OrderId: number;
  ClientOrderNumber: string;
  CountryCode: string;
  Currency: string;
  Locale: string;
  Status: SveaOrderStatus;
  MerchantData: string | null;
  Cart: { Items: SveaCartItem[] };
  MerchantSettings: SveaMerchantSettings;
  /** The order's total in minor units (Σ UnitPrice × Quantity / 100). */
  OrderAmount: number;
  Gui: { Layout: 'desktop'; Snippet: string };
  /** The hosted checkout page the buyer's browser is sent to. */
  CheckoutUrl: string;
  PaymentType: 'SVEACARDPAY' | null;
}

/** An error answer's body. */
export interface SveaErrorBody {
  Code: string;
  ErrorMessage: string;
}

/** The push body. */
export interface SveaPush {
  /** Unique per push: a second delivery of the same push is a replay. */
  PushId: string;
  OrderId: number;
  ClientOrderNumber: string;
  Status: SveaOrderStatus;
}

/** "yyyy-MM-dd HH:mm:ss" in UTC, as Svea's Timestamp header wants it. */
export function sveaTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Authorization: Svea base64("<merchantId>:<SHA-512 hex of body + secret + timestamp>"). */
export function sveaAuthorization(
  merchantId: string,
  secret: string,
  body: string,
  timestamp: string,
): string {
  const digest = createHash('sha512')
    .update(`${body}${secret}${timestamp}`, 'utf8')
    .digest('hex')
    .toUpperCase();
  return `Svea ${Buffer.from(`${merchantId}:${digest}`, 'utf8').toString('base64')}`;
}

export function pushSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two texts (false at once when lengths differ: that leaks nothing useful). */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const COUNTRY_OF_CURRENCY = {
  SEK: { CountryCode: 'SE', Locale: 'sv-SE' },
  NOK: { CountryCode: 'NO', Locale: 'nn-NO' },
  EUR: { CountryCode: 'FI', Locale: 'fi-FI' },
} as const;
