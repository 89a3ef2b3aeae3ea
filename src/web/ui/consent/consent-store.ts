import {
  allows,
  type ConsentCategory,
  type ConsentSetting,
  parseConsentSetting,
  serializeConsentSetting,
  UNANSWERED,
} from '../../../shared/consent/consent-setting';
import {
  consentSettingsCookie,
  jmuidCookie,
  lifetimeDays,
  newVisitorId,
  sourceMediumCookie,
  sourceMediumFrom,
} from '../../../shared/consent/cookie-table';
import { readCookie, writeCookie } from '../../browser/cookies';

// The visitor's cookie choice in the browser: read once from user-consent-settings, changed only
// through saveConsent, and observed by components through useConsent (use-consent.ts). The
// cookies that depend on it (jmuid, source-medium) are set or removed here, in the same step.

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ConsentSetting | null = null;
let settingsRequests = 0;

// The query of the page the visitor landed on: utm_source/utm_medium are kept for a consent
// given later in the visit.
const landingSearch = typeof window === 'undefined' ? '' : window.location.search;

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentConsent(): ConsentSetting {
  if (typeof document === 'undefined') return UNANSWERED;
  current ??= parseConsentSetting(readCookie(consentSettingsCookie.name));
  return current;
}

export function consentAllows(category: ConsentCategory): boolean {
  return allows(currentConsent(), category);
}

/** Stores the choice (6 months) and sets or removes the cookies that need it. */
export function saveConsent(setting: ConsentSetting): void {
  writeCookie(
    consentSettingsCookie.name,
    serializeConsentSetting(setting),
    lifetimeDays(consentSettingsCookie) ?? undefined,
  );
  applyConsentCookies(setting);
  current = setting;
  notify();
}

/** jmuid only with statistics consent, source-medium only with marketing consent. */
export function applyConsentCookies(setting: ConsentSetting): void {
  if (allows(setting, 'statistics')) {
    if (!readCookie(jmuidCookie.name)) {
      writeCookie(
        jmuidCookie.name,
        newVisitorId(() => crypto.randomUUID()),
        lifetimeDays(jmuidCookie) ?? undefined,
      );
    }
  } else if (readCookie(jmuidCookie.name) !== null) {
    writeCookie(jmuidCookie.name, null);
  }
  const sourceMedium = sourceMediumFrom(landingSearch);
  if (allows(setting, 'marketing')) {
    if (sourceMedium) {
      writeCookie(sourceMediumCookie.name, sourceMedium, lifetimeDays(sourceMediumCookie) ?? undefined);
    }
  } else if (readCookie(sourceMediumCookie.name) !== null) {
    writeCookie(sourceMediumCookie.name, null);
  }
}

/** Asks the cookie-consent modal to open (footer button, data-open-cookie-settings elements). */
export function openCookieSettings(): void {
  settingsRequests += 1;
  notify();
}

/** Grows by one with every openCookieSettings call; the modal opens when it changes. */
export function cookieSettingsRequests(): number {
  return settingsRequests;
}
