// Click-to-buy flows and their steps (flows §2.5), and the step machine the server keeps: the
// client shows the step the booking is at and may move on only by the rules below, so signing
// and payment cannot be skipped by calling a later route (issue 14 item 2).

export const BOOKING_FLOWS = ['A', 'B', 'C'] as const;
export type BookingFlow = (typeof BOOKING_FLOWS)[number];

export const BOOKING_STEPS = [
  'start-booking',
  'personal-info',
  'documents',
  'choices',
  'financing',
  'accomodation',
  'sign',
  'payment',
  'done',
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The URL step names of each flow, in order (flows §2.5; "accomodation" is the spec's spelling). */
export const FLOW_STEPS: Readonly<Record<BookingFlow, readonly BookingStep[]>> = {
  A: ['start-booking', 'personal-info', 'financing', 'sign', 'done'],
  B: ['start-booking', 'personal-info', 'documents', 'sign', 'payment', 'done'],
  C: ['start-booking', 'personal-info', 'choices', 'financing', 'accomodation', 'sign', 'payment', 'done'],
};

/**
 * Whether a flow charges its project's booking fee: only a flow with a payment step does (flows
 * §2.5: B and C; A has none and §4.5 adds no step to it). A flow without one neither shows nor
 * books a fee (issue 33 item 4: what the flow shows is what it charges).
 */
export function chargesBookingFee(flow: BookingFlow): boolean {
  return FLOW_STEPS[flow].includes('payment');
}

/** The fee a booking in `flow` charges, in minor units: the project's fee, or 0 without a payment step. */
export function chargedBookingFee(flow: BookingFlow, projectFee: number): number {
  return chargesBookingFee(flow) ? projectFee : 0;
}

export const BOOKING_STATUSES = [
  'pending',
  'held',
  'signed',
  'paid',
  'completed',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the home: at most one booking per home is in one of these (a unique index). */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'held',
  'signed',
  'paid',
  'completed',
];
/**
 * Statuses whose hold lapses at `holdExpiresAt`, exactly, on any read. A signed booking of a flow
 * with a payment step whose fee is unpaid lapses then too, but only by the periodic task
 * (server booking-lapse.ts), once its open payments are closed at their providers (README, "Click
 * to buy"); a paid one, and a signed one with nothing to pay, keep the home.
 */
export const EXPIRING_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'held'];

/**
 * What a booking's status must be to leave a step: a step not listed needs only a live hold.
 * Leaving `sign` needs the signature, leaving `payment` the payment; these statuses are set by
 * the signing and payment routes alone, never by the client's step request.
 */
const LEAVE_REQUIRES: Partial<Record<BookingStep, readonly BookingStatus[]>> = {
  sign: ['signed', 'paid'],
  payment: ['paid'],
};

export type StepDecision =
  | { ok: true }
  | { ok: false; reason: 'NOT_IN_FLOW' | 'NOT_NEXT' | 'GATE_NOT_PASSED' };

/**
 * Whether a booking at `current` with `status` may move to `target`: back to any earlier step of
 * its flow (to change an answer) before signing, or on to the next step once the current one's gate
 * is passed. Never two steps ahead.
 */
export function decideStep(
  flow: BookingFlow,
  current: BookingStep,
  status: BookingStatus,
  target: BookingStep,
): StepDecision {
  const steps = FLOW_STEPS[flow];
  const from = steps.indexOf(current);
  const to = steps.indexOf(target);
  if (from < 0 || to < 0) return { ok: false, reason: 'NOT_IN_FLOW' };
  if (to === from) return { ok: true };
  const signedAlready = status === 'signed' || status === 'paid' || status === 'completed';
  if (to < from)
    return signedAlready && to <= steps.indexOf('sign') ? { ok: false, reason: 'NOT_NEXT' } : { ok: true };
  if (to !== from + 1) return { ok: false, reason: 'NOT_NEXT' };
  const required = LEAVE_REQUIRES[current];
  if (required && !required.includes(status)) return { ok: false, reason: 'GATE_NOT_PASSED' };
  return { ok: true };
}

/** The step before `done` of a flow: the one a booking must stand on to be completed. */
export function lastStepBeforeDone(flow: BookingFlow): BookingStep {
  const steps = FLOW_STEPS[flow];
  return steps[steps.length - 2] as BookingStep;
}
