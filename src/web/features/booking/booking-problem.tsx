import { useEffect, useState } from 'react';
import { useBookingTranslation } from '../../i18n/booking-texts';
import styles from './booking.module.css';

// platform §8: the click-to-buy and e-ident error kinds arrive as a hash prefix from the e-ident
// return (#cancel, #timeout-…); each gets its message and a way on. An unknown one is `purchase`.

export const PROBLEM_KINDS = [
  'userssnnomatch',
  'purchaseobjecterror',
  'acceptterms',
  'purchase',
  'general',
  'notfound',
  'unauthorizedid',
  'cancel',
  'inprogress',
  'timeout',
  'browsererror',
  'bankidinvalid',
  'loginfailed',
  'usernopid',
  'userexists',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** The kind a hash names by its prefix (the longest that fits), `purchase` for any other. */
export function problemOfHash(hash: string): ProblemKind | undefined {
  const text = hash.replace(/^#/, '').toLowerCase();
  if (!text) return undefined;
  const known = [...PROBLEM_KINDS].sort((a, b) => b.length - a.length).find((kind) => text.startsWith(kind));
  return known ?? 'purchase';
}

/** Ways on: try again (stay), start over, or log in again. */
const WAY_ON: Readonly<Record<ProblemKind, 'retry' | 'toStart' | 'login'>> = {
  userssnnomatch: 'retry',
  purchaseobjecterror: 'toStart',
  acceptterms: 'retry',
  purchase: 'retry',
  general: 'retry',
  notfound: 'toStart',
  unauthorizedid: 'login',
  cancel: 'retry',
  inprogress: 'retry',
  timeout: 'retry',
  browsererror: 'retry',
  bankidinvalid: 'retry',
  loginfailed: 'login',
  usernopid: 'login',
  userexists: 'login',
};

export function BookingProblem({ startPath, onLogin }: { startPath: string; onLogin?: () => void }) {
  const { t } = useBookingTranslation();
  const [kind, setKind] = useState<ProblemKind | undefined>();
  useEffect(() => {
    const read = () => setKind(problemOfHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  if (!kind) return null;
  const clear = () => {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setKind(undefined);
  };
  const way = WAY_ON[kind];
  return (
    <div className={styles.alert} role="alert" data-problem={kind}>
      <h2>{t('problems.heading')}</h2>
      <p>{t(`problems.kinds.${kind}`)}</p>
      {way === 'retry' && (
        <button type="button" className={styles.secondary} onClick={clear}>
          {t('problems.retry')}
        </button>
      )}
      {way === 'toStart' && (
        <a className={styles.secondary} href={startPath}>
          {t('problems.toStart')}
        </a>
      )}
      {way === 'login' && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            clear();
            onLogin?.();
          }}
        >
          {t('problems.login')}
        </button>
      )}
    </div>
  );
}
