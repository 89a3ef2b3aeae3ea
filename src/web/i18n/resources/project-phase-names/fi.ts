import type { Translations } from '../../../../shared/texts/translations';
import type { projectPhaseNames as sv } from './sv';

export const projectPhaseNames: Translations<typeof sv> = {
  phase: 'Vaihe',
  phases: {
    planned: 'Suunnitteilla',
    constructionStart: 'Rakentamisen alku',
    intermediation: 'Välitys',
    moveInReady: 'Muuttovalmis',
    completed: 'Valmistunut',
  },
};
