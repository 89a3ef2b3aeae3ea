import { describe, expect, it } from 'vitest';
import { nextStep, timelineSteps } from './timeline-steps';

// flows §2.4: the five timeline steps of a booking and which one comes next.

const facts = {
  contractSigned: true,
  signedAt: '2026-11-01T10:00:00Z',
  interiorDeadline: '2026-12-15',
  inspectionDate: '2027-04-01',
  finalPaymentDate: '2027-05-01',
  moveInDate: '2027-06-01',
};

describe('timeline steps', () => {
  it('dates the five steps from the booking, its project and the home', () => {
    const steps = timelineSteps(facts, '2026-11-24');
    expect(steps.map((step) => [step.step, step.date, step.done])).toEqual([
      ['contract', '2026-11-01', true],
      ['interior', '2026-12-15', false],
      ['inspection', '2027-04-01', false],
      ['payment', '2027-05-01', false],
      ['move-in', '2027-06-01', false],
    ]);
    expect(nextStep(steps)?.step).toBe('interior');
  });

  it('moves on as days pass, and has no next step once moved in', () => {
    expect(nextStep(timelineSteps(facts, '2027-04-15'))?.step).toBe('payment');
    expect(nextStep(timelineSteps(facts, '2027-06-02'))).toBeNull();
  });

  it('starts with the contract while unsigned, and counts undated steps done once moved in', () => {
    expect(
      nextStep(timelineSteps({ ...facts, contractSigned: false, signedAt: null }, '2026-11-24'))?.step,
    ).toBe('contract');
    const older = {
      ...facts,
      signedAt: null,
      interiorDeadline: null,
      inspectionDate: null,
      finalPaymentDate: null,
    };
    // Without the project's dates, what happens next is the move-in, which has one.
    expect(nextStep(timelineSteps(older, '2026-11-24'))?.step).toBe('move-in');
    expect(nextStep(timelineSteps({ ...older, moveInDate: null }, '2026-11-24'))?.step).toBe('interior');
    expect(nextStep(timelineSteps(older, '2027-07-01'))).toBeNull();
  });
});
