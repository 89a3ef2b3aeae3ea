import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useBookingTranslation } from '../../i18n/booking-texts';
import { AppLink } from '../../ui/app-link';
import { useSession } from '../../ui/session/session-context';
import styles from './booking.module.css';
import { bookingStatus } from './booking-api';
import { DoneStep } from './steps/done-step';

/** The click-to-buy complete page (template buy-residence, kind complete): a finished booking, by id. */
export function BookingComplete({ startPath, myPagesPath }: { startPath: string; myPagesPath?: string }) {
  const { t } = useBookingTranslation();
  const session = useSession();
  const location = useLocation();
  const bookingId = new URLSearchParams(location.search).get('bookingId') ?? '';
  const loggedIn = session.status === 'loggedIn';
  const state = useQuery({
    queryKey: ['booking', 'state', bookingId],
    queryFn: () => bookingStatus(bookingId),
    enabled: loggedIn && /^[0-9a-f-]{36}$/i.test(bookingId),
    meta: { silent: true },
  });
  const booking = state.data ?? undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('steps.done')}</h1>
      {booking?.status === 'completed' ? (
        <DoneStep booking={booking} myPagesPath={myPagesPath} />
      ) : state.isLoading || session.status === 'unknown' ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <div className={styles.card}>
          <p>{t('noBooking')}</p>
          <AppLink href={startPath} className={styles.primary}>
            {t('info.back')}
          </AppLink>
        </div>
      )}
    </div>
  );
}
