import { ANALYTICS_ENDPOINTS } from '../../../shared/analytics/analytics-endpoints';
import { endpointUrl } from '../../../shared/api/endpoint';
import {
  CONSENT_EXPERIMENT,
  type ConsentSetting,
  consentVariant,
} from '../../../shared/consent/consent-setting';

/** POST /api/experiments/cookie-consent/{variant} (platform §7): a lost request is not retried. */
export function recordConsentChoice(setting: ConsentSetting): void {
  const { experiment } = ANALYTICS_ENDPOINTS;
  const url = endpointUrl(experiment, { experiment: CONSENT_EXPERIMENT, variant: consentVariant(setting) });
  void fetch(url, {
    method: experiment.method,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
