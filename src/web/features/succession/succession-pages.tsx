import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/dates';
import { formatRooms } from '../../../shared/format/rooms';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import type {
  ExternalObjectViewModel,
  SuccessionStageViewModel,
  SuccessionViewModel,
} from '../../../shared/premises/premises-view-models';
import { useListingsTranslation } from '../../i18n/listings-texts';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { useSite } from '../../ui/site-context';
import styles from './succession.module.css';
import { ExternalLink, SuccessionCard } from './succession-card';

// Succession listings (flows §2.8) in the blank layout: the list by municipality (shuffled with
// the configured seed by the server), the listings of one of our stages, and one listing that
// links out to its broker (external objects).

/** The municipality choice: a plain GET form, so it works before scripts and by keyboard. */
function MunicipalityChoice({ page }: { page: SuccessionViewModel }) {
  const { t } = useListingsTranslation();
  const navigate = useNavigate();
  const id = useId();
  const urlOf = (slug: string) =>
    page.municipalities.find((choice) => choice.slug === slug)?.url ?? page.allUrl;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('municipality');
    navigate(urlOf(typeof value === 'string' ? value : ''));
  };
  return (
    <form className={styles.choice} action={page.allUrl} method="get" onSubmit={submit}>
      <label htmlFor={`${id}-municipality`}>{t('succession.municipality')}</label>
      <select id={`${id}-municipality`} name="municipality" defaultValue={page.selected} key={page.selected}>
        <option value="alla-kommuner">{t('succession.allMunicipalities')}</option>
        {page.municipalities.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name} ({choice.count})
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button}>
        {t('succession.show')}
      </button>
    </form>
  );
}

export function SuccessionListPage({
  page,
  breadcrumbs,
}: {
  page: SuccessionViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useListingsTranslation();
  const chosen = page.municipalities.find((choice) => choice.slug === page.selected);
  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {chosen ? `${t('succession.heading')}: ${chosen.name}` : t('succession.heading')}
        </h1>
        <p className={styles.lead}>{t('succession.intro')}</p>
      </header>
      <MunicipalityChoice page={page} />
      <p className={styles.count} aria-live="polite">
        {t('succession.count', { count: page.objects.length })}
      </p>
      {page.objects.length === 0 ? (
        <p className={styles.empty}>{t('succession.none')}</p>
      ) : (
        <ul className={styles.list}>
          {page.objects.map((listing) => (
            <li key={listing.id}>
              <SuccessionCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SuccessionStagePage({
  page,
  breadcrumbs,
}: {
  page: SuccessionStageViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useListingsTranslation();
  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('succession.stageHeading', { stage: page.name })}</h1>
        <p className={styles.lead}>{page.municipality}</p>
      </header>
      <div className={styles.prose}>
        <p>{page.description}</p>
        <p>
          <AppLink href={page.stageUrl} className={styles.link}>
            {t('succession.stageLink', { stage: page.name })}
          </AppLink>
        </p>
      </div>
      <p className={styles.count}>{t('succession.count', { count: page.objects.length })}</p>
      <ul className={styles.list}>
        {page.objects.map((listing) => (
          <li key={listing.id}>
            <SuccessionCard listing={listing} />
          </li>
        ))}
      </ul>
      <p>
        <AppLink href={page.listUrl} className={styles.link}>
          {t('succession.back')}
        </AppLink>
      </p>
    </div>
  );
}

export function ExternalObjectPage({
  page,
  breadcrumbs,
}: {
  page: ExternalObjectViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useListingsTranslation();
  const { site } = useSite();
  const listing = page.object;
  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <p className={styles.meta}>
          <span className={styles.external}>{t('succession.external')}</span>
        </p>
        <h1 className={styles.title}>{listing.address}</h1>
        <p className={styles.lead}>{listing.municipality}</p>
      </header>
      <p className={styles.prose}>{t('succession.externalNote', { broker: listing.brokerName })}</p>
      <dl className={styles.factList}>
        <dt>{t('succession.rooms')}</dt>
        <dd>{formatRooms(listing.rooms, null, site.locale)}</dd>
        <dt>{t('succession.area')}</dt>
        <dd>{formatArea(listing.livingArea, site.locale)}</dd>
        <dt>{t('succession.price')}</dt>
        <dd>{formatCurrency(listing.price, site.country)}</dd>
        {listing.monthlyFee !== null && (
          <>
            <dt>{t('succession.monthlyFee')}</dt>
            <dd>{formatCurrency(listing.monthlyFee, site.country)}</dd>
          </>
        )}
        <dt>{t('succession.broker')}</dt>
        <dd>{listing.brokerName}</dd>
        <dt>{t('succession.published')}</dt>
        <dd>{formatDate(listing.publishedAt.slice(0, 10), site.locale)}</dd>
      </dl>
      <p>
        <ExternalLink listing={listing} prominent />
      </p>
      {listing.stage && (
        <p>
          <AppLink href={listing.stage.url} className={styles.link}>
            {t('succession.inStage', { stage: listing.stage.name })}
          </AppLink>
        </p>
      )}
      <p>
        <AppLink href={page.listUrl} className={styles.link}>
          {t('succession.back')}
        </AppLink>
      </p>
    </div>
  );
}
