import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import { useSite } from '../../ui/site-context';

/** The sites whose homes are booked online; the English sub-site is the Swedish site in English. */
export const BOOKING_SITE_KEYS: readonly string[] = ['se', 'en', 'no', 'fi'];

/** The click-to-buy pages' paths on the current site, shared by the flow, success and error pages. */
export function useBookingPaths() {
  const { site } = useSite();
  return {
    basePath: routeFor(site.key, 'clickToBuy') ?? '/boka/',
    searchPath: routeFor(site.key, 'searchHomes'),
    successPath: routeFor(site.key, 'clickToBuySuccess'),
    errorPath: routeFor(site.key, 'clickToBuyError'),
    contractPath: routeFor(site.key, 'clickToBuyContract'),
    myPagesPath: site.flags.login ? routeFor(site.key, 'myPages') : undefined,
    timelinePath: site.flags.login ? linkFor(site.key, 'myTimeline') : undefined,
    // The English sub-site has no login of its own (platform §2): the Swedish login on the same
    // host serves it, and brings the buyer back to the English page (its referrer).
    loginPath: site.flags.login ? undefined : routeFor('se', 'login'),
    bookingSite: BOOKING_SITE_KEYS.includes(site.key),
  };
}
