import { useEffect, useRef, useState } from 'react';
import type { BookingState } from '../../../../shared/booking/booking-contracts';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { AppLink } from '../../../ui/app-link';
import { useSession } from '../../../ui/session/session-context';
import styles from '../booking.module.css';
import { completeBooking, forgetBooking } from '../booking-api';
import { useBookingPaths } from '../booking-paths';

/** The done step: completes the booking (idempotent), then thanks the buyer. */
export function DoneStep({ booking, myPagesPath }: { booking: BookingState; myPagesPath?: string }) {
  const { t } = useBookingTranslation();
  const { reloadUser } = useSession();
  const { successPath } = useBookingPaths();
  const [state, setState] = useState<'completing' | 'done' | 'failed'>(
    booking.status === 'completed' ? 'done' : 'completing',
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish =
      booking.status === 'completed' ? Promise.resolve(booking) : completeBooking(booking.bookingId);
    finish
      .then(async () => {
        // The flow is over: the cookie no longer restores it.
        await forgetBooking();
        // The user changed (the booking, its fee): my pages' menu reads them from the session.
        void reloadUser();
        setState('done');
      })
      .catch(() => setState('failed'));
  }, [booking, reloadUser]);
  if (state === 'completing') return <p role="status">{t('done.completing')}</p>;
  if (state === 'failed')
    return (
      <p className={styles.alert} role="alert">
        {t('done.failed')}
      </p>
    );
  return (
    <section className={`${styles.card} ${styles.done}`}>
      <span className={styles.check} aria-hidden="true">
        ✓
      </span>
      <h2>{t('done.heading')}</h2>
      <p role="status">{t('done.text', { home: booking.objectNumber })}</p>
      {/* The success page tells what comes next, and stays when the flow's cookie is gone. */}
      {successPath && (
        <p>
          <AppLink href={`${successPath}?bookingId=${booking.bookingId}`}>{t('result.confirmation')}</AppLink>
        </p>
      )}
      {myPagesPath && (
        <AppLink href={myPagesPath} className={styles.primary}>
          {t('done.myPages')}
        </AppLink>
      )}
    </section>
  );
}
