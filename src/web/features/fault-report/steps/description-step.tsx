import { type ChangeEvent, useId, useState } from 'react';
import { useErrorText } from '../../../ui/form/field-message';
import { TextArea } from '../../../ui/form/fields';
import { Icon } from '../../../ui/icon';
import styles from '../fault-report.module.css';
import { ACCEPTED_FILES, addFiles, type Refusal } from '../files/file-checks';
import { useText } from '../use-text';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6: the description and the files. Each file picked is checked at once (type, size,
 * count, total; flows §5, §9) and a refused one gets its own message; the files travel with the
 * submit (the draft never holds them).
 */
export function DescriptionStep() {
  const text = useText();
  const errorText = useErrorText();
  const form = useStepForm();
  const inputId = useId();
  const [refused, setRefused] = useState<Refusal[]>([]);
  const files = (form.watch('files') as File[] | undefined) ?? [];

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const result = addFiles(files, picked);
    form.setValue('files', result.files, { shouldValidate: form.formState.isSubmitted });
    setRefused(result.refused);
    // The same file may be picked again after it was removed.
    event.target.value = '';
  };

  const remove = (index: number) => {
    form.setValue(
      'files',
      files.filter((_, position) => position !== index),
      { shouldValidate: form.formState.isSubmitted },
    );
    setRefused([]);
  };

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
        <div className={styles.step}>
          <label htmlFor={inputId}>
            <strong>{text('description.files')}</strong>
          </label>
          <p id={`${inputId}-hint`} className={styles.stepCount}>
            {text('description.filesHint')}
          </p>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPTED_FILES}
            aria-describedby={`${inputId}-hint`}
            onChange={onPick}
          />
          <div aria-live="polite">
            {refused.map((refusal) => (
              <p key={`${refusal.name}-${refusal.reason}`} className={styles.error}>
                {text('description.refused', {
                  name: refusal.name,
                  reason: errorText(refusal.reason),
                })}
              </p>
            ))}
          </div>
          {files.length > 0 && (
            <ul className={styles.list} aria-label={text('description.chosenFiles')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileRow}>
                  <span>{file.name}</span>
                  <button
                    type="button"
                    className={styles.editButton}
                    aria-label={text('description.remove', { name: file.name })}
                    onClick={() => remove(index)}
                  >
                    <Icon name="close" size={18} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>
    </StepFrame>
  );
}
