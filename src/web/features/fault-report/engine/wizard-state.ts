import type { CaseFormData } from '../../../../shared/cases/case-wizard-schemas';
import {
  type CaseKind,
  isBoardKind,
  isOptionalView,
  type OptionalView,
  type StepView,
  stepsFor,
  type WizardStep,
} from './wizard-flows';

// The fault-report wizard's state and its pure reducer (flows §2.6 wizard state, §4.1 navigation).
//
// README
// - `initialWizardState(kind, { loggedIn, newCase?, formData?, completedViews?, enabledSteps? })`.
// - `wizardReducer(state, action)`; actions: next (optionally with the step's checked values),
//   back, jump(view), reset, cancel, newCase, setFormData(partial), enableStep(view, enabled),
//   restore(draft), submitStarted, submitSucceeded(result?), submitFailed(errorKey).
// - Navigation (flows §4.1): next marks the step completed, raises the displayed number when the
//   step it leaves is counted and skips optional steps not enabled; back skips them as well and
//   lowers the number when the step it lands on is counted. So on every step the displayed number
//   is 1 + the counted, visible steps before it (the invariant the property test checks), and
//   `progressOf(state)` = displayed / (total counted + 1).
// - jump(view) goes to a visible step that is completed or before the current one (the summary's
//   edit icons); anything else is ignored. Navigation is ignored while submitting and after submit.
// - cancel is reset (its confirmation and closing the modal belong to the UI; clear the draft too).
// - newCase keeps accept terms and the contact details for board members and drops the accept
//   terms step for a logged-in user.
// - Switching formData.type (apartment / public area) clears the chosen problem area (flows §4.1).
// - Errors of a failed submit clear when going back.

export type SubmitStatus = 'idle' | 'submitting' | 'submitted' | 'error';

export interface WizardStepState extends WizardStep {
  completed: boolean;
}

export interface SubmitResult {
  caseId?: string;
  ticketNumber?: number;
}

export interface WizardState {
  kind: CaseKind;
  loggedIn: boolean;
  newCase: boolean;
  steps: WizardStepState[];
  /** Index into steps of the step shown. */
  currentIndex: number;
  /** The step number shown to the user (1-based). */
  currentStepRender: number;
  /** How many visible steps count. */
  totalSteps: number;
  formData: CaseFormData;
  enabledSteps: OptionalView[];
  submit: { status: SubmitStatus; errorKey?: string; result?: SubmitResult };
}

export interface WizardDraftData {
  formData: CaseFormData;
  completedViews: StepView[];
  enabledSteps?: OptionalView[];
}

export type WizardAction =
  | { type: 'next'; formData?: Partial<CaseFormData> }
  | { type: 'back' }
  | { type: 'jump'; view: StepView }
  | { type: 'reset' }
  | { type: 'cancel' }
  | { type: 'newCase' }
  | { type: 'setFormData'; formData: Partial<CaseFormData> }
  | { type: 'enableStep'; view: OptionalView; enabled: boolean }
  | { type: 'restore'; draft: WizardDraftData }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; result?: SubmitResult }
  | { type: 'submitFailed'; errorKey: string };

export interface InitialOptions {
  loggedIn: boolean;
  newCase?: boolean;
  formData?: CaseFormData;
  completedViews?: StepView[];
  enabledSteps?: OptionalView[];
}

/** Shown: not optional, or optional and enabled (flows §4.1). */
export const isVisible = (state: Pick<WizardState, 'enabledSteps'>, step: WizardStep) =>
  !step.optional || (isOptionalView(step.viewName) && state.enabledSteps.includes(step.viewName));

/** The displayed number a step has: 1 + the counted, visible steps before it. */
export function displayedNumberAt(state: Pick<WizardState, 'steps' | 'enabledSteps'>, index: number): number {
  return 1 + state.steps.slice(0, index).filter((s) => isVisible(state, s) && !s.doNotCount).length;
}

const countSteps = (state: Pick<WizardState, 'steps' | 'enabledSteps'>) =>
  state.steps.filter((s) => isVisible(state, s) && !s.doNotCount).length;

/** The share of the progress bar: the current step over the step count plus one (flows §2.6). */
export const progressOf = (state: WizardState) => state.currentStepRender / (state.totalSteps + 1);

export const currentStep = (state: WizardState): WizardStepState | undefined =>
  state.steps[state.currentIndex];

export const isLastStep = (state: WizardState) => nextVisibleIndex(state, state.currentIndex) === undefined;

function nextVisibleIndex(state: WizardState, from: number): number | undefined {
  for (let index = from + 1; index < state.steps.length; index++) {
    const step = state.steps[index];
    if (step && isVisible(state, step)) return index;
  }
  return undefined;
}

function previousVisibleIndex(state: WizardState, from: number): number | undefined {
  for (let index = from - 1; index >= 0; index--) {
    const step = state.steps[index];
    if (step && isVisible(state, step)) return index;
  }
  return undefined;
}

/** Moves to a step, the displayed number and count following the invariant. */
function moveTo(state: WizardState, index: number): WizardState {
  return { ...state, currentIndex: index, currentStepRender: displayedNumberAt(state, index) };
}

export function initialWizardState(kind: CaseKind, options: InitialOptions): WizardState {
  const completed = new Set(options.completedViews ?? []);
  const steps = stepsFor(kind, { loggedIn: options.loggedIn, newCase: options.newCase }).map((step) => ({
    ...step,
    completed: completed.has(step.viewName),
  }));
  const base: WizardState = {
    kind,
    loggedIn: options.loggedIn,
    newCase: options.newCase ?? false,
    steps,
    currentIndex: 0,
    currentStepRender: 1,
    totalSteps: 0,
    formData: { ...(options.formData ?? {}) },
    enabledSteps: [...(options.enabledSteps ?? [])],
    submit: { status: 'idle' },
  };
  const withCount = { ...base, totalSteps: countSteps(base) };
  // A restored draft resumes at the first visible step not yet completed.
  const resumeAt = withCount.steps.findIndex((step) => isVisible(withCount, step) && !step.completed);
  return moveTo(withCount, resumeAt === -1 ? lastVisibleIndex(withCount) : resumeAt);
}

function lastVisibleIndex(state: WizardState): number {
  return previousVisibleIndex(state, state.steps.length) ?? 0;
}

// flows §4.1: switching between apartment and public area clears the chosen problem area.
const PROBLEM_FIELDS = [
  'problemArea',
  'problemAreaName',
  'problemAreaDetails',
  'problemAreaDetailsName',
  'publicAreaProblem',
] as const;

function mergeFormData(formData: CaseFormData, changes: Partial<CaseFormData>): CaseFormData {
  const merged = { ...formData, ...changes };
  if ('type' in changes && formData.type && changes.type !== formData.type) {
    for (const field of PROBLEM_FIELDS) delete merged[field];
  }
  return merged;
}

// flows §4.1: a new case keeps the terms and the contact details of a board member.
const KEPT_FOR_BOARD_NEW_CASE = [
  'acceptTerms',
  'boardEmail',
  'email',
  'phone',
  'firstName',
  'lastName',
  'other',
  'otherFirstName',
  'otherLastName',
  'otherEmail',
  'otherPhone',
] as const;

function keptForNewCase(state: WizardState): CaseFormData {
  if (!isBoardKind(state.kind)) return {};
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_FOR_BOARD_NEW_CASE) {
    if (state.formData[field] !== undefined) kept[field] = state.formData[field];
  }
  return kept as CaseFormData;
}

const busy = (state: WizardState) =>
  state.submit.status === 'submitting' || state.submit.status === 'submitted';

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next': {
      if (busy(state)) return state;
      const target = nextVisibleIndex(state, state.currentIndex);
      // On the last step there is nowhere to go: submit is the UI's (flows §4.1).
      if (target === undefined) return state;
      const formData = action.formData ? mergeFormData(state.formData, action.formData) : state.formData;
      const steps = state.steps.map((step, index) =>
        index === state.currentIndex ? { ...step, completed: true } : step,
      );
      return moveTo({ ...state, steps, formData }, target);
    }
    case 'back': {
      if (busy(state)) return state;
      const target = previousVisibleIndex(state, state.currentIndex);
      const cleared: WizardState =
        state.submit.status === 'error' ? { ...state, submit: { status: 'idle' } } : state;
      return target === undefined ? cleared : moveTo(cleared, target);
    }
    case 'jump': {
      if (busy(state)) return state;
      const target = state.steps.findIndex((step) => step.viewName === action.view);
      const step = state.steps[target];
      if (!step || !isVisible(state, step)) return state;
      if (!step.completed && target > state.currentIndex) return state;
      return moveTo(state, target);
    }
    case 'reset':
    case 'cancel':
      return initialWizardState(state.kind, { loggedIn: state.loggedIn, newCase: state.newCase });
    case 'newCase':
      return initialWizardState(state.kind, {
        loggedIn: state.loggedIn,
        newCase: true,
        formData: keptForNewCase(state),
      });
    case 'setFormData':
      return { ...state, formData: mergeFormData(state.formData, action.formData) };
    case 'enableStep': {
      const enabled = state.enabledSteps.includes(action.view);
      if (enabled === action.enabled) return state;
      // The step shown stays shown until the user leaves it.
      if (!action.enabled && state.steps[state.currentIndex]?.viewName === action.view) return state;
      const enabledSteps = action.enabled
        ? [...state.enabledSteps, action.view]
        : state.enabledSteps.filter((view) => view !== action.view);
      const next = { ...state, enabledSteps };
      return moveTo({ ...next, totalSteps: countSteps(next) }, state.currentIndex);
    }
    case 'restore':
      return initialWizardState(state.kind, {
        loggedIn: state.loggedIn,
        newCase: state.newCase,
        formData: { ...state.formData, ...action.draft.formData },
        completedViews: action.draft.completedViews,
        enabledSteps: action.draft.enabledSteps,
      });
    case 'submitStarted':
      return state.submit.status === 'submitting' ? state : { ...state, submit: { status: 'submitting' } };
    case 'submitSucceeded':
      return { ...state, submit: { status: 'submitted', result: action.result } };
    case 'submitFailed':
      return { ...state, submit: { status: 'error', errorKey: action.errorKey } };
  }
}

/** The views completed so far (what a draft stores). */
export const completedViews = (state: WizardState): StepView[] =>
  state.steps.filter((step) => step.completed).map((step) => step.viewName);
