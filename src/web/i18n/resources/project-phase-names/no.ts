import type { Translations } from '../../../../shared/texts/translations';
import type { projectPhaseNames as sv } from './sv';

export const projectPhaseNames: Translations<typeof sv> = {
  phase: 'Fase',
  phases: {
    planned: 'Planlagt',
    constructionStart: 'Byggestart',
    intermediation: 'Formidling',
    moveInReady: 'Innflyttingsklar',
    completed: 'Ferdigstilt',
  },
};
