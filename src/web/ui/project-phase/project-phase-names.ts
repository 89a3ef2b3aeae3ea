import { PROJECT_PHASE } from '../../../shared/residence/project-phases';
import { enumKey } from '../../../shared/residence/residence-enum-keys';
import { useProjectPhaseNamesTranslation } from '../../i18n/project-phase-names-texts';

// The simple phase's name in the page's language (search cards, the stage page). An id the
// texts do not know reads as nothing rather than as a raw key.

export function useProjectPhaseNames() {
  const { t } = useProjectPhaseNamesTranslation();
  return {
    /** "Fas" */
    label: t('phase'),
    phase(id: number | null | undefined): string {
      const key = id === null || id === undefined ? undefined : enumKey(PROJECT_PHASE, id);
      return key ? t(`phases.${key}`) : '';
    },
  };
}
