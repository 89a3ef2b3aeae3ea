import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { withQuery } from '../../../shared/sites/routes';
import { useBookingTranslation } from '../../i18n/booking-texts';
import { AppLink } from '../../ui/app-link';
import { useSession } from '../../ui/session/session-context';
import styles from './booking.module.css';
import { bookingStatus } from './booking-api';
import { useBookingPaths } from './booking-paths';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking's success page (template buy-residence-success, /boka/klart/?bookingId=…; issue 35
 * item 4): the done step links here once the booking is complete. It reads the booking from the
 * server (only the buyer's own answers), says what happened and what comes next; a booking not
 * complete yet leads back into the flow, an unknown one to the search.
 */
export function BookingSuccess({ heading }: { heading?: string }) {
  const { t } = useBookingTranslation();
  const session = useSession();
  const location = useLocation();
  const paths = useBookingPaths();
  const nextId = useId();
  const bookingId = new URLSearchParams(location.search).get('bookingId') ?? '';
  const loggedIn = session.status === 'loggedIn';
  const state = useQuery({
    queryKey: ['booking', 'state', bookingId],
    queryFn: () => bookingStatus(bookingId),
    enabled: loggedIn && UUID.test(bookingId),
    retry: false,
    meta: { silent: true },
  });
  const booking = state.data ?? undefined;
  const title = <h1 className={styles.heading}>{heading || t('steps.done')}</h1>;

  if (session.status === 'unknown' || (state.isLoading && UUID.test(bookingId)))
    return (
      <div className={styles.page}>
        {title}
        <p role="status">{t('loading')}</p>
      </div>
    );

  if (booking?.status === 'completed')
    return (
      <div className={styles.page}>
        {title}
        <section className={`${styles.card} ${styles.done}`} aria-labelledby={nextId} data-booking-success="">
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          <p role="status">{t('result.successIntro', { home: booking.objectNumber })}</p>
          <h2 id={nextId}>{t('result.nextHeading')}</h2>
          <ol className={styles.nextSteps}>
            <li>{t('result.next1')}</li>
            <li>{t('result.next2')}</li>
            {paths.myPagesPath && <li>{t('result.next3')}</li>}
          </ol>
          <div className={styles.actions}>
            {paths.contractPath && (
              <AppLink href={withQuery(paths.contractPath, { bookingId })} className={styles.secondary}>
                {t('result.agreement')}
              </AppLink>
            )}
            {paths.myPagesPath && (
              <AppLink href={paths.timelinePath ?? paths.myPagesPath} className={styles.primary}>
                {t('done.myPages')}
              </AppLink>
            )}
          </div>
        </section>
      </div>
    );

  const live = booking && ['pending', 'held', 'signed', 'paid'].includes(booking.status);
  return (
    <div className={styles.page}>
      {title}
      <div className={styles.card} data-booking-success="none">
        <p>{live ? t('result.notDone') : t('noBooking')}</p>
        {live ? (
          <AppLink href={paths.basePath} className={styles.primary}>
            {t('result.continue')}
          </AppLink>
        ) : (
          paths.searchPath && (
            <AppLink href={paths.searchPath} className={styles.primary}>
              {t('toSearch')}
            </AppLink>
          )
        )}
      </div>
    </div>
  );
}
