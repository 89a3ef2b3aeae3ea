import type { ContractInput, ContractResult } from '../../../../shared/api/contract';
import type {
  objectSearchContract,
  stageAndAreaSearchContract,
  tagSuggestionContract,
  tagsByUrlContract,
} from '../../../../shared/residence/search-contracts';
import { SEARCH_ENDPOINTS } from '../../../../shared/residence/search-endpoints';
import type { SearchResponse, SearchTag, TagHit } from '../../../../shared/residence/search-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// The residence search API (platform §7 "Residence search") through the one fetcher, by the
// routes and types of its contracts. Every failure is an ApiRequestError, which the page shows
// as "Search service down" (platform §8); the query client's toast shows the API's message when
// the answer carried one. The search needs no login: the empty bearer (the login cookie still
// counts) means no token is refreshed first.

export interface SearchCallOptions {
  /** Adds ?geo=auto (platform §7). */
  geoAuto?: boolean;
  signal?: AbortSignal;
}

/** The search calls the page makes, by their route in SEARCH_ENDPOINTS. */
interface SearchCalls {
  objects: typeof objectSearchContract;
  stageAndArea: typeof stageAndAreaSearchContract;
  tags: typeof tagSuggestionContract;
  tagsByUrl: typeof tagsByUrlContract;
}

export function postSearch<K extends keyof SearchCalls>(
  endpoint: K,
  body: ContractInput<SearchCalls[K]>['body'],
  options: SearchCallOptions = {},
): Promise<ContractResult<SearchCalls[K]>> {
  // Each of the four takes the body and the geo query; TypeScript cannot see that through K.
  const input = { body, query: { geo: options.geoAuto ? 'auto' : undefined } } as unknown as ContractInput<
    SearchCalls[K]
  >;
  return callEndpoint<SearchCalls[K]>(SEARCH_ENDPOINTS[endpoint], input, {
    token: '',
    signal: options.signal,
  });
}

export type { SearchResponse, SearchTag, TagHit };
