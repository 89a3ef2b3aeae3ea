import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import styles from './search-page.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's "Filters" button: focus goes back to it when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  total: number;
  children: ReactNode;
}

// The filters in a dialog on narrow screens. Its own chunk (with the dialog library), loaded
// when the visitor first opens it: most visits, and every wide screen, never do.
export function FilterDialog({ open, onOpenChange, returnFocus, total, children }: Props) {
  const { t } = useTranslation();
  useBackCloses(open, () => onOpenChange(false), { keepsUrlChanges: true });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{t('residenceSearch.filters')}</Dialog.Title>
            <Dialog.Close className={styles.dialogClose}>
              <Icon name="close" size={20} />
              <span className="visually-hidden">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <div className={styles.dialogBody}>{children}</div>
          <div className={styles.dialogFooter}>
            <Dialog.Close className={styles.primaryButton}>
              {t('residenceSearch.showResults')} ({total})
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
