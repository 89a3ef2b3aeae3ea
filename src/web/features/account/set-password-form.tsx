import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeFor } from '../../../shared/sites/routes';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import { TextField } from '../../ui/text-field';
import styles from './account.module.css';
import { setPassword } from './account-api';
import { NEW_PASSWORD_MIN } from './register-page';

// The reset link's target: a new password twice, then POST /system/user/setpassword.
export function SetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [state, setState] = useState<'form' | 'done' | 'failed'>('form');
  const [busy, setBusy] = useState(false);
  const login = routeFor(site.key, 'login');
  const forgot = routeFor(site.key, 'forgotPassword');

  // Each says what is wrong once, then offers the one way on: a new link.
  const newLink = forgot && <AppLink href={forgot}>{t('account.setPassword.newLink')}</AppLink>;

  if (!token) {
    return (
      <p className={styles.alert} role="alert">
        {t('account.setPassword.missingToken')} {newLink}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!password) found.password = t('account.errors.required');
    else if (password.length < NEW_PASSWORD_MIN)
      found.password = t('account.errors.minLength', { min: NEW_PASSWORD_MIN });
    if (confirm !== password) found.confirm = t('account.errors.passwordNoMatch');
    setErrors(found);
    if (Object.keys(found).length > 0 || !token) return;
    setBusy(true);
    const ok = await setPassword(token, password);
    setBusy(false);
    setState(ok ? 'done' : 'failed');
  }

  if (state === 'done') {
    return (
      <div className={styles.form} data-set-password="done">
        <p className={styles.success} role="status">
          {t('account.setPassword.done')}
        </p>
        {login && (
          <p>
            <AppLink href={login}>{t('account.setPassword.toLogin')}</AppLink>
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-set-password="form">
      <p>{t('account.setPassword.intro')}</p>
      <TextField
        label={t('account.setPassword.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPasswordValue(event.target.value)}
      />
      <TextField
        label={t('account.setPassword.confirm')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      {state === 'failed' && (
        <p className={styles.alert} role="alert">
          {t('account.setPassword.failed')} {newLink}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('account.setPassword.submit')}
      </button>
    </form>
  );
}
