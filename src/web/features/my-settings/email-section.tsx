import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { triggerChangeEmailSchema } from '../../../shared/account/account-schemas';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './my-settings.module.css';
import { triggerEmailChange } from './settings-api';

// The change-email page's rule, inline: importing account-form-schemas would split it off the
// account template into a chunk of its own, one more file every page's shell must list.
const changeEmailFormSchema = z.object({ email: triggerChangeEmailSchema.shape.newEmail });

/** A new address takes effect once the link mailed to it is opened (the existing proxy). */
export function EmailSection({ email }: { email: string }) {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  const form = useZodForm(changeEmailFormSchema, { defaultValues: { email: '' } });
  const change = useMutation({
    mutationFn: async ({ email: next }: { email: string }) => {
      await triggerEmailChange(next);
      return next;
    },
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('email.heading')}</h2>
      {email && <p>{t('email.current', { email })}</p>}
      <ZodForm form={form} onValid={(values) => change.mutate(values)} className={styles.section}>
        <TextField name="email" label={t('email.next')} type="email" autoComplete="email" />
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {t('email.save')}
        </button>
        <p role="status" className={change.isError ? styles.alert : styles.status}>
          {change.data ? t('email.sent', { email: change.data }) : change.isError ? t('email.inUse') : ''}
        </p>
      </ZodForm>
    </section>
  );
}
