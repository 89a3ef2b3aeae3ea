import { TIMELINE_STEPS, type TimelineStep } from '../sites/routes';

// The five steps of a buyer's timeline (flows §2.4: contract, interior, inspection, payment,
// move-in) and their dates, derived from the booking: the contract is signed when the booking
// was, the interior deadline, inspection and final payment are the project's dates, move-in is
// the home's. A dated step is done once its day has passed; the next step is the first not done.

export interface TimelineFacts {
  /** Whether the contract is signed (an older booking may not say when). */
  contractSigned: boolean;
  /** When the contract was signed (ISO time or date); null while unsigned. */
  signedAt: string | null;
  interiorDeadline: string | null;
  inspectionDate: string | null;
  finalPaymentDate: string | null;
  /** The home's move-in date (YYYY-MM-DD). */
  moveInDate: string | null;
}

export interface TimelineStepState {
  step: TimelineStep;
  date: string | null;
  done: boolean;
}

const day = (value: string | null) => (value ? value.slice(0, 10) : null);

export function timelineSteps(facts: TimelineFacts, today: string): TimelineStepState[] {
  const dates: Record<TimelineStep, string | null> = {
    contract: day(facts.signedAt),
    interior: day(facts.interiorDeadline),
    inspection: day(facts.inspectionDate),
    payment: day(facts.finalPaymentDate),
    'move-in': day(facts.moveInDate),
  };
  const moveInPassed = dates['move-in'] !== null && (dates['move-in'] as string) < today;
  return TIMELINE_STEPS.map((step) => {
    const date = dates[step];
    // The contract is done once signed; a later step once its day passed. An undated step
    // between them counts as done when move-in is behind (nothing is left to do).
    const done = step === 'contract' ? facts.contractSigned : date !== null ? date < today : moveInPassed;
    return { step, date, done };
  });
}

/**
 * The first step not done that has a date; an undated one (a project that has not set it yet)
 * only when no later step has a date either, so "what happens next" always names a day if any.
 */
export function nextStep(steps: readonly TimelineStepState[]): TimelineStepState | null {
  const open = steps.filter((step) => !step.done);
  return open.find((step) => step.step === 'contract' || step.date !== null) ?? open[0] ?? null;
}
