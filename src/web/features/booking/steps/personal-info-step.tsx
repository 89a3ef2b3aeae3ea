import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  type PersonalInfoAnswer,
  type PersonalInfoInput,
  personalInfoSchemaFor,
} from '../../../../shared/booking/booking-answers';
import type { BookingAnswers } from '../../../../shared/booking/booking-step-contracts';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { Checkbox, TextField } from '../../../ui/form/fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ZodForm } from '../../../ui/form/zod-form';
import styles from '../booking.module.css';
import type { StepProps } from '../step-types';
import { StepActions } from './step-actions';
import { useAnswer } from './use-answer';

const EMPTY_PERSON = { firstName: '', lastName: '', email: '', phone: '', securityNumber: '' };

/** The buyer's details (from the account) and an optional co-buyer (flows §5 rules). */
export function PersonalInfoStep({
  booking,
  answers,
  onNext,
  onBack,
}: StepProps & { answers: BookingAnswers }) {
  const { t } = useBookingTranslation();
  const schema = useMemo(() => personalInfoSchemaFor(answers.country), [answers.country]);
  const saved = answers.answers['personal-info'] as PersonalInfoAnswer | undefined;
  const form = useZodForm(schema, {
    defaultValues: {
      buyer: saved?.buyer ?? answers.prefill,
      hasCoBuyer: saved?.hasCoBuyer ?? false,
      coBuyer: saved?.coBuyer ?? EMPTY_PERSON,
    } as PersonalInfoInput,
  });
  const hasCoBuyer = useWatch({ control: form.control, name: 'hasCoBuyer' });
  const { submit, busy, failed } = useAnswer(form, onNext);
  const messages = {
    pnrFormat: t('errors.pnrFormat'),
    pnrControl: t('errors.pnrControl'),
    uniqueSocial: t('errors.uniqueSocial'),
    uniqueEmail: t('errors.uniqueEmail'),
    emailInUse: t('errors.emailInUse'),
    notYourSecurityNumber: t('errors.notYourSecurityNumber'),
  };
  const person = (prefix: 'buyer' | 'coBuyer', locked: boolean) => (
    <>
      <div className={styles.pair}>
        <TextField
          name={`${prefix}.firstName`}
          label={t('personal.firstName')}
          autoComplete={locked ? 'given-name' : 'off'}
        />
        <TextField
          name={`${prefix}.lastName`}
          label={t('personal.lastName')}
          autoComplete={locked ? 'family-name' : 'off'}
        />
      </div>
      <TextField
        name={`${prefix}.securityNumber`}
        label={t('personal.securityNumber')}
        hint={t('personal.securityNumberHint')}
        messages={messages}
        readOnly={locked && answers.prefill.securityNumber !== ''}
        // A Finnish henkilötunnus has a letter in it: a phone's number pad could not type it.
        inputMode={answers.country === 'FI' ? 'text' : 'numeric'}
      />
      <div className={styles.pair}>
        <TextField
          name={`${prefix}.email`}
          label={t('personal.email')}
          type="email"
          autoComplete={locked ? 'email' : 'off'}
          messages={messages}
        />
        <TextField
          name={`${prefix}.phone`}
          label={t('personal.phone')}
          type="tel"
          autoComplete={locked ? 'tel' : 'off'}
        />
      </div>
    </>
  );
  return (
    <ZodForm
      form={form}
      className={`${styles.card} ${styles.form}`}
      onValid={(answer) => submit({ bookingId: booking.bookingId, step: 'personal-info', answer })}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t('personal.buyer')}</legend>
        {person('buyer', true)}
        <TextField name="buyer.address" label={t('personal.address')} autoComplete="street-address" />
        <div className={styles.pair}>
          <TextField
            name="buyer.postalCode"
            label={t('personal.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <TextField name="buyer.city" label={t('personal.city')} autoComplete="address-level2" />
        </div>
      </fieldset>
      <Checkbox name="hasCoBuyer" label={t('personal.hasCoBuyer')} />
      {hasCoBuyer && (
        <fieldset className={styles.fieldset}>
          <legend>{t('personal.coBuyer')}</legend>
          {person('coBuyer', false)}
        </fieldset>
      )}
      <StepActions onBack={onBack} busy={busy} failed={failed} />
    </ZodForm>
  );
}
