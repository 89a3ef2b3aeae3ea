import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { RESULT_SIZES } from '../../../../shared/residence/search-constants';
import type { SearchResponse } from '../../../../shared/residence/search-schemas';
import { postSearch } from './search-client';
import { type SearchQueryInput, searchQueryKey } from './search-query';

// POST residence/search_object (platform §7): the object list with "load more" (offset raised
// by the limit, objects appended; platform §4), and the larger single fetches of the map and
// of a selected stage.

export interface ObjectPageParam {
  offset: number;
  limit: number;
}

export function fetchObjects(input: SearchQueryInput, page: ObjectPageParam, signal?: AbortSignal) {
  return postSearch(
    'objects',
    { limit: page.limit, offset: page.offset, sort: input.sort, filter: input.filter },
    { geoAuto: input.geoAuto, signal },
  );
}

export function nextObjectPage(
  last: SearchResponse,
  pages: readonly SearchResponse[],
): ObjectPageParam | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.hits.length, 0);
  if (loaded >= last.estimatedTotalHits || last.hits.length === 0) return undefined;
  return { offset: last.offset + last.limit, limit: RESULT_SIZES.objectPage };
}

export function useObjectResults(input: SearchQueryInput, options: { firstLimit: number; enabled: boolean }) {
  const first: ObjectPageParam = { offset: 0, limit: options.firstLimit };
  return useInfiniteQuery({
    queryKey: searchQueryKey('objects', input, options.firstLimit),
    queryFn: ({ pageParam, signal }) => fetchObjects(input, pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last, pages) => nextObjectPage(last, pages),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** One fetch of up to `limit` objects: the map (400) or a selected stage (300). */
export function useObjectBatch(input: SearchQueryInput, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: searchQueryKey('object-batch', input, limit),
    queryFn: ({ signal }) => fetchObjects(input, { offset: 0, limit }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
