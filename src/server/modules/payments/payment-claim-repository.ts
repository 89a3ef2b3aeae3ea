import { and, eq, inArray } from 'drizzle-orm';
import { isUnpaidOn } from '../../../shared/payments/payment-status';
import type { Database } from '../../db/client';
import { OPEN_ATTEMPT_STATUSES, paymentAttempts, payments, residenceBookings } from '../../db/schema';
import type { PaymentMethod } from '../../providers/payments/payment-provider';
import type { AttemptRow, PaymentRow } from './payment-repository';

// One way to pay at a time (issue 32 item 1): a start claims the payment's one open attempt before
// it asks the provider, and the claim is opened, dropped or given up by what happens next.

export type Claim =
  | { kind: 'claimed'; payment: PaymentRow }
  /** Paid meanwhile, or nothing to pay. */
  | { kind: 'paid' }
  /** Another attempt of the payment is open (another start got here first). */
  | { kind: 'busy' }
  /** The attempt id is another payment's (sent to two payments at once). */
  | { kind: 'taken' }
  /** A booking fee whose booking is no longer signed within its hold. */
  | { kind: 'ended' };

/**
 * Claims the one open attempt of a payment for a start, before the provider is asked: under the
 * payment's row lock (SELECT … FOR UPDATE), so of simultaneous starts exactly one finds no other
 * open attempt and writes its row `opening`. The lapse of a signed booking takes the same lock.
 */
export async function claimAttempt(
  db: Database,
  values: { id: string; paymentId: string; provider: PaymentMethod },
  now: Date,
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, values.paymentId)).for('update');
    if (!payment || !isUnpaidOn(payment.siteKey, payment.status) || payment.amount <= 0)
      return { kind: 'paid' };
    if (payment.bookingId && payment.purpose === 'booking-fee') {
      const [booking] = await tx
        .select({ status: residenceBookings.status, holdExpiresAt: residenceBookings.holdExpiresAt })
        .from(residenceBookings)
        .where(eq(residenceBookings.id, payment.bookingId));
      if (booking?.status !== 'signed' || booking.holdExpiresAt <= now) return { kind: 'ended' };
    }
    const [open] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.paymentId, payment.id),
          inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES]),
        ),
      )
      .limit(1);
    if (open) return { kind: 'busy' };
    const inserted = await tx
      .insert(paymentAttempts)
      .values({
        ...values,
        providerReference: null,
        amount: payment.amount,
        currency: payment.currency,
        status: 'opening',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentAttempts.id });
    return inserted.length > 0 ? { kind: 'claimed', payment } : { kind: 'taken' };
  });
}

/** The provider accepted the claimed attempt: it is open there under its reference. */
export async function openClaimedAttempt(
  db: Database,
  id: string,
  providerReference: string,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(paymentAttempts)
    .set({ providerReference, status: 'created', updatedAt: now })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'opening')))
    .returning();
  return row;
}

/** The provider refused the start: nothing was made there, so the claim goes. */
export async function dropClaim(db: Database, id: string): Promise<void> {
  await db
    .delete(paymentAttempts)
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'opening')));
}

/** A claim whose start never finished (the process stopped while asking the provider). */
export async function abandonClaim(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'error', errorCode: 'START_UNFINISHED', updatedAt: now, settledAt: now })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'opening')));
}
