import { endpointRoute } from '../api/endpoint';

// Where the VIP page of my pages calls (issue 15 item 8; platform §6, §7). No schemas here.
export const VIP_ENDPOINTS = {
  overview: endpointRoute('GET', '/api/my-pages/vip'),
  upgrade: endpointRoute('POST', '/api/my-pages/vip/upgrade'),
  book: endpointRoute('PUT', '/api/my-pages/vip/showings/:id/registration'),
  cancel: endpointRoute('DELETE', '/api/my-pages/vip/showings/:id/registration'),
} as const;
