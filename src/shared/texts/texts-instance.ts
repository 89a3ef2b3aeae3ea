import i18next, { type i18n } from 'i18next';
import type { Locale } from '../sites/site-types';

// A new instance per page load in the browser: no shared mutable global (CONVENTIONS, Rallly).
// The texts are handed in, so init is synchronous.
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

const readOnlyInstances = new WeakMap<object, i18n>();

/**
 * One instance per set of texts for the life of the process, for code that only reads texts
 * (server-built view models): creating an instance per request cost a tenth of a page render.
 * Nothing may change its language or add resources.
 */
export function textsInstanceOf(locale: Locale, translation: object): i18n {
  let instance = readOnlyInstances.get(translation);
  if (!instance) {
    instance = createTextsInstance(locale, translation);
    readOnlyInstances.set(translation, instance);
  }
  return instance;
}
