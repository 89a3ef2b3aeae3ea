import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import styles from './login.module.css';
import { LoginPanel } from './login-panel';

interface Props {
  heading?: string;
  intro?: string;
}

/** The login route's page: the same panel as the modal; after login it goes on (platform §4). */
export function LoginPage({ heading, intro }: Props) {
  const { t } = useAccountFormsTranslation();
  const { status } = useSession();
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.pageHeading}>{heading ?? t('login.pageTitle')}</h1>
      {intro && <p>{intro}</p>}
      {status === 'loggedIn' ? (
        <p role="status">{t('login.loggedIn')}</p>
      ) : (
        <LoginPanel initialContext="private" origin="loginRoute" />
      )}
    </div>
  );
}
