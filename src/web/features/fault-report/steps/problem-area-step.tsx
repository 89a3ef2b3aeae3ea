import { RadioGroup } from '../../../ui/form/fields';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useChosenProblem } from './use-chosen-problem';
import { useStepForm } from './use-step-form';

/** flows §2.6, §3.5: the problem area, public areas or the rooms of a home by the chosen type. */
export function ProblemAreaStep() {
  const text = useText();
  const { state } = useWizard();
  const form = useStepForm();
  const { areas } = useChosenProblem(state.formData);

  const beforeNext = (values: Record<string, unknown>) => {
    const code = String(values.problemArea ?? '');
    const area = areas.data?.find((candidate) => String(candidate.code) === code);
    const changed = code !== state.formData.problemArea;
    return {
      problemAreaName: area?.name ?? '',
      publicAreaProblem: state.formData.type === 'publicSpace',
      // Another area: its details and what hung on them are chosen again.
      ...(changed ? { problemAreaDetails: '', problemAreaDetailsName: '' } : {}),
    };
  };

  return (
    <StepFrame form={form} beforeNext={beforeNext}>
      {areas.isPending && <p>{text('problem.loading')}</p>}
      {areas.isError && (
        <p className={styles.error} role="alert">
          {text('problem.roomsError')}
        </p>
      )}
      {areas.data && (
        <RadioGroup
          name="problemArea"
          label={text('legends.problemArea')}
          options={areas.data.map((area) => ({ value: String(area.code), label: area.name }))}
        />
      )}
    </StepFrame>
  );
}
