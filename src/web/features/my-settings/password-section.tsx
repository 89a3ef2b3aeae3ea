import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { updatePasswordSchema } from '../../../shared/account/account-schemas';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { SaveStatus } from './contact-section';
import styles from './my-settings.module.css';
import { changePassword } from './settings-api';

/** A new password (the user proxy's update): the other sessions end, this one stays. */
export function PasswordSection() {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  const form = useZodForm(updatePasswordSchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      changePassword(currentPassword, newPassword),
    onSuccess: (outcome) => {
      if (outcome === 'ok') form.reset();
      else form.setError('currentPassword', { message: t('password.wrong') }, { shouldFocus: true });
    },
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('password.heading')}</h2>
      <ZodForm form={form} onValid={(values) => change.mutate(values)} className={styles.section}>
        <TextField
          name="currentPassword"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          name="newPassword"
          label={t('password.next')}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {t('password.save')}
        </button>
        <SaveStatus state={change.data === 'wrong' ? 'idle' : change.status} done={t('password.changed')} />
      </ZodForm>
    </section>
  );
}
