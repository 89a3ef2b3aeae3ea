import { useEffect, useMemo, useState } from 'react';
import { INHABIT_DATE, type ResultType } from '../../../shared/residence/residence-enums';
import { type CardHit, unpackFirstResults } from '../../../shared/residence/search-card-hit';
import { MAX_LIMITS, RESULT_SIZES, SEARCH_COOKIES } from '../../../shared/residence/search-constants';
import type { SearchTag } from '../../../shared/residence/search-schemas';
import {
  buildSearchUrl,
  type SearchPageViewModel,
  type SearchUrlOptions,
  type SearchUrlState,
  toSearchFilter,
} from '../../../shared/residence/search-url';
import { writeCookie } from '../../browser/cookies';
import { useSite } from '../../ui/site-context';
import { useObjectBatch, useObjectResults } from './api/search-objects';
import type { SearchQueryInput } from './api/search-query';
import { useStageAndAreaResults } from './api/search-stages-and-areas';
import { hasUserIdCookie } from './search-cookies';

export interface SearchResults {
  hits: CardHit[];
  /** Hits of the map: up to 400 (platform §9). */
  mapHits: CardHit[];
  counts: { area: number; stage: number; object: number };
  /** Total of the list shown (the active result type). */
  total: number;
  isLoading: boolean;
  isUpdating: boolean;
  isError: boolean;
  retry: () => void;
  canLoadMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  selectedStageName: string | null;
}

interface Options {
  state: SearchUrlState;
  urlOptions: SearchUrlOptions;
  tags: readonly SearchTag[];
  tagsReady: boolean;
  resultType: ResultType;
  mapView: boolean;
  firstLimit: number;
  viewModel: SearchPageViewModel;
}

// Which calls answer the page (platform §7): stage_and_area_search for the stage and area
// tabs and every tab's count; search_object pages for the object list ("load more"); one
// search_object of 300 for a selected stage and of 400 for the object map.
export function useSearchResults(options: Options): SearchResults {
  const { state, tags, tagsReady, resultType, mapView, firstLimit, viewModel } = options;
  const { site } = useSite();
  const [userIdCookie, setUserIdCookie] = useState(false);
  useEffect(() => setUserIdCookie(hasUserIdCookie()), []);
  const geoAuto = userIdCookie && state.inhabitDate === INHABIT_DATE.Now;
  const filter = useMemo(() => toSearchFilter(state, tags, site.country), [state, tags, site.country]);
  const input: SearchQueryInput = { site: site.key, filter, sort: state.sort, geoAuto };

  const isFirstSearch = !geoAuto && buildSearchUrl(state, options.urlOptions) === viewModel.url;
  const stageSelected = state.stageIds.length > 0;
  const objectList = resultType === 'object' && !stageSelected;

  const firstResults = useMemo(
    () => (viewModel.stagesAndAreas ? unpackFirstResults(viewModel.stagesAndAreas) : undefined),
    [viewModel.stagesAndAreas],
  );
  const stagesAndAreas = useStageAndAreaResults(input, {
    enabled: tagsReady,
    initial: isFirstSearch ? firstResults : undefined,
    initialComplete: viewModel.stagesAndAreasComplete,
  });
  const objects = useObjectResults(input, {
    firstLimit,
    enabled: tagsReady && objectList && !mapView,
  });
  const stageObjects = useObjectBatch(input, RESULT_SIZES.stageObjects, tagsReady && stageSelected);
  const mapObjects = useObjectBatch(input, RESULT_SIZES.map, tagsReady && objectList && mapView);

  const facets = (stagesAndAreas.data ?? viewModel.stagesAndAreas)?.facetDistribution.type;
  const counts = facets ?? { area: 0, stage: 0, object: 0 };
  const stageAndAreaHits = stagesAndAreas.data?.hits ?? [];
  const objectHits = useMemo(() => objects.data?.pages.flatMap((page) => page.hits) ?? [], [objects.data]);

  const active = stageSelected
    ? stageObjects
    : resultType === 'object'
      ? mapView
        ? mapObjects
        : objects
      : stagesAndAreas;
  // Stages and areas arrive whole; the list shows them a page at a time like the homes
  // (platform §4's load-more), not all 85 at once on a phone (issue 33 item 15).
  const [listLimit, setListLimit] = useState(firstLimit);
  const filterKey = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter or result type starts at the first page
  useEffect(() => setListLimit(firstLimit), [firstLimit, filterKey, resultType]);
  const typeHits = useMemo(
    () => stageAndAreaHits.filter((hit) => hit.type === resultType),
    [stageAndAreaHits, resultType],
  );
  const pagedList = !stageSelected && resultType !== 'object';

  let hits: CardHit[];
  if (stageSelected) hits = stageObjects.data?.hits ?? [];
  else if (resultType === 'object') hits = objectHits;
  else hits = typeHits.slice(0, listLimit);

  let mapHits: CardHit[] = pagedList ? typeHits : hits;
  if (resultType === 'object' && !stageSelected) mapHits = mapObjects.data?.hits ?? [];

  const total = stageSelected
    ? (stageObjects.data?.estimatedTotalHits ?? 0)
    : resultType === 'object'
      ? (objects.data?.pages[0]?.estimatedTotalHits ?? counts.object)
      : counts[resultType];

  const selectedStage = stageAndAreaHits.find(
    (hit) => hit.type === 'stage' && state.stageIds.includes(hit.id),
  );
  return {
    hits,
    mapHits,
    counts,
    total,
    isLoading: !tagsReady || (active.isPending && active.fetchStatus !== 'idle'),
    isUpdating: active.isFetching && active.isPlaceholderData,
    isError: active.isError,
    retry: () => void active.refetch(),
    canLoadMore: pagedList
      ? !mapView && typeHits.length > listLimit
      : objectList && !mapView && Boolean(objects.hasNextPage),
    isLoadingMore: objects.isFetchingNextPage,
    loadMore: () => {
      if (pagedList) {
        const next = listLimit + RESULT_SIZES.objectPage;
        setListLimit(next);
        writeCookie(SEARCH_COOKIES.resultItems, String(next));
        return;
      }
      void objects.fetchNextPage().then((result) => {
        // The list length is kept, so a return to the search shows as many (flows §9).
        const loaded = result.data?.pages.reduce((sum, page) => sum + page.hits.length, 0) ?? 0;
        if (loaded > 0) writeCookie(SEARCH_COOKIES.resultItems, String(Math.min(loaded, MAX_LIMITS.objects)));
      });
    },
    selectedStageName: selectedStage?.name ?? stageObjects.data?.hits[0]?.stageName ?? null,
  };
}
