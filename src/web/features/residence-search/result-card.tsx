import { memo } from 'react';
import { formatCurrency } from '../../../shared/format/currency';
import { CARD_WIDTHS, IMAGE_SIZES, imageSrc, imageSrcSet } from '../../../shared/media/image-urls';
import { type CardHit, sameCard } from '../../../shared/residence/search-card-hit';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { useProjectPhaseNames } from '../../ui/project-phase/project-phase-names';
import { CardFavourite } from '../../ui/residence-actions/card-favourite';
import { describeHit } from '../../ui/residence-display/hit-display';
import { useSite } from '../../ui/site-context';
import styles from './result-card.module.css';

interface ResultCardProps {
  hit: CardHit;
  today: string;
  /** Eager images for the first row, so the first paint has pictures. */
  eager?: boolean;
  /** The first card's picture is the page's largest paint on a phone: fetched before the rest. */
  first?: boolean;
  compact?: boolean;
  /** Stage cards: show the stage's objects in the list (platform §4). */
  onShowHomes?: (hit: CardHit) => void;
}

// One search hit (platform §3 "Residence hit fields") with the formats of §9. Memoised, by what
// the card shows rather than by the hit object: the list adds its cards in batches
// (result-list.tsx), and the whole hits that replace the server's first ones arrive as new
// objects; neither need redraw a card that looks the same (the search page's blocking time).
export const ResultCard = memo(function ResultCard({
  hit,
  today,
  eager = false,
  first = false,
  compact = false,
  onShowHomes,
}: ResultCardProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const display = describeHit(hit, { locale, country: site.country, today });
  const title =
    hit.type === 'object' && hit.stageName && hit.objectNumber
      ? t('residenceSearch.objectInStage', { stage: hit.stageName, number: hit.objectNumber })
      : hit.name;
  const place = [hit.area, hit.municipality].filter(
    (part, index, all) => part && all.indexOf(part) === index,
  );
  const status = display.status
    ? t(`residence.${display.status.group}.${display.status.key}` as never)
    : null;
  // Where the project is (issue 35 item 5): how far building has come, next to the move-in date.
  const phases = useProjectPhaseNames();
  const phase = hit.type === 'area' ? '' : phases.phase(hit.projectPhase);

  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} data-hit-type={hit.type}>
      <div className={styles.media}>
        <img
          src={imageSrc(hit.searchImage.url, 640)}
          srcSet={imageSrcSet(hit.searchImage.url, CARD_WIDTHS)}
          sizes={hit.searchImage.sizes || IMAGE_SIZES.card}
          alt={hit.searchImage.alt}
          width={640}
          height={427}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
        {hit.type !== 'area' && (
          <CardFavourite
            residenceId={hit.id}
            stageId={hit.type === 'object' ? (hit.stageId ?? hit.id) : hit.id}
            objectId={hit.type === 'object' ? hit.id : null}
            name={title}
          />
        )}
        <div className={styles.badges}>
          {status && <span className={styles.status}>{status}</span>}
          {display.vipActive && <span className={styles.vip}>{t('residence.facts.vipActive')}</span>}
          {hit.label && <span className={styles.label}>{hit.label}</span>}
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{place.join(', ')}</p>
        <h3 className={styles.title}>
          <AppLink href={hit.url} className={styles.link}>
            {title}
          </AppLink>
        </h3>
        <p className={styles.price}>
          {display.rent ? (
            <>
              <span className={styles.priceLabel}>{t('residence.facts.rent')} </span>
              {t('residence.facts.perMonth', { amount: display.rent })}
            </>
          ) : display.price ? (
            <>
              {display.priceKind === 'totalPrice' && (
                <span className={styles.priceLabel}>{t('residence.facts.totalPrice')} </span>
              )}
              {display.price}
            </>
          ) : display.rentalsOnly ? (
            t('residence.facts.rentalHomes')
          ) : (
            t('residence.facts.priceOnRequest')
          )}
        </p>
        <ul className={styles.facts}>
          {display.rooms && <li>{display.rooms}</li>}
          {display.livingArea && <li>{display.livingArea}</li>}
          {hit.type === 'object' && hit.monthlyFee !== null && !display.rent && (
            <li>
              {t('residence.facts.monthlyFee')} {formatCurrency(hit.monthlyFee, site.country)}
            </li>
          )}
        </ul>
        {!compact && (
          <dl className={styles.details}>
            {phase && (
              <div>
                <dt>{phases.label}</dt>
                <dd>{phase}</dd>
              </div>
            )}
            {display.moveIn && (
              <div>
                <dt>{t('residence.facts.moveIn')}</dt>
                <dd>{display.moveIn}</dd>
              </div>
            )}
            {display.nextShowing && (
              <div>
                <dt>{t('residence.facts.showings')}</dt>
                <dd>
                  {display.nextShowing}
                  {hit.hasExtraShowingsInfo && ` · ${t('residenceSearch.extraShowings')}`}
                </dd>
              </div>
            )}
          </dl>
        )}
        {onShowHomes && hit.type === 'stage' && hit.objectCount > 0 && (
          <button type="button" className={styles.showHomes} onClick={() => onShowHomes(hit)}>
            {t('residenceSearch.showHomes', { count: hit.objectCount })}
          </button>
        )}
      </div>
    </article>
  );
}, sameProps);

function sameProps(before: ResultCardProps, after: ResultCardProps): boolean {
  return (
    before.today === after.today &&
    before.eager === after.eager &&
    before.first === after.first &&
    before.compact === after.compact &&
    before.onShowHomes === after.onShowHomes &&
    sameCard(before.hit, after.hit, after.today)
  );
}
