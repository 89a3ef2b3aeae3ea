import { Dialog } from 'radix-ui';
import { useAccountFormsTranslation } from '../i18n/account-forms-texts';
import { RegisterModalForm } from '../templates/account-template';
import { useBackCloses } from '../ui/history/use-back-closes';
import { Icon } from '../ui/icon';
import styles from '../ui/modal/modal.module.css';
import { closeRegisterModal, useRegisterModalRequested } from '../ui/session/register-modal-request';

// platform §2: the case-management login's "create account" opens the register form here, in a
// modal over the page (the fault report stays where it was). Once the account is made the user
// is logged in and the modal closes; the case flow then goes on (flows §4.2).
export function RegisterModal() {
  const { t } = useAccountFormsTranslation();
  const open = useRegisterModalRequested();
  // flows §4.7: Back closes the modal; the page under it stays.
  useBackCloses(open, closeRegisterModal);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeRegisterModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} data-register-modal="">
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('register.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('login.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          <RegisterModalForm onRegistered={closeRegisterModal} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
