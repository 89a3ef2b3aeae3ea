import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CardSearchResponse } from '../../../../shared/residence/search-card-hit';
import { RESULT_SIZES } from '../../../../shared/residence/search-constants';
import { postSearch } from './search-client';
import { type SearchQueryInput, searchQueryKey } from './search-query';

// POST residence/stage_and_area_search (platform §7): the stages and areas of the result
// tabs and the map, one fetch of up to 400 hits (stages first, then their areas).

export function useStageAndAreaResults(
  input: SearchQueryInput,
  /** `initial` from the server render; when not `initialComplete`, shown until the whole list arrives. */
  options: { enabled: boolean; initial?: CardSearchResponse; initialComplete: boolean },
) {
  // The server's first hits are card hits only; the answers of the API are whole hits.
  return useQuery<CardSearchResponse>({
    queryKey: searchQueryKey('stages-and-areas', input),
    queryFn: ({ signal }) =>
      postSearch(
        'stageAndArea',
        { limit: RESULT_SIZES.map, offset: 0, sort: input.sort, filter: input.filter },
        { geoAuto: input.geoAuto, signal },
      ),
    placeholderData: (previous) =>
      keepPreviousData(previous) ?? (options.initialComplete ? undefined : options.initial),
    initialData: options.initialComplete ? options.initial : undefined,
    enabled: options.enabled,
  });
}
