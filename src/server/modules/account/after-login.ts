import type { AuthPurpose } from '../../../shared/account/identity-constants';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { hasConsentFor, hasUnpaidPayment, isVipOn } from './account-repository';

// Where the client goes after a successful login (platform §4 "After login").

/** A path on this site only: no scheme, no protocol-relative // and no backslash tricks. */
export function sameSitePath(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return undefined;
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  return candidate;
}

export async function redirectAfterLogin(
  db: Database,
  input: { userId: string; siteKey: SiteKey; purpose: AuthPurpose; returnUrl?: string; boardLogin?: boolean },
): Promise<string> {
  const myPages = routeFor(input.siteKey, 'myPages') ?? '/';
  const vip = await isVipOn(db, input.userId, input.siteKey);
  if (input.purpose === 'register' || input.purpose === 'update') {
    if (vip && (await hasUnpaidPayment(db, input.userId, input.siteKey))) {
      return routeFor(input.siteKey, 'myPayments') ?? myPages;
    }
    // Beyond the spec (issue 33 item 3): a person sent to register from a page (a booking, a
    // favourite) goes back to it, as a login from the login route does; else my pages.
    return (input.purpose === 'register' && sameSitePath(input.returnUrl)) || myPages;
  }
  // Board members act for an association; the consent rule is about the private customer.
  if (!input.boardLogin && !vip && !(await hasConsentFor(db, input.userId, input.siteKey))) {
    const consent = routeFor(input.siteKey, 'consent');
    if (consent) return consent;
  }
  return sameSitePath(input.returnUrl) ?? myPages;
}
