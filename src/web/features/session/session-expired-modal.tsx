import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isUnderRoute, routeFor } from '../../../shared/sites/routes';
import { useTranslation } from '../../i18n/use-translation';
import frame from '../../ui/modal/modal.module.css';
import { useLogout } from '../../ui/session/api/logout';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './session-expired-modal.module.css';

// flows §4.3: when the 30-second check finds the session gone, a modal asks the user to log
// in again; the user is logged out (the server forgets the token too) and my pages are left
// for home.
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const { site } = useSite();
  const { expired, dismissExpired, requestLogin } = useSession();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);

  useEffect(() => {
    if (!expired) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    logout();
    if (isUnderRoute(site.key, 'myPages', location.pathname))
      navigate(routeFor(site.key, 'home') ?? site.basePath);
  }, [expired, logout, navigate, location.pathname, site]);

  return (
    <Dialog.Root open={expired} onOpenChange={(open) => !open && dismissExpired()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${frame.overlay} ${styles.aboveOthers}`} />
        <Dialog.Content className={`${frame.dialog} ${styles.dialog}`} data-session-expired="">
          <Dialog.Title className={`${frame.title} ${styles.title}`}>
            {t('account.session.expiredTitle')}
          </Dialog.Title>
          <Dialog.Description>{t('account.session.expiredText')}</Dialog.Description>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                dismissExpired();
                requestLogin('private');
              }}
            >
              {t('account.session.loginAgain')}
            </button>
            <Dialog.Close className={styles.secondary}>{t('account.session.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
