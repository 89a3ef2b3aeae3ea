// The one interface the booking code calls for every way to pay: Swish, card (a Svea-style
// checkout) and bank payment (Nordea-style payment initiation). Each provider has a real
// client and a simulator that speaks the same protocol (README.md here).
//
// Money is an integer in minor units (öre, cent) everywhere on this side; each client turns
// it into its protocol's form at the edge and back.

export type PaymentMethod = 'swish' | 'card' | 'bank';
export const PAYMENT_CURRENCIES = ['SEK', 'NOK', 'EUR'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export interface StartPaymentInput {
  /**
   * The caller's id of this attempt, a UUID it stores before calling (createpaymentid). The same
   * id again returns the same payment, never a second one: a retry after a timeout is safe.
   */
  attemptId: string;
  /** Integer in minor units, > 0. */
  amountMinor: number;
  currency: PaymentCurrency;
  /** The booking's order number, shown to the payer and in the payee's books: 1–35 of [A-Za-z0-9]. */
  reference: string;
  /** A short text for the payer (Swish: ≤ 50 characters). */
  message?: string;
  /** Swish e-commerce: the payer's Swish number (46…); absent: m-commerce (the app on this device). */
  payerPhone?: string;
  /** Where the provider posts its callback (https; http only on local hosts in the simulators). */
  callbackUrl: string;
  /** Where the payer's browser comes back to after the checkout or bank page. */
  returnUrl: string;
}

/** What the buyer's browser does next. */
export type PaymentBrowserAction =
  /** Swish m-commerce: open the Swish app on this device with this link. */
  | { kind: 'swish-app'; token: string; appUrl: string }
  /** Swish e-commerce: "open the Swish app on your phone" – the request waits there. */
  | { kind: 'swish-phone' }
  /** Card checkout or the bank's confirmation page. */
  | { kind: 'redirect'; url: string };

export type PaymentState = 'pending' | 'paid' | 'declined' | 'cancelled' | 'error';

export interface PaymentStatus {
  state: PaymentState;
  /** The provider's own status word (CREATED, Confirmed, PendingUserApproval, …). */
  providerStatus: string;
  /** The provider's error code when it gave one (RF07, BANKIDCL, TM01, …). */
  errorCode?: string;
  /** What the provider says was asked or paid, in minor units. */
  amountMinor?: number;
  currency?: string;
  /** ISO time of payment, when paid. */
  paidAt?: string;
}

export interface StartedPayment {
  method: PaymentMethod;
  /** The provider's id of the payment: status, cancel and callbacks use it. */
  providerPaymentId: string;
  status: PaymentStatus;
  browser: PaymentBrowserAction;
}

/** A callback as it arrived: the raw body (signatures cover its bytes) and the headers. */
export interface IncomingCallback {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface VerifiedCallback {
  providerPaymentId: string;
  status: PaymentStatus;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  status(providerPaymentId: string): Promise<PaymentStatus>;
  /** Cancels a pending payment; a payment already final answers PaymentProviderError. */
  cancel(providerPaymentId: string): Promise<PaymentStatus>;
  /**
   * Checks a callback and answers the payment's status, or throws PaymentCallbackError when it
   * is forged, stale, replayed or malformed. Bank payment has no callbacks: it always throws
   * ('unsupported'); poll status() instead.
   */
  verifyCallback(callback: IncomingCallback): Promise<VerifiedCallback>;
}

/** The provider refused or could not be reached (httpStatus 0, code absent). */
export class PaymentProviderError extends Error {
  constructor(
    readonly method: PaymentMethod,
    readonly httpStatus: number,
    /** The provider's code: RP06, ACMT03, BE18, … for Swish. */
    readonly code: string | undefined,
    readonly details: string,
  ) {
    super(`${method} payment ${code ?? 'request'} failed (${httpStatus}): ${details}`);
    this.name = 'PaymentProviderError';
  }
}

export type CallbackRefusal = 'forged' | 'stale' | 'replayed' | 'malformed' | 'unsupported';

export class PaymentCallbackError extends Error {
  constructor(
    readonly reason: CallbackRefusal,
    details: string,
  ) {
    super(`Payment callback refused (${reason}): ${details}`);
    this.name = 'PaymentCallbackError';
  }
}

export const PAYMENT_REFERENCE = /^[A-Za-z0-9]{1,35}$/;
const ATTEMPT_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

/** Refuses a start the providers would refuse anyway, before anything leaves the server. */
export function assertStartInput(method: PaymentMethod, input: StartPaymentInput): void {
  const invalid = (details: string) => new PaymentProviderError(method, 400, 'invalidInput', details);
  if (!ATTEMPT_ID.test(input.attemptId)) throw invalid('attemptId must be a UUID');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw invalid('amountMinor must be a positive integer');
  }
  if (!(PAYMENT_CURRENCIES as readonly string[]).includes(input.currency)) throw invalid('unknown currency');
  if (!PAYMENT_REFERENCE.test(input.reference)) throw invalid('reference must be 1–35 letters or digits');
}

/** The attempt id as 32 upper-case hex digits: Swish's instructionUUID, Svea's ClientOrderNumber. */
export function attemptHex(attemptId: string): string {
  return attemptId.replaceAll('-', '').toUpperCase();
}

/** 123450 → "1234.50": integer arithmetic only, no float ever touches the amount. */
export function minorToDecimal(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError('not a minor-unit amount');
  const whole = Math.trunc(amountMinor / 100);
  const cents = amountMinor % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * "1234.5", 1234.5 or "1234.50" → 123450; undefined for anything that is not a non-negative
 * amount with at most two decimals. A JSON number is read through its shortest text form.
 */
export function decimalToMinor(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * Remembers callbacks already taken, so the same one again is refused as a replay. Kept in
 * memory per instance: a replay reaching another instance within the window passes here, and the
 * booking code's record-once rule (one payment row per provider id) still holds it.
 */
export interface CallbackReplayGuard {
  /** true the first time this key is seen before `until`; false when seen already. */
  firstSeen(key: string, until: Date): boolean;
}

export function createMemoryReplayGuard(now: () => Date = () => new Date()): CallbackReplayGuard {
  const seen = new Map<string, number>();
  return {
    firstSeen(key, until) {
      const time = now().getTime();
      for (const [entry, expiry] of seen) if (expiry <= time) seen.delete(entry);
      if (seen.has(key)) return false;
      seen.set(key, until.getTime());
      return true;
    },
  };
}
