import { ApiRequestError, readApiErrorBody } from '../../../../shared/api/api-request-error';
import type { SearchResponse, SearchTag, TagHit } from '../../../../shared/residence/search-schemas';

// Fetch of the residence search API (platform §7 "Residence search"). Every failure is a
// SearchServiceError, which the page shows as "Search service down" (platform §8); the query
// client's toast shows the API's message when the answer carried one.

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

export async function postSearch<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const url = `/api/residence/${path}${options.geoAuto ? '?geo=auto' : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
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
  return (await response.json()) as T;
}

export type { SearchResponse, SearchTag, TagHit };
