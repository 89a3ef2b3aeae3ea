import { endpointRoute } from '../api/endpoint';

// Where the platform's own endpoints live: health, navigation, page view models, pages and the
// developer outbox; contracts in system-contracts.ts.
export const SYSTEM_ENDPOINTS = {
  health: endpointRoute('GET', '/healthz'),
  navigation: endpointRoute('GET', '/api/system/navigation/get'),
  navigationEnglish: endpointRoute('GET', '/api/system/navigation/get/en'),
  startViewModel: endpointRoute('GET', '/GetViewModel'),
  page: endpointRoute('GET', '/*'),
  favicon: endpointRoute('GET', '/favicon.svg'),
  apiDocument: endpointRoute('GET', '/docs/openapi.json'),
  devOutbox: endpointRoute('GET', '/dev/outbox'),
  generatedImage: endpointRoute('GET', '/media/generated/:kind/:file'),
} as const;
