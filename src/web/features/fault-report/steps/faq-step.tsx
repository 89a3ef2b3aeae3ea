import { useFaq } from '../api/case-lookups';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useChosenProblem } from './use-chosen-problem';
import { useStepForm } from './use-step-form';

/** flows §2.6: answers others got for the chosen detail (question, answer, video, files). */
export function FaqStep() {
  const text = useText();
  const { state } = useWizard();
  const form = useStepForm();
  const { detail } = useChosenProblem(state.formData);
  const faq = useFaq(detail?.faqIds ?? []);
  return (
    <StepFrame form={form}>
      <p>{text('faq.intro')}</p>
      {faq.isPending && <p>{text('problem.loading')}</p>}
      <ul className={styles.list}>
        {(faq.data ?? []).map((entry) => (
          <li key={entry.id} className={styles.choice}>
            <h4 className={styles.stepHeading}>{entry.question}</h4>
            <p>{entry.answer}</p>
            {entry.youtubeLink && (
              <a href={entry.youtubeLink} target="_blank" rel="noopener noreferrer">
                {text('faq.video', { question: entry.question })}
              </a>
            )}
            {entry.files.map((file) => (
              <a key={file.url} href={file.url} download>
                {text('faq.file', { name: file.name })}
              </a>
            ))}
          </li>
        ))}
      </ul>
      <p>{text('faq.stillReport')}</p>
    </StepFrame>
  );
}
