import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FieldIssue,
  FORM_SCHEMAS,
  type FormErrorKey,
  type FormKind,
  fieldIssues,
  MESSAGE_MAX_LENGTH,
} from '../../../shared/validation/form-rules';
import styles from './content-form.module.css';
import { emptyValues, type FieldDefinition, FORM_FIELDS, type FormValues } from './form-fields';
import { submitForm } from './submit-form';

export interface FormOption {
  value: string;
  label: string;
}

export interface ContentFormProps {
  kind: FormKind;
  /** The page the form is on; stored with the submission. */
  pagePath: string;
  showings?: FormOption[];
  orderables?: FormOption[];
}

type Status = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * A form of a content page, checked with the shared rules (platform §5) before it is sent
 * and by the API after. Errors show beside each field; the first invalid field gets focus;
 * what was typed stays. After sending, a confirmation lists what was received.
 */
export function ContentForm({ kind, pagePath, showings = [], orderables = [] }: ContentFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => emptyValues(kind));
  const [errors, setErrors] = useState<Record<string, FormErrorKey>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [submitted, setSubmitted] = useState(false);
  const fields = FORM_FIELDS[kind];
  const optionsOf = (field: FieldDefinition) => (field.options === 'showings' ? showings : orderables);
  const inputId = (name: string) => `${formId}-${name}`;

  const validate = (next: FormValues): FieldIssue[] => {
    const parsed = FORM_SCHEMAS[kind].safeParse(next);
    return parsed.success ? [] : fieldIssues(parsed.error);
  };

  const showIssues = (issues: FieldIssue[]) => {
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
    const first = fields.find((field) => issues.some((issue) => issue.path === field.name));
    if (first) document.getElementById(inputId(first.name))?.focus();
  };

  const update = (name: string, value: FormValues[string]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first attempt, a field's message follows what is typed.
    if (submitted) {
      const issue = validate(next).find((candidate) => candidate.path === name);
      setErrors((current) => {
        const { [name]: _removed, ...rest } = current;
        return issue ? { ...rest, [name]: issue.message } : rest;
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const issues = validate(values);
    if (issues.length > 0) {
      showIssues(issues);
      return;
    }
    setErrors({});
    setStatus('sending');
    const result = await submitForm(kind, pagePath, FORM_SCHEMAS[kind].parse(values));
    if (result.ok) setStatus('sent');
    else if ('issues' in result) {
      setStatus('editing');
      showIssues(result.issues);
    } else setStatus('failed');
  };

  const messageFor = (field: FieldDefinition, key: FormErrorKey) => {
    if (key === 'required' && field.kind === 'terms') return t('content.errors.terms');
    if (key === 'required' && (field.kind === 'select' || field.kind === 'checkboxes'))
      return t('content.errors.choice');
    return t(`content.errors.${key}`);
  };

  if (status === 'sent') {
    return (
      <Confirmation kind={kind} values={values} optionsOf={optionsOf} onAgain={() => setStatus('editing')} />
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-describedby={`${formId}-note`}>
      <p id={`${formId}-note`} className={styles.note}>
        {fields.some((field) => field.name === 'message')
          ? t('content.forms.requiredNote')
          : t('content.forms.requiredAll')}
      </p>
      <div role="alert" className={errorCount > 0 ? styles.summary : styles.visuallyHidden}>
        {errorCount > 0 && t('content.forms.errorSummary', { count: errorCount })}
      </div>
      {fields.map((field) => {
        const id = inputId(field.name);
        const error = errors[field.name];
        const errorId = `${id}-error`;
        const errorText = error ? (
          <p id={errorId} className={styles.error}>
            {messageFor(field, error)}
          </p>
        ) : null;
        const common = {
          id,
          name: field.name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        } as const;
        const value = values[field.name];

        if (field.kind === 'terms') {
          return (
            <div key={field.name} className={styles.field}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  {...common}
                  checked={value === true}
                  onChange={(event) => update(field.name, event.target.checked)}
                />
                <span>{t('content.forms.terms')}</span>
              </label>
              {errorText}
            </div>
          );
        }
        if (field.kind === 'checkboxes') {
          const selected = Array.isArray(value) ? value : [];
          return (
            <fieldset
              key={field.name}
              className={styles.field}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <legend>{t(`content.forms.${field.name as 'ordered'}`)}</legend>
              {optionsOf(field).map((option, index) => (
                <label key={option.value} className={styles.check}>
                  <input
                    type="checkbox"
                    id={index === 0 ? id : `${id}-${index}`}
                    name={field.name}
                    value={option.value}
                    checked={selected.includes(option.value)}
                    onChange={(event) =>
                      update(
                        field.name,
                        event.target.checked
                          ? [...selected, option.value]
                          : selected.filter((item) => item !== option.value),
                      )
                    }
                  />
                  <span>{option.label}</span>
                </label>
              ))}
              {errorText}
            </fieldset>
          );
        }
        const label = <label htmlFor={id}>{t(`content.forms.${field.name as 'name'}`)}</label>;
        if (field.kind === 'select') {
          return (
            <div key={field.name} className={styles.field}>
              {label}
              <select
                {...common}
                value={String(value)}
                onChange={(event) => update(field.name, event.target.value)}
              >
                <option value="">–</option>
                {optionsOf(field).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {errorText}
            </div>
          );
        }
        if (field.kind === 'textarea') {
          const hintId = `${id}-hint`;
          return (
            <div key={field.name} className={styles.field}>
              {label}
              <textarea
                {...common}
                aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
                rows={5}
                value={String(value)}
                onChange={(event) => update(field.name, event.target.value)}
              />
              <p id={hintId} className={styles.hint}>
                {t('content.forms.messageHint', { max: MESSAGE_MAX_LENGTH })} ({String(value).length}/
                {MESSAGE_MAX_LENGTH})
              </p>
              {errorText}
            </div>
          );
        }
        return (
          <div key={field.name} className={styles.field}>
            {label}
            <input
              {...common}
              type={field.kind}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'postalCode' ? 'numeric' : undefined}
              value={String(value)}
              onChange={(event) => update(field.name, event.target.value)}
            />
            {errorText}
          </div>
        );
      })}
      {status === 'failed' && (
        <p className={styles.summary} role="alert">
          {t('content.forms.sendFailed')}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending'
          ? t('content.forms.sending')
          : t(
              kind === 'showing'
                ? 'content.forms.submitShowing'
                : kind === 'order'
                  ? 'content.forms.submitOrder'
                  : 'content.forms.submitContact',
            )}
      </button>
    </form>
  );
}

function Confirmation({
  kind,
  values,
  optionsOf,
  onAgain,
}: {
  kind: FormKind;
  values: FormValues;
  optionsOf: (field: FieldDefinition) => FormOption[];
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const labelOf = (field: FieldDefinition, value: string) =>
    optionsOf(field).find((option) => option.value === value)?.label ?? value;
  const shown = FORM_FIELDS[kind].filter((field) => field.kind !== 'terms');
  return (
    <section className={styles.confirmation} role="status" aria-labelledby="form-thanks">
      <h2 id="form-thanks" tabIndex={-1} ref={(node) => node?.focus()}>
        {t('content.forms.thanksHeading', { name: String(values.name).trim() })}
      </h2>
      <p>{t('content.forms.thanks')}</p>
      <dl>
        {shown.map((field) => {
          const value = values[field.name];
          const text = Array.isArray(value)
            ? value.map((item) => labelOf(field, item)).join(', ')
            : field.options
              ? labelOf(field, String(value))
              : String(value).trim();
          if (!text) return null;
          return (
            <div key={field.name}>
              <dt>{t(`content.forms.${field.name as 'name'}`)}</dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
      <button type="button" className={styles.secondary} onClick={onAgain}>
        {t('content.forms.sendAnother')}
      </button>
    </section>
  );
}
