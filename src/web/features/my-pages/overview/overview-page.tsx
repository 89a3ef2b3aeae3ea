import { type ReactNode, useId } from 'react';
import { formatCurrency } from '../../../../shared/format/currency';
import { formatDate } from '../../../../shared/format/dates';
import { dateOnly, localTime } from '../../../../shared/format/showing-time';
import type { MyPagesOverview } from '../../../../shared/my-pages/my-pages-contracts';
import { linkFor } from '../../../../shared/sites/feature-availability';
import { routeFor } from '../../../../shared/sites/routes';
import { useMyPagesTranslation } from '../../../i18n/my-pages-texts';
import { AppLink } from '../../../ui/app-link';
import container from '../../../ui/container.module.css';
import { useSession } from '../../../ui/session/session-context';
import { useSite } from '../../../ui/site-context';
import { BoardPanel } from '../board/board-panel';
import styles from '../my-pages.module.css';
import { useOverviewQuery } from './use-overview';

// The my-pages start (issue 15 item 2): "what do I need to do now, and what happens next?"
// First what waits for the person (documents to sign, payments due), then the next step of
// each home's timeline, the errands, the showings they booked and the latest news. A board
// member sees the association first (flows §6: board-member pages).

const MARKET = { SEK: 'SE', NOK: 'NO', EUR: 'FI' } as const;

/** `first`: what comes before everything else (the template's "continue your booking"). */
export function OverviewPage({ first }: { first?: ReactNode }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const { user } = useSession();
  const overview = useOverviewQuery(user?.id ?? null);

  if (!user || overview.isPending) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        {user && <h1 className={styles.heading}>{t('overview.greeting', { name: user.firstName })}</h1>}
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        <p role="alert">{t('errorFetching')}</p>
        <button type="button" className={styles.primary} onClick={() => overview.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const data = overview.data;
  const board = user.isBoardMember && data.association !== null;
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{t('overview.greeting', { name: user.firstName })}</h1>
      <p className={styles.intro}>{t('overview.intro')}</p>
      {first}
      {board && data.association && <BoardPanel association={data.association} />}
      <div className={styles.grid}>
        {!board && <TodoCard data={data} />}
        {!board && <NextStepCard data={data} />}
        {site.key !== 'fi' && <ErrandsCard data={data} />}
        {data.showings.length > 0 && <ShowingsCard data={data} />}
        {site.flags.myPagesNews && <NewsCard data={data} />}
      </div>
      {linkFor(site.key, 'myContacts') && (
        <p className={styles.section}>
          <AppLink href={linkFor(site.key, 'myContacts') as string}>{t('overview.contactsLink')}</AppLink>
        </p>
      )}
    </div>
  );
}

function Card({ title, urgent, children }: { title: string; urgent?: boolean; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${styles.card} ${urgent ? styles.urgent : ''}`}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function TodoCard({ data }: { data: MyPagesOverview }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const documentsLink = linkFor(site.key, 'myDocuments');
  const paymentsLink = linkFor(site.key, 'myPayments');
  const empty = data.documents.length === 0 && data.payments.length === 0;
  return (
    <Card title={t('overview.todo')} urgent={!empty}>
      {empty ? (
        <p>{t('overview.allDone')}</p>
      ) : (
        <ul className={styles.list}>
          {data.documents.map((document) => (
            <li key={document.id}>
              <span className={styles.strong}>{t('overview.sign', { title: document.title })}</span>
              {document.dueAt && (
                <span className={styles.muted}>
                  {t('overview.signBy', { date: dateOnly(document.dueAt, site.country, site.locale) })}
                </span>
              )}
            </li>
          ))}
          {data.payments.map((payment) => (
            <li key={payment.id}>
              <span className={styles.strong}>
                {t('overview.pay', {
                  purpose: t(`overview.purpose.${payment.purpose}`),
                  amount: formatCurrency(payment.amount / 100, MARKET[payment.currency], {
                    decimals: payment.amount % 100 === 0 ? 0 : 2,
                  }),
                })}
              </span>
              {payment.dueDate && (
                <span className={styles.muted}>
                  {t('overview.payBy', { date: formatDate(payment.dueDate, site.locale) })}
                </span>
              )}
              {payment.status === 'Reminder1' && (
                <span className={styles.badge}>{t('overview.reminder')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.links}>
        {data.documents.length > 0 && documentsLink && (
          <AppLink href={documentsLink}>{t('overview.documentsLink')}</AppLink>
        )}
        {data.payments.length > 0 && paymentsLink && (
          <AppLink href={paymentsLink}>{t('overview.paymentsLink')}</AppLink>
        )}
      </p>
    </Card>
  );
}

function NextStepCard({ data }: { data: MyPagesOverview }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const search = routeFor(site.key, 'searchHomes');
  const stepDate = (date: string | null) => (date ? formatDate(date, site.locale) : t('overview.noDate'));
  return (
    <Card title={t('overview.next')}>
      {data.homes.length === 0 && (
        <>
          <p>{t('overview.noHomes')}</p>
          {search && (
            <p className={styles.links}>
              <AppLink href={search}>{t('overview.searchHomes')}</AppLink>
            </p>
          )}
        </>
      )}
      {data.homes.map((home) => {
        const label = t('overview.home', { stage: home.stageName, number: home.objectNumber });
        return (
          <div key={home.objectId}>
            <h3>{home.url ? <AppLink href={home.url}>{label}</AppLink> : label}</h3>
            {home.next ? (
              <p className={styles.big}>
                {t('overview.stepOn', {
                  step: t(`overview.steps.${home.next.step}`),
                  date: stepDate(home.next.date),
                })}
              </p>
            ) : (
              <p className={styles.big}>{t('overview.movedIn')}</p>
            )}
            <ol className={styles.steps} aria-label={t('overview.timeline', { home: label })}>
              {home.steps.map((step) => {
                const current = home.next?.step === step.step;
                return (
                  <li
                    key={step.step}
                    className={`${step.done ? styles.done : ''} ${current ? styles.current : ''}`}
                    aria-current={current ? 'step' : undefined}
                  >
                    <span className={styles.dot} aria-hidden="true" />
                    <span>
                      {t(`overview.steps.${step.step}`)}
                      {step.date ? ` ${formatDate(step.date, site.locale)}` : ''}
                      {step.done ? ` (${t('overview.done')})` : ''}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
    </Card>
  );
}

function ErrandsCard({ data }: { data: MyPagesOverview }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const errands = linkFor(site.key, 'myErrands');
  const report = linkFor(site.key, 'faultReport');
  return (
    <Card title={t('overview.errands')}>
      {data.errands.open === 0 ? (
        <p>{t('overview.noErrands')}</p>
      ) : (
        <>
          <p className={styles.big}>{t('overview.openErrands', { count: data.errands.open })}</p>
          <ul className={styles.list}>
            {data.errands.latest.map((errand) => (
              <li key={errand.id}>
                {errands ? (
                  <AppLink href={`${errands}?errandId=${encodeURIComponent(errand.id)}`}>
                    {t('overview.errand', { ticket: errand.ticketNumber, type: errand.caseTypeName })}
                  </AppLink>
                ) : (
                  t('overview.errand', { ticket: errand.ticketNumber, type: errand.caseTypeName })
                )}
                <span className={styles.muted}>
                  {formatDate(errand.creationDate.slice(0, 10), site.locale)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.links}>
        {errands && data.menu.hasCases && <AppLink href={errands}>{t('overview.errandsLink')}</AppLink>}
        {report && <AppLink href={report}>{t('overview.reportFault')}</AppLink>}
      </p>
    </Card>
  );
}

function ShowingsCard({ data }: { data: MyPagesOverview }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  return (
    <Card title={t('overview.showings')}>
      <ul className={styles.list}>
        {data.showings.map((showing) => (
          <li key={showing.id}>
            <span className={styles.strong}>
              {showing.url ? <AppLink href={showing.url}>{showing.stageName}</AppLink> : showing.stageName}
            </span>
            <span className={styles.muted}>
              {t('overview.showingAt', {
                date: dateOnly(showing.startsAt, site.country, site.locale),
                start: localTime(showing.startsAt, site.country).time,
              })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function NewsCard({ data }: { data: MyPagesOverview }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const all = linkFor(site.key, 'myNews');
  return (
    <Card title={t('overview.news')}>
      {data.news.length === 0 ? (
        <p>{t('overview.noNews')}</p>
      ) : (
        <ul className={styles.list}>
          {data.news.map((item) => (
            <li key={item.id}>
              <AppLink href={item.url}>{item.title}</AppLink>
              {item.publishedDate && (
                <span className={styles.muted}>{formatDate(item.publishedDate, site.locale)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {all && (
        <p className={styles.links}>
          <AppLink href={all}>{t('overview.allNews')}</AppLink>
        </p>
      )}
    </Card>
  );
}
