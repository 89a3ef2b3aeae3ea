import { createContext, type Dispatch, useContext } from 'react';
import type { CaseFormData } from '../../../shared/cases/case-wizard-schemas';
import type { WizardAction, WizardState } from './engine/wizard-state';

// What every step reads: the wizard's state, its dispatch, and the submit of the last step.

export interface WizardContextValue {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The last step's values are valid: save what changed on the user, then submit (flows §4.1). */
  submit: (values: Partial<CaseFormData>) => void;
  /** The id of the step heading, which takes focus on every step change. */
  headingId: string;
  /** Ends the report without filing it (the user followed an open case instead): no draft is kept. */
  finish: () => void;
  /** Per-file upload progress (percent, in file order) while a submit runs. */
  uploadProgress: number[] | null;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the fault-report wizard');
  return value;
}
