import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { changeEmailFormSchema } from '../../../shared/account/account-form-schemas';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useAccountPagesTranslation } from '../../i18n/account-pages-texts';
import { useTranslation } from '../../i18n/use-translation';
import container from '../../ui/container.module.css';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { useSession } from '../../ui/session/session-context';
import styles from './account.module.css';
import { confirmChangeEmail, triggerChangeEmail } from './account-api';

// Change email: a logged-in user asks for a confirmation link to the new address; the link
// (…?changeEmailToken= or ?token=) comes back here and is confirmed once.
export function ChangeEmailPage({ heading }: { heading?: string }) {
  const { t: tPages } = useAccountPagesTranslation();
  const query = new URLSearchParams(useLocation().search);
  const token = query.get('changeEmailToken') ?? query.get('token');
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading ?? tPages('changeEmail.title')}</h1>
      {token ? <ConfirmChange token={token} /> : <RequestChange />}
    </div>
  );
}

function ConfirmChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const { t: tPages } = useAccountPagesTranslation();
  const { reloadUser } = useSession();
  // 'working', 'ok', or the error key the server answered (platform §5).
  const [state, setState] = useState('working');
  useEffect(() => {
    let current = true;
    void confirmChangeEmail(token).then(async (answer) => {
      if (!current) return;
      setState(answer);
      if (answer === 'ok') await reloadUser();
    });
    return () => {
      current = false;
    };
  }, [token, reloadUser]);
  if (state === 'working') return <p role="status">{tPages('changeEmail.confirming')}</p>;
  if (state === 'ok')
    return (
      <p className={styles.success} role="status">
        {tPages('changeEmail.confirmed')}
      </p>
    );
  return (
    <p className={styles.alert} role="alert">
      {state === 'emailInUse'
        ? t('account.errors.emailInUse')
        : state === 'emailVerificationCodeWrong'
          ? `${t('account.errors.emailVerificationCodeWrong')} ${tPages('changeEmail.failed')}`
          : tPages('changeEmail.failed')}
    </p>
  );
}

function RequestChange() {
  const { t } = useTranslation();
  const { t: tf } = useAccountFormsTranslation();
  const { t: tPages } = useAccountPagesTranslation();
  const { status, requestLogin } = useSession();
  const form = useZodForm(changeEmailFormSchema, { defaultValues: { email: '' } });
  const change = useMutation({
    mutationFn: async (email: string) => ((await triggerChangeEmail(email)) ? email : null),
    meta: { errorMessage: tf('messages.somethingWentWrong') },
  });

  if (status !== 'loggedIn') {
    return (
      <>
        <p>{tPages('changeEmail.loginFirst')}</p>
        <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
          {tf('login.submit')}
        </button>
      </>
    );
  }
  if (change.data) {
    return (
      <p className={styles.success} role="status">
        {tPages('changeEmail.sent', { email: change.data })}
      </p>
    );
  }

  return (
    <ZodForm form={form} onValid={({ email }) => change.mutate(email)} className={styles.form}>
      <p>{tPages('changeEmail.intro')}</p>
      <TextField label={tPages('changeEmail.email')} name="email" type="email" autoComplete="email" />
      {change.data === null && (
        <p className={styles.alert} role="alert">
          {t('account.errors.emailInUse')}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={change.isPending}>
        {tPages('changeEmail.submit')}
      </button>
    </ZodForm>
  );
}
