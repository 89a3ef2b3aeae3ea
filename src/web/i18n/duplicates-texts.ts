import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { duplicates as en } from './resources/duplicates/en';
import { duplicates as fi } from './resources/duplicates/fi';
import { duplicates as no } from './resources/duplicates/no';
import { duplicates as sv } from './resources/duplicates/sv';

// The fault-report wizard's duplicate check has its own namespace, in the chunk of the step
// that shows it rather than in every page's language file (as errands-texts.ts does). It is
// added to the page's i18n instance, synchronously, before the first text is read.

export type DuplicateTexts = Translations<typeof sv>;
export const DUPLICATE_TEXTS: Readonly<Record<Locale, DuplicateTexts>> = { sv, no, fi, en };

export function ensureDuplicateTexts(instance: i18n): void {
  const locale = (instance.language in DUPLICATE_TEXTS ? instance.language : 'sv') as Locale;
  if (!instance.hasResourceBundle(instance.language, 'duplicates'))
    instance.addResourceBundle(instance.language, 'duplicates', DUPLICATE_TEXTS[locale]);
}

/** t() of the 'duplicates' namespace: `t('heading')`, `t('statusGroups.ongoing')`. */
export function useDuplicatesTranslation() {
  const { i18n } = useTranslation();
  ensureDuplicateTexts(i18n);
  const t = useMemo(() => i18n.getFixedT(null, 'duplicates'), [i18n]);
  return { t };
}
