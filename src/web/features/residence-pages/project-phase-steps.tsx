import { PROJECT_PHASES } from '../../../shared/residence/project-phases';
import type { ProjectPhaseView } from '../../../shared/residence/residence-page-view-models';
import { useProjectPhaseLabels } from '../../ui/project-phase/project-phase-labels';
import { useProjectPhaseNames } from '../../ui/project-phase/project-phase-names';
import styles from './project-phase-steps.module.css';
import pageStyles from './residence-page.module.css';

/**
 * Where the project is (issue 35 item 5): "Phase: Construction start", the five simple phases as
 * an ordered list with the current one marked aria-current="step", the lifecycle step within it,
 * and what the project builds (with the form of contract of a contractor's reference project).
 */
export function ProjectPhaseSteps({ project }: { project: ProjectPhaseView }) {
  const labels = useProjectPhaseLabels();
  const names = useProjectPhaseNames();
  const { t } = labels;
  const phase = names.phase(project.phase);
  const step = labels.lifecycle(project.lifecycle);
  const contractorType = labels.contractorType(project.contractorType);
  return (
    <section className={`${pageStyles.section} ${styles.phase}`} aria-labelledby="project-phase">
      <h2 id="project-phase" className={pageStyles.sectionHeading}>
        {t('heading')}
      </h2>
      <p className={styles.current} data-testid="project-phase">
        {names.label}: <strong>{phase}</strong>
        {step && step !== phase && <span className={styles.step}> · {t('now', { step })}</span>}
      </p>
      <ol className={styles.steps} aria-label={t('steps')}>
        {PROJECT_PHASES.map((id) => (
          <li
            key={id}
            className={id < project.phase ? styles.done : id === project.phase ? styles.active : undefined}
            aria-current={id === project.phase ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.name}>{names.phase(id)}</span>
          </li>
        ))}
      </ol>
      <dl className={styles.facts}>
        <div>
          <dt>{t('projectType')}</dt>
          <dd>{labels.type(project.type)}</dd>
        </div>
        {contractorType && (
          <div>
            <dt>{t('contractorType')}</dt>
            <dd>{contractorType}</dd>
          </div>
        )}
        <div>
          <dt>{t('projectStatus')}</dt>
          <dd>{labels.status(project.status)}</dd>
        </div>
      </dl>
    </section>
  );
}
