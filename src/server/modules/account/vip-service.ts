import type { SiteConfig } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { deleteVipMembership, insertVipMembership } from './account-repository';
import { isValidCampaignCode } from './campaign-codes';

const CURRENCY_OF_COUNTRY = { SE: 'SEK', NO: 'NOK', FI: 'EUR' } as const;

/**
 * The VIP fee of a site in minor units of its currency (200 kr, 200 NOK, 20 €), as payments
 * store amounts; a valid campaign code pays it.
 */
export function vipFeeOf(site: SiteConfig): { amount: number; currency: 'SEK' | 'NOK' | 'EUR' } {
  const currency = CURRENCY_OF_COUNTRY[site.country];
  return { amount: currency === 'EUR' ? 2_000 : 20_000, currency };
}

export type VipChange = 'Ok' | 'InvalidCampaignCode' | 'NotOffered';

/**
 * Adds a VIP membership on a site with its payment: unpaid, or paid with a campaign code.
 * A wrong campaign code changes nothing.
 */
export async function addVipMembership(
  db: Database,
  userId: string,
  site: SiteConfig,
  campaignCode?: string,
): Promise<VipChange> {
  if (!site.flags.vip) return 'NotOffered';
  const code = campaignCode?.trim() ? campaignCode.trim().toUpperCase() : undefined;
  if (code && !isValidCampaignCode(site.key, code)) return 'InvalidCampaignCode';
  await insertVipMembership(db, {
    userId,
    siteKey: site.key,
    campaignCode: code ?? null,
    fee: vipFeeOf(site),
  });
  return 'Ok';
}

export async function removeVipMembership(db: Database, userId: string, site: SiteConfig): Promise<void> {
  await deleteVipMembership(db, userId, site.key);
}
