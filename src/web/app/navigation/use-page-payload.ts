import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PagePayload } from '../../../shared/page/page-payload';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import { useSite } from '../../ui/site-context';
import { clientErrorPayload, fetchViewModel, LoginRequiredError } from './fetch-view-model';
import { viewModelKey } from './view-model-key';

export const viewModelQueryKey = (key: string) => ['view-model', key] as const;

// Loads the page payload for the current location (flows §2.2). The first payload comes
// from the server render; later ones from `{path}/GetViewModel`.
export function usePagePayload(initial: PagePayload): { payload: PagePayload; isNavigating: boolean } {
  const location = useLocation();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const shown = useRef(initial);
  const key = viewModelKey(location, site.key, shown.current.template.currentComponent);

  const query = useQuery({
    queryKey: viewModelQueryKey(key),
    queryFn: async ({ signal }) => {
      const payload = await fetchViewModel(location, signal);
      // The key also depends on the page shown: arriving at the search page from another page
      // asks under the path's key, and once the search page shows, its key is the search's. The
      // payload is that key's too, so the switch fetches nothing again and the page is the same
      // object (counted once by the analytics, which report each payload once).
      const shownKey = viewModelKey(location, site.key, payload.template.currentComponent);
      if (shownKey !== key) queryClient.setQueryData(viewModelQueryKey(shownKey), payload);
      return payload;
    },
    placeholderData: keepPreviousData,
    // flows §8: a failed page load has its own answers (the login, an error page), not a toast.
    meta: { silent: true },
  });

  const error = query.error;
  useEffect(() => {
    if (error instanceof LoginRequiredError) {
      const login = routeFor(site.key, 'login');
      window.location.assign(
        login && site.flags.login ? withQuery(login, { referrer: error.referrer }) : site.basePath,
      );
    }
  }, [error, site]);

  const loaded = query.data;
  // A new deploy changed the client contract: load the new page with a full reload.
  useEffect(() => {
    if (loaded && loaded.siteVersion !== initial.siteVersion && loaded.siteVersion !== 'fallback') {
      window.location.reload();
    }
  }, [loaded, initial.siteVersion]);

  let payload = loaded ?? shown.current;
  if (query.isError && !query.isFetching && !(error instanceof LoginRequiredError)) {
    payload = clientErrorPayload(shown.current, location.pathname);
  }
  shown.current = payload;
  return { payload, isNavigating: query.isFetching && query.isPlaceholderData };
}
