import { ApiRequestError, apiRequestError } from '../../../shared/api/api-request-error';
import type { Contract, ContractInput, ContractResult } from '../../../shared/api/contract';
import { type EndpointRoute, endpointUrl } from '../../../shared/api/endpoint';
import { authFetch } from '../session/browser-token';

// The browser's one fetcher (docs/architecture.md): it takes an endpoint's route from the
// schema-free table in shared/ and its types from the contract (a type-only import, so zod
// stays out of the page), so a path, a method or a field cannot differ from what the server
// registered. Errors come back as ApiRequestError with the catalogue's code.

export { ApiRequestError };

export interface CallOptions {
  /** A bearer of the caller's own (choosing a board association); else the login cookie counts. */
  token?: string;
  signal?: AbortSignal;
}

type RouteOf<C extends Contract> = EndpointRoute<C['method'], C['path']>;

/** The raw answer of a call: for callers that read a status themselves (login outcomes). */
export function endpointRequest<C extends Contract>(
  route: RouteOf<C>,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<Response> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  };
  return authFetch(
    endpointUrl(route, params, query),
    {
      method: route.method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    },
    options.token,
  );
}

/** Calls an endpoint and reads its success body; any failure is an ApiRequestError. */
export async function callEndpoint<C extends Contract>(
  route: RouteOf<C>,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractResult<C>> {
  let response: Response;
  try {
    response = await endpointRequest(route, input, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(0);
  }
  if (response.ok) {
    if (response.status === 204) return null as ContractResult<C>;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as ContractResult<C>;
  }
  throw await apiRequestError(response);
}
