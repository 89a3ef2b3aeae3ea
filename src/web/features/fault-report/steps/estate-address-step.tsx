import { RadioGroup, TextField } from '../../../ui/form/fields';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** flows §2.6 estate address (no management): type, home number, address, zip code, city. */
export function EstateAddressStep() {
  const text = useText();
  const form = useStepForm();
  const type = form.watch('type') as string | undefined;
  return (
    <StepFrame form={form}>
      <RadioGroup
        name="type"
        label={text('residence.type')}
        options={[
          { value: 'apartment', label: text('residence.apartment') },
          { value: 'publicSpace', label: text('residence.publicArea') },
        ]}
      />
      <fieldset className={styles.fieldset}>
        <legend>{text('legends.estateAddress')}</legend>
        {type === 'apartment' && (
          <TextField
            name="object"
            label={text('residence.homeNumber')}
            hint={text('residence.homeNumberTip')}
            inputMode="numeric"
          />
        )}
        <TextField name="address" label={text('residence.address')} autoComplete="street-address" />
        <TextField
          name="zipCode"
          label={text('residence.zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField name="city" label={text('residence.city')} autoComplete="address-level2" />
      </fieldset>
    </StepFrame>
  );
}
