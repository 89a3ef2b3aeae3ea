import { endpointRoute } from '../api/endpoint';

// Where the premises search lives (flows §7.3); contracts in premises-contracts.ts. Schema-free,
// so a page can call them before zod has loaded.
export const PREMISES_ENDPOINTS = {
  search: endpointRoute('POST', '/api/residence/search/premises'),
  tags: endpointRoute('POST', '/api/residence/search/premises/tags'),
} as const;
