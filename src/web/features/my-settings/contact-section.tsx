import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import { nameRule, phoneRule } from '../../../shared/validation/form-rules';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './my-settings.module.css';
import { updateDetails } from './settings-api';

const contactSchema = z.object({ firstName: nameRule, lastName: nameRule, phoneNumber: phoneRule });

/** Name and phone; a verified identity (user.pid) named the person, so its names are read-only. */
export function ContactSection({ user, onSaved }: { user: UserAsRead; onSaved: () => unknown }) {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  const form = useZodForm(contactSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber },
  });
  const save = useMutation({
    mutationFn: async (values: z.output<typeof contactSchema>) => {
      await updateDetails(user, user.pid ? { phoneNumber: values.phoneNumber } : values);
      await onSaved();
    },
  });
  const locked = user.pid ? t('contact.namesLocked') : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('contact.heading')}</h2>
      <ZodForm form={form} onValid={(values) => save.mutate(values)} className={styles.section}>
        <TextField
          name="firstName"
          label={t('contact.firstName')}
          autoComplete="given-name"
          readOnly={user.pid}
          hint={locked}
        />
        <TextField
          name="lastName"
          label={t('contact.lastName')}
          autoComplete="family-name"
          readOnly={user.pid}
          hint={locked}
        />
        <TextField name="phoneNumber" label={t('contact.phone')} type="tel" autoComplete="tel" />
        <button type="submit" className={styles.primary} disabled={save.isPending}>
          {t('contact.save')}
        </button>
        <SaveStatus state={save.status} />
      </ZodForm>
    </section>
  );
}

/** The outcome of a save, announced where the form is. */
export function SaveStatus({ state, done }: { state: string; done?: string }) {
  const { t } = useMySettingsTranslation();
  return (
    <p role="status" className={state === 'error' ? styles.alert : styles.status}>
      {state === 'success' ? (done ?? t('saved')) : state === 'error' ? t('failed') : ''}
    </p>
  );
}
