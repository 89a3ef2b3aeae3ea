import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isUnpaidOn, unpaidStatusesOn } from '../../../shared/payments/payment-status';
import type { Database } from '../../db/client';
import {
  notifications,
  OPEN_ATTEMPT_STATUSES,
  paymentAttempts,
  payments,
  residenceBookings,
} from '../../db/schema';
import type {
  PaymentMethod,
  PaymentStatus as ProviderStatus,
} from '../../providers/payments/payment-provider';

// The payment records (issue 14 item 6, issue 15 item 5): what a person owes (`payments`), each try
// to pay it (`payment_attempts`), and the booking's move to `paid`. Reconciling locks the payment
// row, so callbacks and polls that report the same outcome at once are taken one after another and
// the payment is recorded once; every status change is guarded by the status it leaves. A start
// claims the payment's one open attempt under the same lock (payment-claim-repository.ts).

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;
export type PaymentRow = typeof payments.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
type BookingRow = typeof residenceBookings.$inferSelect;

/** The notification name of a booking fee that is due (notificationType VipPayment: a payment to make). */
export const BOOKING_FEE_NOTIFICATION = 'booking_fee';

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findAttempt(db: Executor, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

export async function findAttemptByReference(
  db: Executor,
  provider: PaymentMethod,
  providerReference: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerReference, providerReference)),
    );
  return row;
}

/**
 * The booking's fee payment, written the first time the booking needs it (one per booking: the
 * partial unique index), with a "payment due" notification for the buyer.
 */
export async function ensureBookingFeePayment(
  db: Database,
  booking: BookingRow,
  siteKey: string,
  now: Date,
): Promise<PaymentRow> {
  const existing = await findBookingFeePayment(db, booking.id);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await tx
      .insert(payments)
      .values({
        id,
        userId: booking.buyerUserId,
        siteKey,
        // A booking without a fee owes nothing: its payment is settled as it is written.
        status: booking.bookingFee === 0 ? 'Paid' : 'NotPaid',
        paidAt: booking.bookingFee === 0 ? now : null,
        amount: booking.bookingFee,
        currency: booking.currency,
        purpose: 'booking-fee',
        bookingId: booking.id,
        dueDate: booking.holdExpiresAt.toISOString().slice(0, 10),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (inserted.length === 0 || booking.bookingFee === 0) return;
    await tx.insert(notifications).values({
      id: randomUUID(),
      userId: booking.buyerUserId,
      siteKey,
      notificationType: 'VipPayment',
      name: BOOKING_FEE_NOTIFICATION,
      targetId: id,
      createdOn: now,
    });
  });
  const row = await findBookingFeePayment(db, booking.id);
  if (!row) throw new Error('booking fee payment vanished after insert');
  return row;
}

export async function findBookingFeePayment(
  db: Executor,
  bookingId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'booking-fee')));
  return row;
}

/** The "payment due" notice of a payment that is paid or owed no more. */
export async function removeDueNotice(db: Executor, paymentId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.targetId, paymentId), eq(notifications.notificationType, 'VipPayment')));
}

/** A signed booking with no fee to pay moves to paid at once. */
export async function markFeeFreeBookingPaid(db: Database, bookingId: string, now: Date): Promise<void> {
  await db
    .update(residenceBookings)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(
      and(
        eq(residenceBookings.id, bookingId),
        eq(residenceBookings.status, 'signed'),
        eq(residenceBookings.bookingFee, 0),
      ),
    );
}

const OPEN = [...OPEN_ATTEMPT_STATUSES];

/** The other open attempts of a payment (a new start closes them first). */
export function openAttemptsOf(db: Executor, paymentId: string, exceptId?: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.paymentId, paymentId),
        inArray(paymentAttempts.status, OPEN),
        exceptId ? ne(paymentAttempts.id, exceptId) : undefined,
      ),
    );
}

/** Every open attempt, oldest first (the reconcile job). */
export function allOpenAttempts(db: Executor, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.status, OPEN))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

export async function paidAttemptOf(db: Executor, paymentId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.status, 'paid')));
  return row;
}

export interface Reconciled {
  attempt: AttemptRow;
  payment: PaymentRow;
  /** The provider took money this payment cannot keep: the operator refunds it (the log says so). */
  refundDue: boolean;
}

/** Why a charge the provider reports is not the payment: the attempt's error code. */
export const REFUND_DUE_CODES = ['AMOUNT_MISMATCH', 'ALREADY_PAID'] as const;

/**
 * Takes the provider's word on an attempt. Only an open attempt changes; a paid one pays its
 * payment (from an unpaid status only) and, for a booking fee, moves the booking from signed to
 * paid. A charge reported after the payment was settled (paid with another method, or cancelled
 * with its lapsed booking) is recorded on its attempt as ALREADY_PAID, a paid payment becomes
 * OverPaid, and the answer says a refund is due, for the operator.
 */
export async function reconcileAttempt(
  db: Database,
  attemptId: string,
  status: ProviderStatus,
  now: Date,
): Promise<Reconciled> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ paymentId: paymentAttempts.paymentId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    if (!head) throw new Error('no such payment attempt');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, head.paymentId)).for('update');
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (!payment || !attempt) throw new Error('payment vanished while reconciling');
    if (attempt.status !== 'created' || status.state === 'pending')
      return { attempt, payment, refundDue: false };

    const settle = async (values: Partial<AttemptRow>) => {
      const [row] = await tx
        .update(paymentAttempts)
        .set({ ...values, updatedAt: now, settledAt: now })
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'created')))
        .returning();
      return row ?? attempt;
    };

    if (status.state !== 'paid') {
      const row = await settle({ status: status.state, errorCode: status.errorCode ?? null });
      return { attempt: row, payment, refundDue: false };
    }
    // What the provider took must be what was asked: anything else is not this payment.
    if (status.amountMinor !== undefined && status.amountMinor !== attempt.amount) {
      const row = await settle({ status: 'error', errorCode: 'AMOUNT_MISMATCH' });
      return { attempt: row, payment, refundDue: true };
    }
    if (!isUnpaidOn(payment.siteKey, payment.status)) {
      const row = await settle({ status: 'error', errorCode: 'ALREADY_PAID' });
      const [over] = await tx
        .update(payments)
        .set({ status: 'OverPaid' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'Paid')))
        .returning();
      return { attempt: row, payment: over ?? payment, refundDue: true };
    }
    const row = await settle({ status: 'paid', errorCode: null });
    const paidAt = status.paidAt ? new Date(status.paidAt) : now;
    const [paid] = await tx
      .update(payments)
      .set({ status: 'Paid', paidAt, paidWith: attempt.provider })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, unpaidStatusesOn(payment.siteKey))))
      .returning();
    if (paid) {
      if (paid.bookingId && paid.purpose === 'booking-fee') {
        await tx
          .update(residenceBookings)
          .set({ status: 'paid', paidAt, updatedAt: now })
          .where(and(eq(residenceBookings.id, paid.bookingId), eq(residenceBookings.status, 'signed')));
      }
      // The "payment due" notice has done its work.
      await removeDueNotice(tx, paid.id);
    }
    return { attempt: row, payment: paid ?? payment, refundDue: false };
  });
}
