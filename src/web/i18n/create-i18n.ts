import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../shared/sites/site-types';
import { en } from './resources/en';
import { fi } from './resources/fi';
import { no } from './resources/no';
import { sv } from './resources/sv';

export const resources = { sv, no, fi, en } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof sv };
  }
}

// A new instance per request on the server and one per page load in the browser:
// no shared mutable global (CONVENTIONS, Rallly). Resources are bundled, so init is synchronous.
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources[locale] } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
