import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
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
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteAccount(password || undefined),
    onSuccess: async (outcome) => {
      if (typeof outcome === 'object') {
        dialog.current?.close();
        await onDeleted(outcome);
      }
    },
  });
  const problem =
    remove.data === 'wrong' ? t('delete.wrong') : remove.data === 'reauth' ? t('delete.reauth') : undefined;
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
          setPassword('');
          opener.current?.focus();
        }}
      >
        <h2 id={titleId}>{t('delete.title')}</h2>
        <p id={textId}>{t('delete.kept')}</p>
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
            <button type="button" className={styles.secondary} onClick={close}>
              {t('delete.cancel')}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
