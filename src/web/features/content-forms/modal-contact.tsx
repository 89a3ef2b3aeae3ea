import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icon';
import { ContentForm } from './content-form';
import styles from './content-form.module.css';

const MODAL_HASH = '#modal';

// An open modal adds #modal to the URL hash (platform §4). The router's history state is
// kept, so client navigation is not disturbed.
function setModalHash(open: boolean) {
  const { pathname, search, hash } = window.location;
  if (open && hash !== MODAL_HASH)
    window.history.replaceState(window.history.state, '', `${pathname}${search}${MODAL_HASH}`);
  if (!open && hash === MODAL_HASH)
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * The contact form in a dialog opened by a button: focus is trapped inside, Escape closes it,
 * and focus returns to the button.
 */
export function ModalContact({
  openLabel,
  heading,
  pagePath,
}: {
  openLabel: string;
  heading: string;
  pagePath: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // A link to the page with #modal opens the dialog.
    if (window.location.hash === MODAL_HASH) setOpen(true);
  }, []);

  const change = (next: boolean) => {
    setOpen(next);
    setModalHash(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger className={styles.submit}>{openLabel}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{heading}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('content.forms.close')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.note}>{openLabel}</Dialog.Description>
          <ContentForm kind="contact" pagePath={pagePath} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
