import { useLocation } from 'react-router';
import type { MyTimeline } from '../../../shared/my-pages/timeline-contracts';
import { routeFor, TIMELINE_STEPS, type TimelineStep } from '../../../shared/sites/routes';
import type { Locale } from '../../../shared/sites/site-types';
import { useMyResidenceTranslation } from '../../i18n/my-residence-texts';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import { InteriorStep } from './interior-step';
import styles from './my-residence.module.css';
import { useBookingId, useTimeline } from './my-residence-api';
import { day, money, PageFrame, StepList, stepKey, stepPath } from './residence-parts';

// The timeline (template 'my-timeline', issue 15 item 9, flows §2.4): five steps, each its own
// sub-path; the timeline's own path shows the current step. Moving between steps keeps the
// scroll position (flows §2.3, use-scroll-behaviour.ts).

/** The step a path names, or undefined on the timeline's own path. */
export function stepOfPath(base: string | undefined, pathname: string): TimelineStep | undefined {
  if (!base || !pathname.startsWith(base)) return undefined;
  const rest = pathname.slice(base.length).replace(/\/$/, '');
  return (TIMELINE_STEPS as readonly string[]).includes(rest) ? (rest as TimelineStep) : undefined;
}

function StepBody({ step, timeline, locale }: { step: TimelineStep; timeline: MyTimeline; locale: Locale }) {
  const { t } = useMyResidenceTranslation();
  switch (step) {
    case 'contract':
      return (
        <>
          <p>
            {timeline.contract.signedAt
              ? t('contract.signed', { date: day(timeline.contract.signedAt, locale) })
              : t('contract.unsigned')}
          </p>
          {timeline.contract.documents.length > 0 && (
            <ul className={styles.plainList}>
              {timeline.contract.documents.map((doc) => (
                <li key={doc.id}>
                  {doc.title} <span className={styles.badge}>{t(`documents.${doc.status}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'interior':
      return <InteriorStep key={timeline.bookingId} timeline={timeline} locale={locale} />;
    case 'inspection':
      return (
        <>
          <p>
            {timeline.inspection.date
              ? t('inspection.date', { date: day(timeline.inspection.date, locale) })
              : t('inspection.noDate')}
          </p>
          <p>{t('inspection.text')}</p>
        </>
      );
    case 'payment': {
      const { payment } = timeline;
      return (
        <>
          <p>
            {payment.finalPaymentDate
              ? t('payment.date', { date: day(payment.finalPaymentDate, locale) })
              : t('payment.noDate')}
          </p>
          <dl className={styles.facts}>
            <dt>{t('payment.price')}</dt>
            <dd>{money(payment.price, locale)}</dd>
            <dt>{t('payment.interior')}</dt>
            <dd>{money(payment.interiorTotal, locale)}</dd>
            <dt>{t('payment.paid')}</dt>
            <dd>{money(payment.paid, locale)}</dd>
            <dt>{t('payment.remaining')}</dt>
            <dd>
              <strong>{money(payment.remaining, locale)}</strong>
            </dd>
          </dl>
          {payment.payments.length > 0 && (
            <>
              <h3>{t('payment.payments')}</h3>
              <ul className={styles.plainList}>
                {payment.payments.map((entry) => (
                  <li key={entry.id}>
                    {entry.purpose === 'vip' ? t('payment.vip') : t('payment.bookingFee')}:{' '}
                    {money(entry.amount, locale)}{' '}
                    <span className={styles.badge}>
                      {entry.status === 'Paid' || entry.status === 'OverPaid'
                        ? t('payment.statusPaid')
                        : t('payment.statusOpen')}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      );
    }
    default:
      return (
        <>
          <p>{t('moveIn.date', { date: day(timeline.moveIn.date, locale) })}</p>
          <p>{t('moveIn.text')}</p>
        </>
      );
  }
}

function Timeline({ wanted, pathStep }: { wanted: string | null; pathStep: TimelineStep | undefined }) {
  const { t } = useMyResidenceTranslation();
  const { site } = useSite();
  const { list, bookingId } = useBookingId(true, wanted);
  const timeline = useTimeline(bookingId);
  if (list.isError || timeline.isError) return <p role="alert">{t('failed')}</p>;
  if (list.isSuccess && !bookingId) return <p>{t('none')}</p>;
  if (!timeline.data) return <p role="status">{t('loading')}</p>;
  const data = timeline.data;
  const current = data.steps.find((step) => step.status === 'current')?.step ?? 'contract';
  const step = pathStep ?? current;
  const index = TIMELINE_STEPS.indexOf(step);
  const summary = data.steps[index];
  const previous = TIMELINE_STEPS[index - 1];
  const next = TIMELINE_STEPS[index + 1];
  const query = wanted ? `?booking=${encodeURIComponent(wanted)}` : '';
  return (
    <>
      <p className={styles.lead}>
        {t('homeOf', { number: data.objectNumber, stage: data.stageName })}
        {' · '}
        <AppLink href={`${routeFor(site.key, 'myResidence') ?? ''}${query}`}>{t('heading')}</AppLink>
      </p>
      <div className={styles.timeline}>
        <nav aria-label={t('timeline.label')}>
          <StepList steps={data.steps} site={site.key} locale={site.locale} active={step} />
        </nav>
        <section aria-labelledby="step-heading" className={styles.card}>
          <p className={styles.stepOf}>
            {t('timeline.stepOf', { n: index + 1, total: TIMELINE_STEPS.length })}
          </p>
          <h2 id="step-heading">
            {t(`steps.${stepKey(step)}`)}{' '}
            {summary && (
              <span className={`${styles.badge} ${styles[summary.status]}`}>
                {t(`status.${summary.status}`)}
              </span>
            )}
          </h2>
          <StepBody step={step} timeline={data} locale={site.locale} />
          <p className={styles.pager}>
            {previous && (
              <AppLink href={`${stepPath(site.key, previous)}${query}`}>← {t('timeline.previous')}</AppLink>
            )}
            {next && <AppLink href={`${stepPath(site.key, next)}${query}`}>{t('timeline.next')} →</AppLink>}
          </p>
        </section>
      </div>
    </>
  );
}

export function MyTimelinePage({ heading }: { heading?: string }) {
  const { t } = useMyResidenceTranslation();
  const { site } = useSite();
  const location = useLocation();
  const wanted = new URLSearchParams(location.search).get('booking');
  const pathStep = stepOfPath(routeFor(site.key, 'myTimeline'), location.pathname);
  return (
    <PageFrame heading={heading ?? t('timelineHeading')}>
      {() => <Timeline wanted={wanted} pathStep={pathStep} />}
    </PageFrame>
  );
}
