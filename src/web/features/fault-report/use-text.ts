import { useTranslation } from 'react-i18next';

/**
 * The fault-report texts by key below `faultReport.` (or a full key such as the flows' custom
 * button keys). Step views and error keys are data, so the typed `t` is widened here, in one place.
 */
export function useText(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return (key, values) => translate(key.startsWith('faultReport.') ? key : `faultReport.${key}`, values);
}
