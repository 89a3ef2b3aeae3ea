import { Checkbox, TextField } from '../../../ui/form/fields';
import { isNorwegianKind } from '../engine/wizard-flows';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** flows §2.6 compound (no management, and Norway): name, organisation number, membership. */
export function CompoundStep() {
  const text = useText();
  const { state } = useWizard();
  const form = useStepForm();
  const norwegian = isNorwegianKind(state.kind);
  return (
    <StepFrame form={form}>
      <fieldset className={styles.fieldset}>
        <legend>{text('legends.compound')}</legend>
        <TextField name="compoundName" label={text('compound.name')} autoComplete="organization" />
        <TextField
          name="compoundNumber"
          label={text('compound.number')}
          hint={text(norwegian ? 'compound.numberHintNo' : 'compound.numberHint')}
          inputMode={norwegian ? 'numeric' : 'text'}
        />
        <Checkbox name="isMember" label={text('compound.isMember')} />
      </fieldset>
    </StepFrame>
  );
}
