import { randomUUID } from 'node:crypto';
import type { NordeaInitiateBody, NordeaPayment, NordeaPaymentStatus } from './nordea-api';
import { decimalToMinor } from './payment-provider';

// The bank simulator's payments, in memory per app instance (local, dev and test only; a
// restart forgets open test payments). Status rules, applied whenever a payment is read:
// PendingConfirmation → (confirm) PendingUserApproval → (the payer approves on the bank page)
// Confirmed → Paid once the bank has executed it, EXECUTION_DELAY_MS later. Rejected,
// InsufficientFunds and UserApprovalCancelled come from the bank page; a payment waiting for
// the payer longer than APPROVAL_WINDOW_MS ends UserApprovalTimeout.

export const EXECUTION_DELAY_MS = 2_000;
export const APPROVAL_WINDOW_MS = 15 * 60_000;

export class NordeaSimulatorError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const validation = (description: string, path?: string) =>
  Object.assign(new NordeaSimulatorError(400, 'error.validation', description), { path });

export interface SimulatedNordeaPayment {
  payment: NordeaPayment;
  createdAt: number;
  redirectUrl?: string;
  confirmedAt?: number;
  approvalStartedAt?: number;
}

export type BankPageDecision = 'approve' | 'reject' | 'insufficient' | 'cancel';

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function createNordeaSimulator(options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const payments = new Map<string, SimulatedNordeaPayment>();
  const byExternalId = new Map<string, string>();

  function current(entry: SimulatedNordeaPayment): SimulatedNordeaPayment {
    const { payment } = entry;
    if (payment.payment_status === 'Confirmed' && entry.confirmedAt !== undefined) {
      if (now() - entry.confirmedAt >= EXECUTION_DELAY_MS) {
        payment.payment_status = 'Paid';
        payment.payment_date = new Date(entry.confirmedAt + EXECUTION_DELAY_MS).toISOString();
      }
    }
    if (
      payment.payment_status === 'PendingUserApproval' &&
      entry.approvalStartedAt !== undefined &&
      now() - entry.approvalStartedAt > APPROVAL_WINDOW_MS
    ) {
      payment.payment_status = 'UserApprovalTimeout';
    }
    return entry;
  }

  function get(paymentId: string): SimulatedNordeaPayment {
    const entry = payments.get(paymentId);
    if (!entry) throw new NordeaSimulatorError(404, 'error.resource.not_found', 'Payment not found');
    return current(entry);
  }

  function setStatus(entry: SimulatedNordeaPayment, status: NordeaPaymentStatus) {
    entry.payment.payment_status = status;
    if (status === 'Confirmed') entry.confirmedAt = now();
  }

  return {
    /** Initiate: 201 with a new payment, or 200 with the one this external_id made. */
    initiate(input: unknown): { entry: SimulatedNordeaPayment; created: boolean } {
      const body = (typeof input === 'object' && input !== null ? input : {}) as Partial<NordeaInitiateBody>;
      if (typeof body.external_id !== 'string' || !/^[\w-]{1,35}$/.test(body.external_id)) {
        throw validation('external_id must be 1–35 characters', 'external_id');
      }
      const existing = byExternalId.get(body.external_id);
      if (existing) return { entry: get(existing), created: false };
      const amountMinor = decimalToMinor(body.amount);
      if (typeof body.amount !== 'string' || amountMinor === undefined || amountMinor <= 0) {
        throw validation('amount must be a positive decimal text with at most two decimals', 'amount');
      }
      if (!['SEK', 'NOK', 'EUR'].includes(String(body.currency))) {
        throw validation('currency must be SEK, NOK or EUR', 'currency');
      }
      const creditor = body.creditor;
      if (
        creditor?.account?.type !== 'IBAN' ||
        typeof creditor.account.value !== 'string' ||
        !IBAN.test(creditor.account.value) ||
        typeof creditor.name !== 'string' ||
        creditor.name.length === 0 ||
        creditor.name.length > 70 ||
        (creditor.message !== undefined &&
          (typeof creditor.message !== 'string' || creditor.message.length > 140))
      ) {
        throw validation(
          'creditor needs an IBAN account, a name and at most a 140-character message',
          'creditor',
        );
      }
      const entry: SimulatedNordeaPayment = {
        createdAt: now(),
        payment: {
          _id: randomUUID(),
          external_id: body.external_id,
          amount: body.amount,
          currency: String(body.currency),
          creditor: {
            account: {
              value: creditor.account.value,
              type: 'IBAN',
              currency: String(creditor.account.currency ?? body.currency),
            },
            name: creditor.name,
            ...(creditor.message ? { message: creditor.message } : {}),
          },
          payment_status: 'PendingConfirmation',
        },
      };
      payments.set(entry.payment._id, entry);
      byExternalId.set(body.external_id, entry.payment._id);
      return { entry, created: true };
    },

    /** Confirm: PendingConfirmation (or a repeated confirm) → PendingUserApproval, signed on the bank page. */
    confirm(input: unknown): SimulatedNordeaPayment[] {
      const body = (typeof input === 'object' && input !== null ? input : {}) as {
        payments_ids?: unknown;
        redirect_url?: unknown;
      };
      if (
        !Array.isArray(body.payments_ids) ||
        body.payments_ids.length !== 1 ||
        typeof body.payments_ids[0] !== 'string'
      ) {
        throw validation('payments_ids must name one payment', 'payments_ids');
      }
      if (!isWebUrl(body.redirect_url))
        throw validation('redirect_url must be an http(s) URL', 'redirect_url');
      const entry = get(body.payments_ids[0]);
      const status = entry.payment.payment_status;
      if (status !== 'PendingConfirmation' && status !== 'PendingUserApproval') {
        throw new NordeaSimulatorError(409, 'error.payment.status', `The payment is ${status}`);
      }
      entry.redirectUrl = body.redirect_url;
      entry.approvalStartedAt ??= now();
      setStatus(entry, 'PendingUserApproval');
      return [entry];
    },

    get,

    /** DELETE: a payment not yet approved by the payer. */
    cancel(paymentId: string): SimulatedNordeaPayment {
      const entry = get(paymentId);
      const status = entry.payment.payment_status;
      if (status !== 'PendingConfirmation' && status !== 'PendingUserApproval') {
        throw new NordeaSimulatorError(409, 'error.payment.status', `The payment is ${status}`);
      }
      setStatus(entry, 'Cancelled');
      return entry;
    },

    /** The payer's answer on the bank page; only a payment waiting for it changes. */
    decide(paymentId: string, decision: BankPageDecision): SimulatedNordeaPayment {
      const entry = get(paymentId);
      if (entry.payment.payment_status !== 'PendingUserApproval') return entry;
      const next: Record<BankPageDecision, NordeaPaymentStatus> = {
        approve: 'Confirmed',
        reject: 'Rejected',
        insufficient: 'InsufficientFunds',
        cancel: 'UserApprovalCancelled',
      };
      setStatus(entry, next[decision]);
      return entry;
    },

    list(): SimulatedNordeaPayment[] {
      return [...payments.values()].map(current).sort((a, b) => b.createdAt - a.createdAt);
    },
  };
}

export type NordeaSimulator = ReturnType<typeof createNordeaSimulator>;
