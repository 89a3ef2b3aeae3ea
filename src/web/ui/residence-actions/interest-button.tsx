import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import styles from './residence-actions.module.css';
import { storedInterestIds, storeInterest } from './residence-cookies';
import { type SavedTarget, useSavedToggle } from './use-saved-toggle';

/**
 * Register interest in a stage or a home. Logged in, the interest is saved to the account;
 * anonymous, it is kept in the interest cookie (platform §9) and saved to the account at the
 * next login (saved-residences.ts, called by the session).
 */
export function InterestButton({ name, ...target }: SavedTarget & { name: string }) {
  const { t } = useTranslation();
  const { session, pressed, busy, failed, toggle } = useSavedToggle('interest', target);
  const [inCookie, setInCookie] = useState(false);
  useEffect(() => setInCookie(storedInterestIds().includes(target.residenceId)), [target.residenceId]);
  const anonymous = session.status !== 'loggedIn';
  const on = anonymous ? inCookie : pressed;
  const onClick = () => {
    if (!anonymous) {
      void toggle();
      return;
    }
    storeInterest(target.residenceId, !inCookie);
    setInCookie(!inCookie);
  };
  return (
    <span className={styles.action}>
      <button
        type="button"
        className={styles.interest}
        aria-pressed={on}
        aria-busy={busy || undefined}
        onClick={onClick}
        data-interest-button={target.residenceId}
      >
        <Icon name={on ? 'check' : 'bell'} size={20} />
        {t('sales.interest')}
        <span className="visually-hidden">: {name}</span>
      </button>
      <span role="status" className={styles.note}>
        {failed
          ? t('sales.saveFailed')
          : on && (anonymous ? t('sales.interestInBrowser') : t('sales.interestSaved'))}
      </span>
      {on && anonymous && session.status === 'anonymous' && (
        <button type="button" className={styles.linkButton} onClick={() => session.requestLogin('private')}>
          {t('sales.interestLogin')}
        </button>
      )}
    </span>
  );
}
