import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { emailRule } from '../../../shared/validation/form-rules';
import container from '../../ui/container.module.css';
import { errorKeyOf } from '../../ui/session/account-text-keys';
import { useSession } from '../../ui/session/session-context';
import { TextField } from '../../ui/text-field';
import styles from './account.module.css';
import { confirmChangeEmail, triggerChangeEmail } from './account-api';

// Change email: a logged-in user asks for a confirmation link to the new address; the link
// (…?changeEmailToken= or ?token=) comes back here and is confirmed once.
export function ChangeEmailPage({ heading }: { heading?: string }) {
  const { t } = useTranslation();
  const query = new URLSearchParams(useLocation().search);
  const token = query.get('changeEmailToken') ?? query.get('token');
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading ?? t('account.changeEmail.title')}</h1>
      {token ? <ConfirmChange token={token} /> : <RequestChange />}
    </div>
  );
}

function ConfirmChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const { reloadUser } = useSession();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  useEffect(() => {
    let current = true;
    void confirmChangeEmail(token).then(async (ok) => {
      if (!current) return;
      setState(ok ? 'done' : 'failed');
      if (ok) await reloadUser();
    });
    return () => {
      current = false;
    };
  }, [token, reloadUser]);
  if (state === 'working') return <p role="status">{t('account.changeEmail.confirming')}</p>;
  return state === 'done' ? (
    <p className={styles.success} role="status">
      {t('account.changeEmail.confirmed')}
    </p>
  ) : (
    <p className={styles.alert} role="alert">
      {t('account.changeEmail.failed')}
    </p>
  );
}

function RequestChange() {
  const { t } = useTranslation();
  const { status, requestLogin } = useSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  if (status !== 'loggedIn') {
    return (
      <>
        <p>{t('account.changeEmail.loginFirst')}</p>
        <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
          {t('account.login.submit')}
        </button>
      </>
    );
  }
  if (sentTo) {
    return (
      <p className={styles.success} role="status">
        {t('account.changeEmail.sent', { email: sentTo })}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = emailRule.safeParse(email);
    if (!checked.success) {
      setError(t(`account.errors.${errorKeyOf(checked.error.issues[0]?.message, 'email')}`));
      return;
    }
    setError(null);
    const ok = await triggerChangeEmail(checked.data);
    if (ok) setSentTo(checked.data);
    else setFailed(true);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('account.changeEmail.intro')}</p>
      <TextField
        label={t('account.changeEmail.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failed && (
        <p className={styles.alert} role="alert">
          {t('account.errors.emailInUse')}
        </p>
      )}
      <button type="submit" className={styles.primary}>
        {t('account.changeEmail.submit')}
      </button>
    </form>
  );
}
