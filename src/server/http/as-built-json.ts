import type { RouteShorthandOptions } from 'fastify';

// Answers built field by field in their response schema's shape (the in-memory residence
// search, hit-mapping.ts) are written as they are: re-checking hundreds of hits against the
// schema on the way out cost more than the search itself. The contract still describes the
// route (OpenAPI), and the API tests parse every answer with it (search-api.test.ts).

const serialized = new WeakMap<object, string>();

function asJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  // A remembered answer (search-service.ts) is the same object each time: written once.
  let json = serialized.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    serialized.set(data, json);
  }
  return json;
}

/** Route options that write the answer without checking it against its schema again. */
export const writtenAsBuilt: Pick<RouteShorthandOptions, 'serializerCompiler'> = {
  serializerCompiler: () => asJson,
};
