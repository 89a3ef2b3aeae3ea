import { useLocation } from 'react-router';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import container from '../../ui/container.module.css';
import styles from './account.module.css';
import { SetPasswordForm } from './set-password-form';

export function SetPasswordPage({ heading }: { heading?: string }) {
  const { t } = useAccountFormsTranslation();
  const token = new URLSearchParams(useLocation().search).get('token');
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading ?? t('setPassword.title')}</h1>
      <SetPasswordForm token={token} />
    </div>
  );
}
