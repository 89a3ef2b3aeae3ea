import type { i18n } from 'i18next';
import type { Locale } from '../../shared/sites/site-types';
import { createTextsInstance } from '../../shared/texts/texts-instance';
import type { accountPages } from './resources/account-pages/sv';
import type { booking } from './resources/booking/sv';
import type { caseHandler } from './resources/case-handler/sv';
import type { duplicates } from './resources/duplicates/sv';
import type { errands } from './resources/errands/sv';
import type { myHomes } from './resources/my-homes/sv';
import type { mySettings } from './resources/my-settings/sv';
import type { Resources } from './resources/resource-types';
import type { sv } from './resources/sv';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Namespaces of their own, added by the pages that use them (page-namespace.ts).
    resources: {
      translation: typeof sv;
      errands: typeof errands;
      duplicates: typeof duplicates;
      caseHandler: typeof caseHandler;
      accountPages: typeof accountPages;
      myHomes: typeof myHomes;
      mySettings: typeof mySettings;
      booking: typeof booking;
    };
  }
}

export type Translation = Resources;

/** The i18next instance of one request or page load, with all the web app's texts. */
export function createI18nInstance(locale: Locale, translation: Translation): i18n {
  return createTextsInstance(locale, translation);
}
