import type { FastifyInstance } from 'fastify';
import {
  bookVipShowingContract,
  cancelVipShowingContract,
  type VipShowing,
  vipOverviewContract,
  vipUpgradeContract,
} from '../../../shared/my-pages/vip-contracts';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf, type RequestOfAccess } from '../../plugins/auth/access';
import { requireSiteContext } from '../../plugins/site-context';
import { isVipOn } from '../account/account-repository';
import { redirectAfterLogin } from '../account/after-login';
import { addVipMembership, vipFeeOf } from '../account/vip-service';
import {
  bookPlace,
  cancelPlace,
  membershipsOf,
  type ShowingRow,
  vipShowingOf,
  vipShowingsOf,
} from './vip-repository';

// The VIP page and VIP showings of my pages (issue 15 item 8; platform §3, §4, §6, §7). Joining
// goes through the account module's VIP membership (vip-service.ts), as the upgrade call does.

const notFound = () => new HttpError('NOT_FOUND', 'No such VIP showing of yours.');

/**
 * The caller on a site with VIP (flows §2.4: no VIP page in Finland; none for board members,
 * whom the routes' `private` access refuses before this runs).
 */
function memberContext(request: RequestOfAccess<'private'>): { userId: string; site: SiteConfig } {
  const login = loginOf(request);
  const site = requireSiteContext(request).site;
  if (!site.flags.vip) throw new HttpError('FORBIDDEN', 'This site offers no VIP membership.');
  return { userId: login.userId, site };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toShowing(row: ShowingRow, site: SiteConfig): VipShowing {
  return {
    id: row.id,
    stageId: row.stage_id,
    stageName: row.stage_name,
    stageUrl: row.stage_site_id === site.siteId ? row.stage_path : null,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    capacity: row.capacity,
    placesLeft: Math.max(0, row.capacity - row.taken),
    booked: row.booked,
  };
}

export function registerVipRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  addEndpoint(app, vipOverviewContract, async (request) => {
    const login = loginOf(request);
    const site = requireSiteContext(request).site;
    const member = site.flags.vip && (await isVipOn(db, login.userId, site.key));
    const memberships = (await membershipsOf(db, login.userId)).flatMap((row) => {
      const owner = Object.values(SITES).find((candidate) => candidate.key === row.site_key);
      return owner ? [{ siteId: owner.siteId, siteName: owner.brand.name, since: iso(row.created_at) }] : [];
    });
    const showings = member ? await vipShowingsOf(db, login.userId, site.siteId, new Date()) : [];
    return {
      offered: site.flags.vip,
      member,
      memberships,
      fee: vipFeeOf(site).amount,
      currency: vipFeeOf(site).currency,
      showings: showings.map((row) => toShowing(row, site)),
    };
  });

  addEndpoint(app, vipUpgradeContract, async (request) => {
    const { userId, site } = memberContext(request);
    const change = await addVipMembership(db, userId, site, request.body.campaignCode);
    if (change === 'InvalidCampaignCode') return { status: 'InvalidCampaignCode' as const };
    if (change === 'NotOffered') throw new HttpError('FORBIDDEN', 'This site offers no VIP membership.');
    // platform §4: after an upgrade, a VIP member with an unpaid payment goes to payments.
    const redirectTo = await redirectAfterLogin(db, { userId, siteKey: site.key, purpose: 'update' });
    return { status: 'Ok' as const, redirectTo };
  });

  addEndpoint(app, bookVipShowingContract, async (request) => {
    const { userId, site } = memberContext(request);
    if (!(await isVipOn(db, userId, site.key))) throw notFound();
    const showing = await vipShowingOf(db, userId, site.siteId, request.params.id, new Date());
    if (!showing) throw notFound();
    if ((await bookPlace(db, userId, showing.id)) === 'full') {
      throw new HttpError('CONFLICT', 'Every place of this showing is booked.');
    }
    const after = await vipShowingOf(db, userId, site.siteId, showing.id, new Date());
    if (!after) throw notFound();
    return toShowing(after, site);
  });

  addEndpoint(app, cancelVipShowingContract, async (request) => {
    const { userId, site } = memberContext(request);
    const showing = await vipShowingOf(db, userId, site.siteId, request.params.id, new Date());
    if (!showing?.booked) throw notFound();
    await cancelPlace(db, userId, showing.id);
    const after = await vipShowingOf(db, userId, site.siteId, showing.id, new Date());
    if (!after) throw notFound();
    return toShowing(after, site);
  });
}
