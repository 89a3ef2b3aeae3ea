import type { Locale } from '../../shared/sites/site-types';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import { createI18nInstance } from './i18n-instance';
import { en } from './resources/en';
import { fi } from './resources/fi';
import { no } from './resources/no';
import { sv } from './resources/sv';

export const resources = { sv, no, fi, en } as const;

/** With every language at hand: the server and the tests. The browser loads one (load-translation.ts). */
export function createI18n(locale: Locale): TextsInstance {
  return createI18nInstance(locale, resources[locale]);
}
