import { useMutation } from '@tanstack/react-query';
import { emailLoginFormSchema } from '../../../shared/account/account-form-schemas';
import type { LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { useSite } from '../../ui/site-context';
import styles from './login.module.css';
import { emailLogin } from './login-api';

interface Props {
  context: LoginContext;
  returnUrl: string;
  onResult: (result: LoginResult) => void;
}

export function EmailLoginForm({ context, returnUrl, onResult }: Props) {
  const { t } = useAccountFormsTranslation();
  const { site } = useSite();
  const form = useZodForm(emailLoginFormSchema, { defaultValues: { email: '', password: '' } });
  // Every answer, a refused login included, is a login result shown by the panel (platform §8).
  const login = useMutation({
    mutationFn: (values: { email: string; password: string }) =>
      emailLogin({ ...values, siteId: site.siteId, context, returnUrl }),
    onSuccess: onResult,
    meta: { errorMessage: t('messages.somethingWentWrong') },
  });

  return (
    <ZodForm
      form={form}
      onValid={(values) => login.mutate(values)}
      className={styles.form}
      aria-label={t('login.useEmail')}
    >
      <TextField label={t('login.email')} name="email" type="email" autoComplete="username" />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className={styles.primary} disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </ZodForm>
  );
}
