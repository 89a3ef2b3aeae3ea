import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={styles.secondaryButton} disabled={pending} data-close-errand="">
        {pending ? t('errands.close.closing') : t('errands.close.button')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('errands.close.title')}</AlertDialog.Title>
          <AlertDialog.Description>
            {t('errands.close.text', { number: ticketNumber })}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Action className={styles.primaryButton} onClick={onConfirm}>
              {t('errands.close.confirm')}
            </AlertDialog.Action>
            <AlertDialog.Cancel className={styles.secondaryButton}>
              {t('errands.close.cancel')}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
