import { useEffect, useId, useState } from 'react';
import { useBookingTranslation } from '../../i18n/booking-texts';
import { AppLink } from '../../ui/app-link';
import { useSession } from '../../ui/session/session-context';
import styles from './booking.module.css';
import { useBookingPaths } from './booking-paths';
import { type ProblemKind, problemOfHash, wayOn } from './booking-problem';

/**
 * The booking's error page (template buy-residence-error, /boka/fel/#kind; issue 35 item 4): where
 * the flow lands after a failure at a provider (BankID, e-ident, payment). It names what happened
 * (platform §8's kind from the hash; none: a technical error) and what to do next: back into the
 * booking, which the buy-residence cookie resumes at its step, log in again, or start over.
 */
export function BookingError({ heading }: { heading?: string }) {
  const { t } = useBookingTranslation();
  const session = useSession();
  const paths = useBookingPaths();
  const nowId = useId();
  // The hash is the browser's alone: read after hydration, so the server's page matches.
  const [kind, setKind] = useState<ProblemKind>('general');
  useEffect(() => {
    const read = () => setKind(problemOfHash(window.location.hash) ?? 'general');
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const way = wayOn(kind);
  const login = () => {
    if (!paths.loginPath) return session.requestLogin();
    window.location.assign(`${paths.loginPath}?referrer=${encodeURIComponent(paths.basePath)}`);
  };

  return (
    <div className={styles.page} data-booking-error={kind}>
      <h1 className={styles.heading}>{heading || t('problems.heading')}</h1>
      <p className={styles.lead}>{t('result.errorIntro')}</p>
      <div className={styles.alert} role="alert">
        <h2>{t('result.whatHappened')}</h2>
        <p>{t(`problems.kinds.${kind}`)}</p>
      </div>
      <section className={styles.card} aria-labelledby={nowId}>
        <h2 id={nowId}>{t('result.whatNow')}</h2>
        {way !== 'toStart' && <p>{t('result.kept')}</p>}
        <div className={styles.actions}>
          {way === 'login' ? (
            <button type="button" className={styles.primary} onClick={login}>
              {t('problems.login')}
            </button>
          ) : (
            <AppLink href={paths.basePath} className={styles.primary}>
              {way === 'retry' ? t('result.back') : t('problems.toStart')}
            </AppLink>
          )}
          {paths.searchPath && (
            <AppLink href={paths.searchPath} className={styles.secondary}>
              {t('toSearch')}
            </AppLink>
          )}
        </div>
        <p>{t('result.contactText')}</p>
      </section>
    </div>
  );
}
