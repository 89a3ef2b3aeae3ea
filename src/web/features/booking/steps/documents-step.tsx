import { documentsAnswerSchema } from '../../../../shared/booking/booking-answers';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { Checkbox } from '../../../ui/form/fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ZodForm } from '../../../ui/form/zod-form';
import styles from '../booking.module.css';
import { useBookingDocuments } from '../booking-api';
import type { StepProps } from '../step-types';
import { StepActions } from './step-actions';
import { useAnswer } from './use-answer';

/** Flow B: the project's documents, each a PDF to download, read before signing. */
export function DocumentsStep({ booking, onNext, onBack }: StepProps) {
  const { t } = useBookingTranslation();
  const documents = useBookingDocuments(booking.bookingId);
  const form = useZodForm(documentsAnswerSchema, {
    defaultValues: { documentsRead: false as unknown as true },
  });
  const { submit, busy, failed } = useAnswer(form, onNext);
  return (
    <ZodForm
      form={form}
      className={`${styles.card} ${styles.form}`}
      onValid={(answer) => submit({ bookingId: booking.bookingId, step: 'documents', answer })}
    >
      <p className={styles.lead}>{t('documents.intro')}</p>
      <ul className={styles.documents}>
        {(documents.data ?? [])
          .filter((document) => document.status === null)
          .map((document) => (
            <li key={document.id}>
              <a href={document.url} download>
                {t('documents.download', { title: document.title })}
              </a>
            </li>
          ))}
      </ul>
      <Checkbox name="documentsRead" label={t('documents.read')} />
      <StepActions onBack={onBack} busy={busy} failed={failed} />
    </ZodForm>
  );
}
