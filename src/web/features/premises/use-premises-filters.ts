import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { defaultPremisesFilters, type PremisesFilters } from '../../../shared/premises/premises-filter-state';
import type { PremisesStartViewModel } from '../../../shared/premises/premises-view-models';
import { showFiltersInAddress, storedFilters, storeFilters } from './premises-filters';

/**
 * The page's filters: the address's, else (after hydration, as the server cannot read the
 * cookie for a shared page) the stored ones, else the defaults. A new view model (a link to
 * the page with other filters) starts over from its own.
 */
export function usePremisesFilters(page: PremisesStartViewModel, tagNames: readonly string[]) {
  const range = page.areaRange;
  const defaults = useMemo(() => defaultPremisesFilters(range), [range]);
  const [shownPage, setShownPage] = useState(page);
  const [filters, setFilters] = useState<PremisesFilters>(page.filters ?? defaults);
  if (shownPage !== page) {
    setShownPage(page);
    setFilters(page.filters ?? defaults);
  }
  // The filters last drawn, for the address below; stored filters set it before they are drawn.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });

  useEffect(() => {
    if (page.filters) return;
    const stored = storedFilters(range, tagNames);
    if (!stored) return;
    latest.current = stored;
    setFilters(stored);
  }, [page.filters, range, tagNames]);

  // The address shows the filters: on arrival (forgetting what it had that cannot be used) and
  // after a link to this very page (the header's), which moves the router but keeps the page.
  const { key } = useLocation();
  useEffect(() => {
    if (key) showFiltersInAddress(latest.current, range);
  }, [key, range]);

  const update = (change: Partial<PremisesFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    storeFilters(next);
    showFiltersInAddress(next, range);
  };
  return { filters, defaults, initialFilters: page.filters ?? defaults, update };
}
