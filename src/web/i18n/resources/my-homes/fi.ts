import type { Translations } from '../../../../shared/texts/translations';
import type { myHomes as source } from './sv';

export const myHomes: Translations<typeof source> = {
  heading: 'Asuntoni',
  intro:
    'Asunnot ja kohteet, jotka olet tallentanut suosikeiksi, joista olet ilmoittanut kiinnostuksesi tai jotka olet ostanut.',
  loading: 'Haetaan asuntojasi …',
  login: 'Kirjaudu sisään nähdäksesi asuntosi.',
  errorFetching: 'Asuntoja ei voitu hakea juuri nyt.',
  retry: 'Yritä uudelleen',
  favourites: 'Suosikit',
  interests: 'Kiinnostuksen ilmoitukset',
  purchases: 'Ostoni',
  emptyFavourites: 'Sinulla ei ole vielä suosikkeja. Tallenna asunto tänne painamalla sen sydäntä.',
  emptyInterests: 'Et ole vielä ilmoittanut kiinnostustasi yhteenkään asuntoon.',
  emptyPurchases: 'Sinulla ei ole vielä ostoja.',
  search: 'Hae asuntoa',
  removeFavourite: 'Poista {{name}} suosikeista',
  removeInterest: 'Peru kiinnostus kohteeseen {{name}}',
  remove: 'Poista',
  removedFavourite: '{{name}} poistettiin suosikeista.',
  removedInterest: 'Kiinnostus kohteeseen {{name}} peruttiin.',
  undo: 'Kumoa',
  removeFailed: 'Poistaminen ei onnistunut. Yritä uudelleen.',
  unavailable: 'Asunto ei ole enää myynnissä täällä.',
  unknownName: 'Asunto',
};
