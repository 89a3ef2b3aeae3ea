import { endpointRoute } from '../api/endpoint';

// Where the text-search endpoint lives; its contract is text-search-contracts.ts. Schema-free,
// so the page's quick search can name the route without loading zod.
export const TEXT_SEARCH_ENDPOINTS = {
  search: endpointRoute('POST', '/api/textsearch'),
} as const;
