import { type ComponentType, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import type { CaseFormData } from '../../../shared/cases/case-wizard-schemas';
import { useAgreements } from './api/case-lookups';
import { clearDraft, loadDraft, saveDraft } from './engine/wizard-draft';
import { type CaseKind, isBoardKind, type StepView } from './engine/wizard-flows';
import { completedViews, currentStep, initialWizardState, wizardReducer } from './engine/wizard-state';
import styles from './fault-report.module.css';
import { AppliancesStep } from './steps/appliances-step';
import { CompoundStep } from './steps/compound-step';
import { ContactStep } from './steps/contact-step';
import { DescriptionStep } from './steps/description-step';
import { DuplicatesStep } from './steps/duplicates-step';
import { EstateAddressStep } from './steps/estate-address-step';
import { FaqStep } from './steps/faq-step';
import { ProblemAreaStep } from './steps/problem-area-step';
import { ProblemDetailsStep } from './steps/problem-details-step';
import { ResidenceStep } from './steps/residence-step';
import { SearchResidenceStep } from './steps/search-residence-step';
import { SummaryStep } from './steps/summary-step';
import { TermsStep } from './steps/terms-step';
import { CompletionView } from './submit/completion-view';
import { useCaseSubmit } from './submit/use-case-submit';
import { useText } from './use-text';
import { WizardContext } from './wizard-context';

const VIEWS: Readonly<Record<StepView, ComponentType>> = {
  acceptTerms: TermsStep,
  contactWithoutManagement: ContactStep,
  contact: ContactStep,
  residentResidence: ResidenceStep,
  searchResidence: SearchResidenceStep,
  compound: CompoundStep,
  estateAddress: EstateAddressStep,
  problemArea: ProblemAreaStep,
  problemAreaDetails: ProblemDetailsStep,
  faq: FaqStep,
  duplicates: DuplicatesStep,
  appliances: AppliancesStep,
  description: DescriptionStep,
  residentSummary: SummaryStep,
  summary: SummaryStep,
  summaryWithoutManagement: SummaryStep,
};

interface Props {
  kind: CaseKind;
  user: UserAsRead;
  /** The association's board e-mail (board kinds), to prefill and to see whether it changed. */
  associationEmail: string | null;
  /** Asks to close the modal (the completion view's close). */
  onClose: () => void;
  /** Tells the modal whether the completion view shows (closing then needs no question). */
  onSubmitted: (submitted: boolean) => void;
}

function prefill(user: UserAsRead, associationEmail: string | null): CaseFormData {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phoneNumber,
    ...(associationEmail ? { boardEmail: associationEmail } : {}),
  };
}

/**
 * The wizard of flows §2.6 and §4.1 for one case kind: the engine's reducer, the draft cookie
 * (restored once after mount when its kind matches; saved whenever a step completes), the step
 * views, and the submit with its completion and error views.
 */
export function FaultReportWizard({ kind, user, associationEmail, onClose, onSubmitted }: Props) {
  const text = useText();
  const headingId = useId();
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState(kind, { loggedIn: true, formData: prefill(user, associationEmail) }),
  );
  const [restored, setRestored] = useState(false);
  const { submit, progress } = useCaseSubmit(state, dispatch, { user, associationEmail });
  // A resident's homes are asked for at once, so the address step has them when it shows.
  useAgreements(kind === 'resident' || kind === 'residentNo');

  // flows §4.1: a stored draft comes back only for the same case kind (read after mount: the
  // cookie is the browser's).
  useEffect(() => {
    const draft = loadDraft(kind, undefined, user.id);
    if (!draft || draft.completedViews.length === 0) return;
    dispatch({ type: 'restore', draft });
    setRestored(true);
  }, [kind, user.id]);

  // Each completed step is saved (files excluded, wizard-draft.ts).
  const completedKey = completedViews(state).join(',');
  const saved = useRef('');
  useEffect(() => {
    if (!completedKey || state.submit.status === 'submitted') return;
    const key = `${completedKey}|${JSON.stringify({ ...state.formData, files: undefined })}`;
    if (key === saved.current) return;
    saved.current = key;
    saveDraft(state, undefined, user.id);
  }, [completedKey, state, user.id]);

  // Every new step starts at its heading, so a screen reader and the keyboard begin there.
  const shownStep = useRef(state.currentIndex);
  useEffect(() => {
    if (shownStep.current === state.currentIndex) return;
    shownStep.current = state.currentIndex;
    document.getElementById(headingId)?.focus();
  });

  const submitted = state.submit.status === 'submitted';
  useEffect(() => onSubmitted(submitted), [submitted, onSubmitted]);

  const context = useMemo(
    () => ({
      state,
      dispatch,
      submit: (values: Partial<CaseFormData>) => void submit(values),
      headingId,
      uploadProgress: progress,
      finish: () => {
        clearDraft();
        onClose();
      },
    }),
    [state, submit, headingId, progress, onClose],
  );

  if (state.submit.status === 'submitted') {
    return (
      <CompletionView
        kind={kind}
        ticketNumber={state.submit.result?.ticketNumber}
        caseId={state.submit.result?.caseId}
        onNewCase={() => {
          setRestored(false);
          dispatch({ type: 'newCase' });
          // A board member keeps the contact details (the engine); a resident's come from the account.
          if (!isBoardKind(kind))
            dispatch({ type: 'setFormData', formData: prefill(user, associationEmail) });
        }}
        onClose={onClose}
      />
    );
  }

  const step = currentStep(state);
  const View = step ? VIEWS[step.viewName] : undefined;
  return (
    <WizardContext.Provider value={context}>
      {restored && <p className={styles.notice}>{text('modal.restored')}</p>}
      {/* A step's form is made afresh for each step, from what the wizard holds. */}
      {View && <View key={`${state.currentIndex}-${state.newCase}`} />}
    </WizardContext.Provider>
  );
}
