import { endpointRoute } from '../api/endpoint';

// Where the saved searches of my pages live (issue 15 item 12). No schemas here. Saving one
// has its own file (saved-searches-create-endpoint.ts): the search page's save dialog then
// shares no module with the saved-searches page, and no chunk is split off for both.
export const SAVED_SEARCH_ENDPOINTS = {
  list: endpointRoute('GET', '/api/my-pages/saved-searches'),
  /** Rename, or change the alert frequency. */
  update: endpointRoute('PATCH', '/api/my-pages/saved-searches/:id'),
  remove: endpointRoute('DELETE', '/api/my-pages/saved-searches/:id'),
  /** Developer tool (DEV_TOOLS): runs the new-match job once, as the schedule would. */
  devRunJob: endpointRoute('POST', '/dev/saved-searches/run'),
  /** Developer tool (DEV_TOOLS): a copy of a home as a new listing, to see the job mail it. */
  devCopyHome: endpointRoute('POST', '/dev/saved-searches/copy-home'),
} as const;
