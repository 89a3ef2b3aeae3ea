import { endpointRoute } from '../api/endpoint';

// Where the my-pages endpoints live (issue 15 items 2, 7, 11). The spec names the areas but not
// their calls; they sit under /my_pages/ beside /case_management/. No schemas here, so the
// page shell can build a request without zod (contracts: my-pages-contracts.ts).
export const MY_PAGES_ENDPOINTS = {
  overview: endpointRoute('GET', '/my_pages/overview'),
  contacts: endpointRoute('GET', '/my_pages/contacts'),
  news: endpointRoute('GET', '/my_pages/news'),
} as const;
