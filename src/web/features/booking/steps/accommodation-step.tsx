import {
  type AccommodationAnswer,
  accommodationAnswerSchema,
  HOUSING_TYPES,
} from '../../../../shared/booking/booking-answers';
import type { BookingAnswers } from '../../../../shared/booking/booking-step-contracts';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { RadioGroup, TextArea } from '../../../ui/form/fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ZodForm } from '../../../ui/form/zod-form';
import styles from '../booking.module.css';
import type { StepProps } from '../step-types';
import { StepActions } from './step-actions';
import { useAnswer } from './use-answer';

/** How the buyer lives today and whether that home must be sold first (flow C). */
export function AccommodationStep({
  booking,
  answers,
  onNext,
  onBack,
}: StepProps & { answers: BookingAnswers }) {
  const { t } = useBookingTranslation();
  const saved = answers.answers.accomodation as AccommodationAnswer | undefined;
  const form = useZodForm(accommodationAnswerSchema, {
    defaultValues: saved ?? ({ comment: '' } as Partial<AccommodationAnswer>),
  });
  const { submit, busy, failed } = useAnswer(form, onNext);
  const required = { required: t('errors.required') };
  return (
    <ZodForm
      form={form}
      className={`${styles.card} ${styles.form}`}
      onValid={(answer) => submit({ bookingId: booking.bookingId, step: 'accomodation', answer })}
    >
      <p className={styles.lead}>{t('accommodation.intro')}</p>
      <RadioGroup
        name="housingType"
        label={t('accommodation.housingType')}
        messages={required}
        options={HOUSING_TYPES.map((type) => ({ value: type, label: t(`accommodation.types.${type}`) }))}
      />
      <RadioGroup
        name="mustSell"
        label={t('accommodation.mustSell')}
        messages={required}
        options={[
          { value: 'yes', label: t('accommodation.yes') },
          { value: 'no', label: t('accommodation.no') },
        ]}
      />
      <TextArea name="comment" label={t('accommodation.comment')} rows={3} />
      <StepActions onBack={onBack} busy={busy} failed={failed} />
    </ZodForm>
  );
}
