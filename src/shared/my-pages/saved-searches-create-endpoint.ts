import { endpointRoute } from '../api/endpoint';

// Saving a search (issue 15 item 12), called by the search page's save dialog only.
export const SAVE_SEARCH_ENDPOINT = endpointRoute('POST', '/api/my-pages/saved-searches');
