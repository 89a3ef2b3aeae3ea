import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CaseFormData } from '../../../../shared/cases/case-wizard-schemas';
import { ZodForm } from '../../../ui/form/zod-form';
import { currentStep, isLastStep, progressOf } from '../engine/wizard-state';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';

interface Props<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  children: ReactNode;
  /**
   * Runs with the step's checked values before the wizard moves on: may enable an optional
   * step, and may answer more form data derived from the values (the chosen address's record).
   */
  beforeNext?: (values: Output) => Partial<CaseFormData> | undefined;
}

/**
 * One step of the wizard (flows §2.6, §4.1): its title, step number and progress bar (unless
 * the step hides the shell), its fields, and previous / next (or submit on the last step).
 * Next checks every field of the step; only then is the step completed and saved.
 */
export function StepFrame<Input extends FieldValues, Output>({
  form,
  children,
  beforeNext,
}: Props<Input, Output>) {
  const text = useText();
  const { state, dispatch, submit, headingId } = useWizard();
  const step = currentStep(state);
  if (!step) return null;
  const last = isLastStep(state);
  const submitting = state.submit.status === 'submitting';
  const showPrevious = !step.hidePrevious && state.currentIndex > 0;
  const nextText = last
    ? text(submitting ? 'buttons.sending' : 'buttons.submit')
    : text(step.customNextButtonText ?? 'buttons.next');

  const onValid = (values: Output) => {
    const extra = beforeNext?.(values);
    const formData = { ...(values as unknown as Partial<CaseFormData>), ...extra };
    if (last) submit(formData);
    else dispatch({ type: 'next', formData });
  };

  return (
    <ZodForm form={form} onValid={onValid} className={styles.step}>
      {step.hideShell ? (
        <h3 id={headingId} tabIndex={-1} className={styles.stepHeading}>
          {text(`steps.${step.viewName}`)}
        </h3>
      ) : (
        <div className={styles.step}>
          <h3 id={headingId} tabIndex={-1} className={styles.stepHeading}>
            {text(`steps.${step.viewName}`)}
          </h3>
          <p className={styles.stepCount}>
            {text('modal.stepOf', { current: state.currentStepRender, count: state.totalSteps })}
          </p>
          <progress
            className={styles.progress}
            value={progressOf(state)}
            max={1}
            aria-label={text('modal.progress')}
          />
        </div>
      )}
      {children}
      <div className={styles.nav}>
        {showPrevious ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={submitting}
            onClick={() => dispatch({ type: 'back' })}
          >
            {text(step.customPreviousButtonText ?? 'buttons.previous')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={styles.primary} disabled={submitting}>
          {nextText}
        </button>
      </div>
    </ZodForm>
  );
}
