import type { SiteKey } from '../../../shared/sites/site-types';

// VIP campaign codes valid per site (platform §3 upgrade payload, outcome InvalidCampaignCode).
// There is no campaign table yet: the demo codes live here, listed in seed/demo-accounts.json.
export const VALID_CAMPAIGN_CODES: Readonly<Partial<Record<SiteKey, readonly string[]>>> = {
  se: ['VIP2026', 'HEMVIST-VAR'],
  senior: ['SENIOR2026'],
  brf: ['BRF2026'],
  no: ['VIPNORGE'],
};

export function isValidCampaignCode(siteKey: SiteKey, code: string): boolean {
  return (VALID_CAMPAIGN_CODES[siteKey] ?? []).includes(code.trim().toUpperCase());
}
