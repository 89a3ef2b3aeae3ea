import type { Translations } from '../../../../shared/texts/translations';
import type { saveSearch as source } from './sv';

export const saveSearch: Translations<typeof source> = {
  title: 'Save the search',
  nameLabel: 'Name of the search',
  nameHint: 'We email you when new homes match the search.',
  defaultName: 'My search {{date}}',
  submit: 'Save the search',
  close: 'Close',
  saved: 'The search {{name}} is saved.',
  seeAll: 'See your saved searches',
  tooMany: 'You have saved as many searches as you can. Delete one first.',
  failed: 'That did not work just now. Please try again.',
};
