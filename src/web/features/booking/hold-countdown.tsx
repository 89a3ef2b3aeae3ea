import { useEffect, useState } from 'react';
import { useBookingTranslation } from '../../i18n/booking-texts';
import styles from './booking.module.css';

/** How long the home stays reserved (the hold of issue 14 item 3), counted down each second. */
export function HoldCountdown({ expiresAt, onEnded }: { expiresAt: string; onEnded: () => void }) {
  const { t } = useBookingTranslation();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? null : Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  useEffect(() => {
    if (left === 0) onEnded();
  }, [left, onEnded]);
  if (left === null) return null;
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className={styles.hold}>
      <span className={styles.holdDot} aria-hidden="true" />
      {/* Read once, not every second: the live region would chatter. */}
      <span>{left > 0 ? t('holdLeft', { time }) : t('holdEnded')}</span>
    </p>
  );
}
