import type { LoginOutcome } from '../../../shared/account/login-outcomes';
import { routeFor } from '../../../shared/sites/routes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { AppLink } from '../../ui/app-link';
import { messageKeyOf } from '../../ui/session/account-text-keys';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';

export type RegisterProblem = LoginOutcome | 'EmailTaken';

// What a failed registration says (platform §8), with the way on: someone who already has an
// account is shown the login and, for a taken email, the forgotten-password page.
export function RegisterOutcome({ problem }: { problem: RegisterProblem }) {
  const { t } = useAccountFormsTranslation();
  const { site } = useSite();
  const login = routeFor(site.key, 'login');
  const forgot = routeFor(site.key, 'forgotPassword');
  const message =
    problem === 'EmailTaken' ? t('messages.emailExists') : t(`messages.${messageKeyOf(problem)}`);
  const hasAccount = problem === 'EmailTaken' || problem === 'UserAlreadyExists';
  return (
    <div className={styles.alert} role="alert" data-login-outcome={problem}>
      <p>{message}</p>
      {hasAccount && (
        <p className={styles.links}>
          {login && <AppLink href={login}>{t('login.submit')}</AppLink>}
          {problem === 'EmailTaken' && forgot && <AppLink href={forgot}>{t('login.forgotPassword')}</AppLink>}
        </p>
      )}
    </div>
  );
}
