import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './login.module.css';
import { loginContextOfHash } from './login-hash';
import { LoginPanel } from './login-panel';

const MODAL_HASH = '#modal';

function replaceHash(hash: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

// The login modal: opened by the header, by pages through the session context and by the
// hash triggers (#open-login, …), which are removed from the URL once the modal is open.
export function LoginModal() {
  const { t } = useTranslation();
  const { site } = useSite();
  const session = useSession();
  const { loginRequest, requestLogin, closeLogin, status } = session;
  const open = loginRequest !== null && status !== 'loggedIn';
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!site.flags.login) return;
    const check = () => {
      const context = loginContextOfHash(window.location.hash);
      if (!context) return;
      replaceHash('');
      requestLogin(context);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [requestLogin, site.flags.login]);

  // platform §4: an open modal adds #modal to the URL hash; closing removes it.
  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!window.location.hash) replaceHash(MODAL_HASH);
    return () => {
      if (window.location.hash === MODAL_HASH) replaceHash('');
    };
  }, [open]);

  useEffect(() => {
    if (status === 'loggedIn' && loginRequest) closeLogin();
  }, [status, loginRequest, closeLogin]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeLogin()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          data-login-modal=""
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.title}>{t('account.login.modalTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('account.login.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          {loginRequest && (
            <LoginPanel initialContext={loginRequest} origin="modal" onLoggedIn={closeLogin} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
