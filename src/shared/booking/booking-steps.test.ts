import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_FLOWS,
  BOOKING_STATUSES,
  BOOKING_STEPS,
  chargedBookingFee,
  decideStep,
  FLOW_STEPS,
} from './booking-steps';

// The step table (flows §2.5): the next step only, signing and payment as gates, never ahead.

describe('decideStep', () => {
  it('never lets a booking skip a step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_FLOWS),
        fc.constantFrom(...BOOKING_STEPS),
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...BOOKING_STEPS),
        (flow, current, status, target) => {
          const steps = FLOW_STEPS[flow];
          const decision = decideStep(flow, current, status, target);
          if (decision.ok) expect(steps.indexOf(target)).toBeLessThanOrEqual(steps.indexOf(current) + 1);
          if (!steps.includes(current) || !steps.includes(target)) expect(decision.ok).toBe(false);
        },
      ),
    );
  });

  it('needs the signature to leave sign and the payment to leave payment', () => {
    expect(decideStep('A', 'sign', 'held', 'done')).toEqual({ ok: false, reason: 'GATE_NOT_PASSED' });
    expect(decideStep('A', 'sign', 'signed', 'done').ok).toBe(true);
    expect(decideStep('B', 'sign', 'signed', 'payment').ok).toBe(true);
    expect(decideStep('B', 'payment', 'signed', 'done')).toEqual({ ok: false, reason: 'GATE_NOT_PASSED' });
    expect(decideStep('C', 'payment', 'paid', 'done').ok).toBe(true);
  });

  it('goes back to change an answer only before signing', () => {
    expect(decideStep('C', 'accomodation', 'held', 'choices').ok).toBe(true);
    expect(decideStep('C', 'payment', 'signed', 'financing').ok).toBe(false);
  });

  it('knows each flow by its spec steps', () => {
    expect(FLOW_STEPS.A).toHaveLength(5);
    expect(FLOW_STEPS.B).toHaveLength(6);
    expect(FLOW_STEPS.C).toHaveLength(8);
    expect(decideStep('A', 'personal-info', 'held', 'documents')).toEqual({
      ok: false,
      reason: 'NOT_IN_FLOW',
    });
  });
});

describe('chargedBookingFee (issue 33 item 4)', () => {
  it('charges the project’s fee only in a flow with a payment step', () => {
    expect(chargedBookingFee('A', 1_000_000)).toBe(0);
    expect(chargedBookingFee('B', 2_500_000)).toBe(2_500_000);
    expect(chargedBookingFee('C', 5_000_000)).toBe(5_000_000);
  });
});
