import { endpointRoute } from '../api/endpoint';

// Where my residence and the timeline live (issue 15 items 3 and 9), beside the other my-pages
// calls under /my_pages/. No schemas here, so the page shell can build a request without zod
// (contracts: residence-contracts.ts, timeline-contracts.ts).
export const MY_RESIDENCE_ENDPOINTS = {
  residences: endpointRoute('GET', '/my_pages/residences'),
  residence: endpointRoute('GET', '/my_pages/residences/:bookingId'),
  timeline: endpointRoute('GET', '/my_pages/residences/:bookingId/timeline'),
  saveInterior: endpointRoute('PUT', '/my_pages/residences/:bookingId/interior'),
} as const;
