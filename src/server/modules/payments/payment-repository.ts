import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { unpaidStatusesOn } from '../../../shared/payments/payment-status';
import type { Database } from '../../db/client';
import { notifications, paymentAttempts, payments, residenceBookings } from '../../db/schema';
import type {
  PaymentMethod,
  PaymentStatus as ProviderStatus,
} from '../../providers/payments/payment-provider';

// The payment records (issue 14 item 6, issue 15 item 5): what a person owes (`payments`), each try
// to pay it (`payment_attempts`), and the booking's move to `paid`. Reconciling locks the payment
// row, so callbacks and polls that report the same outcome at once are taken one after another and
// the payment is recorded once; every status change is guarded by the status it leaves.

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

async function findBookingFeePayment(db: Executor, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'booking-fee')));
  return row;
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

/** Writes an attempt the provider has accepted; the same id again (a retry) keeps the first row. */
export async function recordAttempt(
  db: Database,
  values: {
    id: string;
    paymentId: string;
    provider: PaymentMethod;
    providerReference: string;
    amount: number;
    currency: PaymentRow['currency'];
  },
  now: Date,
): Promise<AttemptRow> {
  await db
    .insert(paymentAttempts)
    .values({ ...values, status: 'created', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const row = await findAttempt(db, values.id);
  if (!row) throw new Error('payment attempt vanished after insert');
  return row;
}

/** The other attempts of a payment still waiting for the payer (a new start cancels them). */
export function openAttemptsOf(db: Executor, paymentId: string, exceptId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.paymentId, paymentId),
        eq(paymentAttempts.status, 'created'),
        ne(paymentAttempts.id, exceptId),
      ),
    );
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
}

/**
 * Takes the provider's word on an attempt. Only an open attempt changes; a paid one pays its
 * payment (from an unpaid status only) and, for a booking fee, moves the booking from signed to
 * paid. A second paid attempt of an already paid payment (the payer paid twice, with two methods)
 * leaves the first as the payment and marks the payment OverPaid, for staff to refund.
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
    if (attempt.status !== 'created' || status.state === 'pending') return { attempt, payment };

    const settle = (values: Partial<AttemptRow>) =>
      tx
        .update(paymentAttempts)
        .set({ ...values, updatedAt: now, settledAt: now })
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'created')))
        .returning();

    if (status.state !== 'paid') {
      const [row] = await settle({ status: status.state, errorCode: status.errorCode ?? null });
      return { attempt: row ?? attempt, payment };
    }
    // What the provider took must be what was asked: anything else is not this payment.
    if (status.amountMinor !== undefined && status.amountMinor !== attempt.amount) {
      const [row] = await settle({ status: 'error', errorCode: 'AMOUNT_MISMATCH' });
      return { attempt: row ?? attempt, payment };
    }
    const alreadyPaid = await paidAttemptOf(tx, payment.id);
    if (alreadyPaid) {
      const [row] = await settle({ status: 'error', errorCode: 'ALREADY_PAID' });
      const [over] = await tx
        .update(payments)
        .set({ status: 'OverPaid' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'Paid')))
        .returning();
      return { attempt: row ?? attempt, payment: over ?? payment };
    }
    const [row] = await settle({ status: 'paid', errorCode: null });
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
      await tx
        .delete(notifications)
        .where(and(eq(notifications.targetId, paid.id), eq(notifications.notificationType, 'VipPayment')));
    }
    return { attempt: row ?? attempt, payment: paid ?? payment };
  });
}
