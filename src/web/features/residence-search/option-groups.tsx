import { useId } from 'react';
import styles from './filter-panel.module.css';

interface Option<T> {
  value: T;
  label: string;
}

/** A group of checkboxes: any of the chosen values (platform §3 list filters). */
export function CheckboxGroup<T extends number>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const id = useId();
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    onChange([...new Set(next)].sort((a, b) => a - b));
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One choice of several (viewing, inhabit date). */
export function RadioGroup<T extends string | number>({
  legend,
  name,
  options,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  selected: T;
  onChange: (next: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.choice} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-${name}`}
              checked={selected === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
