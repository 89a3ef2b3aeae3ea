import { useBookingTranslation } from '../../../i18n/booking-texts';
import styles from '../booking.module.css';

/** Back and next under a step; next submits the step's form. */
export function StepActions({
  onBack,
  busy,
  failed,
  nextLabel,
}: {
  onBack?: () => void;
  busy?: boolean;
  failed?: boolean;
  nextLabel?: string;
}) {
  const { t } = useBookingTranslation();
  return (
    <>
      <p role="status" className={failed ? styles.alert : styles.status}>
        {failed ? t('failed') : ''}
      </p>
      <div className={styles.actions}>
        {onBack && (
          <button type="button" className={styles.secondary} onClick={onBack}>
            {t('back')}
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? t('saving') : (nextLabel ?? t('next'))}
        </button>
      </div>
    </>
  );
}
