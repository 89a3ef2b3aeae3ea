import { Dialog } from 'radix-ui';
import { formatShowingTime } from '../../../shared/format/showing-time';
import type { LocalShowingTime } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icon';
import { ContentForm } from './content-form';
import styles from './content-form.module.css';

export interface ShowingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stage or home the showing is of. */
  name: string;
  /** The stage or home page: stored with the sign-up. */
  pagePath: string;
  showings: readonly { startsAt: string; local: LocalShowingTime }[];
}

/** The showing form (content form kind showing) in a dialog; its own chunk. */
export default function ShowingDialog({ open, onOpenChange, name, pagePath, showings }: ShowingDialogProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const options = showings.map((showing) => ({
    value: showing.startsAt,
    label: t('residencePages.showings.time', formatShowingTime(showing.local, locale)),
  }));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-showing-dialog="">
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{t('sales.bookShowingOf', { name })}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('content.forms.close')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.note}>{t('sales.bookShowingIntro')}</Dialog.Description>
          <ContentForm kind="showing" pagePath={pagePath} showings={options} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
