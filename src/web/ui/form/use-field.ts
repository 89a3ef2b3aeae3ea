import { useFieldErrorKey } from './field-message';
import { useFormSettings } from './form-context';

/** The ids and ARIA state a field's control needs: its message and hint are tied to it. */
export function useField(name: string, hasHint = false) {
  const { idPrefix } = useFormSettings();
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = useFieldErrorKey(name) !== undefined;
  const describedBy = [hasHint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    hintId,
    aria: {
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}
