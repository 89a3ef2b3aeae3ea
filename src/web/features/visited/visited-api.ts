import { useQuery } from '@tanstack/react-query';
import type { lastVisitedContract, mostVisitedContract } from '../../../shared/analytics/analytics-contracts';
import { ANALYTICS_ENDPOINTS as E } from '../../../shared/analytics/analytics-endpoints';
import type { SiteKey } from '../../../shared/sites/site-types';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The two time series of flows §7.3. Both are read in the browser only: the page HTML is shared
// (the page cache), and "recently viewed" is one visitor's own.

/**
 * The visitor's last visited residences (GET timeseries/lastvisited/{jmuid}/{site}); the server
 * answers only the caller's own jmuid, with the logged-in user's visits. The user is part of
 * the key: logging in or out asks again.
 */
export function useLastVisited(visitorId: string | null, siteKey: SiteKey, userId: string | null) {
  return useQuery({
    queryKey: ['visited', 'last', siteKey, visitorId, userId],
    queryFn: () =>
      callEndpoint<typeof lastVisitedContract>(E.lastVisited, {
        params: { id: visitorId ?? '', site: siteKey },
      }),
    // Without a jmuid there is nothing to ask for.
    enabled: visitorId !== null,
    meta: { silent: true },
  });
}

/** The most visited stages of a county in the last 30 days (GET timeseries/mostvisited/county/{id}). */
export function useMostVisited(countyId: string) {
  return useQuery({
    queryKey: ['visited', 'most', countyId],
    queryFn: () =>
      callEndpoint<typeof mostVisitedContract>(E.mostVisitedInCounty, { params: { id: countyId } }),
    meta: { silent: true },
  });
}
