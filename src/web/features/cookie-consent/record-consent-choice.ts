import {
  CONSENT_EXPERIMENT,
  type ConsentSetting,
  consentVariant,
} from '../../../shared/consent/consent-setting';

/** POST /api/experiments/cookie-consent/{variant} (platform §7): a lost request is not retried. */
export function recordConsentChoice(setting: ConsentSetting): void {
  void fetch(`/api/experiments/${CONSENT_EXPERIMENT}/${consentVariant(setting)}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
