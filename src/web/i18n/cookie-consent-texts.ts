import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { cookieConsent as en } from './resources/cookie-consent/en';
import { cookieConsent as fi } from './resources/cookie-consent/fi';
import { cookieConsent as no } from './resources/cookie-consent/no';
import { cookieConsent as sv } from './resources/cookie-consent/sv';

// The cookie modal's texts, carried by its chunk (loaded when the modal is first needed), not by
// the language file every page loads (page-namespace.ts; the page budget of issue 31).

export type CookieConsentTexts = Translations<typeof sv>;
export const COOKIE_CONSENT_TEXTS: Readonly<Record<Locale, CookieConsentTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('cookieConsent', COOKIE_CONSENT_TEXTS);
export const useCookieConsentTranslation = namespace.useTranslation;
