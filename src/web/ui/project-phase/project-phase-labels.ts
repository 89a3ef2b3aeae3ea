import {
  CONTRACTOR_TYPE,
  PROJECT_LIFECYCLE,
  PROJECT_STATUS,
  PROJECT_TYPE,
} from '../../../shared/residence/project-phases';
import { enumKey } from '../../../shared/residence/residence-enum-keys';
import { useProjectPhasesTranslation } from '../../i18n/project-phases-texts';

// Names of the lifecycle steps, project types, forms of contract and ongoing/finalized
// (shared/residence/project-phases.ts) in the page's language, for the stage page's phase
// section and a reference project. An id the texts do not know reads as nothing.

export function useProjectPhaseLabels() {
  const { t } = useProjectPhasesTranslation();
  const label =
    <T extends Readonly<Record<string, number>>>(table: T, group: string) =>
    (id: number | null | undefined): string => {
      const key = id === null || id === undefined ? undefined : enumKey(table, id);
      return key ? t(`${group}.${key}` as never) : '';
    };
  return {
    t,
    lifecycle: label(PROJECT_LIFECYCLE, 'lifecycle'),
    type: label(PROJECT_TYPE, 'types'),
    contractorType: label(CONTRACTOR_TYPE, 'contractorTypes'),
    status: label(PROJECT_STATUS, 'statuses'),
  };
}
