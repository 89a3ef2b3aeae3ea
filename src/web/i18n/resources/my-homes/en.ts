import type { Translations } from '../../../../shared/texts/translations';
import type { myHomes as source } from './sv';

export const myHomes: Translations<typeof source> = {
  heading: 'My homes',
  intro: 'Homes and projects you have saved as favourites, registered interest in or bought.',
  loading: 'Fetching your homes …',
  login: 'Log in to see your homes.',
  errorFetching: 'We could not fetch the homes right now.',
  retry: 'Try again',
  favourites: 'Favourites',
  interests: 'Interest registrations',
  purchases: 'My purchases',
  emptyFavourites: 'You have no favourites yet. Press the heart on a home to save it here.',
  emptyInterests: 'You have not registered interest in any home yet.',
  emptyPurchases: 'You have no purchases yet.',
  search: 'Search for a home',
  removeFavourite: 'Remove {{name}} from favourites',
  removeInterest: 'Withdraw interest in {{name}}',
  remove: 'Remove',
  removedFavourite: '{{name}} was removed from favourites.',
  removedInterest: 'Your interest in {{name}} was withdrawn.',
  undo: 'Undo',
  removeFailed: 'Could not remove it. Please try again.',
  unavailable: 'This home is no longer listed here.',
  unknownName: 'Home',
};
