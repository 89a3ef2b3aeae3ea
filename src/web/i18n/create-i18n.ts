import type { Locale } from '../../shared/sites/site-types';
import { residencePages as residencePagesEn } from '../../shared/texts/residence-pages/en';
import { residencePages as residencePagesFi } from '../../shared/texts/residence-pages/fi';
import { residencePages as residencePagesNo } from '../../shared/texts/residence-pages/no';
import { residencePages as residencePagesSv } from '../../shared/texts/residence-pages/sv';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import { createI18nInstance } from './i18n-instance';
import { en } from './resources/en';
import { fi } from './resources/fi';
import { no } from './resources/no';
import { projectPhaseNames as projectPhaseNamesEn } from './resources/project-phase-names/en';
import { projectPhaseNames as projectPhaseNamesFi } from './resources/project-phase-names/fi';
import { projectPhaseNames as projectPhaseNamesNo } from './resources/project-phase-names/no';
import { projectPhaseNames as projectPhaseNamesSv } from './resources/project-phase-names/sv';
import { residenceSearch as residenceSearchEn } from './resources/residence-search/en';
import { residenceSearch as residenceSearchFi } from './resources/residence-search/fi';
import { residenceSearch as residenceSearchNo } from './resources/residence-search/no';
import { residenceSearch as residenceSearchSv } from './resources/residence-search/sv';
import { sv } from './resources/sv';

/** Each language file as the browser loads it, without the parts only some pages add. */
export const languageFiles = { sv, no, fi, en } as const;

/** Every text of each language, the parts included (text-parts.ts). */
export const resources = {
  sv: {
    ...sv,
    residencePages: residencePagesSv,
    residenceSearch: residenceSearchSv,
    projectPhaseNames: projectPhaseNamesSv,
  },
  no: {
    ...no,
    residencePages: residencePagesNo,
    residenceSearch: residenceSearchNo,
    projectPhaseNames: projectPhaseNamesNo,
  },
  fi: {
    ...fi,
    residencePages: residencePagesFi,
    residenceSearch: residenceSearchFi,
    projectPhaseNames: projectPhaseNamesFi,
  },
  en: {
    ...en,
    residencePages: residencePagesEn,
    residenceSearch: residenceSearchEn,
    projectPhaseNames: projectPhaseNamesEn,
  },
} as const;

/** With every language and every part at hand: tests, and code that renders any page's texts. */
export function createI18n(locale: Locale): TextsInstance {
  return createI18nInstance(locale, resources[locale]);
}
