import { endpointRoute } from '../api/endpoint';

// Where the residence search API lives (platform §7 "Residence search"); contracts in
// search-contracts.ts. Schema-free, so a page can call them before zod has loaded.
export const SEARCH_ENDPOINTS = {
  stageAndArea: endpointRoute('POST', '/api/residence/stage_and_area_search'),
  stages: endpointRoute('POST', '/api/residence/search_stage'),
  objects: endpointRoute('POST', '/api/residence/search_object'),
  counties: endpointRoute('POST', '/api/residence/search_stage_counties'),
  stageTags: endpointRoute('GET', '/api/residence/search/stage_tags/:siteId'),
  tags: endpointRoute('POST', '/api/residence/search/tags'),
  tagsByUrl: endpointRoute('POST', '/api/residence/search/tags/url'),
  stagesByIds: endpointRoute('POST', '/api/residence/search/by_ids/stage'),
  objectsByIds: endpointRoute('POST', '/api/residence/search/by_ids/object'),
} as const;
