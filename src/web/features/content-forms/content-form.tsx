import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FORM_SCHEMAS, type FormKind, MESSAGE_MAX_LENGTH } from '../../../shared/validation/form-rules';
import { useTranslation } from '../../i18n/use-translation';
import { Checkbox, CheckboxGroup, Select, TextArea, TextField } from '../../ui/form/fields';
import { type FormSchema, useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './content-form.module.css';
import { emptyValues, type FieldDefinition, FORM_FIELDS, type FormValues } from './form-fields';
import { type SubmitResult, submitForm } from './submit-form';

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

type Sent = { ok: true; values: FormValues } | Exclude<SubmitResult, { ok: true }>;

/**
 * A form of a content page, checked with the shared rules (platform §5) before it is sent
 * and by the API after. Errors show beside each field; the first invalid field gets focus;
 * what was typed stays. After sending, a confirmation lists what was received.
 */
export function ContentForm({ kind, pagePath, showings = [], orderables = [] }: ContentFormProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const fields = FORM_FIELDS[kind];
  const form = useZodForm(FORM_SCHEMAS[kind] as FormSchema, { defaultValues: emptyValues(kind) });
  const send = useMutation({
    mutationFn: async (values: FormValues): Promise<Sent> => {
      const result = await submitForm(kind, pagePath, values);
      return result.ok ? { ok: true, values: form.getValues() } : result;
    },
    onSuccess: (result) => {
      if (!('issues' in result)) return;
      // The API's own check disagreed: its keys go beside the fields, the first one focused.
      const ordered = fields.filter((field) => result.issues.some((issue) => issue.path === field.name));
      for (const [index, field] of ordered.entries()) {
        const issue = result.issues.find((candidate) => candidate.path === field.name);
        if (issue) form.setError(field.name, { message: issue.message }, { shouldFocus: index === 0 });
      }
    },
    meta: { errorMessage: t('content.forms.sendFailed') },
  });
  const optionsOf = (field: FieldDefinition) => (field.options === 'showings' ? showings : orderables);

  if (send.data?.ok) {
    return (
      <Confirmation
        kind={kind}
        values={send.data.values}
        optionsOf={optionsOf}
        onAgain={() => send.reset()}
      />
    );
  }

  const errorCount = Object.keys(form.formState.errors).length;
  const choice = { required: t('content.errors.choice') };
  return (
    <ZodForm
      form={form}
      onValid={(values) => send.mutate(values as FormValues)}
      errorTexts="content"
      className={styles.form}
      aria-describedby={noteId}
    >
      <p id={noteId} className={styles.note}>
        {fields.some((field) => field.name === 'message')
          ? t('content.forms.requiredNote')
          : t('content.forms.requiredAll')}
      </p>
      <div role="alert" className={errorCount > 0 ? styles.summary : styles.visuallyHidden}>
        {errorCount > 0 && t('content.forms.errorSummary', { count: errorCount })}
      </div>
      {fields.map((field) => {
        const label = t(`content.forms.${field.name as 'name'}`);
        switch (field.kind) {
          case 'terms':
            return (
              <Checkbox
                key={field.name}
                name={field.name}
                label={t('content.forms.terms')}
                messages={{ required: t('content.errors.terms') }}
              />
            );
          case 'checkboxes':
            return (
              <CheckboxGroup
                key={field.name}
                name={field.name}
                label={t(`content.forms.${field.name as 'ordered'}`)}
                options={optionsOf(field)}
                messages={choice}
              />
            );
          case 'select':
            return (
              <Select
                key={field.name}
                name={field.name}
                label={label}
                options={optionsOf(field)}
                messages={choice}
              />
            );
          case 'textarea':
            return <MessageField key={field.name} name={field.name} label={label} />;
          default:
            return (
              <TextField
                key={field.name}
                name={field.name}
                label={label}
                type={field.kind}
                autoComplete={field.autoComplete}
                inputMode={field.name === 'postalCode' ? 'numeric' : undefined}
              />
            );
        }
      })}
      {send.data && 'failed' in send.data && (
        <p className={styles.summary} role="alert">
          {t('content.forms.sendFailed')}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={send.isPending}>
        {send.isPending
          ? t('content.forms.sending')
          : t(
              kind === 'showing'
                ? 'content.forms.submitShowing'
                : kind === 'order'
                  ? 'content.forms.submitOrder'
                  : 'content.forms.submitContact',
            )}
      </button>
    </ZodForm>
  );
}

/** The free-text message, with how much of its room is used. */
function MessageField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const value = useWatch({ name });
  const used = typeof value === 'string' ? value.length : 0;
  return (
    <TextArea
      name={name}
      label={label}
      rows={5}
      hint={`${t('content.forms.messageHint', { max: MESSAGE_MAX_LENGTH })} (${used}/${MESSAGE_MAX_LENGTH})`}
    />
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
