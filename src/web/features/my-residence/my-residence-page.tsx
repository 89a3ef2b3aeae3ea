import { useLocation } from 'react-router';
import { formatArea } from '../../../shared/format/area';
import { imageSrc } from '../../../shared/media/image-urls';
import { routeFor } from '../../../shared/sites/routes';
import { useMyResidenceTranslation } from '../../i18n/my-residence-texts';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import styles from './my-residence.module.css';
import { useBookingId, useResidence } from './my-residence-api';
import { day, money, PageFrame, StepList } from './residence-parts';

// My residence (template 'my-residence', issue 15 item 3): the booked home with its facts,
// floor plan, documents, contacts and a compact timeline. ?booking= picks one of several.

function Residence({ wanted }: { wanted: string | null }) {
  const { t } = useMyResidenceTranslation();
  const { site } = useSite();
  const { list, bookingId } = useBookingId(true, wanted);
  const home = useResidence(bookingId);
  if (list.isError || home.isError) return <p role="alert">{t('failed')}</p>;
  if (list.isSuccess && !bookingId) return <p>{t('none')}</p>;
  if (!home.data) return <p role="status">{t('loading')}</p>;
  const data = home.data;
  const locale = site.locale;
  const timeline = routeFor(site.key, 'myTimeline');
  return (
    <>
      <p className={styles.lead}>
        {t('homeOf', { number: data.objectNumber, stage: data.stageName })}
        {data.objectPath && (
          <>
            {' · '}
            <AppLink href={data.objectPath}>{t('objectPage')}</AppLink>
          </>
        )}
      </p>
      <div className={styles.grid}>
        <section aria-labelledby="facts-heading" className={styles.card}>
          <h2 id="facts-heading">{t('facts.heading')}</h2>
          <dl className={styles.facts}>
            <dt>{t('facts.rooms')}</dt>
            <dd>{data.facts.rooms}</dd>
            <dt>{t('facts.area')}</dt>
            <dd>{formatArea(data.facts.livingArea, locale)}</dd>
            <dt>{t('facts.floor')}</dt>
            <dd>{t('facts.floorValue', { floor: data.facts.floor, floors: data.facts.buildingFloors })}</dd>
            <dt>{t('facts.price')}</dt>
            <dd>{money(data.facts.price, locale)}</dd>
            <dt>{t('facts.moveIn')}</dt>
            <dd>{day(data.facts.moveInDate, locale)}</dd>
          </dl>
        </section>
        <section aria-labelledby="plan-heading" className={styles.card}>
          <h2 id="plan-heading">{t('floorPlan.heading')}</h2>
          <img
            className={styles.plan}
            src={imageSrc(data.floorPlanUrl, 640)}
            width={640}
            height={427}
            alt={t('floorPlan.alt', { number: data.objectNumber })}
            loading="lazy"
          />
        </section>
      </div>
      <section aria-labelledby="timeline-heading" className={styles.card}>
        <h2 id="timeline-heading">{t('timeline.heading')}</h2>
        <StepList steps={data.timeline} site={site.key} locale={locale} compact />
        {timeline && (
          <p>
            <AppLink href={timeline}>{t('timeline.open')}</AppLink>
          </p>
        )}
      </section>
      <div className={styles.grid}>
        <section aria-labelledby="documents-heading" className={styles.card}>
          <h2 id="documents-heading">{t('documents.heading')}</h2>
          {data.documents.length === 0 ? (
            <p>{t('documents.none')}</p>
          ) : (
            <ul className={styles.plainList}>
              {data.documents.map((doc) => (
                <li key={doc.id}>
                  {doc.title} <span className={styles.badge}>{t(`documents.${doc.status}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="contacts-heading" className={styles.card}>
          <h2 id="contacts-heading">{t('contacts.heading')}</h2>
          {data.contacts.length === 0 ? (
            <p>{t('contacts.none')}</p>
          ) : (
            <ul className={styles.plainList}>
              {data.contacts.map((contact) => (
                <li key={`${contact.role}|${contact.email}`} className={styles.contact}>
                  <strong>{contact.name}</strong>
                  <span>
                    {t(`contacts.roles.${contact.role as 'assistant'}`, { defaultValue: contact.role })}
                  </span>
                  <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export function MyResidencePage({ heading }: { heading?: string }) {
  const { t } = useMyResidenceTranslation();
  const wanted = new URLSearchParams(useLocation().search).get('booking');
  return <PageFrame heading={heading ?? t('heading')}>{() => <Residence wanted={wanted} />}</PageFrame>;
}
