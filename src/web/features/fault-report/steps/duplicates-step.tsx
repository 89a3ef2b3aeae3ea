import { useState } from 'react';
import { OTHER_ADDRESS } from '../../../../shared/cases/case-wizard-schemas';
import type { SimilarCase } from '../../../../shared/cases/similar-cases-contracts';
import { useDuplicatesTranslation } from '../../../i18n/duplicates-texts';
import { DuplicateCasesStep } from '../duplicates/duplicate-cases-step';
import { duplicateTargetOf } from '../duplicates/similar-cases-query';
import styles from '../fault-report.module.css';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * Issue 13 item 8: before the description of a fault in a whole building, the open reports of
 * the same problem there. Following one may end the report here; "report anyway" goes on.
 */
export function DuplicatesStep() {
  const { t } = useDuplicatesTranslation();
  const { state, finish } = useWizard();
  const form = useStepForm();
  const [followed, setFollowed] = useState<SimilarCase | null>(null);
  const target = duplicateTargetOf(
    state.formData,
    state.formData.problemAreaDetails ?? state.formData.problemArea,
    OTHER_ADDRESS,
  );
  return (
    <StepFrame form={form}>
      {target && (
        <DuplicateCasesStep
          withinShell
          buildingId={target.buildingId}
          problemArea={target.problemArea}
          onContinue={() => undefined}
          onFollow={setFollowed}
        />
      )}
      {followed && (
        <div className={styles.notice} role="status">
          <p>{t('followedDone', { ticketNumber: followed.ticketNumber })}</p>
          <button type="button" className={styles.primary} onClick={finish}>
            {t('closeReport')}
          </button>
        </div>
      )}
    </StepFrame>
  );
}
