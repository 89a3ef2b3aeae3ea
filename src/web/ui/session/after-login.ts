import type { UserAsRead } from '../../../shared/account/account-schemas';
import { linkFor } from '../../../shared/sites/feature-availability';
import { isEnglishPath } from '../../../shared/sites/hosts';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteConfig } from '../../../shared/sites/site-types';

// platform §4 "After login" and flows §2.8 as one pure decision, shared by the login page,
// the login modal, the register page and the e-ident return page.

export type LoginOrigin = 'loginRoute' | 'modal' | 'register';

const UNPAID = new Set(['NotPaid', 'NotPaidSent', 'Reminder1']);

function isThisSite(site: SiteConfig, value: string): boolean {
  return value === site.key || value === site.siteId || value === site.notificationSiteKey;
}

/** A user with no VIP entry and no consent for this site is asked for consent first. */
export function needsConsent(site: SiteConfig, user: UserAsRead): boolean {
  const isVip = user.vipMemberships.some((membership) => isThisSite(site, membership.site));
  const hasConsent = user.consents.some((consent) => isThisSite(site, consent.site));
  return !isVip && !hasConsent;
}

function safeReferrer(referrer: string | null): string | null {
  if (!referrer) return null;
  // Only same-site paths: an open redirect would let a link send a fresh login elsewhere.
  return referrer.startsWith('/') && !referrer.startsWith('//') ? referrer : null;
}

/** Where the browser goes after a login; null means stay on the page (a modal login). */
export function afterLoginPath(input: {
  site: SiteConfig;
  user: UserAsRead | null;
  origin: LoginOrigin;
  referrer?: string | null;
  serverRedirect?: string;
}): string | null {
  const { site, user, origin } = input;
  const consent = routeFor(site.key, 'consent');
  if (user && consent && needsConsent(site, user)) return consent;
  const server = safeReferrer(input.serverRedirect ?? null);
  if (server) return server;
  const myPages = routeFor(site.key, 'myPages') ?? site.basePath;
  if (origin === 'register') {
    const isVip = user?.vipMemberships.some((membership) => isThisSite(site, membership.site)) ?? false;
    const unpaid = user?.payments.some((payment) => UNPAID.has(payment.status)) ?? false;
    if (isVip && unpaid) return linkFor(site.key, 'myPayments') ?? myPages;
    // Beyond the spec (issue 33 item 3): a person sent to register from a page (a booking, a
    // favourite) goes back to it, as a login from the login route does; else my pages.
    return safeReferrer(input.referrer ?? null) ?? myPages;
  }
  if (origin === 'loginRoute') return safeReferrer(input.referrer ?? null) ?? myPages;
  return null;
}

/**
 * Whether a path belongs to the other site of this host: the English sub-site shares the Swedish
 * hosts (platform §2) and logs in on the Swedish login, so the way back from it is a page load of
 * the other site, in its language, not a client navigation that keeps this one's (issue 35 item 4).
 */
export function leavesSite(site: SiteConfig, path: string): boolean {
  return (site.key === 'en') !== isEnglishPath(path) && (site.key === 'en' || site.key === 'se');
}
