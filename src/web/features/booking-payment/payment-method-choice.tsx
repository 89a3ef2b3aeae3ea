import { useEffect, useId, useState } from 'react';
import { useBookingPaymentTranslation } from '../../i18n/booking-payment-texts';
import styles from './booking-payment.module.css';
import type { PaymentMethod } from './payment-api';

const PHONE_QUERY = '(max-width: 625px)';

/**
 * Whether this is a phone, where Swish opens in the app on this device rather than by QR code.
 * Follows the screen as it changes (a rotated tablet, a resized window), not only at load.
 */
export function usePhoneDevice(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const mobileAgent = /android|iphone|ipad|mobile/i.test(navigator.userAgent);
    const update = () => setPhone(query.matches || mobileAgent);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

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
