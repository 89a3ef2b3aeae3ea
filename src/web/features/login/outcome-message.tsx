import { useTranslation } from 'react-i18next';
import type { LoginOutcome } from '../../../shared/account/login-outcomes';
import { linkFor } from '../../../shared/sites/feature-availability';
import { AppLink } from '../../ui/app-link';
import { messageKeyOf } from '../../ui/session/account-text-keys';
import { useSite } from '../../ui/site-context';
import styles from './login.module.css';

export function OutcomeMessage({ status }: { status: LoginOutcome }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const key = messageKeyOf(status);
  const faultReport = linkFor(site.key, 'faultReport');
  return (
    <div className={styles.alert} role="alert" data-login-outcome={status}>
      <p>{t(`account.messages.${key}`)}</p>
      {key === 'boardWithoutManagement' && faultReport && (
        <p>
          <AppLink href={faultReport}>{t('account.messages.boardWithoutManagementLink')}</AppLink>
        </p>
      )}
    </div>
  );
}
