import type { ReactNode } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/dates';
import type { TimelineStepSummary } from '../../../shared/my-pages/residence-contracts';
import { routeFor, type TimelineStep } from '../../../shared/sites/routes';
import type { Locale, SiteKey } from '../../../shared/sites/site-types';
import { useMyResidenceTranslation } from '../../i18n/my-residence-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import styles from './my-residence.module.css';

// Pieces both pages share: the login/loading frame, money and dates, the list of steps.

/** Minor units (öre, cents) as the market writes money. */
export const money = (amount: number, locale: Locale) =>
  formatCurrency(amount / 100, locale, { decimals: amount % 100 === 0 ? 0 : 2 });

export const day = (value: string | null, locale: Locale) => (value ? formatDate(value, locale) : null);

export const stepKey = (step: TimelineStep) => (step === 'move-in' ? 'moveIn' : step);

export function stepPath(site: SiteKey, step: TimelineStep): string | undefined {
  const base = routeFor(site, 'myTimeline');
  return base ? `${base}${step}/` : undefined;
}

/** The page frame: a heading, then the content once the person is logged in. */
export function PageFrame({
  heading,
  children,
}: {
  heading: string;
  children: (loggedIn: boolean) => ReactNode;
}) {
  const { t } = useMyResidenceTranslation();
  const { status, requestLogin } = useSession();
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      {status === 'loggedIn' ? (
        children(true)
      ) : status === 'unknown' ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p>{t('loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
            {t('login')}
          </button>
        </>
      )}
    </div>
  );
}

/** The five steps with status and day; each a link to its sub-path (flows §2.4). */
export function StepList({
  steps,
  site,
  locale,
  active,
  compact = false,
}: {
  steps: readonly TimelineStepSummary[];
  site: SiteKey;
  locale: Locale;
  active?: TimelineStep;
  compact?: boolean;
}) {
  const { t } = useMyResidenceTranslation();
  return (
    <ol
      className={compact ? `${styles.steps} ${styles.compact}` : styles.steps}
      aria-label={t('timeline.label')}
    >
      {steps.map((step) => {
        const href = stepPath(site, step.step);
        const label = (
          <>
            <span className={styles.stepName}>{t(`steps.${stepKey(step.step)}`)}</span>
            <span className={styles.stepMeta}>
              {t(`status.${step.status}`)} · {day(step.date, locale) ?? t('timeline.noDate')}
            </span>
          </>
        );
        return (
          <li key={step.step} className={`${styles.step} ${styles[step.status]}`}>
            <span className={styles.dot} aria-hidden="true" />
            {href ? (
              <AppLink href={href} aria-current={active === step.step ? 'step' : undefined}>
                {label}
              </AppLink>
            ) : (
              label
            )}
          </li>
        );
      })}
    </ol>
  );
}
