import type { Locale } from '../../../shared/sites/site-types';
import { faultReport as en } from '../../i18n/resources/fault-report/en';
import { faultReport as fi } from '../../i18n/resources/fault-report/fi';
import { faultReport as no } from '../../i18n/resources/fault-report/no';
import { faultReport as sv } from '../../i18n/resources/fault-report/sv';
import { useTranslation } from '../../i18n/use-translation';

// The fault-report texts are their own i18next namespace, carried by the fault-report
// template's chunk rather than the language file every page loads (the page budget). The
// page adds it to the request's (or page's) i18n instance before it renders any of them.

export const FAULT_REPORT_NS = 'faultReport';
export const FAULT_REPORT_TEXTS = { sv, no, fi, en } as const;

/** Makes the namespace available in the current language (once per i18n instance). */
export function useFaultReportTexts(): void {
  const { i18n } = useTranslation();
  const language = (i18n.language in FAULT_REPORT_TEXTS ? i18n.language : 'sv') as Locale;
  if (!i18n.hasResourceBundle(language, FAULT_REPORT_NS)) {
    i18n.addResourceBundle(language, FAULT_REPORT_NS, FAULT_REPORT_TEXTS[language], true, true);
  }
}

/**
 * The fault-report texts by key (below `faultReport.`, or a full key such as the flows' custom
 * button keys). Step views are data, so the typed `t` is widened here, in one place.
 */
export function useText(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key, values) => translate(key.replace(/^faultReport\./, ''), { ...values, ns: FAULT_REPORT_NS });
}
