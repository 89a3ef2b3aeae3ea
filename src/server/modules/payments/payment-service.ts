import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  methodsFor,
  type PaymentAttemptView,
  type PaymentBrowserAction,
  type PaymentMethodName,
  type PaymentReceipt,
  type PaymentSummary,
} from '../../../shared/payments/payment-contracts';
import { PAYMENT_CALLBACK_PATHS } from '../../../shared/payments/payment-endpoints';
import { isUnpaidOn } from '../../../shared/payments/payment-status';
import { HttpError } from '../../http-error';
import {
  type IncomingCallback,
  PaymentCallbackError,
  PaymentProviderError,
  type StartedPayment,
  type StartPaymentInput,
} from '../../providers/payments/payment-provider';
import { paymentServicesOf } from '../../providers/payments/payment-providers';
import { claimAttempt, dropClaim, openClaimedAttempt } from './payment-claim-repository';
import { closeOpenAttempts, paymentDepsOf, readAttempt, recordProviderWord } from './payment-reconciler';
import {
  type AttemptRow,
  findAttempt,
  findAttemptByReference,
  findPayment,
  openAttemptsOf,
  type PaymentRow,
  paidAttemptOf,
} from './payment-repository';

// Paying a payment of the caller's through Swish, card or bank (issue 14 item 6, issue 15 item 5):
// the amount is the payment row's, and callbacks, status reads and the reconcile job record into
// the same rows (payment-repository.ts). One way to pay is open at a time (issue 32 item 1): a
// start closes the open attempt at its provider, then claims the payment's one open attempt under
// its row lock, and only then asks the provider.

export const notFound = () => new HttpError('NOT_FOUND', 'No such payment.');
const alreadyPaid = () => new HttpError('CONFLICT', 'The payment is paid already.');
const inProgress = () =>
  new HttpError('PAYMENT_IN_PROGRESS', 'Another way to pay this payment is open; read its status first.');
const bookingEnded = () => new HttpError('BOOKING_EXPIRED', 'The booking has ended; start again.');
const numberTaken = () =>
  new HttpError('CONFLICT', 'This payment number was used for another payment; ask for a new one.');

export interface StartOptions {
  method: PaymentMethodName;
  attemptId: string;
  payerPhone?: string;
  message?: string;
  /** The site's configured origin (siteContextOrigin), for the provider's callback and the way back. */
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
  const state = attempt.status === 'created' || attempt.status === 'opening' ? 'pending' : attempt.status;
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

/** A start the provider refused: nothing is open, and the payer may try again. */
function refusedView(payment: PaymentRow, options: StartOptions, errorCode: string): PaymentAttemptView {
  return {
    paymentNumber: options.attemptId,
    paymentId: payment.id,
    method: options.method,
    state: 'error',
    errorCode,
    amount: payment.amount,
    currency: payment.currency,
    paymentStatus: payment.status,
    browser: null,
  };
}

export function createPaymentService(app: FastifyInstance) {
  const db = app.database.db;
  const providerOf = (method: PaymentMethodName) => paymentServicesOf(app).providers[method];
  const now = () => new Date();

  /** Closes the payment's other open attempts; answers its row as it is after that. */
  async function closeOthers(payment: PaymentRow, exceptId: string, log: FastifyBaseLogger) {
    const open = await openAttemptsOf(db, payment.id, exceptId);
    if (open.length > 0 && (await closeOpenAttempts(paymentDepsOf(app, log), open, now())).length > 0)
      throw inProgress();
    const current = await findPayment(db, payment.id);
    if (!current || !isUnpaidOn(current.siteKey, current.status)) throw alreadyPaid();
    return current;
  }

  /** A new attempt's row, claimed before the provider is asked (claimAttempt's row lock). */
  async function claim(payment: PaymentRow, method: PaymentMethodName, attemptId: string) {
    const claimed = await claimAttempt(db, { id: attemptId, paymentId: payment.id, provider: method }, now());
    if (claimed.kind === 'paid') throw alreadyPaid();
    if (claimed.kind === 'ended') throw bookingEnded();
    if (claimed.kind === 'busy') throw inProgress();
    if (claimed.kind === 'taken') throw numberTaken();
    return claimed.payment;
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
    if (existing && (existing.paymentId !== payment.id || existing.provider !== method)) throw numberTaken();
    if (existing?.status === 'opening') throw inProgress();
    if (existing && existing.status !== 'created') return viewOf(existing, payment, null);

    // The same number again (a retry) asks the provider again, which answers the same payment.
    const current = existing
      ? payment
      : await claim(await closeOthers(payment, attemptId, log), method, attemptId);
    let started: StartedPayment;
    try {
      started = await providerOf(method).start(startInputOf(current, options));
    } catch (error) {
      if (!existing) await dropClaim(db, attemptId);
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.httpStatus === 0 || error.httpStatus >= 500)
        throw new HttpError('SERVICE_UNAVAILABLE', `${method} payments cannot be reached now.`);
      log.info({ provider: method, code: error.code }, 'payment start refused by the provider');
      // The provider refused (RP06, ACMT03, BE18 …): nothing was created there; the payer tries again.
      return refusedView(current, options, error.code ?? 'REFUSED');
    }
    const attempt = existing ?? (await openClaimedAttempt(db, attemptId, started.providerPaymentId, now()));
    if (!attempt) {
      // The claim was given up meanwhile (the start took minutes): nothing may stay open unrecorded.
      await providerOf(method)
        .cancel(started.providerPaymentId)
        .catch((error: unknown) =>
          log.error(
            { provider: method, errorType: (error as Error).name },
            'an unrecorded payment stays open',
          ),
        );
      throw inProgress();
    }
    if (started.status.state === 'pending') return viewOf(attempt, current, started.browser);
    const reconciled = await recordProviderWord(paymentDepsOf(app, log), attempt, started.status, now());
    return viewOf(reconciled.attempt, reconciled.payment, started.browser);
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
      const updated = await readAttempt(paymentDepsOf(app, log), attempt, now());
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
        // A paid attempt always has the provider's reference (it is written with `created`).
        reference: attempt.providerReference ?? attempt.id,
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
      // Not written yet (the start's answer is still on its way): a status read or the job takes it.
      if (!attempt) return { recorded: false };
      await recordProviderWord(paymentDepsOf(app, log), attempt, verified.status, now());
      return { recorded: true };
    },
  };
}

/** What the provider is asked: the payment row's amount, and URLs on the site's configured origin. */
function startInputOf(payment: PaymentRow, options: StartOptions): StartPaymentInput {
  const { method, attemptId, origin } = options;
  const callbackPath = PAYMENT_CALLBACK_PATHS[method === 'card' ? 'card' : 'swish'];
  return {
    attemptId,
    amountMinor: payment.amount,
    currency: payment.currency,
    reference: `HV${payment.id.replaceAll('-', '')}`,
    message: method === 'swish' ? (options.message ?? defaultMessage(payment)) : undefined,
    payerPhone: options.payerPhone ? swishAlias(options.payerPhone) : undefined,
    callbackUrl: new URL(callbackPath, origin).toString(),
    returnUrl: returnUrlOf(origin, options.returnPath, method, attemptId),
  };
}

function defaultMessage(payment: PaymentRow): string {
  return payment.purpose === 'booking-fee' ? 'Bokningsavgift' : 'VIP-avgift';
}

export type PaymentService = ReturnType<typeof createPaymentService>;
