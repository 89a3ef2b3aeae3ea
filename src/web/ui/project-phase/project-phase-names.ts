import { enumKey } from '../../../shared/residence/residence-enum-keys';
import { PROJECT_PHASE } from '../../../shared/residence/simple-project-phase';
import { useTranslation } from '../../i18n/use-translation';

// The simple phase's name in the page's language (search cards, the stage page): a text part
// that those pages' templates name (i18n/text-parts.ts). An id the texts do not know reads as
// nothing rather than as a raw key.

export function useProjectPhaseNames() {
  const { t } = useTranslation();
  return {
    /** "Fas" */
    label: t('projectPhaseNames.phase'),
    phase(id: number | null | undefined): string {
      const key = id === null || id === undefined ? undefined : enumKey(PROJECT_PHASE, id);
      return key ? t(`projectPhaseNames.phases.${key}`) : '';
    },
  };
}
