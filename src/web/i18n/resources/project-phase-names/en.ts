import type { Translations } from '../../../../shared/texts/translations';
import type { projectPhaseNames as sv } from './sv';

export const projectPhaseNames: Translations<typeof sv> = {
  phase: 'Phase',
  phases: {
    planned: 'Planned',
    constructionStart: 'Construction start',
    intermediation: 'Intermediation',
    moveInReady: 'Ready to move in',
    completed: 'Completed',
  },
};
