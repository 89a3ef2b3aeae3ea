import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_KINDS, type CaseKind, OPTIONAL_VIEWS, type StepView, stepsFor } from './wizard-flows';
import {
  initialWizardState,
  progressOf,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const ALL_VIEWS = [
  ...new Set(CASE_KINDS.flatMap((kind) => stepsFor(kind, { loggedIn: false }).map((s) => s.viewName))),
];

const view = (state: WizardState) => state.steps[state.currentIndex]?.viewName as StepView;
const stepOf = (state: WizardState, name: StepView) => state.steps.find((s) => s.viewName === name);
const shown = (state: WizardState, name: StepView) => {
  const step = stepOf(state, name);
  return !!step && (!step.optional || state.enabledSteps.includes(name as never));
};
/** The spec's step count: the counted steps of the flow (optional steps are never counted). */
const countedSteps = (state: WizardState) => state.steps.filter((s) => !s.doNotCount).length;

const actionArbitrary: fc.Arbitrary<WizardAction> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<WizardAction>({ type: 'next' }) },
  { weight: 3, arbitrary: fc.constant<WizardAction>({ type: 'back' }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...ALL_VIEWS).map((v): WizardAction => ({ type: 'jump', view: v })),
  },
  { weight: 1, arbitrary: fc.constant<WizardAction>({ type: 'cancel' }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ view: fc.constantFrom(...OPTIONAL_VIEWS), enabled: fc.boolean() })
      .map((a): WizardAction => ({ type: 'enableStep', ...a })),
  },
);

/** flows §4.1, checked per move against the spec's words rather than the reducer's formula. */
function checkMove(before: WizardState, action: WizardAction, after: WizardState) {
  const from = before.steps[before.currentIndex];
  const to = after.steps[after.currentIndex];
  expect(from && to).toBeTruthy();
  if (!from || !to) return;
  // Never on a step that is not shown; the count and progress follow the spec's formula.
  expect(shown(after, to.viewName)).toBe(true);
  expect(after.totalSteps).toBe(countedSteps(after));
  expect(progressOf(after)).toBeCloseTo(after.currentStepRender / (after.totalSteps + 1));
  expect(after.currentStepRender).toBeGreaterThanOrEqual(1);
  expect(after.currentStepRender).toBeLessThanOrEqual(after.totalSteps);
  expect(progressOf(after)).toBeGreaterThan(0);
  expect(progressOf(after)).toBeLessThan(1);

  switch (action.type) {
    case 'next': {
      if (after.currentIndex === before.currentIndex) {
        // Only the last step stays put (submit is there).
        expect(after.steps.slice(before.currentIndex + 1).every((s) => !shown(after, s.viewName))).toBe(true);
        expect(after).toBe(before);
        break;
      }
      expect(after.steps[before.currentIndex]?.completed).toBe(true);
      expect(after.currentIndex).toBeGreaterThan(before.currentIndex);
      // Skipped steps are exactly the optional ones that are not enabled.
      for (const skipped of after.steps.slice(before.currentIndex + 1, after.currentIndex)) {
        expect(skipped.optional && !shown(after, skipped.viewName)).toBe(true);
      }
      expect(after.currentStepRender).toBe(before.currentStepRender + (from.doNotCount ? 0 : 1));
      break;
    }
    case 'back': {
      if (after.currentIndex === before.currentIndex) {
        expect(after.steps.slice(0, before.currentIndex).every((s) => !shown(after, s.viewName))).toBe(true);
        break;
      }
      expect(after.currentIndex).toBeLessThan(before.currentIndex);
      for (const skipped of after.steps.slice(after.currentIndex + 1, before.currentIndex)) {
        expect(skipped.optional && !shown(after, skipped.viewName)).toBe(true);
      }
      expect(after.currentStepRender).toBe(before.currentStepRender - (to.doNotCount ? 0 : 1));
      break;
    }
    case 'jump': {
      const target = stepOf(before, action.view);
      const allowed =
        !!target &&
        shown(before, action.view) &&
        (target.completed || before.steps.indexOf(target) <= before.currentIndex);
      expect(view(after)).toBe(allowed ? action.view : view(before));
      break;
    }
    case 'cancel':
      expect(after.currentIndex).toBe(0);
      expect(after.currentStepRender).toBe(1);
      expect(after.steps.some((s) => s.completed)).toBe(false);
      expect(after.formData).toEqual({});
      break;
    case 'enableStep':
      // Enabling a detour never moves the user nor changes their step number.
      expect(view(after)).toBe(view(before));
      expect(after.currentStepRender).toBe(before.currentStepRender);
      break;
  }
}

describe('wizard navigation (flows §4.1)', () => {
  it('keeps the step counter and progress right over random next, back, jump and cancel', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CaseKind>(...CASE_KINDS),
        fc.boolean(),
        fc.boolean(),
        fc.array(actionArbitrary, { maxLength: 60 }),
        (kind, loggedIn, newCase, actions) => {
          let state = initialWizardState(kind, { loggedIn, newCase });
          expect(state.currentStepRender).toBe(1);
          for (const action of actions) {
            const next = wizardReducer(state, action);
            checkMove(state, action, next);
            state = next;
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('walks a resident through every step with the numbers and progress the user sees', () => {
    let state = initialWizardState('resident', { loggedIn: true });
    const seen: string[] = [];
    for (;;) {
      seen.push(`${view(state)} ${state.currentStepRender}/${state.totalSteps}`);
      const next = wizardReducer(state, { type: 'next' });
      if (next.currentIndex === state.currentIndex) break;
      state = next;
    }
    expect(seen).toEqual([
      'acceptTerms 1/6',
      'contactWithoutManagement 1/6',
      'residentResidence 2/6',
      'problemArea 3/6',
      'problemAreaDetails 4/6',
      'description 5/6',
      'residentSummary 6/6',
    ]);
    expect(progressOf(state)).toBeCloseTo(6 / 7);
  });

  it('shows the FAQ and appliances steps only once enabled, without changing the count', () => {
    let state = initialWizardState('board', { loggedIn: true });
    const go = (...actions: WizardAction[]) => {
      for (const action of actions) state = wizardReducer(state, action);
    };
    go({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(view(state)).toBe('problemAreaDetails');
    go(
      { type: 'enableStep', view: 'faq', enabled: true },
      { type: 'enableStep', view: 'appliances', enabled: true },
    );
    expect(state.totalSteps).toBe(6);
    go({ type: 'next' });
    expect(view(state)).toBe('faq');
    go({ type: 'next' });
    expect(view(state)).toBe('appliances');
    go({ type: 'next' });
    expect([view(state), state.currentStepRender]).toEqual(['description', 5]);
    go({ type: 'back' }, { type: 'back' }, { type: 'back' });
    expect([view(state), state.currentStepRender]).toEqual(['problemAreaDetails', 4]);
  });

  it('jumps from the summary to a completed step and walks back to the summary', () => {
    let state = initialWizardState('board', { loggedIn: true });
    for (let i = 0; i < 20; i++) state = wizardReducer(state, { type: 'next' });
    expect(view(state)).toBe('summary');
    state = wizardReducer(state, { type: 'jump', view: 'contact' });
    expect([view(state), state.currentStepRender]).toEqual(['contact', 1]);
    state = wizardReducer(state, { type: 'jump', view: 'summary' });
    expect(view(state)).toBe('contact'); // the summary is not completed yet
    for (let i = 0; i < 5; i++) state = wizardReducer(state, { type: 'next' });
    expect(view(state)).toBe('summary');
  });
});

describe('wizard data and submit (flows §4.1)', () => {
  it('clears the chosen problem area when switching between apartment and public area', () => {
    let state = initialWizardState('resident', { loggedIn: true });
    state = wizardReducer(state, {
      type: 'setFormData',
      formData: { type: 'apartment', problemArea: '2100', problemAreaDetails: '2101', description: 'Dropp' },
    });
    state = wizardReducer(state, { type: 'setFormData', formData: { type: 'apartment' } });
    expect(state.formData.problemArea).toBe('2100');
    state = wizardReducer(state, { type: 'setFormData', formData: { type: 'publicSpace' } });
    expect(state.formData).toEqual({ type: 'publicSpace', description: 'Dropp' });
  });

  it('goes from submitting to submitted, or to an error that clears on back', () => {
    let state = initialWizardState('resident', { loggedIn: true });
    for (let i = 0; i < 20; i++) state = wizardReducer(state, { type: 'next' });
    state = wizardReducer(state, { type: 'submitStarted' });
    expect(state.submit.status).toBe('submitting');
    expect(wizardReducer(state, { type: 'back' })).toBe(state);
    state = wizardReducer(state, { type: 'submitFailed', errorKey: 'fileSize' });
    expect(state.submit).toEqual({ status: 'error', errorKey: 'fileSize' });
    state = wizardReducer(state, { type: 'back' });
    expect(state.submit).toEqual({ status: 'idle' });
    state = wizardReducer(state, { type: 'next' });
    state = wizardReducer(state, { type: 'submitStarted' });
    state = wizardReducer(state, { type: 'submitSucceeded', result: { ticketNumber: 1042 } });
    expect(state.submit).toEqual({ status: 'submitted', result: { ticketNumber: 1042 } });
  });

  it('starts a new case keeping terms and contact details for board members only, without accept terms', () => {
    const contact = {
      acceptTerms: true,
      email: 'styrelsen@brf.se',
      phone: '070-123 45 67',
      firstName: 'Eva',
      lastName: 'Berg',
    };
    for (const kind of ['board', 'boardWithoutManagement', 'boardNo'] as const) {
      let state = initialWizardState(kind, {
        loggedIn: true,
        formData: { ...contact, description: 'Läcka', compoundName: 'Brf Ekan' },
      });
      state = wizardReducer(state, { type: 'newCase' });
      expect(state.formData).toEqual(contact);
      expect(view(state)).toBe('contact');
      expect(state.currentStepRender).toBe(1);
    }
    let resident = initialWizardState('resident', {
      loggedIn: true,
      formData: { ...contact, description: 'Läcka' },
    });
    resident = wizardReducer(resident, { type: 'newCase' });
    expect(resident.formData).toEqual({});
    expect(view(resident)).toBe('contactWithoutManagement');
  });

  it('resumes a restored draft at the first step not completed', () => {
    let state = initialWizardState('boardWithoutManagement', { loggedIn: true });
    state = wizardReducer(state, {
      type: 'restore',
      draft: {
        formData: { compoundName: 'Brf Ekan' },
        completedViews: ['acceptTerms', 'contact', 'compound'],
      },
    });
    expect([view(state), state.currentStepRender, state.formData.compoundName]).toEqual([
      'estateAddress',
      3,
      'Brf Ekan',
    ]);
  });
});
