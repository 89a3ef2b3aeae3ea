import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeFor } from '../../../shared/sites/routes';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';
import { giveConsent } from './account-api';

// platform §4: a logged-in user with no VIP entry and no consent for this site lands here
// after login; consenting continues to my pages.
export function ConsentPage({ heading, intro }: { heading?: string; intro?: string }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const { status, requestLogin, reloadUser } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    const result = await giveConsent(site.siteId);
    setBusy(false);
    if (result.status !== 'Ok') {
      setFailed(true);
      return;
    }
    await reloadUser();
    navigate(routeFor(site.key, 'myPages') ?? site.basePath);
  }

  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading ?? t('account.consent.title')}</h1>
      <p>{intro ?? t('account.consent.intro', { siteName: site.siteName })}</p>
      {status === 'loggedIn' ? (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void accept()}>
          {t('account.consent.accept')}
        </button>
      ) : (
        <>
          <p>{t('account.consent.loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
            {t('account.login.submit')}
          </button>
        </>
      )}
      {failed && (
        <p className={styles.alert} role="alert">
          {t('account.consent.failed')}
        </p>
      )}
    </div>
  );
}
