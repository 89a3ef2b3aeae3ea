import i18next, { type i18n } from 'i18next';
import type { Locale } from '../sites/site-types';

// A new instance per request on the server and one per page load in the browser:
// no shared mutable global (CONVENTIONS, Rallly). The texts are handed in, so init is synchronous.
export function createTextsInstance(locale: Locale, translation: object): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
