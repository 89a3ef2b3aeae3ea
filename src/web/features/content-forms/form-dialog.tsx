import { Dialog } from 'radix-ui';
import { useTranslation } from '../../i18n/use-translation';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import { ContentForm, type ContentFormProps } from './content-form';
import styles from './content-form.module.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  form: ContentFormProps;
}

/**
 * A content form in a dialog: focus is trapped inside, Escape closes it and focus returns to
 * what opened it. Loaded with the form on the first click (book-showing.tsx, send-message.tsx).
 */
export function FormDialog({ open, onOpenChange, title, description, form }: FormDialogProps) {
  const { t } = useTranslation();
  // flows §4.7: Back closes the dialog; what was typed is the form's to keep or lose, as on Escape.
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-form-dialog={form.kind}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('content.forms.close')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.note}>{description}</Dialog.Description>
          <ContentForm {...form} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
