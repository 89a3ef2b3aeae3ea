import { useCallback, useSyncExternalStore } from 'react';
import {
  allows,
  type ConsentCategory,
  type ConsentSetting,
  UNANSWERED,
} from '../../../shared/consent/consent-setting';
import { cookieSettingsRequests, currentConsent, subscribeConsent } from './consent-store';

export interface ConsentState {
  setting: ConsentSetting;
  /** True when the category may be used now; 'essential' is always true. */
  allows(category: ConsentCategory | 'essential'): boolean;
}

// The server render and hydration see "unanswered"; the cookie's choice follows right after,
// so markup never differs between server and browser.
const serverSnapshot = () => UNANSWERED;

/** The visitor's cookie choice; re-renders when it changes. */
export function useConsent(): ConsentState {
  const setting = useSyncExternalStore(subscribeConsent, currentConsent, serverSnapshot);
  const allowsCategory = useCallback(
    (category: ConsentCategory | 'essential') => allows(setting, category),
    [setting],
  );
  return { setting, allows: allowsCategory };
}

/** The count of "open the cookie settings" requests (0 on the server). */
export function useCookieSettingsRequests(): number {
  return useSyncExternalStore(subscribeConsent, cookieSettingsRequests, () => 0);
}
