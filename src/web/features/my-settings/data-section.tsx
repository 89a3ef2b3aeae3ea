import { useMutation } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { DeleteAccountAnswer } from '../../../shared/account/account-data-contracts';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import styles from './my-settings.module.css';
import { deleteAccount, EXPORT_URL } from './settings-api';

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
 * "Delete my account", asked in an alert dialog that says what is kept and why (focus stays
 * inside, Escape and Cancel keep the account, focus returns to the button that opened it).
 */
export function DeleteSection({ onDeleted }: { onDeleted: (answer: DeleteAccountAnswer) => unknown }) {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteAccount(password || undefined),
    onSuccess: async (outcome) => {
      if (typeof outcome === 'object') {
        setOpen(false);
        await onDeleted(outcome);
      }
    },
  });
  const problem =
    remove.data === 'wrong' ? t('delete.wrong') : remove.data === 'reauth' ? t('delete.reauth') : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('delete.heading')}</h2>
      <p>{t('delete.intro')}</p>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
      >
        <AlertDialog.Trigger className={styles.danger}>{t('delete.open')}</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title asChild>
              <h2>{t('delete.title')}</h2>
            </AlertDialog.Title>
            <AlertDialog.Description>{t('delete.kept')}</AlertDialog.Description>
            <form
              className={styles.section}
              onSubmit={(event) => {
                event.preventDefault();
                remove.mutate();
              }}
            >
              <label htmlFor={passwordId}>{t('delete.password')}</label>
              <input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <p>{t('delete.bankIdHint')}</p>
              <p id={errorId} role="alert" className={styles.alert}>
                {problem ?? (remove.isError ? t('failed') : '')}
              </p>
              <div className={styles.actions}>
                <button type="submit" className={styles.danger} disabled={remove.isPending}>
                  {t('delete.confirm')}
                </button>
                <AlertDialog.Cancel className={styles.secondary}>{t('delete.cancel')}</AlertDialog.Cancel>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
