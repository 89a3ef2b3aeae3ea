import { useMutation } from '@tanstack/react-query';
import { setPasswordFormSchema } from '../../../shared/account/account-form-schemas';
import { routeFor } from '../../../shared/sites/routes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { AppLink } from '../../ui/app-link';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';
import { setPassword } from './account-api';

// The reset link's target: a new password twice, then POST /system/user/setpassword.
export function SetPasswordForm({ token }: { token: string | null }) {
  const { t } = useAccountFormsTranslation();
  const { site } = useSite();
  const form = useZodForm(setPasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const save = useMutation({
    mutationFn: (password: string) => setPassword(token ?? '', password),
    meta: { errorMessage: t('messages.somethingWentWrong') },
  });
  const login = routeFor(site.key, 'login');
  const forgot = routeFor(site.key, 'forgotPassword');

  // Each says what is wrong once, then offers the one way on: a new link.
  const newLink = forgot && <AppLink href={forgot}>{t('setPassword.newLink')}</AppLink>;

  if (!token) {
    return (
      <p className={styles.alert} role="alert">
        {t('setPassword.missingToken')} {newLink}
      </p>
    );
  }

  if (save.data === true) {
    return (
      <div className={styles.form} data-set-password="done">
        <p className={styles.success} role="status">
          {t('setPassword.done')}
        </p>
        {login && (
          <p>
            <AppLink href={login}>{t('setPassword.toLogin')}</AppLink>
          </p>
        )}
      </div>
    );
  }

  return (
    <ZodForm
      form={form}
      onValid={({ password }) => save.mutate(password)}
      className={styles.form}
      data-set-password="form"
    >
      <p>{t('setPassword.intro')}</p>
      <TextField
        label={t('setPassword.password')}
        name="password"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label={t('setPassword.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
      />
      {save.data === false && (
        <p className={styles.alert} role="alert">
          {t('setPassword.failed')} {newLink}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {t('setPassword.submit')}
      </button>
    </ZodForm>
  );
}
