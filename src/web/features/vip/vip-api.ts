import type {
  bookVipShowingContract,
  cancelVipShowingContract,
  vipOverviewContract,
  vipUpgradeContract,
} from '../../../shared/my-pages/vip-contracts';
import { VIP_ENDPOINTS as E } from '../../../shared/my-pages/vip-endpoints';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The VIP pages' calls (issue 15 item 8).

export const VIP_KEY = ['my-pages', 'vip'] as const;

export const fetchVipOverview = () => callEndpoint<typeof vipOverviewContract>(E.overview, {});

export const upgradeToVip = (campaignCode: string | undefined) =>
  callEndpoint<typeof vipUpgradeContract>(E.upgrade, { body: campaignCode ? { campaignCode } : {} });

export const bookShowing = (id: string) =>
  callEndpoint<typeof bookVipShowingContract>(E.book, { params: { id } });

export const cancelShowing = (id: string) =>
  callEndpoint<typeof cancelVipShowingContract>(E.cancel, { params: { id } });
