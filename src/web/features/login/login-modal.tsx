import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useTranslation } from '../../i18n/use-translation';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import frame from '../../ui/modal/modal.module.css';
import { pendingFavourite, setPendingFavourite } from '../../ui/residence-actions/residence-cookies';
import { useSession } from '../../ui/session/session-context';
import styles from './login.module.css';
import { replaceHash } from './login-hash-triggers';
import { LoginPanel } from './login-panel';

const MODAL_HASH = '#modal';

// The login modal: opened by the header, by pages through the session context and by the
// hash triggers (login-hash-triggers.ts). Its own chunk, loaded when first asked for.
export function LoginModal() {
  const { t } = useTranslation();
  const { t: tf } = useAccountFormsTranslation();
  const session = useSession();
  const { loginRequest, closeLogin, status } = session;
  const open = loginRequest !== null && status !== 'loggedIn';
  const returnFocus = useRef<HTMLElement | null>(null);
  // flows §4.7: Back closes the modal (before the #modal hash below, so that lands on its entry).
  useBackCloses(open, () => dismiss());

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

  // A link in the modal (create an account, report a fault) opens another page: the modal
  // belongs to the page it was opened on and closes with it.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (open) closeLogin();
  }, [pathname, open, closeLogin]);

  // A favourite button opened the modal (favorite-notice): say why; closing it without logging
  // in drops the favourite.
  const favouriteNotice = open && pendingFavourite() !== null;
  const dismiss = () => {
    if (status !== 'loggedIn') setPendingFavourite(null);
    closeLogin();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content
          className={`${frame.dialog} ${frame.narrow}`}
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
          <div className={frame.header}>
            <Dialog.Title className={frame.title}>{tf('login.modalTitle')}</Dialog.Title>
            <Dialog.Close className={frame.close} aria-label={tf('login.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          {favouriteNotice && (
            <p className={styles.notice} data-favourite-notice="">
              {t('sales.favouriteNotice')}
            </p>
          )}
          {loginRequest && (
            // Keyed by the context: "continue without technical management" swaps the board
            // login for the private one (no type toggle).
            <LoginPanel
              key={loginRequest}
              initialContext={loginRequest}
              origin="modal"
              onLoggedIn={closeLogin}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
