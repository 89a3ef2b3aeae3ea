import { endpointRoute } from '../api/endpoint';

// Where the person's own-data endpoints live (issue 15 item 10). Not in ACCOUNT_ENDPOINTS: only
// the settings page calls them, so every page's shell need not carry them. No schemas here.
export const ACCOUNT_DATA_ENDPOINTS = {
  exportUserData: endpointRoute('GET', '/account_service/user/export'),
  deleteAccount: endpointRoute('DELETE', '/account_service/user'),
  withdrawConsent: endpointRoute('DELETE', '/account_service/consent/:siteId'),
} as const;
