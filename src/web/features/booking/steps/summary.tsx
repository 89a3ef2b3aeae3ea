import type {
  AccommodationAnswer,
  ChoicesAnswer,
  FinancingAnswer,
  PersonalInfoAnswer,
} from '../../../../shared/booking/booking-answers';
import type { BookingState } from '../../../../shared/booking/booking-contracts';
import type { BookingAnswers } from '../../../../shared/booking/booking-step-contracts';
import type { BookingStep } from '../../../../shared/booking/booking-steps';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import styles from '../booking.module.css';
import { useMoney } from '../use-money';

/** What the buyer is about to sign, each part with a way back to change it (flows §4.1 jump). */
export function Summary({
  booking,
  answers,
  onEdit,
}: {
  booking: BookingState;
  answers: BookingAnswers;
  onEdit?: (step: BookingStep) => void;
}) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const personal = answers.answers['personal-info'] as PersonalInfoAnswer | undefined;
  const financing = answers.answers.financing as FinancingAnswer | undefined;
  const choices = answers.answers.choices as ChoicesAnswer | undefined;
  const housing = answers.answers.accomodation as AccommodationAnswer | undefined;
  const part = (heading: string, step: BookingStep) => (
    <div className={styles.summaryHeading}>
      <h3>{heading}</h3>
      {onEdit && (
        <button type="button" className={styles.linkButton} onClick={() => onEdit(step)}>
          {t('summary.edit')}
          <span className="visually-hidden"> {heading}</span>
        </button>
      )}
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby="booking-summary">
      <h2 id="booking-summary">{t('summary.heading')}</h2>
      <p className={styles.lead}>{t('summary.intro')}</p>
      <h3>{t('summary.home')}</h3>
      <dl className={styles.facts}>
        <dt>{answers.stageName}</dt>
        <dd>{answers.objectNumber}</dd>
        <dt>{t('summary.price')}</dt>
        <dd>{money(answers.price)}</dd>
        {choices && (
          <>
            <dt>{t('summary.choices')}</dt>
            <dd>{money(answers.interiorTotal)}</dd>
          </>
        )}
        {booking.bookingFee > 0 && (
          <>
            <dt>{t('summary.fee')}</dt>
            <dd>{money(booking.bookingFee)}</dd>
          </>
        )}
      </dl>
      {personal && (
        <>
          {part(t('summary.buyers'), 'personal-info')}
          <ul>
            {[personal.buyer, personal.coBuyer].filter(Boolean).map((person) => (
              <li key={person?.email}>
                {person?.firstName} {person?.lastName}, {person?.email}
              </li>
            ))}
          </ul>
        </>
      )}
      {booking.steps.includes('documents') && answers.answers.documents !== undefined && (
        <>
          {part(t('summary.documents'), 'documents')}
          <p>{t('summary.read')}</p>
        </>
      )}
      {financing && (
        <>
          {part(t('summary.financing'), 'financing')}
          <dl className={styles.facts}>
            <dt>{t('financing.downPayment')}</dt>
            <dd>{money(financing.downPayment)}</dd>
            <dt>{t('financing.loanAmount')}</dt>
            <dd>{money(financing.loanAmount)}</dd>
          </dl>
        </>
      )}
      {housing && (
        <>
          {part(t('summary.accommodation'), 'accomodation')}
          <p>{t(`accommodation.types.${housing.housingType}`)}</p>
        </>
      )}
    </section>
  );
}
