import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { errands as en } from './resources/errands/en';
import { errands as fi } from './resources/errands/fi';
import { errands as no } from './resources/errands/no';
import { errands as sv } from './resources/errands/sv';

// The errand list's texts are their own namespace, in the chunks of the pages that show them
// (my pages, my errands) rather than in every page's language file: most visitors never log
// in. They are added to the page's i18n instance, synchronously, before the first text is read,
// on the server and in the browser alike, so the hydrated page reads what was rendered.

export type ErrandTexts = Translations<typeof sv>;
export const ERRAND_TEXTS: Readonly<Record<Locale, ErrandTexts>> = { sv, no, fi, en };

export function ensureErrandTexts(instance: i18n): void {
  const locale = (instance.language in ERRAND_TEXTS ? instance.language : 'sv') as Locale;
  if (!instance.hasResourceBundle(instance.language, 'errands'))
    instance.addResourceBundle(instance.language, 'errands', ERRAND_TEXTS[locale]);
}

/** t() of the 'errands' namespace: `t('heading')`, `t('statuses.booked')`. */
export function useErrandsTranslation() {
  const { i18n } = useTranslation();
  ensureErrandTexts(i18n);
  const t = useMemo(() => i18n.getFixedT(null, 'errands'), [i18n]);
  return { t };
}
