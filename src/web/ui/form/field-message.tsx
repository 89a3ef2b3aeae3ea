import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { decodeErrorKey } from './error-keys';
import { useFormSettings } from './form-context';
import styles from './form-fields.module.css';

/** Overrides of the translated text of some error keys for one field (e.g. a terms box's "required"). */
export type MessageOverrides = Partial<Record<string, string>>;

/** The first error message of a field; an array field's error may sit on its first item. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (typeof own === 'string' && own) return own;
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  return undefined;
}

/** The error key of a field, or undefined while it is valid. */
export function useFieldErrorKey(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return messageOf(get(errors, name));
}

/** Turns an (encoded) error key into text in the page's language. */
export function useErrorText(): (message: string, overrides?: MessageOverrides, values?: object) => string {
  const { t } = useTranslation();
  const { errorTexts } = useFormSettings();
  // The keys are data (from the schemas), so the typed `t` is widened here, in one place.
  const translate = t as unknown as (keys: string[], values: object) => string;
  return (message, overrides, extra) => {
    const { key, values } = decodeErrorKey(message);
    const override = overrides?.[key];
    if (override) return override;
    return translate(
      [
        `${errorTexts}.errors.${key}`,
        `account.errors.${key}`,
        // A page's own namespace may add keys only its forms use (the fault-report wizard's).
        `faultReport:errors.${key}`,
        'account.errors.invalidInput',
      ],
      { ...extra, ...values },
    );
  };
}

interface Props {
  id: string;
  name: string;
  overrides?: MessageOverrides;
  /** Numbers a text needs that the rule's key does not carry, e.g. { max: 50 }. */
  values?: object;
}

/** A field's error in the user's language, with the id its field points at (aria-describedby). */
export function FieldMessage({ id, name, overrides, values }: Props) {
  const message = useFieldErrorKey(name);
  const text = useErrorText();
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {text(message, overrides, values)}
    </p>
  );
}
