// The fault-report wizard's flows (flows §2.6): which steps each case kind walks through.
//
// README
// - `CaseKind`: resident (Sweden), residentNo (Norway), board (board member with technical
//   management, Sweden), boardWithoutManagement, boardNo (Norwegian board member).
// - `stepsFor(kind, { loggedIn, newCase })`: the steps in order. Accept terms is dropped only for
//   a logged-in user's *new* case ("new report" after a submit); the first case of a visit shows it.
// - Optional steps ('faq', 'appliances', 'duplicates') are in every list but shown only once the
//   wizard enables them (wizard-state.ts `enableStep`): 'faq' after problem-area details when the
//   detail has FAQ entries, 'appliances' (supplier-contact guidance) for appliance details,
//   'duplicates' (issue 13 item 8) before the description when a recent open case matches.
// - customNextButtonText / customPreviousButtonText are i18n keys of the fault-report texts.

export const CASE_KINDS = ['resident', 'residentNo', 'board', 'boardWithoutManagement', 'boardNo'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export type StepView =
  | 'acceptTerms'
  | 'contactWithoutManagement'
  | 'contact'
  | 'residentResidence'
  | 'searchResidence'
  | 'compound'
  | 'estateAddress'
  | 'problemArea'
  | 'problemAreaDetails'
  | 'faq'
  | 'duplicates'
  | 'appliances'
  | 'description'
  | 'residentSummary'
  | 'summary'
  | 'summaryWithoutManagement';

/** The steps the wizard shows only when enabled. */
export const OPTIONAL_VIEWS = ['faq', 'appliances', 'duplicates'] as const;
export type OptionalView = (typeof OPTIONAL_VIEWS)[number];

export interface WizardStep {
  viewName: StepView;
  /** The step draws its own frame: no title, progress bar or step buttons of the shell. */
  hideShell?: boolean;
  /** The step does not raise the displayed step number and is not in the step count. */
  doNotCount?: boolean;
  /** Shown only when enabled (flows §4.1: next and back skip it otherwise). */
  optional?: boolean;
  /** The shell shows no previous button on this step. */
  hidePrevious?: boolean;
  /** i18n key of the next button's text, when not the shell's "next". */
  customNextButtonText?: string;
  /** i18n key of the previous button's text, when not the shell's "previous". */
  customPreviousButtonText?: string;
}

const step = (viewName: StepView, flags: Omit<WizardStep, 'viewName'> = {}): WizardStep => ({
  viewName,
  ...flags,
});

// flows §2.6: accept terms has a hidden shell, is not counted and its next button says "accept terms".
const acceptTerms = () =>
  step('acceptTerms', {
    hideShell: true,
    doNotCount: true,
    hidePrevious: true,
    customNextButtonText: 'faultReport.buttons.acceptTerms',
  });

// FAQ suggestions and possible duplicates are detours: not counted, so the progress bar never
// goes back when they appear or vanish.
const faq = () =>
  step('faq', {
    optional: true,
    doNotCount: true,
    customNextButtonText: 'faultReport.buttons.continueReport',
  });
const duplicates = () =>
  step('duplicates', {
    optional: true,
    doNotCount: true,
    customNextButtonText: 'faultReport.buttons.reportAnyway',
  });
// flows §2.6: appliances is optional, hidden shell, not counted, with its own button texts.
const appliances = () =>
  step('appliances', {
    optional: true,
    hideShell: true,
    doNotCount: true,
    customNextButtonText: 'faultReport.buttons.continueReport',
    customPreviousButtonText: 'faultReport.buttons.changeProblem',
  });

/** The problem-area part that every flow shares, from problem area to description. */
const problemSteps = () => [
  step('problemArea'),
  step('problemAreaDetails'),
  faq(),
  appliances(),
  duplicates(),
  step('description'),
];

function allSteps(kind: CaseKind): WizardStep[] {
  switch (kind) {
    case 'resident':
    case 'residentNo':
      return [
        acceptTerms(),
        step('contactWithoutManagement'),
        step('residentResidence'),
        ...problemSteps(),
        step('residentSummary'),
      ];
    case 'board':
      return [acceptTerms(), step('contact'), step('searchResidence'), ...problemSteps(), step('summary')];
    case 'boardWithoutManagement':
      return [
        acceptTerms(),
        step('contact'),
        step('compound'),
        step('estateAddress'),
        ...problemSteps(),
        step('summaryWithoutManagement'),
      ];
    case 'boardNo':
      return [
        acceptTerms(),
        step('contact'),
        step('compound'),
        step('estateAddress'),
        ...problemSteps(),
        step('summary'),
      ];
  }
}

export interface StepsOptions {
  loggedIn: boolean;
  /** A new case started after a submit ("new report"); see flows §2.6. */
  newCase?: boolean;
}

/** The steps of a case kind in order (flows §2.6). */
export function stepsFor(kind: CaseKind, { loggedIn, newCase = false }: StepsOptions): WizardStep[] {
  const steps = allSteps(kind);
  return loggedIn && newCase ? steps.filter((s) => s.viewName !== 'acceptTerms') : steps;
}

export const isOptionalView = (view: StepView): view is OptionalView =>
  (OPTIONAL_VIEWS as readonly string[]).includes(view);

export const isBoardKind = (kind: CaseKind) =>
  kind === 'board' || kind === 'boardWithoutManagement' || kind === 'boardNo';

/** The Norwegian site's kinds (their rules differ: organisation number, home number). */
export const isNorwegianKind = (kind: CaseKind) => kind === 'residentNo' || kind === 'boardNo';
