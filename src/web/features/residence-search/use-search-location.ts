import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  buildSearchUrl,
  defaultSearchState,
  parseSearchHash,
  parseSearchUrl,
  type SearchUrlOptions,
  type SearchUrlState,
  withBasicFiltersOnly,
} from '../../../shared/residence/search-url';
import { routeFor } from '../../../shared/sites/routes';
import { markReplacedOverlayEntry } from '../../ui/history/overlay-history';
import { useSite } from '../../ui/site-context';

// The URL is the search state (platform §2): the state is read from the location on every
// render, and a change is a navigation. Filter changes push a history entry so back and
// forward walk through the searches; the view model is not reloaded (flows §2.2).

export function useSearchLocation() {
  const { site } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const options: SearchUrlOptions = useMemo(
    () => ({ basePath: routeFor(site.key, 'searchHomes') ?? site.basePath, country: site.country }),
    [site],
  );
  // A site without advanced search searches by the basic filters only (sites.ts).
  const advanced = site.flags.advancedSearch;
  const read = useCallback(
    (parts: { pathname: string; search: string }) => {
      const parsed = parseSearchUrl(parts, options) ?? defaultSearchState(options.country);
      return advanced ? parsed : withBasicFiltersOnly(parsed, options.country);
    },
    [options, advanced],
  );
  const state = useMemo(
    () => read({ pathname: location.pathname, search: location.search }),
    [location.pathname, location.search, read],
  );
  const hash = useMemo(() => parseSearchHash(location.hash), [location.hash]);
  // The search as the address says at this moment. The router shows a navigation in a
  // transition, so the state a handler's render read may be a change behind (two filters
  // ticked in quick succession); handlers build the next search from this.
  const latestState = useCallback(
    () => read({ pathname: window.location.pathname, search: window.location.search }),
    [read],
  );
  const currentHash = location.hash;

  const setState = useCallback(
    (next: SearchUrlState, navigation: { replace?: boolean; hash?: string } = {}) => {
      const url = buildSearchUrl(next, options);
      const replace = navigation.replace ?? false;
      navigate(`${url}${navigation.hash ?? currentHash}`, { replace, preventScrollReset: true });
      // A change in the open filter dialog replaces the dialog's own history entry.
      if (replace) markReplacedOverlayEntry();
    },
    [navigate, options, currentHash],
  );

  /** #object / #stage / #area / #map: a view choice, not a new search, so it replaces. */
  const setHash = useCallback(
    (value: string) => {
      navigate(
        { pathname: location.pathname, search: location.search, hash: value ? `#${value}` : '' },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search],
  );

  return { state, latestState, hash, options, setState, setHash };
}
