import type { Locale } from '../../shared/sites/site-types';
import { useTranslation } from './use-translation';

/** The locale the page renders in; formatting (dates, prices) follows it. */
export function useSiteLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}
