import { formatCurrency } from '../../../shared/format/currency';
import type { PremisesHit } from '../../../shared/premises/premises-schemas';
import type { Country } from '../../../shared/sites/site-types';
import type { useListingsTranslation } from '../../i18n/listings-texts';

type T = ReturnType<typeof useListingsTranslation>['t'];

/** platform §4 statuses; "for sale" of a premises to rent reads "available to rent". */
export function statusLabel(t: T, hit: Pick<PremisesHit, 'status' | 'offer'>): string {
  if (hit.status === 'forSale' && hit.offer === 'rent') return t('premises.status.forRent');
  return t(`premises.status.${hit.status}`);
}

/** "Price 4 500 000 kr" or "Yearly rent 180 000 kr", or "Price on request". */
export function priceLabel(t: T, hit: Pick<PremisesHit, 'price' | 'offer'>, country: Country): string {
  if (hit.price === null) return t('premises.priceOnRequest');
  const label = hit.offer === 'rent' ? t('premises.yearlyRent') : t('premises.price');
  return `${label} ${formatCurrency(hit.price, country)}`;
}
