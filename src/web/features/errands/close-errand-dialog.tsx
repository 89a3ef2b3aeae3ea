import { AlertDialog } from 'radix-ui';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import styles from './errands.module.css';

// flows §4.4 "closing an errand": asked first, in an alert dialog (focus kept inside, Escape
// and the cancel button keep the errand, focus returns to the button that opened it).
export function CloseErrandDialog({
  ticketNumber,
  pending,
  onConfirm,
}: {
  ticketNumber: number;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useErrandsTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={styles.secondaryButton} disabled={pending} data-close-errand="">
        {pending ? t('close.closing') : t('close.button')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('close.title')}</AlertDialog.Title>
          <AlertDialog.Description>{t('close.text', { number: ticketNumber })}</AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Action className={styles.primaryButton} onClick={onConfirm}>
              {t('close.confirm')}
            </AlertDialog.Action>
            <AlertDialog.Cancel className={styles.secondaryButton}>{t('close.cancel')}</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
