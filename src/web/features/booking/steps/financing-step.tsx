import { useMemo } from 'react';
import { type FinancingAnswer, financingFormSchemaFor } from '../../../../shared/booking/booking-answers';
import type { BookingAnswers } from '../../../../shared/booking/booking-step-contracts';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { Checkbox, TextField } from '../../../ui/form/fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ZodForm } from '../../../ui/form/zod-form';
import styles from '../booking.module.css';
import type { StepProps } from '../step-types';
import { useMoney } from '../use-money';
import { StepActions } from './step-actions';
import { useAnswer } from './use-answer';

const wholeUnits = (minor: number | undefined) =>
  minor === undefined ? '' : String(Math.round(minor / 100));

/** Down payment and loan (flows §5): at least 15 % down, at most the price plus the choices in all. */
export function FinancingStep({ booking, answers, onNext, onBack }: StepProps & { answers: BookingAnswers }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const limits = { price: answers.price, maximum: answers.maximumFinancing };
  const schema = useMemo(
    () => financingFormSchemaFor({ price: answers.price, maximum: answers.maximumFinancing }),
    [answers.price, answers.maximumFinancing],
  );
  const saved = answers.answers.financing as FinancingAnswer | undefined;
  const form = useZodForm(schema, {
    defaultValues: {
      downPayment: wholeUnits(saved?.downPayment),
      loanAmount: wholeUnits(saved?.loanAmount),
      bank: saved?.bank ?? '',
      hasLoanPromise: saved?.hasLoanPromise ?? false,
    },
  });
  const { submit, busy, failed } = useAnswer(form, onNext);
  const messages = {
    downPaymentTooLow: t('errors.downPaymentTooLow', { amount: money(answers.minimumDownPayment) }),
    priceSumToHigh: t('errors.priceSumToHigh', { amount: money(limits.maximum) }),
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="financing-sum">
        <p id="financing-sum" className={styles.lead}>
          {t('financing.intro')}
        </p>
        <dl className={styles.facts}>
          <dt>{t('summary.price')}</dt>
          <dd>{money(answers.price)}</dd>
          {answers.interiorTotal > 0 && (
            <>
              <dt>{t('choices.total')}</dt>
              <dd>{money(answers.interiorTotal)}</dd>
            </>
          )}
          <dt className={styles.total}>{t('financing.total')}</dt>
          <dd className={styles.total}>{money(answers.maximumFinancing)}</dd>
        </dl>
      </section>
      <ZodForm
        form={form}
        className={`${styles.card} ${styles.form}`}
        onValid={(answer) => submit({ bookingId: booking.bookingId, step: 'financing', answer })}
      >
        <TextField
          name="downPayment"
          label={t('financing.downPayment')}
          hint={t('financing.minimum', { amount: money(answers.minimumDownPayment) })}
          inputMode="numeric"
          messages={messages}
        />
        <TextField
          name="loanAmount"
          label={t('financing.loanAmount')}
          hint={t('financing.maximum', { amount: money(answers.maximumFinancing) })}
          inputMode="numeric"
          messages={messages}
        />
        <TextField name="bank" label={t('financing.bank')} autoComplete="off" />
        <Checkbox name="hasLoanPromise" label={t('financing.hasLoanPromise')} />
        <StepActions onBack={onBack} busy={busy} failed={failed} />
      </ZodForm>
    </>
  );
}
