import { ApiRequestError, readApiErrorBody } from '../api/api-request-error';
import { TEXT_SEARCH_ENDPOINTS } from './text-search-endpoints';
import type { TextSearchRequestInput, TextSearchResponse } from './text-search-schemas';

// Browser call of POST /api/textsearch, used by the search page and the header's quick
// search. Any failure (network, 5xx, a body that is not JSON) is a TextSearchError: the
// page shows "Search service down" (platform §8) and the quick search sets its error flag;
// the query client's toast shows the API's message when the answer carried one.

export class TextSearchError extends ApiRequestError {
  constructor(status: number, body?: unknown) {
    const api = readApiErrorBody(body);
    super(status, api?.code, api?.message.trim());
    this.name = 'TextSearchError';
  }
}

export async function postTextSearch(
  body: TextSearchRequestInput,
  signal?: AbortSignal,
): Promise<TextSearchResponse> {
  let response: Response;
  try {
    response = await fetch(TEXT_SEARCH_ENDPOINTS.search.path, {
      method: TEXT_SEARCH_ENDPOINTS.search.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TextSearchError(0);
  }
  if (!response.ok) throw new TextSearchError(response.status, await response.json().catch(() => undefined));
  try {
    return (await response.json()) as TextSearchResponse;
  } catch {
    throw new TextSearchError(response.status);
  }
}
