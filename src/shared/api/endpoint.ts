// Where an endpoint lives: its method and path, declared once (docs/architecture.md). This file
// holds no schema, so the browser's page shell can build a request from it without loading zod;
// the contract beside it (`defineContract`) adds the schemas for the server and the types.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Method and path (Fastify syntax: `:name` for a parameter) of one endpoint. */
export interface EndpointRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export function endpointRoute<const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
): EndpointRoute<M, P> {
  return { method, path };
}

/** The parameter names of a path such as `/notifications/:siteKey`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type QueryValue = string | number | boolean | undefined | null;

/**
 * The URL of a call: each `:name` replaced by its encoded value, then the query. A missing
 * parameter is a programming error, so it throws instead of calling a wrong path.
 */
export function endpointUrl(
  route: EndpointRoute,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
