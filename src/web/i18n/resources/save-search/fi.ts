import type { Translations } from '../../../../shared/texts/translations';
import type { saveSearch as source } from './sv';

export const saveSearch: Translations<typeof source> = {
  title: 'Tallenna haku',
  nameLabel: 'Haun nimi',
  nameHint: 'Jätä tyhjäksi, niin haku nimetään valintojesi mukaan.',
  alertLabel: 'Lähetä minulle sähköpostia uusista asunnoista',
  alertHint: 'Päivittäin ja viikoittain saat uudet asunnot yhdessä viestissä.',
  alertFrequency: { immediately: 'Heti', daily: 'Päivittäin', weekly: 'Viikoittain', never: 'Ei koskaan' },
  submit: 'Tallenna haku',
  close: 'Sulje',
  saved: 'Haku {{name}} on tallennettu.',
  alreadySaved: 'Olet jo tallentanut tämän haun nimellä {{name}}.',
  seeAll: 'Näytä tallennetut hakusi',
  tooMany: 'Olet tallentanut niin monta hakua kuin voi. Poista ensin jokin.',
  failed: 'Se ei onnistunut juuri nyt. Yritä uudelleen.',
};
