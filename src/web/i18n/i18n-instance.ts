import type { i18n } from 'i18next';
import type { Locale } from '../../shared/sites/site-types';
import { createTextsInstance } from '../../shared/texts/texts-instance';
import type { errands } from './resources/errands/sv';
import type { Resources } from './resources/resource-types';
import type { sv } from './resources/sv';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'errands' is its own namespace, added by the pages that use it (errands-texts.ts).
    resources: { translation: typeof sv; errands: typeof errands };
  }
}

export type Translation = Resources;

/** The i18next instance of one request or page load, with all the web app's texts. */
export function createI18nInstance(locale: Locale, translation: Translation): i18n {
  return createTextsInstance(locale, translation);
}
