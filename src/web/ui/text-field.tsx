import { type InputHTMLAttributes, useId } from 'react';
import styles from './text-field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null };

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
