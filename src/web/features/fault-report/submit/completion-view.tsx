import { useEffect, useRef } from 'react';
import { routeFor, withQuery } from '../../../../shared/sites/routes';
import { AppLink } from '../../../ui/app-link';
import { useSite } from '../../../ui/site-context';
import type { CaseKind } from '../engine/wizard-flows';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { offersSeeErrand } from './case-payload';

interface Props {
  kind: CaseKind;
  ticketNumber: number | undefined;
  /** The filed case, which the receipt links to in my errands. */
  caseId: string | undefined;
  onNewCase: () => void;
  onClose: () => void;
}

/** flows §2.6: after submit, see the case (wherever the reporter can follow it), new report, or close. */
export function CompletionView({ kind, ticketNumber, caseId, onNewCase, onClose }: Props) {
  const text = useText();
  const { site } = useSite();
  const errands = routeFor(site.key, 'myErrands');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.step} aria-labelledby="fault-report-done">
      <h3 id="fault-report-done" ref={heading} className={styles.stepHeading} tabIndex={-1}>
        {text('done.title')}
      </h3>
      <p role="status">{text('done.text', { ticket: ticketNumber ?? '' })}</p>
      <div className={styles.nav}>
        {errands && caseId && offersSeeErrand(kind) && (
          <AppLink href={withQuery(errands, { errandId: caseId })} className={styles.secondary}>
            {text('buttons.seeErrand')}
          </AppLink>
        )}
        <button type="button" className={styles.secondary} onClick={onNewCase}>
          {text('buttons.newReport')}
        </button>
        <button type="button" className={styles.primary} onClick={onClose}>
          {text('buttons.close')}
        </button>
      </div>
    </section>
  );
}

/** flows §8: a failed set-up (the association's data) shows the technical-error view. */
export function TechnicalErrorView({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const text = useText();
  return (
    <section className={styles.step} aria-labelledby="fault-report-technical">
      <h3 id="fault-report-technical" className={styles.stepHeading}>
        {text('done.technicalTitle')}
      </h3>
      <p role="alert">{text('done.technicalText')}</p>
      <div className={styles.nav}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {text('buttons.close')}
        </button>
        <button type="button" className={styles.primary} onClick={onRetry}>
          {text('buttons.retry')}
        </button>
      </div>
    </section>
  );
}
