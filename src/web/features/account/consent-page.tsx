import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routeFor } from '../../../shared/sites/routes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useAccountPagesTranslation } from '../../i18n/account-pages-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';
import { giveConsent } from './account-api';

// platform §4: a logged-in user with no VIP entry and no consent for this site lands here
// after login; consenting continues to my pages. Declining is a real choice: it says what it
// means (no my pages here, logged out, the account kept) and logs out.
export function ConsentPage({ heading, intro }: { heading?: string; intro?: string }) {
  const { t } = useAccountFormsTranslation();
  const { t: tPages } = useAccountPagesTranslation();
  const { site } = useSite();
  const { status, requestLogin, reloadUser, logout } = useSession();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState(false);
  const personalData = routeFor(site.key, 'personalData');
  const consent = useMutation({
    mutationFn: async () => {
      const result = await giveConsent(site.siteId);
      // The user read again carries the consent, so my pages let them in.
      if (result.status === 'Ok') await reloadUser();
      return result;
    },
    onSuccess: (result) => {
      if (result.status === 'Ok') navigate(routeFor(site.key, 'myPages') ?? site.basePath);
    },
    meta: { errorMessage: tPages('consent.failed') },
  });
  const failed = consent.data !== undefined && consent.data.status !== 'Ok';
  const busy = consent.isPending || declining;

  async function decline() {
    setDeclining(true);
    await logout();
    // As the user menu's logout: a fresh start page for the logged-out visitor.
    window.location.assign(site.basePath);
  }

  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading ?? tPages('consent.title')}</h1>
      <p>{intro ?? tPages('consent.intro', { siteName: site.siteName })}</p>
      {personalData && (
        <p>
          <AppLink href={personalData}>{tPages('consent.policy')}</AppLink>
        </p>
      )}
      {status === 'loggedIn' ? (
        <>
          <p id="consent-decline-means">{tPages('consent.declineMeans', { siteName: site.siteName })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => consent.mutate()}>
              {tPages('consent.accept')}
            </button>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={busy}
              aria-describedby="consent-decline-means"
              onClick={() => void decline()}
            >
              {tPages('consent.decline')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{tPages('consent.loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
            {t('login.submit')}
          </button>
        </>
      )}
      {failed && (
        <p className={styles.alert} role="alert">
          {tPages('consent.failed')}
        </p>
      )}
    </div>
  );
}
