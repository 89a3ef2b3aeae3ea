import { OTHER_ADDRESS } from '../../../../shared/cases/case-wizard-schemas';
import { RadioGroup } from '../../../ui/form/fields';
import { duplicateTargetOf, useSimilarCases } from '../duplicates/similar-cases-query';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useChosenProblem } from './use-chosen-problem';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6: the detail of the problem. A detail with FAQ entries adds the FAQ step; an
 * appliance problem goes to the supplier-contact guidance instead; elevator and appliance
 * details show whom to contact.
 */
export function ProblemDetailsStep() {
  const text = useText();
  const { state, dispatch } = useWizard();
  const form = useStepForm();
  const { areas, area } = useChosenProblem(state.formData);
  const chosenCode = form.watch('problemAreaDetails') as string | undefined;
  const chosen = area?.details.find((detail) => String(detail.code) === chosenCode);
  // Appliance details show the supplier guidance; other contact details (the elevator's) the on-call number.
  const elevator = !chosen?.appliance && (chosen?.showsContact || (area?.showsContact && !chosen));
  // Issue 13 item 8: open reports of the same problem in the same building, asked for as soon
  // as a detail is chosen, so next knows whether to show them (a slow answer never holds it up).
  const target = duplicateTargetOf(state.formData, chosenCode ?? state.formData.problemArea, OTHER_ADDRESS);
  const similar = useSimilarCases(target?.buildingId ?? '', target?.problemArea ?? 0, target !== undefined);

  const beforeNext = (values: Record<string, unknown>) => {
    const detail = area?.details.find((candidate) => String(candidate.code) === values.problemAreaDetails);
    const appliance = Boolean(detail?.appliance || area?.appliance);
    dispatch({ type: 'enableStep', view: 'appliances', enabled: appliance });
    dispatch({ type: 'enableStep', view: 'faq', enabled: !appliance && (detail?.faqIds.length ?? 0) > 0 });
    const openNearby = target !== undefined && (similar.data ?? []).some((item) => !item.mine);
    dispatch({ type: 'enableStep', view: 'duplicates', enabled: openNearby });
    return { problemAreaDetailsName: detail?.name ?? '' };
  };

  return (
    <StepFrame form={form} beforeNext={beforeNext}>
      {areas.isPending && <p>{text('problem.loading')}</p>}
      {areas.isError && (
        <p className={styles.error} role="alert">
          {text('problem.roomsError')}
        </p>
      )}
      {area && (
        <RadioGroup
          name="problemAreaDetails"
          label={`${area.name}: ${text('legends.problemAreaDetails')}`}
          options={area.details.map((detail) => ({ value: String(detail.code), label: detail.name }))}
        />
      )}
      {elevator && <p className={styles.notice}>{text('problem.elevatorContact')}</p>}
      {chosen?.appliance && <p className={styles.notice}>{text('problem.applianceContact')}</p>}
    </StepFrame>
  );
}
