import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  methodsFor,
  type PaymentAttemptView,
  type PaymentBrowserAction,
  type PaymentMethodName,
  type PaymentReceipt,
  type PaymentSummary,
} from '../../../shared/payments/payment-contracts';
import { isUnpaidOn } from '../../../shared/payments/payment-status';
import { HttpError } from '../../http-error';
import {
  type IncomingCallback,
  PaymentCallbackError,
  PaymentProviderError,
  type PaymentStatus as ProviderStatus,
} from '../../providers/payments/payment-provider';
import { paymentServicesOf } from '../../providers/payments/payment-providers';
import {
  type AttemptRow,
  findAttempt,
  findAttemptByReference,
  findPayment,
  openAttemptsOf,
  type PaymentRow,
  paidAttemptOf,
  reconcileAttempt,
  recordAttempt,
} from './payment-repository';

// Paying a payment of the caller's through Swish, card or bank (issue 14 item 6, issue 15 item 5):
// the amount is the payment row's, an attempt is written once the provider has accepted it, and
// callbacks and status reads reconcile into the same rows (payment-repository.ts).

export const notFound = () => new HttpError('NOT_FOUND', 'No such payment.');
const alreadyPaid = () => new HttpError('CONFLICT', 'The payment is paid already.');

export interface StartOptions {
  method: PaymentMethodName;
  attemptId: string;
  payerPhone?: string;
  message?: string;
  /** This site's origin (scheme, host and port), for the provider's callback and the way back. */
  origin: string;
  returnPath?: string;
}

/** The payer's Swish number as Swish wants it: country code and digits (070… → 4670…). */
export function swishAlias(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `46${digits.slice(1)}`;
  return digits;
}

/** The return parameters that reopen the payment modal (flows §2.2): cid for card, poolingId + type. */
export function returnUrlOf(
  origin: string,
  path: string | undefined,
  method: PaymentMethodName,
  attemptId: string,
) {
  const url = new URL(path ?? '/', origin);
  if (method === 'card') url.searchParams.set('cid', attemptId);
  else url.searchParams.set('poolingId', attemptId);
  url.searchParams.set('type', method);
  return url.toString();
}

export function summaryOf(payment: PaymentRow): PaymentSummary {
  return {
    paymentId: payment.id,
    purpose: payment.purpose,
    bookingId: payment.bookingId,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    methods: methodsFor(payment.currency),
  };
}

function viewOf(
  attempt: AttemptRow,
  payment: PaymentRow,
  browser: PaymentBrowserAction | null,
): PaymentAttemptView {
  const state = attempt.status === 'created' ? 'pending' : attempt.status;
  return {
    paymentNumber: attempt.id,
    paymentId: payment.id,
    method: attempt.provider,
    state,
    errorCode: attempt.errorCode,
    amount: attempt.amount,
    currency: attempt.currency,
    paymentStatus: payment.status,
    browser: state === 'pending' ? browser : null,
  };
}

export function createPaymentService(app: FastifyInstance) {
  const db = app.database.db;
  const providerOf = (method: PaymentMethodName) => paymentServicesOf(app).providers[method];
  const now = () => new Date();

  /** The provider's current word on an open attempt, recorded; a provider fault keeps what we have. */
  async function refresh(attempt: AttemptRow, log: FastifyBaseLogger) {
    if (attempt.status !== 'created') return attempt;
    let status: ProviderStatus;
    try {
      status = await providerOf(attempt.provider).status(attempt.providerReference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn(
        { provider: attempt.provider, code: error.code, httpStatus: error.httpStatus },
        'payment status read failed',
      );
      return attempt;
    }
    return (await reconcileAttempt(db, attempt.id, status, now())).attempt;
  }

  /** Cancels the payment's other open attempts (one way to pay at a time), taking any outcome they reached. */
  async function settleOthers(payment: PaymentRow, exceptId: string, log: FastifyBaseLogger) {
    for (const other of await openAttemptsOf(db, payment.id, exceptId)) {
      try {
        const status = await providerOf(other.provider).cancel(other.providerReference);
        await reconcileAttempt(db, other.id, status, now());
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // Final already (paid, declined): read what it became.
        await refresh(other, log);
      }
    }
  }

  async function start(
    payment: PaymentRow,
    options: StartOptions,
    log: FastifyBaseLogger,
  ): Promise<PaymentAttemptView> {
    const { method, attemptId } = options;
    if (!isUnpaidOn(payment.siteKey, payment.status) || payment.amount <= 0) throw alreadyPaid();
    if (!methodsFor(payment.currency).includes(method))
      throw new HttpError('CONFLICT', `${method} does not take ${payment.currency}.`);
    const existing = await findAttempt(db, attemptId);
    if (existing && (existing.paymentId !== payment.id || existing.provider !== method))
      throw new HttpError('CONFLICT', 'This payment number was used for another payment; ask for a new one.');
    if (existing && existing.status !== 'created') return viewOf(existing, payment, null);

    await settleOthers(payment, attemptId, log);
    const current = await findPayment(db, payment.id);
    if (!current || !isUnpaidOn(current.siteKey, current.status)) throw alreadyPaid();

    let started: Awaited<ReturnType<ReturnType<typeof providerOf>['start']>>;
    try {
      started = await providerOf(method).start({
        attemptId,
        amountMinor: current.amount,
        currency: current.currency,
        reference: `HV${current.id.replaceAll('-', '')}`,
        message: method === 'swish' ? (options.message ?? defaultMessage(current)) : undefined,
        payerPhone: options.payerPhone ? swishAlias(options.payerPhone) : undefined,
        callbackUrl: new URL(
          method === 'card' ? '/api/payments/callback/card' : '/api/payments/callback/swish',
          options.origin,
        ).toString(),
        returnUrl: returnUrlOf(options.origin, options.returnPath, method, attemptId),
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.httpStatus === 0 || error.httpStatus >= 500)
        throw new HttpError('SERVICE_UNAVAILABLE', `${method} payments cannot be reached now.`);
      log.info({ provider: method, code: error.code }, 'payment start refused by the provider');
      // The provider refused (RP06, ACMT03, BE18 …): nothing was created there; the payer tries again.
      return {
        paymentNumber: attemptId,
        paymentId: current.id,
        method,
        state: 'error',
        errorCode: error.code ?? 'REFUSED',
        amount: current.amount,
        currency: current.currency,
        paymentStatus: current.status,
        browser: null,
      };
    }
    let attempt = await recordAttempt(
      db,
      {
        id: attemptId,
        paymentId: current.id,
        provider: method,
        providerReference: started.providerPaymentId,
        amount: current.amount,
        currency: current.currency,
      },
      now(),
    );
    let paymentNow = current;
    if (started.status.state !== 'pending') {
      const reconciled = await reconcileAttempt(db, attempt.id, started.status, now());
      attempt = reconciled.attempt;
      paymentNow = reconciled.payment;
    }
    return viewOf(attempt, paymentNow, started.browser);
  }

  async function ownAttempt(userId: string, attemptId: string, method?: PaymentMethodName) {
    const attempt = await findAttempt(db, attemptId);
    const payment = attempt ? await findPayment(db, attempt.paymentId) : undefined;
    if (!attempt || !payment || payment.userId !== userId || (method && attempt.provider !== method))
      throw notFound();
    return { attempt, payment };
  }

  return {
    start,

    /** An attempt of the caller's, read from its provider while open (the bank payer's return, polling). */
    async status(
      userId: string,
      attemptId: string,
      method: PaymentMethodName | undefined,
      log: FastifyBaseLogger,
    ) {
      const { attempt } = await ownAttempt(userId, attemptId, method);
      const updated = await refresh(attempt, log);
      const payment = await findPayment(db, attempt.paymentId);
      if (!payment) throw notFound();
      return viewOf(updated, payment, null);
    },

    /** A payment of the caller's; someone else's answers 404. */
    async ownPayment(userId: string, paymentId: string): Promise<PaymentRow> {
      const payment = await findPayment(db, paymentId);
      if (!payment || payment.userId !== userId) throw notFound();
      return payment;
    },

    async receipt(userId: string, paymentId: string): Promise<PaymentReceipt> {
      const payment = await findPayment(db, paymentId);
      if (!payment || payment.userId !== userId) throw notFound();
      const attempt = await paidAttemptOf(db, payment.id);
      if (!payment.paidAt || !payment.paidWith || !attempt)
        throw new HttpError('CONFLICT', 'The payment is not paid yet.');
      return {
        paymentId: payment.id,
        purpose: payment.purpose,
        amount: attempt.amount,
        currency: attempt.currency,
        method: payment.paidWith,
        paidAt: payment.paidAt.toISOString(),
        reference: attempt.providerReference,
      };
    },

    /** A provider's callback: verified, then reconciled into the attempt it names (once). */
    async callback(method: 'swish' | 'card', incoming: IncomingCallback, log: FastifyBaseLogger) {
      let verified: Awaited<ReturnType<ReturnType<typeof providerOf>['verifyCallback']>>;
      try {
        verified = await providerOf(method).verifyCallback(incoming);
      } catch (error) {
        if (error instanceof PaymentCallbackError) {
          log.warn({ provider: method, reason: error.reason }, 'payment callback refused');
          if (error.reason === 'forged')
            throw new HttpError('UNAUTHORIZED', 'The callback is not signed by the provider.');
          if (error.reason === 'replayed')
            throw new HttpError('CONFLICT', 'This callback was taken already.');
          throw new HttpError('REQUEST_REJECTED', `The callback is ${error.reason}.`);
        }
        if (error instanceof PaymentProviderError)
          throw new HttpError('SERVICE_UNAVAILABLE', 'The provider could not confirm the callback now.');
        throw error;
      }
      const attempt = await findAttemptByReference(db, method, verified.providerPaymentId);
      // Not written yet (the start's answer is still on its way): the next status read takes it.
      if (!attempt) return { recorded: false };
      await reconcileAttempt(db, attempt.id, verified.status, now());
      return { recorded: true };
    },
  };
}

function defaultMessage(payment: PaymentRow): string {
  return payment.purpose === 'booking-fee' ? 'Bokningsavgift' : 'VIP-avgift';
}

export type PaymentService = ReturnType<typeof createPaymentService>;
