import { useEffect } from 'react';
import { openCookieSettings } from '../../ui/consent/consent-store';
import { useConsent, useCookieSettingsRequests } from '../../ui/consent/use-consent';
import { lazyPart } from '../../ui/lazy-part';

const CookieConsentModal = lazyPart(() =>
  import('./cookie-consent-modal').then((module) => module.CookieConsentModal),
);

// Part of every page: the cookie modal (its own chunk) is loaded while the choice is unanswered
// or when the settings are asked for (the footer button, any data-open-cookie-settings element).
export function CookieConsent() {
  const { setting } = useConsent();
  const requests = useCookieSettingsRequests();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest('[data-open-cookie-settings]') : null;
      if (!target) return;
      event.preventDefault();
      openCookieSettings();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return <CookieConsentModal needed={!setting.answered || requests > 0} />;
}
