import { ApiRequestError, readApiErrorBody } from '../../../../shared/api/api-request-error';
import type { ContractInput, ContractResult } from '../../../../shared/api/contract';
import { endpointUrl } from '../../../../shared/api/endpoint';
import type {
  objectSearchContract,
  stageAndAreaSearchContract,
  tagSuggestionContract,
  tagsByUrlContract,
} from '../../../../shared/residence/search-contracts';
import { SEARCH_ENDPOINTS } from '../../../../shared/residence/search-endpoints';
import type { SearchResponse, SearchTag, TagHit } from '../../../../shared/residence/search-schemas';

// Fetch of the residence search API (platform §7 "Residence search"), by the routes and types
// of its contracts. Every failure is a SearchServiceError, which the page shows as "Search
// service down" (platform §8); the query client's toast shows the API's message when the answer
// carried one. The search needs no login, so no token is refreshed first.

export class SearchServiceError extends ApiRequestError {
  constructor(status: number, body?: unknown) {
    const api = readApiErrorBody(body);
    super(status, api?.code, api?.message.trim());
    this.name = 'SearchServiceError';
  }
}

export interface CallOptions {
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

export async function postSearch<K extends keyof SearchCalls>(
  endpoint: K,
  body: ContractInput<SearchCalls[K]>['body'],
  options: CallOptions = {},
): Promise<ContractResult<SearchCalls[K]>> {
  const url = endpointUrl(SEARCH_ENDPOINTS[endpoint], {}, { geo: options.geoAuto ? 'auto' : undefined });
  let response: Response;
  try {
    response = await fetch(url, {
      method: SEARCH_ENDPOINTS[endpoint].method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new SearchServiceError(0);
  }
  if (!response.ok)
    throw new SearchServiceError(response.status, await response.json().catch(() => undefined));
  return (await response.json()) as ContractResult<SearchCalls[K]>;
}

export type { SearchResponse, SearchTag, TagHit };
