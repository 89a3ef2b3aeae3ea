import type { SearchFilterInput, SortKey } from '../../../../shared/residence/search-schemas';
import type { SiteKey } from '../../../../shared/sites/site-types';

/** What every result query depends on; it is part of each query key. */
export interface SearchQueryInput {
  site: SiteKey;
  filter: SearchFilterInput;
  sort: SortKey;
  geoAuto: boolean;
}

export const searchQueryKey = (name: string, input: SearchQueryInput, ...rest: unknown[]) =>
  [
    'residence-search',
    name,
    input.site,
    input.geoAuto,
    input.sort,
    JSON.stringify(input.filter),
    ...rest,
  ] as const;
