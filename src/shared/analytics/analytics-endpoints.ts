import { endpointRoute } from '../api/endpoint';

// Where the measurement endpoints live (platform §7 "Other", flows §7.3); contracts in
// analytics-contracts.ts. Schema-free: the page shell sends beacons without loading zod.
export const ANALYTICS_ENDPOINTS = {
  experiment: endpointRoute('POST', '/api/experiments/:experiment/:variant'),
  webVitals: endpointRoute('POST', '/api/webvitals/save'),
  visit: endpointRoute('POST', '/api/timeseries/visit'),
  lastVisited: endpointRoute('GET', '/api/timeseries/lastvisited/:id/:site'),
  mostVisitedInCounty: endpointRoute('GET', '/api/timeseries/mostvisited/county/:id'),
  config: endpointRoute('GET', '/api/analytics/config'),
} as const;
