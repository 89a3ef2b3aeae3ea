import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { emailRule } from '../../../shared/validation/form-rules';
import { errorKeyOf } from '../../ui/session/account-text-keys';
import { useSite } from '../../ui/site-context';
import { TextField } from '../../ui/text-field';
import styles from './login.module.css';
import { emailLogin } from './login-api';

/** platform §5: the password at login is required and at least 6 characters. */
export const LOGIN_PASSWORD_MIN = 6;

interface Props {
  context: LoginContext;
  returnUrl: string;
  onResult: (result: LoginResult) => void;
}

type Errors = { email?: string; password?: string };

export function EmailLoginForm({ context, returnUrl, onResult }: Props) {
  const { t } = useTranslation();
  const { site } = useSite();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function validate(): Errors {
    const next: Errors = {};
    const checked = emailRule.safeParse(email);
    if (!checked.success)
      next.email = t(`account.errors.${errorKeyOf(checked.error.issues[0]?.message, 'email')}`);
    if (!password) next.password = t('account.errors.required');
    else if (password.length < LOGIN_PASSWORD_MIN)
      next.password = t('account.errors.minLength', { min: LOGIN_PASSWORD_MIN });
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await emailLogin({
      email: email.trim(),
      password,
      siteId: site.siteId,
      context,
      returnUrl,
    });
    setBusy(false);
    onResult(result);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.login.useEmail')}>
      <TextField
        label={t('account.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('account.login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('account.login.submitting') : t('account.login.submit')}
      </button>
    </form>
  );
}
