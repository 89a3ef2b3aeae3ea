import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../shared/sites/site-types';
import type { Resources } from './resources/resource-types';
import type { sv } from './resources/sv';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof sv };
  }
}

export type Translation = Resources;

// A new instance per request on the server and one per page load in the browser:
// no shared mutable global (CONVENTIONS, Rallly). The texts are handed in, so init is synchronous.
export function createI18nInstance(locale: Locale, translation: Translation): i18n {
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
