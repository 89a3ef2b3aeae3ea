import type { Translations } from '../../../../shared/texts/translations';
import type { visited as source } from './sv';

export const visited: Translations<typeof source> = {
  recentlyViewed: 'Viimeksi katsotut',
  mostVisited: 'Katsotuimmat: {{county}}',
  kind: {
    stage: 'Kohde',
    object: 'Asunto',
    area: 'Alue',
  },
};
