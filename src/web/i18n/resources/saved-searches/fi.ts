import type { Translations } from '../../../../shared/texts/translations';
import type { savedSearches as source } from './sv';

export const savedSearches: Translations<typeof source> = {
  heading: 'Tallennetut haut',
  intro:
    'Tallentamasi haut. Lähetämme sähköpostia uusista asunnoista, jotka vastaavat niitä, niin usein kuin valitset.',
  loading: 'Haetaan hakujasi …',
  login: 'Kirjaudu sisään nähdäksesi tallennetut hakusi.',
  loginButton: 'Kirjaudu sisään',
  errorFetching: 'Emme saaneet hakuja juuri nyt.',
  retry: 'Yritä uudelleen',
  empty: 'Sinulla ei ole vielä tallennettuja hakuja. Tallenna haku hakusivulla, niin se näkyy täällä.',
  search: 'Hae asuntoa',
  open: 'Näytä asunnot',
  savedOn: 'Tallennettu {{date}}',
  rename: 'Nimeä uudelleen',
  renameLabel: 'Nimeä uudelleen: {{name}}',
  newName: 'Uusi nimi',
  save: 'Tallenna',
  cancel: 'Peruuta',
  alertStatus: 'Sähköposti uusista asunnoista: {{frequency}}',
  changeAlerts: 'Muuta sähköposteja',
  changeAlertsLabel: 'Muuta sähköposteja uusista asunnoista: {{name}}',
  alertLabel: 'Lähetä minulle sähköpostia uusista asunnoista',
  alertHint: 'Päivittäin ja viikoittain saat uudet asunnot yhdessä viestissä.',
  alertFrequency: { immediately: 'Heti', daily: 'Päivittäin', weekly: 'Viikoittain', never: 'Ei koskaan' },
  alertsChanged: 'Haun {{name}} sähköpostit uusista asunnoista: {{frequency}}.',
  remove: 'Poista',
  removeLabel: 'Poista {{name}}',
  removed: '{{name}} poistettiin.',
  renamed: 'Haun nimi on nyt {{name}}.',
  failed: 'Se ei onnistunut juuri nyt. Yritä uudelleen.',
};
