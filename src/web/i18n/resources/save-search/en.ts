import type { Translations } from '../../../../shared/texts/translations';
import type { saveSearch as source } from './sv';

export const saveSearch: Translations<typeof source> = {
  title: 'Save the search',
  nameLabel: 'Name of the search',
  nameHint: 'Leave it empty and the search is named after your choices.',
  alertLabel: 'Email me about new homes',
  alertHint: 'Daily and weekly gather the new homes into one email.',
  alertFrequency: { immediately: 'Immediately', daily: 'Daily', weekly: 'Weekly', never: 'Never' },
  submit: 'Save the search',
  close: 'Close',
  saved: 'The search {{name}} is saved.',
  alreadySaved: 'You have already saved this search as {{name}}.',
  seeAll: 'See your saved searches',
  tooMany: 'You have saved as many searches as you can. Delete one first.',
  failed: 'That did not work just now. Please try again.',
};
