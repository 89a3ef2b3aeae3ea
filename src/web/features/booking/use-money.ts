import { formatMinorUnits } from '../../../shared/booking/booking-money';
import { useSite } from '../../ui/site-context';

/** Formats minor units in the site's currency layout ("1 250 000 kr", "kr 1 250 000", "245 000 €"). */
export function useMoney(): (minorUnits: number) => string {
  const { site } = useSite();
  return (amount) => formatMinorUnits(amount, site.locale);
}
