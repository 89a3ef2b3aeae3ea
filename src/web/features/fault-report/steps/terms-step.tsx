import { Checkbox } from '../../../ui/form/fields';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** flows §2.6 step 1: the terms, ticked before anything else (hidden shell, not counted). */
export function TermsStep() {
  const text = useText();
  const form = useStepForm();
  return (
    <StepFrame form={form}>
      <p className={styles.stepCount}>{text('terms.heading')}</p>
      <p>{text('terms.intro')}</p>
      <p>{text('terms.access')}</p>
      <Checkbox name="acceptTerms" label={text('terms.accept')} />
    </StepFrame>
  );
}
