import type {
  listSavedSearchesContract,
  removeSavedSearchContract,
  renameSavedSearchContract,
} from '../../../shared/my-pages/saved-searches-contracts';
import { SAVED_SEARCH_ENDPOINTS as E } from '../../../shared/my-pages/saved-searches-endpoints';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The saved searches' calls (issue 15 item 12).

export const SAVED_SEARCHES_KEY = ['my-pages', 'saved-searches'] as const;

export const listSavedSearches = () => callEndpoint<typeof listSavedSearchesContract>(E.list, {});

export const renameSavedSearch = (id: string, name: string) =>
  callEndpoint<typeof renameSavedSearchContract>(E.rename, { params: { id }, body: { name } });

export const removeSavedSearch = (id: string) =>
  callEndpoint<typeof removeSavedSearchContract>(E.remove, { params: { id } });
