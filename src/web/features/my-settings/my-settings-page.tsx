import { useState } from 'react';
import type { DeleteAccountAnswer } from '../../../shared/account/account-data-contracts';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import { ContactSection } from './contact-section';
import { DeleteSection, DownloadSection } from './data-section';
import { EmailSection } from './email-section';
import styles from './my-settings.module.css';
import { PasswordSection } from './password-section';
import { ConsentSection, NewsletterSection } from './preferences-section';

// Settings under my pages (template 'my-settings', issue 15 item 10): contact details,
// password, e-mail, newsletter, this site's consent, and the person's data. The page needs
// login: the server sends visitors to the login page first.
export function MySettingsPage({ heading }: { heading?: string }) {
  const { t } = useMySettingsTranslation();
  const { status, user, requestLogin, reloadUser, logout } = useSession();
  const [deleted, setDeleted] = useState<DeleteAccountAnswer | null>(null);
  const title = <h1 className={styles.heading}>{heading ?? t('heading')}</h1>;

  if (deleted) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        {title}
        <div role="status">
          <p className={styles.status}>{t('delete.done')}</p>
          <ul>
            {deleted.kept.map((entry) => (
              <li key={entry.kind}>
                {t('delete.keptRecord', { count: entry.count, kind: t(`delete.kinds.${entry.kind}`) })}
              </li>
            ))}
          </ul>
          {deleted.kept.length > 0 && <p>{t('delete.kept')}</p>}
        </div>
      </div>
    );
  }
  if (status !== 'loggedIn' || !user) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        {title}
        {status === 'unknown' ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p>{t('loginFirst')}</p>
            <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
              {t('login')}
            </button>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={`${container.container} ${styles.page}`}>
      {title}
      <ContactSection
        key={`${user.firstName}|${user.lastName}|${user.phoneNumber}`}
        user={user}
        onSaved={reloadUser}
      />
      <PasswordSection />
      <EmailSection email={user.email} />
      <NewsletterSection user={user} onSaved={reloadUser} />
      <ConsentSection user={user} onSaved={reloadUser} />
      <DownloadSection />
      <DeleteSection
        onDeleted={async (answer) => {
          setDeleted(answer);
          await logout();
        }}
      />
    </div>
  );
}
