import { type MilestoneFacts, projectMilestones } from '../booking/project-milestones';
import type { TimelineStep } from '../sites/routes';

// The five steps of a buyer's timeline (flows §2.4: contract, interior, inspection, payment,
// move-in) and their dates, which are the home's milestones (booking/project-milestones.ts, the
// one source the booking agreement reads too). A dated step is done once its day has passed;
// the next step is the first not done.

export interface TimelineFacts extends MilestoneFacts {
  /** Whether the contract is signed (an older booking may not say when). */
  contractSigned: boolean;
}

export interface TimelineStepState {
  step: TimelineStep;
  date: string | null;
  done: boolean;
}

export function timelineSteps(facts: TimelineFacts, today: string): TimelineStepState[] {
  const milestones = projectMilestones(facts);
  const moveIn = milestones.find((entry) => entry.milestone === 'move-in')?.date ?? null;
  const moveInPassed = moveIn !== null && moveIn < today;
  return milestones.map(({ milestone: step, date }) => {
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
