import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/sites/site-types';

/** The locale the page renders in; formatting (dates, prices) follows it. */
export function useSiteLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}
