import { useLocation } from 'react-router';
import { requireRoute } from '../../../shared/sites/routes';
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
      <EnglishVisitorNotice />
      {status === 'loggedIn' ? (
        <p role="status">{t('login.loggedIn')}</p>
      ) : (
        <LoginPanel initialContext="private" origin="loginRoute" />
      )}
    </div>
  );
}

/**
 * The English sub-site has no login of its own (platform §2): its login links come here, to the
 * Swedish login on the same host, with the English page as referrer (issue 35 item 4). The
 * visitor came from an English page, so this one note is in English whatever the page's
 * language, and says that the login brings them back.
 */
function EnglishVisitorNotice() {
  const location = useLocation();
  const referrer = new URLSearchParams(location.search).get('referrer') ?? '';
  if (!referrer.startsWith(requireRoute('en', 'home'))) return null;
  return (
    <p lang="en" className={styles.englishNotice} data-english-login-notice="">
      You are logging in on our Swedish site: the English site uses the same account. Log in with BankID or
      your e-mail, and you return to the English page you came from.
    </p>
  );
}
