import type { Translations } from '../translations';
import type { common as source } from './sv';

export const common: Translations<typeof source> = {
  skipToContent: 'Siirry sisältöön',
  close: 'Sulje',
  loading: 'Ladataan …',
  home: 'Etusivu',
  breadcrumbs: 'Olet tässä',
  opensInNewTab: '(avautuu uuteen välilehteen)',
};
