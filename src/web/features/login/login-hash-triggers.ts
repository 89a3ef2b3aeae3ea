import { useEffect } from 'react';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { loginContextOfHash } from './login-hash';

export function replaceHash(hash: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

// The hash triggers (#open-login, …) ask for the login modal and are removed from the URL. Part
// of every page; the modal itself is loaded when first asked for (login-modal.tsx).
export function useLoginHashTriggers(): void {
  const { site } = useSite();
  const { requestLogin } = useSession();
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
}
