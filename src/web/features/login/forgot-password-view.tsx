import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRule } from '../../../shared/validation/form-rules';
import { errorKeyOf } from '../../ui/session/account-text-keys';
import { TextField } from '../../ui/text-field';
import styles from './login.module.css';
import { requestPasswordReset } from './login-api';

interface Props {
  /** Shown as "back to login": a button in the modal, nothing on the page of its own. */
  onBack?: () => void;
  headingLevel?: 'h1' | 'h2';
}

// platform §2 "Password reset": an email form, then a confirmation that shows the address and
// a "no mail" help text. The answer is the same whether the address has an account or not.
export function ForgotPasswordView({ onBack, headingLevel = 'h2' }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel;
  const checked = emailRule.safeParse(email);
  const error =
    touched && !checked.success
      ? t(`account.errors.${errorKeyOf(checked.error.issues[0]?.message, 'email')}`)
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    // platform §5: submit is blocked while the address is invalid.
    if (!checked.success) return;
    setBusy(true);
    const ok = await requestPasswordReset(checked.data);
    setBusy(false);
    if (ok) setSentTo(checked.data);
    else setFailed(true);
  }

  if (sentTo) {
    return (
      <div className={styles.view} data-forgot-password="sent">
        <Heading className={styles.heading}>{t('account.forgot.sentTitle')}</Heading>
        <p role="status">{t('account.forgot.sentText', { email: sentTo })}</p>
        <p className={styles.muted}>{t('account.forgot.noMail')}</p>
        {onBack && (
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t('account.forgot.back')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.view} data-forgot-password="form">
      <Heading className={styles.heading}>{t('account.forgot.title')}</Heading>
      <p>{t('account.forgot.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('account.forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={error}
          onBlur={() => setTouched(true)}
          onChange={(event) => {
            setEmail(event.target.value);
            setFailed(false);
          }}
        />
        {failed && (
          <p className={styles.alert} role="alert">
            {t('account.messages.somethingWentWrong')}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy || (touched && !checked.success)}>
          {t('account.forgot.submit')}
        </button>
      </form>
      {onBack && (
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('account.forgot.back')}
        </button>
      )}
    </div>
  );
}
