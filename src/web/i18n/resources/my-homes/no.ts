import type { Translations } from '../../../../shared/texts/translations';
import type { myHomes as source } from './sv';

export const myHomes: Translations<typeof source> = {
  heading: 'Mine boliger',
  intro: 'Boliger og prosjekter du har lagret som favoritter, meldt interesse for eller kjøpt.',
  loading: 'Henter boligene dine …',
  login: 'Logg inn for å se boligene dine.',
  errorFetching: 'Vi kunne ikke hente boligene akkurat nå.',
  retry: 'Prøv igjen',
  favourites: 'Favoritter',
  interests: 'Interessemeldinger',
  purchases: 'Mine kjøp',
  emptyFavourites: 'Du har ingen favoritter ennå. Trykk på hjertet på en bolig for å lagre den her.',
  emptyInterests: 'Du har ikke meldt interesse for noen bolig ennå.',
  emptyPurchases: 'Du har ingen kjøp ennå.',
  search: 'Søk etter bolig',
  removeFavourite: 'Fjern {{name}} fra favoritter',
  removeInterest: 'Trekk interessen for {{name}}',
  remove: 'Fjern',
  removedFavourite: '{{name}} ble fjernet fra favoritter.',
  removedInterest: 'Interessen for {{name}} ble trukket.',
  undo: 'Angre',
  removeFailed: 'Det gikk ikke å fjerne. Prøv igjen.',
  unavailable: 'Boligen er ikke lenger til salgs her.',
  unknownName: 'Bolig',
};
