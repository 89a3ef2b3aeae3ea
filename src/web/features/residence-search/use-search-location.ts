import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  buildSearchUrl,
  defaultSearchState,
  parseSearchHash,
  parseSearchUrl,
  type SearchUrlOptions,
  type SearchUrlState,
} from '../../../shared/residence/search-url';
import { routeFor } from '../../../shared/sites/routes';
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
  const state = useMemo(
    () =>
      parseSearchUrl({ pathname: location.pathname, search: location.search }, options) ??
      defaultSearchState(options.country),
    [location.pathname, location.search, options],
  );
  const hash = useMemo(() => parseSearchHash(location.hash), [location.hash]);
  const currentHash = location.hash;

  const setState = useCallback(
    (next: SearchUrlState, navigation: { replace?: boolean; hash?: string } = {}) => {
      const url = buildSearchUrl(next, options);
      navigate(`${url}${navigation.hash ?? currentHash}`, {
        replace: navigation.replace ?? false,
        preventScrollReset: true,
      });
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

  return { state, hash, options, setState, setHash };
}
