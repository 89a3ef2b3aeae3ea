import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import {
  type PaymentMethod,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus as ProviderStatus,
} from '../../providers/payments/payment-provider';
import { paymentServicesOf } from '../../providers/payments/payment-providers';
import { abandonClaim } from './payment-claim-repository';
import { type AttemptRow, allOpenAttempts, type Reconciled, reconcileAttempt } from './payment-repository';

// Asking a provider about an open attempt and recording its answer (issue 32 items 1 and 2): for
// the payer's status polls, for a new start that closes the open attempt first, for the lapse of
// an unpaid booking, and for the reconcile job that records a payment whose payer never came
// back. Plain functions of their dependencies, so any scheduler can run the job.

export interface PaymentDeps {
  db: Database;
  providerOf(method: PaymentMethod): PaymentProvider;
  log: FastifyBaseLogger;
}

export function paymentDepsOf(app: FastifyInstance, log: FastifyBaseLogger = app.log): PaymentDeps {
  return { db: app.database.db, providerOf: (method) => paymentServicesOf(app).providers[method], log };
}

/** A claim this old belongs to a start that never finished: asking a provider takes seconds. */
export const CLAIM_LIFETIME_MS = 2 * 60_000;
/** An attempt open this long was left by its payer (a card checkout never closed): it is cancelled. */
export const ABANDONED_AFTER_MS = 60 * 60_000;
/** Open attempts read per run of the job, oldest first. */
const JOB_BATCH = 200;

/** Records the provider's word; a charge the payment cannot keep is logged for the operator. */
export async function recordProviderWord(
  deps: PaymentDeps,
  attempt: AttemptRow,
  status: ProviderStatus,
  now: Date,
): Promise<Reconciled> {
  const result = await reconcileAttempt(deps.db, attempt.id, status, now);
  if (result.refundDue)
    deps.log.error(
      {
        paymentId: result.payment.id,
        attemptId: attempt.id,
        provider: attempt.provider,
        errorCode: result.attempt.errorCode,
      },
      'a provider took money the payment cannot keep: refund it',
    );
  return result;
}

/** The provider's current word on an open attempt, recorded; a provider fault keeps what we have. */
export async function readAttempt(deps: PaymentDeps, attempt: AttemptRow, now: Date): Promise<AttemptRow> {
  if (attempt.status !== 'created' || !attempt.providerReference) return attempt;
  let status: ProviderStatus;
  try {
    status = await deps.providerOf(attempt.provider).status(attempt.providerReference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn(
      { provider: attempt.provider, code: error.code, httpStatus: error.httpStatus },
      'payment status read failed',
    );
    return attempt;
  }
  return (await recordProviderWord(deps, attempt, status, now)).attempt;
}

/** Cancels an open attempt at its provider; one that is final there already (paid) is read instead. */
export async function closeAtProvider(
  deps: PaymentDeps,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptRow> {
  if (attempt.status !== 'created' || !attempt.providerReference) return attempt;
  try {
    const status = await deps.providerOf(attempt.provider).cancel(attempt.providerReference);
    return (await recordProviderWord(deps, attempt, status, now)).attempt;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return readAttempt(deps, attempt, now);
  }
}

const ageOf = (attempt: AttemptRow, now: Date) => now.getTime() - attempt.createdAt.getTime();

/**
 * Closes open attempts before a payment moves on (a new start, a lapse): each one open at its
 * provider is cancelled there, a claim of a start that never finished is given up. Answers those
 * still open: another start's fresh claim, or one the provider would not cancel (the payer has
 * approved it and the bank has not executed it yet, or the provider cannot be reached).
 */
export async function closeOpenAttempts(
  deps: PaymentDeps,
  attempts: AttemptRow[],
  now: Date,
): Promise<AttemptRow[]> {
  const stillOpen: AttemptRow[] = [];
  for (const attempt of attempts) {
    if (attempt.status === 'opening') {
      if (ageOf(attempt, now) >= CLAIM_LIFETIME_MS) await abandonClaim(deps.db, attempt.id, now);
      else stillOpen.push(attempt);
      continue;
    }
    const closed = await closeAtProvider(deps, attempt, now);
    if (closed.status === 'created') stillOpen.push(closed);
  }
  return stillOpen;
}

/**
 * The reconcile job: every open attempt is read from its provider and its outcome recorded, so a
 * payment is recorded without the payer's browser (bank payment has no callback; a Swish or card
 * callback may be lost). A start that never finished is given up, an abandoned attempt cancelled.
 * Answers how many attempts reached an outcome.
 */
export async function reconcileOpenAttempts(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  let settled = 0;
  for (const attempt of await allOpenAttempts(deps.db, JOB_BATCH)) {
    try {
      const current = await readAttempt(deps, attempt, now);
      const open = current.status === 'opening' || current.status === 'created';
      const givenUpAfter = current.status === 'opening' ? CLAIM_LIFETIME_MS : ABANDONED_AFTER_MS;
      if (open && ageOf(current, now) < givenUpAfter) continue;
      if (!open || (await closeOpenAttempts(deps, [current], now)).length === 0) settled += 1;
    } catch (error) {
      // One provider's fault (one not configured answers 503) must not stop the others' attempts.
      deps.log.warn(
        { attemptId: attempt.id, provider: attempt.provider, errorType: (error as Error).name },
        'reconciling a payment attempt failed',
      );
    }
  }
  return settled;
}
