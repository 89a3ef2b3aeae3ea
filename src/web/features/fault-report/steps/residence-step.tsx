import { useEffect, useRef } from 'react';
import { OTHER_ADDRESS } from '../../../../shared/cases/case-wizard-schemas';
import { RadioGroup, TextField } from '../../../ui/form/fields';
import { useAgreements } from '../api/case-lookups';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { residenceOptions } from './residence-options';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6, §4.1 resident selection: apartment or public area, then one of the user's homes
 * (or their buildings), or another address typed by hand. Switching the type clears the chosen
 * problem area and preselects the first address; no agreements (204) leaves the manual entry.
 */
export function ResidenceStep() {
  const text = useText();
  const { state, dispatch } = useWizard();
  const form = useStepForm();
  const agreements = useAgreements();
  const type = form.watch('type') as string | undefined;
  const chosen = form.watch('selectedApartmentId') as string | undefined;
  const options = residenceOptions(agreements.data ?? [], type, text('residence.otherAddress'));
  const none = agreements.isSuccess && agreements.data.length === 0;
  const firstValue = options[0]?.value;

  const previousType = useRef(state.formData.type);
  useEffect(() => {
    if (!type || type === previousType.current) return;
    previousType.current = type as typeof previousType.current;
    // Before the agreements are read there is no first address yet: the effect below picks it.
    form.setValue('selectedApartmentId', agreements.isSuccess ? (firstValue ?? OTHER_ADDRESS) : '');
    dispatch({ type: 'setFormData', formData: { type: type as 'apartment' | 'publicSpace' } });
  }, [type, firstValue, agreements.isSuccess, form, dispatch]);

  // Agreements arrive after the type was chosen: preselect the first address once.
  useEffect(() => {
    if (type && !form.getValues('selectedApartmentId') && agreements.isSuccess) {
      form.setValue('selectedApartmentId', firstValue ?? OTHER_ADDRESS);
    }
  }, [type, firstValue, agreements.isSuccess, form]);

  const beforeNext = (values: Record<string, unknown>) => {
    const option = options.find((candidate) => candidate.value === values.selectedApartmentId);
    return { selectedApartment: option?.apartment ?? null, fullBuilding: option?.fullBuilding ?? false };
  };

  return (
    <StepFrame form={form} beforeNext={beforeNext}>
      <RadioGroup
        name="type"
        label={text('residence.type')}
        options={[
          { value: 'apartment', label: text('residence.apartment') },
          { value: 'publicSpace', label: text('residence.publicArea') },
        ]}
      />
      {type && agreements.isPending && <p>{text('residence.loading')}</p>}
      {type && !agreements.isPending && (
        <>
          {none && <p className={styles.notice}>{text('residence.noAgreements')}</p>}
          <RadioGroup
            name="selectedApartmentId"
            label={text('residence.which')}
            options={options.map(({ value, label }) => ({ value, label }))}
          />
        </>
      )}
      {type && chosen === OTHER_ADDRESS && (
        <fieldset className={styles.fieldset}>
          <legend>{text('residence.otherAddress')}</legend>
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
      )}
    </StepFrame>
  );
}
