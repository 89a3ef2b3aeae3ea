import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { z } from 'zod';
import {
  type DeleteAccountAnswer,
  deleteAccountRequestSchema,
} from '../../../shared/account/account-data-contracts';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import { useErrorText } from '../../ui/form/field-message';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './my-settings.module.css';
import { deleteAccount, EXPORT_URL } from './settings-api';

/** The request's password; left empty, none is sent (a recent bank-identity login confirms). */
const deleteFormSchema = z.object({
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(deleteAccountRequestSchema.shape.password),
});

/** "Download my data": a plain link, so the browser saves the attachment the server names. */
export function DownloadSection() {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('data.heading')}</h2>
      <p>{t('data.intro')}</p>
      <a className={styles.secondary} href={EXPORT_URL} download>
        {t('data.download')}
      </a>
    </section>
  );
}

/**
 * "Delete my account", asked in a native modal <dialog> that says what is kept and why: the page
 * behind is inert, focus goes to the password, Escape and Cancel keep the account, and focus
 * returns to the button that opened it. (Not the Radix dialog: sharing it with the errands page
 * would split it into a chunk every page's shell must list.)
 */
export function DeleteSection({ onDeleted }: { onDeleted: (answer: DeleteAccountAnswer) => unknown }) {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  const titleId = useId();
  const textId = useId();
  const passwordId = useId();
  const errorId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const errorText = useErrorText();
  const form = useZodForm(deleteFormSchema, { defaultValues: { password: '' } });
  const invalid = form.formState.errors.password?.message;
  const remove = useMutation({
    mutationFn: ({ password }: z.output<typeof deleteFormSchema>) => deleteAccount(password),
    onSuccess: async (outcome) => {
      if (typeof outcome === 'object') {
        dialog.current?.close();
        await onDeleted(outcome);
      }
    },
  });
  const problem =
    remove.data === 'wrong'
      ? t('delete.wrong')
      : remove.data === 'reauth'
        ? t('delete.reauth')
        : invalid
          ? errorText(invalid)
          : undefined;
  const close = () => dialog.current?.close();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('delete.heading')}</h2>
      <p>{t('delete.intro')}</p>
      <button
        ref={opener}
        type="button"
        className={styles.danger}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t('delete.open')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => {
          // The close event comes a task later: a dialog opened again since keeps what is typed.
          if (dialog.current?.open) return;
          remove.reset();
          form.reset();
          opener.current?.focus();
        }}
      >
        <h2 id={titleId}>{t('delete.title')}</h2>
        <p id={textId}>{t('delete.kept')}</p>
        <ZodForm form={form} onValid={(values) => remove.mutate(values)} className={styles.section}>
          <label htmlFor={passwordId}>{t('delete.password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            {...form.register('password')}
          />
          <p>{t('delete.bankIdHint')}</p>
          <p id={errorId} role="alert" className={styles.alert}>
            {problem ?? (remove.isError ? t('failed') : '')}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={styles.danger} disabled={remove.isPending}>
              {t('delete.confirm')}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              {t('delete.cancel')}
            </button>
          </div>
        </ZodForm>
      </dialog>
    </section>
  );
}
