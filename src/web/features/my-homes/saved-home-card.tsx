import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import { CARD_WIDTHS, imageSrc, imageSrcSet } from '../../../shared/media/image-urls';
import type { ResidenceHit } from '../../../shared/residence/search-schemas';
import { useMyHomesTranslation } from '../../i18n/my-homes-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import styles from './my-homes.module.css';
import { describeSavedHome } from './saved-home-display';
import { residenceIdOf, type SavedList } from './saved-homes';

const IMAGE_SIZES = '(min-width: 48rem) 12rem, 100vw';

/** The name a public card gives a hit: "<stage> home <number>" for a home, else its name. */
export function useHitTitle() {
  const { t } = useTranslation();
  return (hit: ResidenceHit | undefined, fallback: string) => {
    if (!hit) return fallback;
    return hit.type === 'object' && hit.stageName && hit.objectNumber
      ? t('residenceSearch.objectInStage', { stage: hit.stageName, number: hit.objectNumber })
      : hit.name;
  };
}

interface SavedHomeCardProps {
  list: SavedList;
  relation: ResidenceRelation;
  hit: ResidenceHit | undefined;
  onRemove?: (relation: ResidenceRelation, name: string) => void;
  removing?: boolean;
}

// One saved home: picture, name linked to its page, place, current status and price (or rent),
// formatted as the public search card does (hit-display.ts); a remove button for favourites
// and interests.
export function SavedHomeCard({ list, relation, hit, onRemove, removing }: SavedHomeCardProps) {
  const { t } = useTranslation();
  const { t: text } = useMyHomesTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const title = useHitTitle()(hit, text('unknownName'));
  const display = hit ? describeSavedHome(hit, locale, site.country) : null;
  const status = display?.status
    ? t(`residence.${display.status.group}.${display.status.key}` as never)
    : null;
  const place = hit
    ? [hit.area, hit.municipality].filter((part, index, all) => part && all.indexOf(part) === index)
    : [];
  const price = !display
    ? null
    : display.rent
      ? `${t('residence.facts.rent')} ${t('residence.facts.perMonth', { amount: display.rent })}`
      : display.price
        ? `${display.priceKind === 'totalPrice' ? `${t('residence.facts.totalPrice')} ` : ''}${display.price}`
        : display.rentalsOnly
          ? t('residence.facts.rentalHomes')
          : t('residence.facts.priceOnRequest');

  return (
    <li className={styles.card} data-saved-home={residenceIdOf(relation)} data-saved-list={list}>
      {hit && (
        <img
          className={styles.image}
          src={imageSrc(hit.searchImage.url, 640)}
          srcSet={imageSrcSet(hit.searchImage.url, CARD_WIDTHS)}
          sizes={IMAGE_SIZES}
          alt=""
          width={640}
          height={427}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          {hit ? (
            <AppLink href={hit.url} className={styles.link}>
              {title}
            </AppLink>
          ) : (
            title
          )}
        </h3>
        {place.length > 0 && <p className={styles.place}>{place.join(', ')}</p>}
        {hit ? (
          <p className={styles.facts}>
            {status && (
              <span className={styles.status} data-saved-status="">
                {status}
              </span>
            )}
            <span data-saved-price="">{price}</span>
            {display?.rooms && <span>{display.rooms}</span>}
          </p>
        ) : (
          <p className={styles.place}>{text('unavailable')}</p>
        )}
      </div>
      {onRemove && (
        <button
          type="button"
          className={styles.removeButton}
          aria-label={text(list === 'favourite' ? 'removeFavourite' : 'removeInterest', { name: title })}
          disabled={removing}
          onClick={() => onRemove(relation, title)}
        >
          {text('remove')}
        </button>
      )}
    </li>
  );
}
