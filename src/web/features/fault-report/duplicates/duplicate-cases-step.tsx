import { useEffect, useId, useRef, useState } from 'react';
import type { SimilarCase } from '../../../../shared/cases/similar-cases-contracts';
import { formatDate } from '../../../../shared/format/dates';
import { useDuplicatesTranslation } from '../../../i18n/duplicates-texts';
import { useSiteLocale } from '../../../i18n/use-site-locale';
import styles from './duplicate-cases-step.module.css';
import { useFollowCase } from './follow-case-mutation';
import { useSimilarCases } from './similar-cases-query';

// The wizard's 'duplicates' step (issue 13 item 8): before a public-area fault is described,
// the open errands of the last 30 days about the same problem in the same building, each of
// which the user may follow instead of reporting it again. A failed check never blocks a report.

export interface DuplicateCasesStepProps {
  buildingId: string;
  /** The chosen public problem area or sub-item. */
  problemArea: number;
  /** None of these is the user's fault: on to the description. */
  onContinue: () => void;
  /** The user now follows this errand instead of reporting it (the wizard may close or confirm). */
  onFollow: (followed: SimilarCase) => void;
  /**
   * The wizard's step frame supplies the step's heading, focus and next ("report anyway")
   * button: then this step shows neither heading nor continue button, and its errands are h4.
   */
  withinShell?: boolean;
}

export function DuplicateCasesStep({
  buildingId,
  problemArea,
  onContinue,
  onFollow,
  withinShell = false,
}: DuplicateCasesStepProps) {
  const { t } = useDuplicatesTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const similar = useSimilarCases(buildingId, problemArea);
  const cases = similar.data ?? [];

  // The step replaces the previous one in the modal: move focus to its heading.
  useEffect(() => {
    if (!withinShell) heading.current?.focus();
  }, [withinShell]);

  return (
    <section className={styles.step} aria-labelledby={withinShell ? undefined : headingId}>
      {!withinShell && (
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {t('heading')}
        </h2>
      )}
      <div aria-live="polite">
        {similar.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : similar.isError ? (
          <p className={styles.alert}>{t('loadFailed')}</p>
        ) : cases.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <p>{t('intro', { count: cases.length })}</p>
        )}
      </div>
      {cases.length > 0 && (
        <ul className={styles.list}>
          {cases.map((item) => (
            <li key={item.id}>
              <SimilarCaseItem item={item} onFollow={onFollow} headingLevel={withinShell ? 4 : 3} />
            </li>
          ))}
        </ul>
      )}
      {!withinShell && (
        <button
          type="button"
          className={cases.length > 0 ? styles.secondary : styles.button}
          onClick={onContinue}
          disabled={similar.isPending}
        >
          {cases.length > 0 ? t('continueOther') : t('continue')}
        </button>
      )}
    </section>
  );
}

function SimilarCaseItem({
  item,
  onFollow,
  headingLevel,
}: {
  item: SimilarCase;
  onFollow: (followed: SimilarCase) => void;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const { t } = useDuplicatesTranslation();
  const locale = useSiteLocale();
  const titleId = useId();
  const follow = useFollowCase();
  const [failed, setFailed] = useState(false);

  const start = () => {
    setFailed(false);
    follow.mutate(item.id, { onSuccess: onFollow, onError: () => setFailed(true) });
  };

  return (
    <article className={styles.case} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.caseHeading}>
        {t('ticket', { ticketNumber: item.ticketNumber })}
      </Heading>
      <dl className={styles.facts}>
        <dt>{t('area')}</dt>
        <dd>{item.areaName}</dd>
        <dt>{t('reported')}</dt>
        <dd>
          <time dateTime={item.creationDate}>{formatDate(item.creationDate, locale)}</time>
        </dd>
        <dt>{t('status')}</dt>
        <dd>
          <span className={`${styles.status} ${styles[item.caseStatusGroup]}`}>
            {t(`statusGroups.${item.caseStatusGroup}`)}
          </span>
        </dd>
        {item.description !== undefined && (
          <>
            <dt>{t('description')}</dt>
            <dd>{item.description}</dd>
          </>
        )}
      </dl>
      {item.mine ? (
        <p className={styles.note}>{t('mine')}</p>
      ) : item.following ? (
        <p className={styles.note}>{t('following')}</p>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={start}
          disabled={follow.isPending}
          aria-busy={follow.isPending}
        >
          {follow.isPending ? t('followPending') : t('follow', { ticketNumber: item.ticketNumber })}
        </button>
      )}
      {failed && (
        <p role="alert" className={styles.alert}>
          {t('followFailed')}
        </p>
      )}
    </article>
  );
}
