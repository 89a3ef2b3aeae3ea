import { formatArea } from '../../../shared/format/area';
import type { PremisesHit } from '../../../shared/premises/premises-schemas';
import { useListingsTranslation } from '../../i18n/listings-texts';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import styles from './premises.module.css';
import { priceLabel, statusLabel } from './premises-labels';

export function PremisesCard({ hit, headingLevel = 'h3' }: { hit: PremisesHit; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useListingsTranslation();
  const { site } = useSite();
  const Heading = headingLevel;
  const available = hit.status === 'forSale';
  return (
    <article className={styles.card} data-premises-status={hit.status} data-premises-area={hit.area}>
      <p className={styles.cardMeta}>
        <span className={available ? styles.badge : styles.badgeMuted}>{statusLabel(t, hit)}</span>
        <span>{t(`premises.type.${hit.type}`)}</span>
      </p>
      <Heading className={styles.cardTitle}>
        <AppLink href={hit.url}>{hit.name}</AppLink>
      </Heading>
      <p className={styles.cardPlace}>{hit.municipality}</p>
      <p className={styles.cardFacts}>
        <span>{formatArea(hit.area, site.locale)}</span>
        <span>{priceLabel(t, hit, site.country)}</span>
      </p>
    </article>
  );
}
