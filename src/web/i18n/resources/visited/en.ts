import type { Translations } from '../../../../shared/texts/translations';
import type { visited as source } from './sv';

export const visited: Translations<typeof source> = {
  recentlyViewed: 'Recently viewed',
  mostVisited: 'Most visited in {{county}}',
  kind: {
    stage: 'Project',
    object: 'Home',
    area: 'Area',
  },
};
