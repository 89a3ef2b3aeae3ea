import type { Translations } from '../../../../shared/texts/translations';
import type { visited as source } from './sv';

export const visited: Translations<typeof source> = {
  recentlyViewed: 'Sist besøkt',
  mostVisited: 'Mest besøkt i {{county}}',
  kind: {
    stage: 'Prosjekt',
    object: 'Bolig',
    area: 'Område',
  },
};
