import { schemaForStep } from '../../../../shared/cases/case-wizard-schemas';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { currentStep } from '../engine/wizard-state';
import { useWizard } from '../wizard-context';

/**
 * The form of the current step: checked with the step's schema of flows §5 (the one shared
 * with the tests), filled from what the wizard holds, so going back shows what was typed.
 */
export function useStepForm() {
  const { state } = useWizard();
  const view = currentStep(state)?.viewName ?? 'acceptTerms';
  return useZodForm(schemaForStep(view, state.kind), {
    defaultValues: state.formData as Record<string, unknown>,
  });
}
