import type { Locale } from '../../shared/sites/site-types';
import { residencePages as residencePagesEn } from '../../shared/texts/residence-pages/en';
import { residencePages as residencePagesFi } from '../../shared/texts/residence-pages/fi';
import { residencePages as residencePagesNo } from '../../shared/texts/residence-pages/no';
import { residencePages as residencePagesSv } from '../../shared/texts/residence-pages/sv';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import { createI18nInstance } from './i18n-instance';
import { languageFiles } from './language-files';
import { projectPhaseNames as projectPhaseNamesEn } from './resources/project-phase-names/en';
import { projectPhaseNames as projectPhaseNamesFi } from './resources/project-phase-names/fi';
import { projectPhaseNames as projectPhaseNamesNo } from './resources/project-phase-names/no';
import { projectPhaseNames as projectPhaseNamesSv } from './resources/project-phase-names/sv';
import { residenceSearch as residenceSearchEn } from './resources/residence-search/en';
import { residenceSearch as residenceSearchFi } from './resources/residence-search/fi';
import { residenceSearch as residenceSearchNo } from './resources/residence-search/no';
import { residenceSearch as residenceSearchSv } from './resources/residence-search/sv';

// Tests' texts, with every part: the server renders a page with its language file and that
// page's parts only (entry-server.tsx), as the browser does, and does not import this file, so
// the parts stay chunks of their own in both builds.

/** Every text of each language, the parts included (text-parts.ts). */
export const resources = {
  sv: {
    ...languageFiles.sv,
    residencePages: residencePagesSv,
    residenceSearch: residenceSearchSv,
    projectPhaseNames: projectPhaseNamesSv,
  },
  no: {
    ...languageFiles.no,
    residencePages: residencePagesNo,
    residenceSearch: residenceSearchNo,
    projectPhaseNames: projectPhaseNamesNo,
  },
  fi: {
    ...languageFiles.fi,
    residencePages: residencePagesFi,
    residenceSearch: residenceSearchFi,
    projectPhaseNames: projectPhaseNamesFi,
  },
  en: {
    ...languageFiles.en,
    residencePages: residencePagesEn,
    residenceSearch: residenceSearchEn,
    projectPhaseNames: projectPhaseNamesEn,
  },
} as const;

/** With every language and every part at hand (tests). */
export function createI18n(locale: Locale): TextsInstance {
  return createI18nInstance(locale, resources[locale]);
}
