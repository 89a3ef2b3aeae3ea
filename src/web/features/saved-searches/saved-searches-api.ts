import type {
  listSavedSearchesContract,
  removeSavedSearchContract,
  updateSavedSearchContract,
} from '../../../shared/my-pages/saved-searches-contracts';
import { SAVED_SEARCH_ENDPOINTS as E } from '../../../shared/my-pages/saved-searches-endpoints';
import type { SavedSearchAlertFrequency } from '../../../shared/validation/form-rules';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The saved searches' calls (issue 15 item 12).

export const SAVED_SEARCHES_KEY = ['my-pages', 'saved-searches'] as const;

export const listSavedSearches = () => callEndpoint<typeof listSavedSearchesContract>(E.list, {});

export const updateSavedSearch = (
  id: string,
  changes: { name?: string; alertFrequency?: SavedSearchAlertFrequency },
) => callEndpoint<typeof updateSavedSearchContract>(E.update, { params: { id }, body: changes });

export const removeSavedSearch = (id: string) =>
  callEndpoint<typeof removeSavedSearchContract>(E.remove, { params: { id } });
