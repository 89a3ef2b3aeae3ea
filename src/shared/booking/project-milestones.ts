import { TIMELINE_STEPS, type TimelineStep } from '../sites/routes';

// The key dates of a booked home (issue 33 item 5), the one source that the booking agreement,
// the my-pages timeline and the overview's "next step" all read. The source data is the booking
// project's row (booking_projects: interior deadline, inspection, final payment), the home's
// move-in date (residence_objects.inhabit_date, the access date its page shows) and, for the
// contract, when the booking was signed. In flows §2.4's order: contract, interior choices,
// inspection, final payment, access — a project's dates must keep inspection before final
// payment before access (the seed derives them from its homes' move-in so they do).

export interface MilestoneFacts {
  /** When the contract was signed (ISO time or date); null while unsigned or unknown. */
  signedAt: string | null;
  interiorDeadline: string | null;
  inspectionDate: string | null;
  finalPaymentDate: string | null;
  /** The home's move-in (access) date, YYYY-MM-DD. */
  moveInDate: string | null;
}

export interface Milestone {
  milestone: TimelineStep;
  /** YYYY-MM-DD, or null while the project has not set it. */
  date: string | null;
}

const day = (value: string | null) => (value ? value.slice(0, 10) : null);

/** The milestones of a home in their order, each with its day. */
export function projectMilestones(facts: MilestoneFacts): Milestone[] {
  const dates: Record<TimelineStep, string | null> = {
    contract: day(facts.signedAt),
    interior: day(facts.interiorDeadline),
    inspection: day(facts.inspectionDate),
    payment: day(facts.finalPaymentDate),
    'move-in': day(facts.moveInDate),
  };
  return TIMELINE_STEPS.map((milestone) => ({ milestone, date: dates[milestone] }));
}

/** Whether the dated milestones come one after the other (inspection < final payment < access). */
export function milestonesInOrder(milestones: readonly Milestone[]): boolean {
  const dated = milestones.flatMap((entry) => (entry.date ? [entry.date] : []));
  return dated.every((date, index) => index === 0 || (dated[index - 1] as string) < date);
}
