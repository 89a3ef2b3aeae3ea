import type { SiteConfig } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { deleteVipMembership, insertVipMembership } from './account-repository';
import { isValidCampaignCode } from './campaign-codes';

/** The VIP fee in the site's currency; a valid campaign code pays it. */
export const VIP_FEE = 200;

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
  await insertVipMembership(db, { userId, siteKey: site.key, campaignCode: code ?? null, fee: VIP_FEE });
  return 'Ok';
}

export async function removeVipMembership(db: Database, userId: string, site: SiteConfig): Promise<void> {
  await deleteVipMembership(db, userId, site.key);
}
