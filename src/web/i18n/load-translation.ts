import type { Locale } from '../../shared/sites/site-types';
import type { Translation } from './i18n-instance';

// The browser loads the texts of the page's language only: each language is its own chunk,
// which the server preloads (translation-module.ts) so hydration does not wait for it.
const LOADERS: Readonly<Record<Locale, () => Promise<Translation>>> = {
  sv: () => import('./resources/sv').then((module) => module.sv),
  no: () => import('./resources/no').then((module) => module.no),
  fi: () => import('./resources/fi').then((module) => module.fi),
  en: () => import('./resources/en').then((module) => module.en),
};

export const loadTranslation = (locale: Locale): Promise<Translation> => LOADERS[locale]();
