import type { Locale } from '../../shared/sites/site-types';

/** The language file of a locale as the build's manifest names it (load-translation.ts loads it). */
export const translationModulePath = (locale: Locale) => `src/web/i18n/resources/${locale}.ts`;
