import { z } from 'zod';
import { defineContract } from '../api/contract';
import { VIP_ENDPOINTS as E } from './vip-endpoints';

// The VIP page and VIP showings of my pages (issue 15 item 8): the person's memberships per site
// (platform §6: VIP on a site is a membership there), joining with or without a campaign code
// (platform §3 upgrade payload, §4: after an upgrade a user with an unpaid payment goes to
// payments), and the VIP showings of their projects, where they book and cancel a place.

const tags = ['my-pages'] as const;

export const vipShowingSchema = z.object({
  id: z.string().uuid(),
  stageId: z.string().uuid(),
  stageName: z.string(),
  /** The stage's page on this site, when it has one. */
  stageUrl: z.string().nullable(),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
  capacity: z.number().int().nonnegative(),
  placesLeft: z.number().int().nonnegative(),
  booked: z.boolean(),
});
export type VipShowing = z.infer<typeof vipShowingSchema>;

export const vipOverviewSchema = z.object({
  /** Whether this site offers VIP membership (its site flag). */
  offered: z.boolean(),
  /** A membership on this site (platform §6 isVip). */
  member: z.boolean(),
  /** Every site the person is a VIP member of, this one included. */
  memberships: z.array(z.object({ siteId: z.string().uuid(), siteName: z.string(), since: z.string() })),
  /** The fee of a membership, in minor units of the site's currency, when no campaign code pays it. */
  fee: z.number().int().nonnegative(),
  currency: z.string(),
  /** Upcoming VIP showings of the person's projects on this site (members only). */
  showings: z.array(vipShowingSchema),
});
export type VipOverview = z.infer<typeof vipOverviewSchema>;

export const vipUpgradeRequestSchema = z.object({
  campaignCode: z.string().trim().max(50).optional(),
});

export const vipUpgradeResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Ok'), redirectTo: z.string() }),
  z.object({ status: z.literal('InvalidCampaignCode') }),
]);
export type VipUpgradeResult = z.infer<typeof vipUpgradeResultSchema>;

const idParams = z.object({ id: z.string().uuid() });

export const vipOverviewContract = defineContract(E.overview, {
  access: 'private',
  tags,
  summary: "The caller's VIP memberships and the VIP showings of their projects on this site",
  responses: { 200: vipOverviewSchema },
});

export const vipUpgradeContract = defineContract(E.upgrade, {
  access: 'private',
  tags,
  summary: 'Join VIP on this site, with a campaign code that pays the fee or unpaid',
  description:
    'Ok names where the client goes next (platform §4: payments while a payment is unpaid, else my pages); ' +
    'a wrong code answers InvalidCampaignCode and changes nothing. A site without VIP answers FORBIDDEN.',
  body: vipUpgradeRequestSchema,
  responses: { 200: vipUpgradeResultSchema },
  errors: ['FORBIDDEN'],
});

export const bookVipShowingContract = defineContract(E.book, {
  access: 'private',
  tags,
  summary: 'Book a place on a VIP showing of one of the caller’s projects (CONFLICT when full)',
  params: idParams,
  responses: { 200: vipShowingSchema },
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const cancelVipShowingContract = defineContract(E.cancel, {
  access: 'private',
  tags,
  summary: 'Cancel the caller’s place on a VIP showing (NOT_FOUND when they hold none)',
  params: idParams,
  responses: { 200: vipShowingSchema },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
