import { type ChangeEvent, useId, useState } from 'react';
import { Icon } from '../icon';
import { ACCEPTED_FILES, addFiles, type FileLike, type Refusal } from './file-checks';
import styles from './file-picker.module.css';

export interface FilePickerTexts {
  label: string;
  hint: string;
  /** The list of the files chosen. */
  chosen: string;
  remove: (name: string) => string;
  /** Why a file was left out, in the user's language. */
  refused: (refusal: Refusal) => string;
}

interface Props {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Files the errand already has: they count towards the limits (flows §5). */
  attached?: readonly Pick<FileLike, 'size'>[];
  texts: FilePickerTexts;
}

/**
 * Files to send with a fault report or an errand's change. Each file picked is checked at once
 * (type, size, count, total; flows §5, §9) and a refused one gets its own message, read out by
 * screen readers; the files travel with the submit.
 */
export function FilePicker({ files, onChange, attached = [], texts }: Props) {
  const inputId = useId();
  const [refused, setRefused] = useState<Refusal[]>([]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addFiles(files, Array.from(event.target.files ?? []), attached);
    onChange(result.files);
    setRefused(result.refused);
    // The same file may be picked again after it was removed.
    event.target.value = '';
  };

  const remove = (index: number) => {
    onChange(files.filter((_, position) => position !== index));
    setRefused([]);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId}>
        <strong>{texts.label}</strong>
      </label>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {texts.hint}
      </p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        aria-describedby={`${inputId}-hint`}
        onChange={onPick}
      />
      <div aria-live="polite" data-refused-files="">
        {refused.map((refusal) => (
          <p key={`${refusal.name}-${refusal.reason}`} className={styles.error}>
            {texts.refused(refusal)}
          </p>
        ))}
      </div>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={texts.chosen}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileRow}>
              <span>{file.name}</span>
              <button
                type="button"
                className={styles.removeButton}
                aria-label={texts.remove(file.name)}
                onClick={() => remove(index)}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
