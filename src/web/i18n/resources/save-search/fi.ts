import type { Translations } from '../../../../shared/texts/translations';
import type { saveSearch as source } from './sv';

export const saveSearch: Translations<typeof source> = {
  title: 'Tallenna haku',
  nameLabel: 'Haun nimi',
  nameHint: 'Saat sähköpostin, kun uusia asuntoja vastaa hakua.',
  defaultName: 'Hakuni {{date}}',
  submit: 'Tallenna haku',
  close: 'Sulje',
  saved: 'Haku {{name}} on tallennettu.',
  seeAll: 'Näytä tallennetut hakusi',
  tooMany: 'Olet tallentanut niin monta hakua kuin voi. Poista ensin jokin.',
  failed: 'Se ei onnistunut juuri nyt. Yritä uudelleen.',
};
