import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import type { SuccessionCard as Card } from '../../../shared/premises/premises-view-models';
import { useListingsTranslation } from '../../i18n/listings-texts';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import styles from './succession.module.css';

/** One broker listing: our page of it, and the broker's own listing as a marked external link. */
export function SuccessionCard({ listing }: { listing: Card }) {
  const { t } = useListingsTranslation();
  const { site } = useSite();
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <span className={styles.external}>{t('succession.external')}</span>
        <span>{listing.brokerName}</span>
      </p>
      <h2 className={styles.cardTitle}>
        <AppLink href={listing.url}>{listing.address}</AppLink>
      </h2>
      <p className={styles.place}>
        {listing.municipality}
        {listing.stage && (
          <>
            {' · '}
            <AppLink href={listing.stage.url}>
              {t('succession.inStage', { stage: listing.stage.name })}
            </AppLink>
          </>
        )}
      </p>
      <p className={styles.facts}>
        <span>{formatRooms(listing.rooms, null, site.locale)}</span>
        <span>{formatArea(listing.livingArea, site.locale)}</span>
        <span>{formatCurrency(listing.price, site.country)}</span>
      </p>
      <ExternalLink listing={listing} />
    </article>
  );
}

/** The broker's listing: a new tab without access to this page (rel noopener), said in words. */
export function ExternalLink({ listing, prominent = false }: { listing: Card; prominent?: boolean }) {
  const { t } = useListingsTranslation();
  return (
    <a
      href={listing.externalUrl}
      target="_blank"
      rel="noopener noreferrer external"
      className={prominent ? styles.externalButton : styles.externalLink}
    >
      {t('succession.viewAtBroker', { broker: listing.brokerName })}{' '}
      <span className={styles.externalNote}>{t('succession.opensElsewhere')}</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.externalIcon}>
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </a>
  );
}
