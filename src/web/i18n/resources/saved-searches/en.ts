import type { Translations } from '../../../../shared/texts/translations';
import type { savedSearches as source } from './sv';

export const savedSearches: Translations<typeof source> = {
  heading: 'Saved searches',
  intro: 'Searches you have saved. We email you when new homes match any of them.',
  loading: 'Fetching your searches …',
  login: 'Log in to see your saved searches.',
  loginButton: 'Log in',
  errorFetching: 'We could not fetch the searches right now.',
  retry: 'Try again',
  empty: 'You have no saved searches yet. Save a search on the search page and it will show here.',
  search: 'Search homes',
  open: 'Show the homes',
  savedOn: 'Saved {{date}}',
  rename: 'Rename',
  renameLabel: 'Rename {{name}}',
  newName: 'New name',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  removeLabel: 'Delete {{name}}',
  removed: '{{name}} was deleted.',
  renamed: 'The search is now called {{name}}.',
  failed: 'That did not work just now. Please try again.',
};
