import { useId } from 'react';
import { useBookingPaymentTranslation } from '../../i18n/booking-payment-texts';
import styles from './booking-payment.module.css';
import type { PaymentMethod } from './payment-api';

/** The ways to pay, as radio buttons with a hint each (the booking fee and my pages' payments). */
export function PaymentMethodChoice({
  legend,
  methods,
  chosen,
  onChoose,
}: {
  legend: string;
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { t } = useBookingPaymentTranslation();
  const name = useId();
  return (
    <fieldset className={styles.methods}>
      <legend>{legend}</legend>
      {methods.map((option) => (
        <label key={option} className={styles.method}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={chosen === option}
            onChange={() => onChoose(option)}
          />
          <span>
            <strong>{t(`methods.${option}`)}</strong>
            <span className={styles.hint}>{t(`methodHints.${option}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
