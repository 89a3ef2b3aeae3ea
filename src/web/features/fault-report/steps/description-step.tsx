import { FilePicker } from '../../../ui/files/file-picker';
import { useErrorText } from '../../../ui/form/field-message';
import { TextArea } from '../../../ui/form/fields';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6: the description and the files. The files are checked as they are picked
 * (FilePicker, flows §5, §9) and travel with the submit (the draft never holds them).
 */
export function DescriptionStep() {
  const text = useText();
  const errorText = useErrorText();
  const form = useStepForm();
  const files = (form.watch('files') as File[] | undefined) ?? [];

  return (
    <StepFrame form={form}>
      <fieldset className={styles.fieldset}>
        <legend>{text('legends.description')}</legend>
        <TextArea
          name="description"
          label={text('description.text')}
          hint={text('description.textHint')}
          rows={6}
        />
        <FilePicker
          files={files}
          onChange={(next) => form.setValue('files', next, { shouldValidate: form.formState.isSubmitted })}
          texts={{
            label: text('description.files'),
            hint: text('description.filesHint'),
            chosen: text('description.chosenFiles'),
            remove: (name) => text('description.remove', { name }),
            refused: (refusal) =>
              text('description.refused', { name: refusal.name, reason: errorText(refusal.reason) }),
          }}
        />
      </fieldset>
    </StepFrame>
  );
}
