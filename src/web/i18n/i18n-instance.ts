import type { Locale } from '../../shared/sites/site-types';
import type { residencePages } from '../../shared/texts/residence-pages/sv';
import { createTextsInstance, type TextsInstance } from '../../shared/texts/texts-instance';
import type { accountForms } from './resources/account-forms/sv';
import type { accountPages } from './resources/account-pages/sv';
import type { booking } from './resources/booking/sv';
import type { bookingPayment } from './resources/booking-payment/sv';
import type { bookingResume } from './resources/booking-resume/sv';
import type { bookingSigning } from './resources/booking-signing/sv';
import type { caseHandler } from './resources/case-handler/sv';
import type { cookieConsent } from './resources/cookie-consent/sv';
import type { duplicates } from './resources/duplicates/sv';
import type { editMode } from './resources/edit-mode/sv';
import type { errands } from './resources/errands/sv';
import type { explorer } from './resources/explorer/sv';
import type { listings } from './resources/listings/sv';
import type { myDocuments } from './resources/my-documents/sv';
import type { myHomes } from './resources/my-homes/sv';
import type { myPages } from './resources/my-pages/sv';
import type { myPayments } from './resources/my-payments/sv';
import type { myResidence } from './resources/my-residence/sv';
import type { mySettings } from './resources/my-settings/sv';
import type { projectPhaseNames } from './resources/project-phase-names/sv';
import type { projectPhases } from './resources/project-phases/sv';
import type { publicTemplates } from './resources/public-templates/sv';
import type { residenceSearch } from './resources/residence-search/sv';
import type { Resources } from './resources/resource-types';
import type { saveSearch } from './resources/save-search/sv';
import type { savedSearches } from './resources/saved-searches/sv';
import type { sv } from './resources/sv';
import type { vip } from './resources/vip/sv';
import type { visited } from './resources/visited/sv';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Namespaces of their own, added by the pages that use them (page-namespace.ts).
    resources: {
      // The language file and the parts some pages add to it (text-parts.ts).
      translation: typeof sv & {
        residencePages: typeof residencePages;
        residenceSearch: typeof residenceSearch;
        projectPhaseNames: typeof projectPhaseNames;
      };
      errands: typeof errands;
      duplicates: typeof duplicates;
      caseHandler: typeof caseHandler;
      cookieConsent: typeof cookieConsent;
      accountPages: typeof accountPages;
      accountForms: typeof accountForms;
      myHomes: typeof myHomes;
      myDocuments: typeof myDocuments;
      myPages: typeof myPages;
      mySettings: typeof mySettings;
      myResidence: typeof myResidence;
      myPayments: typeof myPayments;
      bookingPayment: typeof bookingPayment;
      bookingSigning: typeof bookingSigning;
      explorer: typeof explorer;
      savedSearches: typeof savedSearches;
      saveSearch: typeof saveSearch;
      vip: typeof vip;
      listings: typeof listings;
      booking: typeof booking;
      bookingResume: typeof bookingResume;
      visited: typeof visited;
      publicTemplates: typeof publicTemplates;
      editMode: typeof editMode;
      projectPhases: typeof projectPhases;
    };
  }
}

export type Translation = Resources;

/** The texts instance of one request or page load, with all the web app's texts. */
export function createI18nInstance(locale: Locale, translation: Translation): TextsInstance {
  return createTextsInstance(locale, translation);
}
