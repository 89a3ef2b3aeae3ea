import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/validation/form-rules';
import {
  type PurchaseNotificationValues,
  purchaseNotificationSchema,
} from '../../../shared/validation/purchase-notification';
import { usePublicTemplatesTranslation } from '../../i18n/public-templates-texts';
import { useTranslation } from '../../i18n/use-translation';
import { Checkbox, Select, TextArea, TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
// The content forms' look, so a purchase notification reads as the site's other forms.
import styles from './content-form.module.css';
import { type PurchaseSent, sendPurchaseNotification } from './send-purchase-notification';

// The purchase notification form (issue 35 item 4): checked with the shared schema before it is
// sent and by the API after, which also checks the project and the home number against the
// catalogue. Its answers go beside the fields; the first invalid field gets focus. The button is
// off while sending, and the server answers a resend with the first notification anyway.

export interface StageOption {
  value: string;
  label: string;
}

interface Props {
  pagePath: string;
  stages: readonly StageOption[];
}

const FIELD_ORDER = ['name', 'email', 'phone', 'stageId', 'objectNumber', 'message', 'terms'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  stageId: '',
  objectNumber: '',
  message: '',
  terms: false,
} as unknown as PurchaseNotificationValues;

export function PurchaseNotificationForm({ pagePath, stages }: Props) {
  const { t } = useTranslation();
  const texts = usePublicTemplatesTranslation().t;
  const noteId = useId();
  const form = useZodForm(purchaseNotificationSchema, { defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: (values: PurchaseNotificationValues): Promise<PurchaseSent> =>
      sendPurchaseNotification({ ...values, pagePath }),
    onSuccess: (result) => {
      if (!('issues' in result)) return;
      const ordered = FIELD_ORDER.filter((name) => result.issues.some((issue) => issue.path === name));
      for (const [index, name] of ordered.entries()) {
        const issue = result.issues.find((candidate) => candidate.path === name);
        if (issue) form.setError(name as FieldName, { message: issue.message }, { shouldFocus: index === 0 });
      }
    },
  });

  if (send.data?.ok) {
    const { received, already } = send.data;
    const values = form.getValues();
    return (
      <section className={styles.confirmation} role="status" aria-labelledby="purchase-thanks">
        <h2 id="purchase-thanks" tabIndex={-1} ref={(node) => node?.focus()}>
          {t('content.forms.thanksHeading', { name: values.name.trim() })}
        </h2>
        <p>{already ? texts('purchase.already') : texts('purchase.thanks')}</p>
        <dl>
          <div>
            <dt>{texts('purchase.home')}</dt>
            <dd>
              {received.stageName}, {received.objectNumber}
            </dd>
          </div>
          <div>
            <dt>{t('content.forms.email')}</dt>
            <dd>{values.email.trim()}</dd>
          </div>
          <div>
            <dt>{texts('purchase.reference')}</dt>
            <dd data-reference="">{received.id.slice(0, 8).toUpperCase()}</dd>
          </div>
        </dl>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            form.reset(EMPTY);
            send.reset();
          }}
        >
          {texts('purchase.another')}
        </button>
      </section>
    );
  }

  if (stages.length === 0) return <p>{texts('purchase.noStages')}</p>;

  const errorCount = Object.keys(form.formState.errors).length;
  return (
    <ZodForm
      form={form}
      onValid={(values) => send.mutate(values)}
      errorTexts="content"
      className={styles.form}
      aria-describedby={noteId}
    >
      <p id={noteId} className={styles.note}>
        {t('content.forms.requiredNote')}
      </p>
      <div role="alert" className={errorCount > 0 ? styles.summary : styles.visuallyHidden}>
        {errorCount > 0 && t('content.forms.errorSummary', { count: errorCount })}
      </div>
      <TextField name="name" label={t('content.forms.name')} autoComplete="name" />
      <TextField name="email" label={t('content.forms.email')} type="email" autoComplete="email" />
      <TextField name="phone" label={t('content.forms.phone')} type="tel" autoComplete="tel" />
      <Select
        name="stageId"
        label={texts('purchase.stageId')}
        options={[...stages]}
        placeholder={texts('purchase.chooseStage')}
        messages={{ required: t('content.errors.choice'), invalidInput: texts('purchase.unknownStage') }}
      />
      <TextField
        name="objectNumber"
        label={texts('purchase.objectNumber')}
        hint={texts('purchase.objectNumberHint')}
        autoComplete="off"
        messages={{ invalidInput: texts('purchase.unknownHome') }}
      />
      <TextArea
        name="message"
        label={t('content.forms.message')}
        rows={4}
        hint={t('content.forms.messageHint', { max: MESSAGE_MAX_LENGTH })}
      />
      <Checkbox
        name="terms"
        label={t('content.forms.terms')}
        messages={{ required: t('content.errors.terms') }}
      />
      {send.data && 'failed' in send.data && (
        <p className={styles.summary} role="alert">
          {t('content.forms.sendFailed')}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={send.isPending}>
        {send.isPending ? t('content.forms.sending') : texts('purchase.submit')}
      </button>
    </ZodForm>
  );
}
