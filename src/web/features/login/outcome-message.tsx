import type { LoginOutcome } from '../../../shared/account/login-outcomes';
import { linkFor } from '../../../shared/sites/feature-availability';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { AppLink } from '../../ui/app-link';
import { messageKeyOf } from '../../ui/session/account-text-keys';
import { useSite } from '../../ui/site-context';
import styles from './login.module.css';

export function OutcomeMessage({ status }: { status: LoginOutcome }) {
  const { t } = useAccountFormsTranslation();
  const { site } = useSite();
  const key = messageKeyOf(status);
  const faultReport = linkFor(site.key, 'faultReport');
  return (
    <div className={styles.alert} role="alert" data-login-outcome={status}>
      <p>{t(`messages.${key}`)}</p>
      {key === 'boardWithoutManagement' && faultReport && (
        <p>
          <AppLink href={faultReport}>{t('messages.boardWithoutManagementLink')}</AppLink>
        </p>
      )}
    </div>
  );
}
